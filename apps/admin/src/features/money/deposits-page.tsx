import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  confirmDepositEndpoint,
  listAdminDepositsEndpoint,
  rejectDepositEndpoint,
  type AdminDeposit,
} from '@app/contracts';
import { Page } from '../../components/page.tsx';
import { Money, When } from '../../components/format.tsx';
import { useCan } from '../../lib/operator.ts';
import { DecisionQueue } from './decision-queue.tsx';
import { useQueue } from './use-queue.ts';
import { StatusBadge } from './status-badge.tsx';

/** Bank-transfer deposits waiting for the statement: confirm (credits the wallet) or reject. */
export function DepositsPage() {
  const { t } = useTranslation();
  const canDecide = useCan('money.decide');
  const queue = useQueue({
    key: 'deposits',
    list: (query, signal) => callEndpoint(listAdminDepositsEndpoint, { query, signal }),
    decide: ({ id, decision, reason }) =>
      decision === 'accept'
        ? callEndpoint(confirmDepositEndpoint, { params: { id }, body: reason ? { reason } : {} })
        : callEndpoint(rejectDepositEndpoint, { params: { id }, body: { reason } }),
    toast: (d) =>
      t(d.status === 'confirmed' ? 'money.confirmedToast' : 'money.rejectedToast', {
        orderNo: d.orderNo,
      }),
  });
  const columns: ColumnDef<AdminDeposit, unknown>[] = [
    { accessorKey: 'orderNo', header: t('money.orderNo') },
    { accessorKey: 'account', header: t('money.account'), meta: { filter: true } },
    {
      accessorKey: 'amount',
      header: t('money.amount'),
      cell: ({ row }) => <Money value={row.original.amount} />,
      sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
      meta: { align: 'end' },
    },
    { accessorKey: 'channelName', header: t('money.channel') },
    { accessorKey: 'payerName', header: t('money.payerName') },
    { accessorKey: 'reference', header: t('money.reference') },
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
    <Page title={t('nav.deposits')}>
      <DecisionQueue
        {...queue}
        columns={columns}
        canDecide={canDecide}
        acceptLabel={t('money.confirm')}
        exportName="deposits"
      />
    </Page>
  );
}
