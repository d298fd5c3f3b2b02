import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  approveAdjustmentEndpoint,
  listAdjustmentRequestsEndpoint,
  rejectAdjustmentEndpoint,
  type AdjustmentRequest,
} from '@app/contracts';
import { AdjustForm } from '../../components/adjust-form.tsx';
import { Money, When } from '../../components/format.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useCan, useMe } from '../../lib/operator.ts';
import { DecisionQueue, type Decision } from './decision-queue.tsx';
import { StatusBadge } from './status-badge.tsx';

const PAGE_SIZE = 50;

/**
 * Balance adjustments: a new one (posted at once below the approval amount), and the requests at
 * or above it waiting for a second, different operator (two-person approval).
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const me = useMe();
  const canAdjust = useCan('money.adjust');
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'adjustments', status, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdjustmentRequestsEndpoint, {
        query: { status, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: Decision; reason: string }) =>
      decision === 'accept'
        ? callEndpoint(approveAdjustmentEndpoint, {
            params: { id },
            body: reason ? { reason } : {},
          }).then((r) => r.request)
        : callEndpoint(rejectAdjustmentEndpoint, { params: { id }, body: { reason } }),
    onSuccess: (r) => {
      notify(
        t(r.status === 'approved' ? 'adjust.approvedToast' : 'adjust.rejectedToast', {
          account: r.account,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] });
    },
  });
  const mine = (r: AdjustmentRequest) =>
    r.requestedByOperatorId !== null && r.requestedByOperatorId === me.data?.operator?.id;
  type Row = Omit<AdjustmentRequest, 'status'> & { status: string };
  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: 'id', header: '#', meta: { align: 'end' } },
    { accessorKey: 'account', header: t('adjust.account'), meta: { filter: true } },
    {
      accessorKey: 'amount',
      header: t('adjust.amount'),
      cell: ({ row }) => <Money value={row.original.amount} signed />,
      meta: { align: 'end' },
    },
    { accessorKey: 'reason', header: t('adjust.reason') },
    { accessorKey: 'requestedBy', header: t('adjust.requestedBy') },
    {
      accessorKey: 'createdAt',
      header: t('adjust.requestedAt'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    {
      accessorKey: 'status',
      header: t('money.statusLabel'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    { accessorKey: 'decidedBy', header: t('adjust.decidedBy') },
    { accessorKey: 'transferId', header: t('adjust.transfer'), meta: { align: 'end' } },
  ];
  return (
    <Page title={t('nav.adjust')}>
      {canAdjust ? (
        <Panel title={t('adjust.new')}>
          <AdjustForm
            onDone={() =>
              void queryClient.invalidateQueries({ queryKey: ['admin', 'adjustments'] })
            }
          />
        </Panel>
      ) : null}
      <Panel title={t('adjust.requests')}>
        <p className="muted">{t('adjust.twoPerson')}</p>
        <DecisionQueue
          columns={columns}
          rows={(query.data?.list ?? []).map((r) => ({
            ...r,
            status: mine(r) && r.status === 'pending' ? 'pending_mine' : r.status,
          }))}
          total={query.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          loading={query.isPending}
          status={status}
          canDecide={canAdjust}
          acceptLabel={t('adjust.approve')}
          exportName="adjustment-requests"
          onStatusChange={(s) => {
            setStatus(s);
            setPageNo(1);
          }}
          onPageChange={setPageNo}
          onDecide={(id, decision, reason) => decide.mutateAsync({ id, decision, reason })}
        />
      </Panel>
    </Page>
  );
}
