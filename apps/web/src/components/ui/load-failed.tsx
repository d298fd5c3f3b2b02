import { useTranslation } from '../../lib/translation.ts';
import { ApiError } from '@app/client/api-client';
import { RefreshIcon } from './icons.tsx';
import './load-failed.css';

/** The reference of a failure the server answered (its X-Request-Id), to quote to support. */
export function referenceOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 500 ? error.requestId : null;
}

/**
 * spec §8 "Loading failed, click to retry": what a list (or a part of one: a section, the next
 * page) shows when its call failed, offline or not; a tap asks again. When the server failed, its
 * request id is shown as a reference the player can quote to support.
 */
export function LoadFailed({
  onRetry,
  retrying = false,
  testId = 'load-failed',
  error,
}: {
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
  error?: unknown;
}) {
  const { t } = useTranslation();
  const reference = referenceOf(error);
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
      {reference ? (
        <p className="load-failed__reference" data-testid="error-reference">
          {t('errors.reference', { id: reference })}
        </p>
      ) : null}
    </div>
  );
}
