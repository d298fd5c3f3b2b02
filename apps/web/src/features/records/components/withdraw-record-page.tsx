import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalStatusSchema, type WithdrawalStatus } from '@app/contracts';
import { RealAccountOnly } from '../../wallet/components/real-account-only.tsx';
import { formatMoney } from '../../wallet/lib/money.ts';
import { useWithdrawRecord, type RecordFilter } from '../api/get-records.ts';
import { DateRange, FilterChips, formatTime, RecordList, StatusChip } from './record-parts.tsx';

/** spec §2 /m/withdrawReport: the withdraw record, like the deposit record. */
export function WithdrawRecordPage() {
  const { t } = useTranslation();
  const [dates, setDates] = useState<RecordFilter>({ startDate: '', endDate: '' });
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const query = useWithdrawRecord({ ...dates, status });
  const lines = query.data?.pages.flatMap((p) => p.list) ?? [];
  const options = [
    { value: '' as const, label: t('records.all') },
    ...WithdrawalStatusSchema.options.map((s) => ({ value: s, label: t(`records.status.${s}`) })),
  ];

  return (
    <div className="money-page" data-testid="withdraw-record-page">
      <RealAccountOnly>
        <div className="record-filters">
          <FilterChips
            label={t('records.statusFilter')}
            options={options}
            value={status}
            onChange={setStatus}
          />
          <DateRange value={dates} onChange={setDates} />
        </div>
        <RecordList query={query} count={lines.length} testId="withdraw-record">
          {lines.map((w) => (
            <li
              key={w.id}
              className="record-line"
              data-testid="withdraw-line"
              data-order={w.orderNo}
            >
              <span className="record-line__title">
                {w.bankName} · {w.accountNoMasked}
              </span>
              <span className="record-line__amount record-line__amount--out">
                {formatMoney(w.amount)}
              </span>
              <span className="record-line__meta">
                {w.orderNo}
                <br />
                {formatTime(w.createdAt)}
                {w.reason ? (
                  <>
                    <br />
                    {w.reason}
                  </>
                ) : null}
              </span>
              <span className="record-line__right">
                <StatusChip status={w.status} label={t(`records.status.${w.status}`)} />
              </span>
            </li>
          ))}
        </RecordList>
      </RealAccountOnly>
    </div>
  );
}
