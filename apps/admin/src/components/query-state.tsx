import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/i18n.ts';

/** Loading, failed (with retry) or the content: the three states of every screen that reads. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (query.isError) {
    return (
      <div className="alert error" role="alert">
        {errorText(query.error)}{' '}
        <button type="button" className="btn ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
