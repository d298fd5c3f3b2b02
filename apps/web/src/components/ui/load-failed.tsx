import { useTranslation } from 'react-i18next';
import { RefreshIcon } from './icons.tsx';
import './load-failed.css';

/**
 * spec §8 "Loading failed, click to retry": what a list (or a part of one: a section, the next
 * page) shows when its call failed, offline or not; a tap asks again.
 */
export function LoadFailed({
  onRetry,
  retrying = false,
  testId = 'load-failed',
}: {
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="load-failed" role="alert">
      <button
        type="button"
        className="btn btn--outline btn--small load-failed__button"
        data-testid={testId}
        disabled={retrying}
        onClick={onRetry}
      >
        <RefreshIcon size={16} />
        {retrying ? t('common.loading') : t('errors.loadFailed')}
      </button>
    </div>
  );
}
