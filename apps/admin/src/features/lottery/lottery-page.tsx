import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  DRAW_STATUSES,
  cancelLotteryDrawEndpoint,
  getLotterySettingsEndpoint,
  listAdminLotteryDrawsEndpoint,
  runLotteryTickEndpoint,
  type LotteryDraw,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';
import { CorrectionsPanel } from './corrections-panel.tsx';
import { ImportResults } from './import-results.tsx';
import { LotteryGamesPanel, useLotteryGames } from './games-panel.tsx';
import { OddsForm } from './odds-form.tsx';
import { ResultForm } from './result-form.tsx';

type Status = (typeof DRAW_STATUSES)[number] | 'awaiting_result';
const STATUSES: Status[] = ['awaiting_result', ...DRAW_STATUSES];
const PAGE_SIZE = 50;

/** The draws table's columns, with the result and cancel actions where the role may use them. */
function useDrawColumns({
  canResult,
  onEnter,
  onCancel,
}: {
  canResult: boolean;
  onEnter: (draw: LotteryDraw) => void;
  onCancel: (draw: LotteryDraw) => void;
}): ColumnDef<LotteryDraw, unknown>[] {
  const { t } = useTranslation();
  return [
    { accessorKey: 'gameName', header: t('lottery.game'), meta: { filter: true } },
    { accessorKey: 'numero', header: t('lottery.numero') },
    {
      accessorKey: 'region',
      header: t('lottery.region'),
      cell: ({ row }) => t(`lottery.regions.${row.original.region}`),
      meta: { csv: (d) => d.region },
    },
    {
      accessorKey: 'status',
      header: t('lottery.status'),
      cell: ({ row }) => t(`lottery.statuses.${row.original.status}`),
      meta: { csv: (d) => d.status },
    },
    {
      accessorKey: 'closeAt',
      header: t('lottery.closeAt'),
      cell: ({ row }) => <When value={row.original.closeAt} />,
    },
    {
      accessorKey: 'drawAt',
      header: t('lottery.drawAt'),
      cell: ({ row }) => <When value={row.original.drawAt} />,
    },
    {
      accessorKey: 'winningNumber',
      header: t('lottery.result'),
      cell: ({ row }) => <code className="break">{row.original.winningNumber ?? '—'}</code>,
    },
    { accessorKey: 'resultSource', header: t('lottery.source') },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => {
        const d = row.original;
        const open = !d.winningNumber && d.status !== 'cancelled';
        if (!canResult || !open) return null;
        return (
          <div className="row">
            {d.region !== 'fast' && d.sheet !== null && Date.parse(d.closeAt) <= Date.now() ? (
              <button type="button" className="btn small primary" onClick={() => onEnter(d)}>
                {t('lottery.enterResult')}
              </button>
            ) : null}
            <button type="button" className="btn small danger" onClick={() => onCancel(d)}>
              {t('lottery.cancel')}
            </button>
          </div>
        );
      },
    },
  ];
}

type DrawMode = 'traditional' | 'entertainment';
type DrawFilter = { status: Status; drawMode: DrawMode | ''; gameId: string };

/** The draws table's filters: status, provincial or fast games, and one game of those. */
function DrawFilters({
  value,
  onChange,
}: {
  value: DrawFilter;
  onChange: (filter: DrawFilter) => void;
}) {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const choices = (games.data ?? [])
    .filter((g) => g.drawMode !== 'external' && (!value.drawMode || g.drawMode === value.drawMode))
    .sort((a, b) => a.gameName.localeCompare(b.gameName, undefined, { numeric: true }));
  return (
    <div className="row wrap">
      <label className="field inline">
        <span className="field-label">{t('lottery.status')}</span>
        <select
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as Status })}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`lottery.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field inline">
        <span className="field-label">{t('lottery.drawMode')}</span>
        <select
          value={value.drawMode}
          onChange={(e) => {
            const drawMode = e.target.value as DrawMode | '';
            const game = games.data?.find((g) => g.gameId === value.gameId);
            // A game of the other kind is not kept.
            const keep = !drawMode || game?.drawMode === drawMode;
            onChange({ ...value, drawMode, gameId: keep ? value.gameId : '' });
          }}
        >
          <option value="">{t('lottery.allDrawModes')}</option>
          <option value="traditional">{t('lottery.drawModes.traditional')}</option>
          <option value="entertainment">{t('lottery.drawModes.entertainment')}</option>
        </select>
      </label>
      <label className="field inline">
        <span className="field-label">{t('lottery.game')}</span>
        <select
          value={value.gameId}
          onChange={(e) => onChange({ ...value, gameId: e.target.value })}
        >
          <option value="">{t('lottery.allGames')}</option>
          {choices.map((g) => (
            <option key={g.gameId} value={g.gameId}>
              {g.gameName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A page of the draws table for its filters. */
function useDrawPage(filter: DrawFilter, pageNo: number) {
  return useQuery({
    queryKey: ['admin', 'lottery-draws', filter, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminLotteryDrawsEndpoint, {
        query: {
          status: filter.status,
          ...(filter.drawMode ? { drawMode: filter.drawMode } : {}),
          ...(filter.gameId ? { gameId: filter.gameId } : {}),
          pageNo,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The lottery officer's desk: draws waiting for their result (entered in the sheet's shape or
 * imported from a file), cancelling with refunds, the draw engine, odds and stake bounds.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canResult = useCan('lottery.results');
  const canSettings = useCan('lottery.settings');
  const [filter, setFilter] = useState<DrawFilter>({
    status: 'awaiting_result',
    drawMode: '',
    gameId: '',
  });
  const [pageNo, setPageNo] = useState(1);
  const [entering, setEntering] = useState<LotteryDraw | null>(null);
  const [cancelling, setCancelling] = useState<LotteryDraw | null>(null);
  const draws = useDrawPage(filter, pageNo);
  const settings = useQuery({
    queryKey: ['admin', 'lottery-settings'],
    queryFn: ({ signal }) => callEndpoint(getLotterySettingsEndpoint, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'lottery-draws'] });
  const tick = useMutation({
    mutationFn: () => callEndpoint(runLotteryTickEndpoint),
    onSuccess: (r) => {
      notify(t('lottery.tickDone', r));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const cancel = useMutation({
    mutationFn: ({ draw, reason }: { draw: LotteryDraw; reason: string }) =>
      callEndpoint(cancelLotteryDrawEndpoint, {
        body: { gameId: draw.gameId, numero: draw.numero, reason },
      }),
    onSuccess: (r) => {
      setCancelling(null);
      notify(
        t('lottery.cancelled', {
          game: r.draw.gameName,
          numero: r.draw.numero,
          settled: r.settled,
        }),
      );
      void refresh();
    },
  });
  const columns = useDrawColumns({ canResult, onEnter: setEntering, onCancel: setCancelling });
  return (
    <Page
      title={t('nav.lottery')}
      actions={
        canResult ? (
          <button
            type="button"
            className="btn ghost"
            disabled={tick.isPending}
            onClick={() => tick.mutate()}
          >
            {t('lottery.runTick')}
          </button>
        ) : null
      }
    >
      {entering ? (
        <Panel
          title={t('lottery.resultTitle', { game: entering.gameName, numero: entering.numero })}
        >
          <ResultForm
            draw={entering}
            onCancel={() => setEntering(null)}
            onDone={(r) => {
              setEntering(null);
              notify(
                t('lottery.settledLine', {
                  game: r.draw.gameName,
                  numero: r.draw.numero,
                  settled: r.settled,
                  won: r.won,
                }),
              );
              void refresh();
            }}
          />
        </Panel>
      ) : null}
      <DataTable
        columns={columns}
        data={draws.data?.list ?? []}
        loading={draws.isPending}
        exportName="lottery-draws"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: draws.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
        toolbar={
          <DrawFilters
            value={filter}
            onChange={(next) => {
              setFilter(next);
              setPageNo(1);
            }}
          />
        }
      />
      {canResult ? <CorrectionsPanel /> : null}
      <Panel title={t('lottery.games')}>
        <LotteryGamesPanel canWrite={canSettings} />
      </Panel>
      <div className="grid-2">
        <Panel title={t('lottery.odds')}>
          <QueryState query={settings}>
            {(data) => <OddsForm settings={data} canWrite={canSettings} />}
          </QueryState>
        </Panel>
        {canResult ? (
          <Panel title={t('lottery.import')}>
            <ImportResults onImported={() => void refresh()} />
          </Panel>
        ) : null}
      </div>
      <ReasonDialog
        open={cancelling !== null}
        title={t('lottery.cancelTitle', {
          game: cancelling?.gameName ?? '',
          numero: cancelling?.numero ?? '',
        })}
        confirmLabel={t('lottery.cancel')}
        required
        busy={cancel.isPending}
        error={cancel.isError ? errorText(cancel.error) : null}
        onClose={() => {
          setCancelling(null);
          cancel.reset();
        }}
        onSubmit={(reason) => cancelling && cancel.mutate({ draw: cancelling, reason })}
      />
    </Page>
  );
}
