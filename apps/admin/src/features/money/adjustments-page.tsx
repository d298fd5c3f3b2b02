import { useQueryClient } from '@tanstack/react-query';
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
import { useCan, useMe } from '../../lib/operator.ts';
import { DecisionQueue } from './decision-queue.tsx';
import { useQueue } from './use-queue.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * Balance adjustments: a new one (posted at once below the approval amount), and the requests at
 * or above it waiting for a second, different operator (two-person approval).
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe();
  const canAdjust = useCan('money.adjust');
  const queue = useQueue({
    key: 'adjustments',
    list: (query, signal) => callEndpoint(listAdjustmentRequestsEndpoint, { query, signal }),
    decide: ({ id, decision, reason }) =>
      decision === 'accept'
        ? callEndpoint(approveAdjustmentEndpoint, {
            params: { id },
            body: reason ? { reason } : {},
          }).then((r) => r.request)
        : callEndpoint(rejectAdjustmentEndpoint, { params: { id }, body: { reason } }),
    toast: (r) =>
      t(r.status === 'approved' ? 'adjust.approvedToast' : 'adjust.rejectedToast', {
        account: r.account,
      }),
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
          {...queue}
          columns={columns}
          rows={queue.rows.map((r) => ({
            ...r,
            status: mine(r) && r.status === 'pending' ? 'pending_mine' : r.status,
          }))}
          canDecide={canAdjust}
          acceptLabel={t('adjust.approve')}
          exportName="adjustment-requests"
        />
      </Panel>
    </Page>
  );
}
