import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  listAdminVendorsEndpoint,
  updateAdminVendorEndpoint,
  type AdminVendor,
  type VendorPatchBody,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** Vendors: on or off, order and display name, edited in place. */
export function VendorsPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'vendors'],
    queryFn: ({ signal }) => callEndpoint(listAdminVendorsEndpoint, { signal }),
  });
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: VendorPatchBody }) =>
      callEndpoint(updateAdminVendorEndpoint, { params: { code }, body }),
    onSuccess: (v) => {
      notify(t('games.vendorSaved', { name: v.displayName }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'vendors'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns: ColumnDef<AdminVendor, unknown>[] = [
    { accessorKey: 'code', header: t('games.code'), meta: { filter: true } },
    { accessorKey: 'category', header: t('games.category'), meta: { filter: true } },
    {
      accessorKey: 'displayName',
      header: t('games.displayName'),
      cell: ({ row }) => (
        <input
          aria-label={t('games.displayNameOf', { code: row.original.code })}
          defaultValue={row.original.displayName}
          disabled={!canWrite}
          maxLength={64}
          onBlur={(e) => {
            const value = e.target.value.trim();
            if (value && value !== row.original.displayName) {
              update.mutate({ code: row.original.code, body: { displayName: value } });
            }
          }}
        />
      ),
    },
    {
      accessorKey: 'sort',
      header: t('games.sort'),
      cell: ({ row }) => (
        <input
          type="number"
          className="narrow"
          aria-label={t('games.sortOf', { code: row.original.code })}
          defaultValue={row.original.sort}
          disabled={!canWrite}
          onBlur={(e) => {
            const value = Number(e.target.value);
            if (Number.isInteger(value) && value !== row.original.sort) {
              update.mutate({ code: row.original.code, body: { sort: value } });
            }
          }}
        />
      ),
      meta: { align: 'end' },
    },
    {
      id: 'games',
      header: t('games.gameCount'),
      accessorFn: (v) => `${v.enabledGames} / ${v.games}`,
      meta: { align: 'end' },
    },
    {
      accessorKey: 'enabled',
      header: t('games.enabled'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('games.enabledOf', { name: row.original.code })}
          checked={row.original.enabled}
          disabled={!canWrite || update.isPending}
          onChange={(e) =>
            update.mutate({ code: row.original.code, body: { enabled: e.target.checked } })
          }
        />
      ),
    },
  ];
  return (
    <QueryState query={query}>
      {(list) => <DataTable columns={columns} data={list} exportName="vendors" pageSize={50} />}
    </QueryState>
  );
}
