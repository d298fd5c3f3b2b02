import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { listAdminMallItemsEndpoint, type AdminMallItem } from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Money } from '../../components/format.tsx';
import { Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { MallItemForm } from './mall-item-form.tsx';

export const MALL_ITEMS_KEY = ['admin', 'mall', 'items'] as const;

/** The items: the table, and the form to create one or change the one chosen. */
export function MallItemsPanel() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminMallItem | 'new' | null>(null);
  const query = useQuery({
    queryKey: MALL_ITEMS_KEY,
    queryFn: ({ signal }) => callEndpoint(listAdminMallItemsEndpoint, { signal }),
  });
  const columns: ColumnDef<AdminMallItem, unknown>[] = [
    { accessorKey: 'id', header: '#', meta: { align: 'end' } },
    { accessorKey: 'name', header: t('mall.name') },
    {
      accessorKey: 'kind',
      header: t('mall.kind'),
      cell: ({ row }) => t(`mall.kinds.${row.original.kind}`),
      meta: { csv: (i) => i.kind },
    },
    { accessorKey: 'cost', header: t('mall.cost'), meta: { align: 'end' } },
    {
      accessorKey: 'bonus',
      header: t('mall.bonus'),
      cell: ({ row }) => (row.original.bonus ? <Money value={row.original.bonus} /> : '—'),
      meta: { align: 'end' },
    },
    { accessorKey: 'stock', header: t('mall.stock'), meta: { align: 'end' } },
    {
      accessorKey: 'perMemberLimit',
      header: t('mall.limit'),
      cell: ({ row }) => row.original.perMemberLimit ?? '—',
      meta: { align: 'end' },
    },
    { accessorKey: 'redeemed', header: t('mall.redeemed'), meta: { align: 'end' } },
    {
      accessorKey: 'active',
      header: t('mall.active'),
      cell: ({ row }) => (
        <span className={`badge ${row.original.active ? 'ok' : 'muted'}`}>
          {row.original.active ? t('mall.on') : t('mall.off')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <button type="button" className="btn small ghost" onClick={() => setEditing(row.original)}>
          {t('common.edit')}
        </button>
      ),
    },
  ];
  return (
    <>
      <div className="row end">
        <button
          type="button"
          className="btn primary"
          data-testid="mall-item-new"
          onClick={() => setEditing('new')}
        >
          {t('mall.newItem')}
        </button>
      </div>
      {editing ? (
        <Panel title={editing === 'new' ? t('mall.newItem') : editing.name}>
          <MallItemForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              notify(t('mall.saved', { name: saved.name }));
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: MALL_ITEMS_KEY });
            }}
          />
        </Panel>
      ) : null}
      <QueryState query={query}>
        {(data) => <DataTable columns={columns} data={data.list} exportName="mall-items" />}
      </QueryState>
    </>
  );
}
