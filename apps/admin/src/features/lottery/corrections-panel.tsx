import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  listAdminLotteryDrawsEndpoint,
  listLotteryCorrectionsEndpoint,
  type LotteryCorrection,
  type LotteryDraw,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { CorrectionForm } from './correction-form.tsx';
import { CorrectionOutcome } from './correction-outcome.tsx';

const PAGE_SIZE = 20;

function useSettledColumns(onOpen: (draw: LotteryDraw) => void): ColumnDef<LotteryDraw, unknown>[] {
  const { t } = useTranslation();
  return [
    { accessorKey: 'gameName', header: t('lottery.game'), meta: { filter: true } },
    { accessorKey: 'numero', header: t('lottery.numero') },
    {
      accessorKey: 'drawAt',
      header: t('lottery.drawAt'),
      cell: ({ row }) => <When value={row.original.drawAt} />,
    },
    {
      accessorKey: 'winningNumber',
      header: t('lottery.result'),
      cell: ({ row }) => <code className="break">{row.original.winningNumber}</code>,
    },
    { accessorKey: 'resultSource', header: t('lottery.source') },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <button type="button" className="btn small" onClick={() => onOpen(row.original)}>
          {t('lottery.correctOpen')}
        </button>
      ),
    },
  ];
}

/** The draw's earlier corrections, newest first. */
function CorrectionHistory({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['admin', 'lottery-corrections', draw.gameId, draw.numero],
    queryFn: ({ signal }) =>
      callEndpoint(listLotteryCorrectionsEndpoint, {
        query: { gameId: draw.gameId, numero: draw.numero },
        signal,
      }),
  });
  return (
    <QueryState query={history}>
      {(list) =>
        list.length === 0 ? (
          <p className="muted">{t('lottery.correction.none')}</p>
        ) : (
          <div className="stack">
            {list.map((c) => (
              <CorrectionOutcome key={c.correctionNo} correction={c} />
            ))}
          </div>
        )
      }
    </QueryState>
  );
}

/**
 * Result correction (docs/decisions/2026-11-24-lottery-result-correction.md): recent settled
 * provincial draws; one opened shows its result to correct, with a reason, then what the
 * correction changed, and the draw's history of corrections.
 */
export function CorrectionsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<LotteryDraw | null>(null);
  const [done, setDone] = useState<LotteryCorrection | null>(null);
  const draws = useQuery({
    queryKey: ['admin', 'lottery-draws', 'settled-traditional', pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminLotteryDrawsEndpoint, {
        query: { status: 'settled', drawMode: 'traditional', pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns = useSettledColumns((draw) => {
    setOpen(draw);
    setDone(null);
  });
  return (
    <Panel title={t('lottery.correctTitle')}>
      {open ? (
        <div className="stack" data-testid="correction-editor">
          <h3>{t('lottery.correctDraw', { game: open.gameName, numero: open.numero })}</h3>
          {done ? (
            <div className="stack" data-testid="correction-outcome">
              <p className="alert" role="status">
                {t('lottery.correctDone', { no: done.correctionNo, changed: done.changedBets })}
              </p>
              <CorrectionOutcome correction={done} />
              <div className="row end">
                <button type="button" className="btn ghost" onClick={() => setOpen(null)}>
                  {t('lottery.correctClose')}
                </button>
              </div>
            </div>
          ) : (
            <>
              <CorrectionForm
                draw={open}
                onCancel={() => setOpen(null)}
                onDone={(r) => {
                  setDone(r.correction);
                  setOpen(r.draw);
                  void queryClient.invalidateQueries({ queryKey: ['admin', 'lottery-draws'] });
                  void queryClient.invalidateQueries({
                    queryKey: ['admin', 'lottery-corrections', r.draw.gameId, r.draw.numero],
                  });
                }}
              />
              <h4>{t('lottery.correction.history')}</h4>
              <CorrectionHistory draw={open} />
            </>
          )}
        </div>
      ) : null}
      <DataTable
        columns={columns}
        data={draws.data?.list ?? []}
        loading={draws.isPending}
        exportName="lottery-settled-draws"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: draws.data?.total ?? 0,
          onPageChange: setPageNo,
        }}
      />
    </Panel>
  );
}
