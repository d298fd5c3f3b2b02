import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useNotify } from '../../components/toast.tsx';
import { useCan } from '../../lib/operator.ts';
import { DecisionQueue, type Decision } from './decision-queue.tsx';
import { StatusBadge } from './status-badge.tsx';

const PAGE_SIZE = 50;

/** Bank-transfer deposits waiting for the statement: confirm (credits the wallet) or reject. */
export function DepositsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canDecide = useCan('money.decide');
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'deposits', status, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminDepositsEndpoint, {
        query: { status, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: Decision; reason: string }) =>
      decision === 'accept'
        ? callEndpoint(confirmDepositEndpoint, { params: { id }, body: reason ? { reason } : {} })
        : callEndpoint(rejectDepositEndpoint, { params: { id }, body: { reason } }),
    onSuccess: (d) => {
      notify(
        t(d.status === 'confirmed' ? 'money.confirmedToast' : 'money.rejectedToast', {
          orderNo: d.orderNo,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'deposits'] });
    },
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
        columns={columns}
        rows={query.data?.list ?? []}
        total={query.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        loading={query.isPending}
        status={status}
        canDecide={canDecide}
        acceptLabel={t('money.confirm')}
        exportName="deposits"
        onStatusChange={(s) => {
          setStatus(s);
          setPageNo(1);
        }}
        onPageChange={setPageNo}
        onDecide={(id, decision, reason) => decide.mutateAsync({ id, decision, reason })}
      />
    </Page>
  );
}
