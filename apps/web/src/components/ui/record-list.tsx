import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import { isTrialRefusal, TrialNotice } from '../wallet/real-account-only.tsx';
import { formatDate, formatMoney } from '@app/client/format';
import '../wallet/balance.css';
import '../../locales/records/strings.ts';

/** An ISO time as the merchant's local time (UTC+7), DD/MM/YYYY HH:mm:ss, the same in both languages. */
export function formatTime(iso: string): string {
  return formatDate(iso, 'vi', 'dateTimeSeconds', 'Asia/Ho_Chi_Minh') || iso;
}

/** A date range (YYYY-MM-DD, both ends included; '' for an open end). */
export type DateRangeValue = { startDate: string; endDate: string };

/** The date range filter. */
export function DateRange({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="record-dates">
      <label>
        {t('records.from')}
        <input
          type="date"
          name="startDate"
          value={value.startDate}
          max={value.endDate || undefined}
          onChange={(e) => onChange({ ...value, startDate: e.target.value })}
        />
      </label>
      <label>
        {t('records.to')}
        <input
          type="date"
          name="endDate"
          value={value.endDate}
          min={value.startDate || undefined}
          onChange={(e) => onChange({ ...value, endDate: e.target.value })}
        />
      </label>
    </div>
  );
}

/** A row of filter chips; '' is "all". */
export function FilterChips<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly { value: V | ''; label: string }[];
  value: V | '';
  onChange: (v: V | '') => void;
  testId?: string;
}) {
  return (
    <div className="money-chips" role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value || 'all'}
          type="button"
          className="money-chip"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function StatusChip({ status, label }: { status: string; label: string }) {
  return (
    <span className={`status-chip status-chip--${status}`} data-status={status}>
      {label}
    </span>
  );
}

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The list with its states: loading, failure (retry), trial refusal, empty, and paging by a "load
 * more" button that also loads by itself when it scrolls into view (spec §9: 300 px before).
 */
export function RecordList({
  query,
  count,
  children,
  testId,
}: {
  query: ListQuery;
  count: number;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const more = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = more.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <p className="record-empty">{t('common.loading')}</p>;
  if (query.isError) {
    if (isTrialRefusal(query.error)) return <TrialNotice />;
    return (
      <p className="record-empty" role="alert">
        <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
          {t('errors.loadFailed')}
        </button>
      </p>
    );
  }
  if (count === 0) {
    return (
      <p className="record-empty" data-testid={`${testId}-empty`}>
        {t('records.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="record-list" data-testid={testId}>
        {children}
      </ul>
      <div className="record-more" ref={more}>
        {hasNextPage ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            data-testid="record-load-more"
          >
            {isFetchingNextPage ? t('common.loading') : t('records.loadMore')}
          </button>
        ) : (
          <span className="record-line__meta">{t('records.end')}</span>
        )}
      </div>
    </>
  );
}

/** One money order in a record list: what, how much, order number, time, reason and status. */
export function OrderLine({
  testId,
  orderNo,
  title,
  amount,
  direction,
  createdAt,
  reason,
  status,
}: {
  testId: string;
  orderNo: string;
  title: ReactNode;
  amount: string;
  direction: 'in' | 'out';
  createdAt: string;
  reason: string | null;
  status: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="record-line" data-testid={testId} data-order={orderNo}>
      <span className="record-line__title">{title}</span>
      <span className={`record-line__amount record-line__amount--${direction}`}>
        {formatMoney(amount)}
      </span>
      <span className="record-line__meta">
        {orderNo}
        <br />
        {formatTime(createdAt)}
        {reason ? (
          <>
            <br />
            {reason}
          </>
        ) : null}
      </span>
      <span className="record-line__right">
        <StatusChip status={status} label={t(`records.status.${status}`)} />
      </span>
    </li>
  );
}
