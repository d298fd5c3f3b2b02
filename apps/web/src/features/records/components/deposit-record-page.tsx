import { useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { DepositStatusSchema, type DepositStatus } from '@app/contracts';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { formatMoney } from '@app/client/format';
import { useDepositOrder } from '../../../lib/queries/deposit-order.ts';
import { useDepositRecord, type RecordFilter } from '../api/get-records.ts';
import {
  DateRange,
  FilterChips,
  OrderLine,
  RecordList,
} from '../../../components/ui/record-list.tsx';
import '../../../locales/records/strings.ts';

/** ?orderNo=…&result=paid|failed: where the gateway returns; the order's outcome on top. */
function OrderResult({ orderNo, result }: { orderNo: string; result: string | null }) {
  const { t } = useTranslation();
  const order = useDepositOrder(orderNo);
  const status = order.data?.status ?? (result === 'failed' ? 'failed' : 'pending');
  const ok = status === 'confirmed';
  const bad = status === 'failed' || status === 'rejected';
  return (
    <section
      className={`money-card money-result${ok ? ' money-result--ok' : bad ? ' money-result--bad' : ''}`}
      data-testid="deposit-result"
      data-status={status}
      aria-live="polite"
    >
      <h2 className="money-card__title">{t(`records.result.${status}`)}</h2>
      <dl className="money-facts">
        <dt>{t('records.orderNo')}</dt>
        <dd>{orderNo}</dd>
        {order.data ? (
          <>
            <dt>{t('records.amount')}</dt>
            <dd>{formatMoney(order.data.amount)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** spec §2 /m/vouReport: the deposit record with status chips, date range and paging. */
export function DepositRecordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const [dates, setDates] = useState<RecordFilter>({ startDate: '', endDate: '' });
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const query = useDepositRecord({ ...dates, status });
  const lines = query.data?.pages.flatMap((p) => p.list) ?? [];
  const options = [
    { value: '' as const, label: t('records.all') },
    ...DepositStatusSchema.options.map((s) => ({ value: s, label: t(`records.status.${s}`) })),
  ];

  return (
    <div className="money-page" data-testid="deposit-record-page">
      <RealAccountOnly>
        {orderNo ? <OrderResult orderNo={orderNo} result={params.get('result')} /> : null}
        <div className="record-filters">
          <FilterChips
            label={t('records.statusFilter')}
            options={options}
            value={status}
            onChange={setStatus}
          />
          <DateRange value={dates} onChange={setDates} />
        </div>
        <RecordList query={query} count={lines.length} testId="deposit-record">
          {lines.map((d) => (
            <OrderLine
              key={d.id}
              testId="deposit-line"
              orderNo={d.orderNo}
              title={d.channelName}
              amount={d.amount}
              direction="in"
              createdAt={d.createdAt}
              reason={d.reason}
              status={d.status}
            />
          ))}
        </RecordList>
      </RealAccountOnly>
    </div>
  );
}
