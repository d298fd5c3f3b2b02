import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useNotify } from '../../components/toast.tsx';
import { useCan } from '../../lib/operator.ts';
import { DecisionQueue, type Decision } from './decision-queue.tsx';
import { StatusBadge } from './status-badge.tsx';

const PAGE_SIZE = 50;

/** Withdrawals waiting for payout: approve (pays out the hold) or reject (returns it). */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canDecide = useCan('money.decide');
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'withdrawals', status, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminWithdrawalsEndpoint, {
        query: { status, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: Decision; reason: string }) =>
      decision === 'accept'
        ? callEndpoint(approveWithdrawalEndpoint, {
            params: { id },
            body: reason ? { reason } : {},
          })
        : callEndpoint(rejectWithdrawalEndpoint, { params: { id }, body: { reason } }),
    onSuccess: (w) => {
      notify(
        t(w.status === 'paid' ? 'money.approvedToast' : 'money.rejectedToast', {
          orderNo: w.orderNo,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
    },
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
        columns={columns}
        rows={query.data?.list ?? []}
        total={query.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        loading={query.isPending}
        status={status}
        canDecide={canDecide}
        acceptLabel={t('money.approve')}
        exportName="withdrawals"
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
