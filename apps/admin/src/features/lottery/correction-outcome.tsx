import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { LotteryCorrection, LotteryCorrectionLine } from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';

function useLineColumns(): ColumnDef<LotteryCorrectionLine, unknown>[] {
  const { t } = useTranslation();
  const money = (key: 'oldWin' | 'newWin' | 'paid' | 'reclaimed' | 'owed') => ({
    accessorKey: key,
    header: t(`lottery.correction.${key}`),
    cell: ({ row }: { row: { original: LotteryCorrectionLine } }) => (
      <Money value={row.original[key]} />
    ),
  });
  return [
    { accessorKey: 'betNo', header: t('lottery.correction.betNo') },
    { accessorKey: 'username', header: t('lottery.correction.member'), meta: { filter: true } },
    {
      accessorKey: 'betType',
      header: t('lottery.betType'),
      cell: ({ row }) =>
        `${t(`lottery.betTypes.${row.original.betType}`)} ${row.original.numbers.join(', ')}`,
    },
    money('oldWin'),
    money('newWin'),
    money('paid'),
    money('reclaimed'),
    money('owed'),
  ];
}

/**
 * What a correction did: the result before and after, who and why, how many bets it re-settled
 * (reversed, newly paid, adjusted), the money paid, taken back and still owed, and the bets.
 */
export function CorrectionOutcome({ correction }: { correction: LotteryCorrection }) {
  const { t } = useTranslation();
  const columns = useLineColumns();
  const c = correction;
  return (
    <div className="stack" data-testid={`correction-${c.correctionNo}`}>
      <dl className="facts">
        <dt>{t('lottery.correction.no')}</dt>
        <dd>
          #{c.correctionNo} · {c.operatorName} · <When value={c.createdAt} /> · {c.reason}
        </dd>
        <dt>{t('lottery.correction.before')}</dt>
        <dd>
          <code className="break">{c.previousWinningNumber}</code>
        </dd>
        <dt>{t('lottery.correction.after')}</dt>
        <dd>
          <code className="break">{c.winningNumber}</code>
        </dd>
        <dt>{t('lottery.correction.bets')}</dt>
        <dd data-testid="correction-counts">
          {t('lottery.correction.counts', {
            changed: c.changedBets,
            reversed: c.reversed,
            newWinners: c.newWinners,
            adjusted: c.adjusted,
          })}
        </dd>
        <dt>{t('lottery.correction.money')}</dt>
        <dd data-testid="correction-money">
          {t('lottery.correction.paid')} <Money value={c.paid} /> ·{' '}
          {t('lottery.correction.reclaimed')} <Money value={c.reclaimed} /> ·{' '}
          {t('lottery.correction.owed')} <Money value={c.owed} />
        </dd>
      </dl>
      {c.owed !== '0.00' ? (
        <p className="alert error" role="status">
          {t('lottery.correction.owedNote')}
        </p>
      ) : null}
      {c.completedAt === null ? (
        <p className="muted">{t('lottery.correction.unfinished')}</p>
      ) : null}
      <DataTable columns={columns} data={c.lines} exportName={`correction-${c.correctionNo}`} />
    </div>
  );
}
