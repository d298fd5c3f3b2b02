import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { WithdrawalStatusSchema, type WithdrawalStatus } from '@app/contracts';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { useWithdrawRecord, type RecordFilter } from '../api/get-records.ts';
import {
  DateRange,
  FilterChips,
  OrderLine,
  RecordList,
} from '../../../components/ui/record-list.tsx';
import '../../../locales/records/strings.ts';

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
            <OrderLine
              key={w.id}
              testId="withdraw-line"
              orderNo={w.orderNo}
              title={`${w.bankName} · ${w.accountNoMasked}`}
              amount={w.amount}
              direction="out"
              createdAt={w.createdAt}
              reason={w.reason}
              status={w.status}
            />
          ))}
        </RecordList>
      </RealAccountOnly>
    </div>
  );
}
