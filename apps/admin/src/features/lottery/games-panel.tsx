import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  listAdminLotteryGamesEndpoint,
  updateAdminLotteryGameEndpoint,
  type AdminLotteryGame,
  type LotteryGamePatch,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** The lottery games and fast rooms with their state, asked again every 15 s while shown. */
export function useLotteryGames() {
  return useQuery({
    queryKey: ['admin', 'lottery-games'],
    queryFn: ({ signal }) => callEndpoint(listAdminLotteryGamesEndpoint, { signal }),
    refetchInterval: 15_000,
  });
}

/**
 * Lottery games and the house's fast rooms: how each draws, whether it sells, the draw on sale,
 * the last result and whether it is paid, and the settlement backlog.
 */
export function LotteryGamesPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useLotteryGames();
  const update = useMutation({
    mutationFn: ({ gameId, body }: { gameId: string; body: LotteryGamePatch }) =>
      callEndpoint(updateAdminLotteryGameEndpoint, { params: { gameId }, body }),
    onSuccess: (g) => {
      notify(t('lottery.gameSaved', { game: g.gameName }));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'lottery-games'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const columns: ColumnDef<AdminLotteryGame, unknown>[] = [
    { accessorKey: 'gameName', header: t('lottery.game'), meta: { filter: true } },
    {
      accessorKey: 'region',
      header: t('lottery.region'),
      cell: ({ row }) => t(`lottery.regions.${row.original.region}`),
      meta: { csv: (g) => g.region },
    },
    {
      id: 'timing',
      header: t('lottery.timing'),
      accessorFn: (g) =>
        g.drawMode === 'entertainment'
          ? t('lottery.every', { seconds: g.intervalSeconds })
          : g.drawMode === 'traditional'
            ? t('lottery.dailyAt', { time: g.drawTime })
            : t('lottery.external'),
    },
    {
      accessorKey: 'lockSeconds',
      header: t('lottery.lockSeconds'),
      cell: ({ row }) => (
        <input
          type="number"
          className="narrow"
          aria-label={`${t('lottery.lockSeconds')}: ${row.original.gameName}`}
          defaultValue={row.original.lockSeconds}
          disabled={!canWrite}
          onBlur={(e) => {
            const value = Number(e.target.value);
            if (Number.isInteger(value) && value !== row.original.lockSeconds) {
              update.mutate({ gameId: row.original.gameId, body: { lockSeconds: value } });
            }
          }}
        />
      ),
    },
    {
      id: 'open',
      header: t('lottery.onSale'),
      accessorFn: (g) => g.openDraw?.numero ?? '',
      cell: ({ row }) =>
        row.original.openDraw ? (
          <>
            {row.original.openDraw.numero} ·{' '}
            <When value={row.original.openDraw.closeAt} style="dateTimeSeconds" />
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'last',
      header: t('lottery.lastDrawn'),
      accessorFn: (g) => g.lastDrawn?.numero ?? '',
      cell: ({ row }) =>
        row.original.lastDrawn ? (
          <>
            {row.original.lastDrawn.numero}{' '}
            <span className={`badge ${row.original.lastDrawn.settled ? 'ok' : 'warn'}`}>
              {t(
                row.original.lastDrawn.settled
                  ? 'lottery.statuses.settled'
                  : 'lottery.statuses.drawn',
              )}
            </span>
          </>
        ) : (
          '—'
        ),
    },
    { accessorKey: 'unsettledBets', header: t('lottery.unsettled'), meta: { align: 'end' } },
    { accessorKey: 'awaitingResult', header: t('lottery.awaiting'), meta: { align: 'end' } },
    {
      accessorKey: 'enabled',
      header: t('lottery.sells'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`${t('lottery.sells')}: ${row.original.gameName}`}
          checked={row.original.enabled}
          disabled={!canWrite || update.isPending}
          onChange={(e) =>
            update.mutate({ gameId: row.original.gameId, body: { enabled: e.target.checked } })
          }
        />
      ),
    },
  ];
  return (
    <QueryState query={query}>
      {(list) => (
        <DataTable columns={columns} data={list} exportName="lottery-games" pageSize={50} />
      )}
    </QueryState>
  );
}
