import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  LISTED_GAME_CATEGORIES,
  listAdminGamesEndpoint,
  updateAdminGameEndpoint,
  type AdminGame,
  type GameCategory,
  type GamePatchBody,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Money } from '../../components/format.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { GameEditor } from './game-editor.tsx';

const PAGE_SIZE = 50;
type Filters = { q: string; vendor: string; category: string; enabled: '' | 'true' | 'false' };

const EMPTY: Filters = { q: '', vendor: '', category: '', enabled: '' };

/** Search and filters of the games list, sent to the server on submit. */
function GameFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  return (
    <form
      className="filters"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <label className="field inline">
        <span className="field-label">{t('games.search')}</span>
        <input
          type="search"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </label>
      <label className="field inline">
        <span className="field-label">{t('games.vendor')}</span>
        <input
          value={draft.vendor}
          onChange={(e) => setDraft({ ...draft, vendor: e.target.value.toUpperCase() })}
        />
      </label>
      <label className="field inline">
        <span className="field-label">{t('games.category')}</span>
        <select
          value={draft.category}
          onChange={(e) => setDraft({ ...draft, category: e.target.value })}
        >
          <option value="">{t('games.any')}</option>
          {LISTED_GAME_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="field inline">
        <span className="field-label">{t('games.flags.enabled')}</span>
        <select
          value={draft.enabled}
          onChange={(e) => setDraft({ ...draft, enabled: e.target.value as Filters['enabled'] })}
        >
          <option value="">{t('games.any')}</option>
          <option value="true">{t('games.on')}</option>
          <option value="false">{t('games.off')}</option>
        </select>
      </label>
      <button type="submit" className="btn primary">
        {t('common.search')}
      </button>
    </form>
  );
}

/** The catalogue's games: searched and filtered on the server, flags switched in place. */
export function GamesPanel({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<AdminGame | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'games', filters, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminGamesEndpoint, {
        query: {
          q: filters.q || undefined,
          vendor: filters.vendor || undefined,
          category: (filters.category || undefined) as GameCategory | undefined,
          enabled: filters.enabled || undefined,
          pageNo,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: GamePatchBody }) =>
      callEndpoint(updateAdminGameEndpoint, { params: { id }, body }),
    onSuccess: (g) => {
      notify(t('games.gameSaved', { name: g.gameName }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'games'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const flag = (key: 'enabled' | 'isHot' | 'isNew' | 'isTop'): ColumnDef<AdminGame, unknown> => ({
    accessorKey: key,
    header: t(`games.flags.${key}`),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`${t(`games.flags.${key}`)}: ${row.original.gameName}`}
        checked={row.original[key]}
        disabled={!canWrite || update.isPending}
        onChange={(e) => update.mutate({ id: row.original.id, body: { [key]: e.target.checked } })}
      />
    ),
  });
  const columns: ColumnDef<AdminGame, unknown>[] = [
    {
      id: 'name',
      header: t('games.name'),
      accessorFn: (g) => (i18n.language === 'en' ? g.names.en : g.names.vi),
      cell: ({ row }) => (
        <div className="game-name">
          {row.original.iconUrl ? (
            <img src={row.original.iconUrl} alt="" width={32} height={32} loading="lazy" />
          ) : null}
          <span>
            {i18n.language === 'en' ? row.original.names.en : row.original.names.vi}
            <br />
            <code className="muted">{row.original.gameCode}</code>
          </span>
        </div>
      ),
    },
    { accessorKey: 'vendorCode', header: t('games.vendor') },
    { accessorKey: 'gameType', header: t('games.category') },
    {
      accessorKey: 'minBet',
      header: t('games.minBet'),
      cell: ({ row }) => <Money value={row.original.minBet} />,
      meta: { align: 'end' },
    },
    { accessorKey: 'sort', header: t('games.sort'), meta: { align: 'end' } },
    flag('enabled'),
    flag('isHot'),
    flag('isNew'),
    flag('isTop'),
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
    <div className="stack">
      <GameFilters
        onSearch={(f) => {
          setFilters(f);
          setPageNo(1);
        }}
      />
      {editing ? (
        <GameEditor
          key={editing.id}
          game={editing}
          busy={update.isPending}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            update.mutate({ id: editing.id, body }, { onSuccess: () => setEditing(null) })
          }
        />
      ) : null}
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="games"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
      />
    </div>
  );
}
