import { useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { TransactionTypeSchema, type TransactionType } from '@app/contracts';
import { RealAccountOnly } from '../../../components/wallet/real-account-only.tsx';
import { formatMoney } from '@app/client/format';
import { useTransactionRecord, type RecordFilter } from '../api/get-records.ts';
import {
  DateRange,
  FilterChips,
  formatTime,
  RecordList,
} from '../../../components/ui/record-list.tsx';
import '../../../locales/records/strings.ts';

/**
 * spec §2 /m/transaction/record (agents: ?types=A): every wallet movement with its kind, signed
 * amount, balance after, time and ledger transfer id; type filter, date range, paging.
 */
export function TransactionRecordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = TransactionTypeSchema.safeParse(params.get('types'));
  const [types, setTypes] = useState<TransactionType | ''>(initial.success ? initial.data : '');
  const [dates, setDates] = useState<RecordFilter>({ startDate: '', endDate: '' });
  const query = useTransactionRecord({ ...dates, types });
  const lines = query.data?.pages.flatMap((p) => p.list) ?? [];
  const options = [
    { value: '' as const, label: t('records.all') },
    ...TransactionTypeSchema.options.map((v) => ({ value: v, label: t(`records.types.${v}`) })),
  ];

  return (
    <div className="money-page" data-testid="transaction-record-page">
      <RealAccountOnly>
        <div className="record-filters">
          <FilterChips
            label={t('records.typeFilter')}
            options={options}
            value={types}
            onChange={setTypes}
            testId="transaction-types"
          />
          <DateRange value={dates} onChange={setDates} />
        </div>
        <RecordList query={query} count={lines.length} testId="transaction-record">
          {lines.map((line) => {
            const negative = line.amount.startsWith('-');
            return (
              <li
                key={line.transferId}
                className="record-line"
                data-testid="transaction-line"
                data-kind={line.kind}
                data-reference={line.reference}
              >
                <span className="record-line__title">{t(`records.kinds.${line.kind}`)}</span>
                <span
                  className={`record-line__amount record-line__amount--${negative ? 'out' : 'in'}`}
                >
                  {formatMoney(line.amount, { signed: true })}
                </span>
                <span className="record-line__meta">
                  {formatTime(line.time)}
                  <br />
                  {t('records.transferId', { id: line.transferId })} · {line.reference}
                </span>
                <span className="record-line__right record-line__meta">
                  {t('records.balanceAfter')}
                  <br />
                  <strong>{formatMoney(line.balanceAfter)}</strong>
                </span>
              </li>
            );
          })}
        </RecordList>
      </RealAccountOnly>
    </div>
  );
}
