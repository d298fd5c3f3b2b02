import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import { listAdminChannelsEndpoint, type AdminChannel } from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Money } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useCan } from '../../lib/operator.ts';
import { ChannelForm } from './channel-form.tsx';

/** Deposit channels: bank accounts and gateways, their limits, order and whether they are on. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canWrite = useCan('money.channels');
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'channels'],
    queryFn: ({ signal }) => callEndpoint(listAdminChannelsEndpoint, { signal }),
  });
  const columns: ColumnDef<AdminChannel, unknown>[] = [
    { accessorKey: 'code', header: t('channels.code') },
    { accessorKey: 'name', header: t('channels.name') },
    {
      accessorKey: 'kind',
      header: t('channels.kind'),
      cell: ({ row }) => t(`channels.kinds.${row.original.kind}`),
      meta: { csv: (c) => c.kind },
    },
    {
      accessorKey: 'minAmount',
      header: t('channels.minAmount'),
      cell: ({ row }) => <Money value={row.original.minAmount} />,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'maxAmount',
      header: t('channels.maxAmount'),
      cell: ({ row }) => <Money value={row.original.maxAmount} />,
      meta: { align: 'end' },
    },
    {
      id: 'account',
      header: t('channels.bank'),
      accessorFn: (c) =>
        c.bank
          ? `${c.bank.bankName} · ${c.bank.accountNo} · ${c.bank.accountName}`
          : (c.provider ?? ''),
    },
    { accessorKey: 'sort', header: t('channels.sort'), meta: { align: 'end' } },
    {
      accessorKey: 'enabled',
      header: t('channels.enabled'),
      cell: ({ row }) => (
        <span className={`badge ${row.original.enabled ? 'ok' : 'muted'}`}>
          {row.original.enabled ? t('channels.on') : t('channels.off')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        canWrite ? (
          <button
            type="button"
            className="btn small ghost"
            onClick={() => setEditing(row.original)}
          >
            {t('common.edit')}
          </button>
        ) : null,
    },
  ];
  return (
    <Page
      title={t('nav.channels')}
      actions={
        canWrite ? (
          <button type="button" className="btn primary" onClick={() => setEditing('new')}>
            {t('channels.new')}
          </button>
        ) : null
      }
    >
      {editing ? (
        <Panel
          title={
            editing === 'new' ? t('channels.new') : t('channels.editTitle', { code: editing.code })
          }
        >
          <ChannelForm
            key={editing === 'new' ? 'new' : editing.code}
            channel={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              notify(t('channels.saved', { name: saved.name }));
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: ['admin', 'channels'] });
            }}
          />
        </Panel>
      ) : null}
      <QueryState query={query}>
        {(list) => <DataTable columns={columns} data={list} exportName="deposit-channels" />}
      </QueryState>
    </Page>
  );
}
