import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { MemberDetail } from '@app/contracts';
import { Money, When } from '../../components/format.tsx';

type Of<K extends keyof MemberDetail> = MemberDetail[K] extends (infer R)[] ? R : never;
const money = <R,>(key: keyof R & string, header: string): ColumnDef<R, unknown> => ({
  accessorKey: key,
  header,
  cell: ({ getValue }) => <Money value={getValue() as string} />,
  sortingFn: (a, b) => Number(a.getValue(key)) - Number(b.getValue(key)),
  meta: { align: 'end' },
});
const when = <R,>(key: keyof R & string, header: string): ColumnDef<R, unknown> => ({
  accessorKey: key,
  header,
  cell: ({ getValue }) => <When value={getValue() as string | null} />,
});

/** The columns of the member page's tables. */
export function useMemberColumns() {
  const { t } = useTranslation();
  return {
    ledger: [
      when<Of<'ledger'>>('time', t('members.time')),
      { accessorKey: 'kind', header: t('members.lineKind') },
      money<Of<'ledger'>>('amount', t('members.amount')),
      money<Of<'ledger'>>('balanceAfter', t('members.balanceAfter')),
      { accessorKey: 'reference', header: t('members.reference') },
      { accessorKey: 'transferId', header: t('members.transfer'), meta: { align: 'end' } },
    ] as ColumnDef<Of<'ledger'>, unknown>[],
    deposits: [
      { accessorKey: 'orderNo', header: t('members.orderNo') },
      money<Of<'deposits'>>('amount', t('members.amount')),
      { accessorKey: 'status', header: t('members.status') },
      when<Of<'deposits'>>('createdAt', t('members.time')),
    ] as ColumnDef<Of<'deposits'>, unknown>[],
    withdrawals: [
      { accessorKey: 'orderNo', header: t('members.orderNo') },
      money<Of<'withdrawals'>>('amount', t('members.amount')),
      { accessorKey: 'status', header: t('members.status') },
      when<Of<'withdrawals'>>('createdAt', t('members.time')),
    ] as ColumnDef<Of<'withdrawals'>, unknown>[],
    games: [
      { accessorKey: 'category', header: t('members.category') },
      { accessorKey: 'vendorCode', header: t('members.vendor') },
      { accessorKey: 'gameCode', header: t('members.game') },
      { accessorKey: 'betCount', header: t('members.betCount'), meta: { align: 'end' } },
      money<Of<'betsByGame'>>('bets', t('members.bets')),
      money<Of<'betsByGame'>>('wins', t('members.wins')),
      money<Of<'betsByGame'>>('ggr', 'GGR'),
      when<Of<'betsByGame'>>('lastBetAt', t('members.lastBet')),
    ] as ColumnDef<Of<'betsByGame'>, unknown>[],
    lottery: [
      { accessorKey: 'betNo', header: t('members.betNo') },
      { accessorKey: 'gameName', header: t('members.game') },
      { accessorKey: 'numero', header: t('members.numero') },
      { accessorKey: 'betType', header: t('members.betType') },
      { id: 'numbers', header: t('members.numbers'), accessorFn: (b) => b.numbers.join(' ') },
      money<Of<'lotteryBets'>>('totalStake', t('members.stake')),
      money<Of<'lotteryBets'>>('winAmount', t('members.wins')),
      { accessorKey: 'status', header: t('members.status') },
      when<Of<'lotteryBets'>>('createdAt', t('members.time')),
    ] as ColumnDef<Of<'lotteryBets'>, unknown>[],
    logins: [
      when<Of<'logins'>>('at', t('members.time')),
      { accessorKey: 'ip', header: 'IP' },
      { accessorKey: 'userAgent', header: t('members.device') },
      when<Of<'logins'>>('endedAt', t('members.endedAt')),
    ] as ColumnDef<Of<'logins'>, unknown>[],
    notes: [
      when<Of<'notes'>>('createdAt', t('members.time')),
      { accessorKey: 'actor', header: t('members.by') },
      { accessorKey: 'text', header: t('members.note') },
    ] as ColumnDef<Of<'notes'>, unknown>[],
  };
}
