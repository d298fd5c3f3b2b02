import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  MALL_ORDER_STATES,
  listAdminMallOrdersEndpoint,
  setMallOrderStateEndpoint,
  type AdminMallOrder,
  type MallOrderState,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

type Filter = MallOrderState | 'all';
type Move = 'shipped' | 'delivered' | 'cancelled';
const PAGE_SIZE = 50;
const BADGE: Record<MallOrderState, string> = {
  pending: 'warn',
  shipped: 'warn',
  delivered: 'ok',
  cancelled: 'muted',
};
/** The moves each state allows (the server checks them again). */
const MOVES: Record<MallOrderState, Move[]> = {
  pending: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Members' orders by state, newest first, with the moves each one allows. */
export function MallOrdersPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pending');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'mall', 'orders', filter, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminMallOrdersEndpoint, {
        query: { state: filter, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Members place orders all the time: opening the list reads it again.
    refetchOnMount: 'always',
  });
  const move = useMutation({
    mutationFn: (v: { id: number; state: Move }) =>
      callEndpoint(setMallOrderStateEndpoint, { params: { id: v.id }, body: { state: v.state } }),
    onSuccess: (order) => {
      notify(t(`mall.moved.${order.state}`, { id: order.id }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mall'] });
    },
    onError: (e) => notify(errorText(e)),
  });
  const columns: ColumnDef<AdminMallOrder, unknown>[] = [
    { accessorKey: 'id', header: '#', meta: { align: 'end' } },
    {
      accessorKey: 'createdAt',
      header: t('mall.createdAt'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    { accessorKey: 'username', header: t('mall.member') },
    { accessorKey: 'itemName', header: t('mall.item') },
    { accessorKey: 'cost', header: t('mall.cost'), meta: { align: 'end' } },
    {
      id: 'delivery',
      header: t('mall.delivery'),
      accessorFn: (o) =>
        o.address
          ? `${o.address.name} · ${o.address.phone} · ${o.address.address}`
          : (o.voucherCode ?? ''),
    },
    {
      accessorKey: 'state',
      header: t('mall.state'),
      cell: ({ row }) => (
        <span className={`badge ${BADGE[row.original.state]}`}>
          {t(`mall.states.${row.original.state}`)}
        </span>
      ),
      meta: { csv: (o) => o.state },
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="row">
          {MOVES[row.original.state].map((state) => (
            <button
              key={state}
              type="button"
              className={`btn small ${state === 'cancelled' ? 'danger' : 'ghost'}`}
              disabled={move.isPending}
              data-testid={`mall-order-${state}`}
              onClick={() => move.mutate({ id: row.original.id, state })}
            >
              {t(`mall.move.${state}`)}
            </button>
          ))}
        </span>
      ),
    },
  ];
  const page = query.data;
  return (
    <>
      <div className="segmented" role="group" aria-label={t('mall.show')}>
        {(['pending', ...MALL_ORDER_STATES.filter((s) => s !== 'pending'), 'all'] as Filter[]).map(
          (s) => (
            <button
              key={s}
              type="button"
              aria-pressed={filter === s}
              onClick={() => {
                setFilter(s);
                setPageNo(1);
              }}
            >
              {t(`mall.states.${s}`)}
            </button>
          ),
        )}
      </div>
      <DataTable
        columns={columns}
        data={page?.list ?? []}
        loading={query.isPending}
        exportName="mall-orders"
        emptyText={t('mall.noOrders')}
        paging={{ pageNo, pageSize: PAGE_SIZE, total: page?.total ?? 0, onPageChange: setPageNo }}
      />
    </>
  );
}
