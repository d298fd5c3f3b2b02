import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  approveWithdrawalEndpoint,
  listAdminWithdrawalsEndpoint,
  rejectWithdrawalEndpoint,
  type AdminWithdrawal,
} from '@app/contracts';
import { Page } from '../../components/page.tsx';
import { Money, When } from '../../components/format.tsx';
import { useCan } from '../../lib/operator.ts';
import { DecisionQueue } from './decision-queue.tsx';
import { useQueue } from './use-queue.ts';
import { StatusBadge } from './status-badge.tsx';

/** Withdrawals waiting for payout: approve (pays out the hold) or reject (returns it). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const canDecide = useCan('money.decide');
  const queue = useQueue({
    key: 'withdrawals',
    list: (query, signal) => callEndpoint(listAdminWithdrawalsEndpoint, { query, signal }),
    decide: ({ id, decision, reason }) =>
      decision === 'accept'
        ? callEndpoint(approveWithdrawalEndpoint, {
            params: { id },
            body: reason ? { reason } : {},
          })
        : callEndpoint(rejectWithdrawalEndpoint, { params: { id }, body: { reason } }),
    toast: (w) =>
      t(w.status === 'paid' ? 'money.approvedToast' : 'money.rejectedToast', {
        orderNo: w.orderNo,
      }),
  });
  const columns: ColumnDef<AdminWithdrawal, unknown>[] = [
    { accessorKey: 'orderNo', header: t('money.orderNo') },
    { accessorKey: 'account', header: t('money.account'), meta: { filter: true } },
    {
      accessorKey: 'amount',
      header: t('money.amount'),
      cell: ({ row }) => <Money value={row.original.amount} />,
      sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
      meta: { align: 'end' },
    },
    { accessorKey: 'bankName', header: t('money.bank') },
    { accessorKey: 'accountName', header: t('money.accountName') },
    { accessorKey: 'accountNo', header: t('money.accountNo') },
    {
      accessorKey: 'status',
      header: t('money.statusLabel'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      accessorKey: 'createdAt',
      header: t('money.createdAt'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    { accessorKey: 'reason', header: t('money.reason') },
  ];
  return (
    <Page title={t('nav.withdrawals')}>
      <DecisionQueue
        {...queue}
        columns={columns}
        canDecide={canDecide}
        acceptLabel={t('money.approve')}
        exportName="withdrawals"
      />
    </Page>
  );
}
