import { useTranslation } from '../../../lib/translation.ts';
import { LotusIcon, OfflineIcon } from '../../../components/ui/icons.tsx';
import { StatusScreen } from './status-screen.tsx';

/** While the very first status has neither a cached copy nor an answer. */
export function StatusLoading({ testId = 'status-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-loading" data-testid={testId} role="status" aria-live="polite">
      <LotusIcon size={56} className="status-loading__mark" />
      <span className="status-screen__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** The first status call failed (spec §8 "Loading failed, click to retry"). */
export function StatusError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={OfflineIcon} testId="status-error">
      <h1 className="status-screen__title">{t('status.errorTitle')}</h1>
      <p className="status-screen__text">{t('status.errorText')}</p>
      <button type="button" className="btn btn--gold" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? t('common.loading') : t('errors.loadFailed')}
      </button>
    </StatusScreen>
  );
}
