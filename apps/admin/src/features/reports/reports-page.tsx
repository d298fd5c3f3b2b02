import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  GGR_GROUPS,
  getBalanceReportEndpoint,
  getChannelMoneyReportEndpoint,
  getGgrReportEndpoint,
  type BalanceLine,
  type ChannelMoneyLine,
  type GgrGroup,
  type GgrLine,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Money, When } from '../../components/format.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RangePicker, type DayRange } from '../../components/range-picker.tsx';
import { useNotify } from '../../components/toast.tsx';
import { downloadCsv } from '../../lib/download.ts';
import { useErrorText } from '../../lib/i18n.ts';
import { vnToday } from '../../lib/vn-time.ts';

const money = <R,>(key: keyof R & string, header: string): ColumnDef<R, unknown> => ({
  accessorKey: key,
  header,
  cell: ({ getValue }) => <Money value={getValue() as string} />,
  sortingFn: (a, b) => Number(a.getValue(key)) - Number(b.getValue(key)),
  meta: { align: 'end' },
});

/** The server's own CSV file of a report (the same figures, formula cells defused). */
function CsvButton({ run }: { run: () => Promise<void> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn ghost"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        run()
          .catch((e: unknown) => notify(errorText(e), 'error'))
          .finally(() => setBusy(false));
      }}
    >
      {t('table.downloadCsv')}
    </button>
  );
}

function GgrReport({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<GgrGroup>('day');
  const query = useQuery({
    queryKey: ['admin', 'report-ggr', range, groupBy],
    queryFn: ({ signal }) =>
      callEndpoint(getGgrReportEndpoint, { query: { ...range, groupBy }, signal }),
  });
  const columns: ColumnDef<GgrLine, unknown>[] = [
    { accessorKey: 'label', header: t(`reports.groups.${groupBy}`) },
    money<GgrLine>('bets', t('reports.bets')),
    money<GgrLine>('wins', t('reports.wins')),
    money<GgrLine>('ggr', 'GGR'),
  ];
  return (
    <Panel
      title={t('reports.ggr')}
      actions={
        <CsvButton
          run={() => downloadCsv(getGgrReportEndpoint, { ...range, groupBy }, `ggr-${groupBy}`)}
        />
      }
    >
      <div className="segmented" role="group" aria-label={t('reports.groupBy')}>
        {GGR_GROUPS.map((g) => (
          <button key={g} type="button" aria-pressed={groupBy === g} onClick={() => setGroupBy(g)}>
            {t(`reports.groups.${g}`)}
          </button>
        ))}
      </div>
      <QueryState query={query}>
        {(r) => (
          <>
            <DataTable
              columns={columns}
              data={r.rows}
              exportName={`ggr-${groupBy}-${r.from}-${r.to}`}
              pageSize={31}
            />
            <p className="totals">
              {t('reports.total')}: {t('reports.bets')} <Money value={r.total.bets} /> ·{' '}
              {t('reports.wins')} <Money value={r.total.wins} /> · GGR <Money value={r.total.ggr} />
            </p>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

function ChannelReport({ range }: { range: DayRange }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'report-channels', range],
    queryFn: ({ signal }) => callEndpoint(getChannelMoneyReportEndpoint, { query: range, signal }),
  });
  const columns: ColumnDef<ChannelMoneyLine, unknown>[] = [
    {
      accessorKey: 'direction',
      header: t('reports.direction'),
      cell: ({ row }) => t(`reports.directions.${row.original.direction}`),
      meta: { csv: (l) => l.direction },
    },
    { accessorKey: 'name', header: t('reports.channel') },
    { accessorKey: 'count', header: t('reports.count'), meta: { align: 'end' } },
    money<ChannelMoneyLine>('amount', t('reports.amount')),
  ];
  return (
    <Panel
      title={t('reports.channels')}
      actions={
        <CsvButton
          run={() => downloadCsv(getChannelMoneyReportEndpoint, range, 'money-by-channel')}
        />
      }
    >
      <QueryState query={query}>
        {(r) => (
          <>
            <DataTable
              columns={columns}
              data={r.rows}
              exportName={`money-by-channel-${r.from}-${r.to}`}
            />
            <p className="totals">
              {t('reports.directions.deposit')}: <Money value={r.deposits.amount} /> (
              {r.deposits.count}) · {t('reports.directions.withdrawal')}:{' '}
              <Money value={r.withdrawals.amount} /> ({r.withdrawals.count})
            </p>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

function BalanceReport() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'report-balances'],
    queryFn: ({ signal }) => callEndpoint(getBalanceReportEndpoint, { signal }),
  });
  const columns: ColumnDef<BalanceLine, unknown>[] = [
    { accessorKey: 'kind', header: t('reports.accountKind') },
    { accessorKey: 'accounts', header: t('reports.accounts'), meta: { align: 'end' } },
    money<BalanceLine>('balance', t('reports.balance')),
    money<BalanceLine>('entries', t('reports.entries')),
    money<BalanceLine>('difference', t('reports.difference')),
  ];
  return (
    <Panel
      title={t('reports.balances')}
      actions={<CsvButton run={() => downloadCsv(getBalanceReportEndpoint, {}, 'balances')} />}
    >
      <QueryState query={query}>
        {(r) => (
          <>
            <p
              className={`alert ${r.ok ? 'ok' : 'error'}`}
              role="status"
              data-testid="ledger-check"
            >
              {r.ok ? t('reports.ledgerOk') : t('reports.ledgerBad')} · {t('reports.memberWallets')}{' '}
              <Money value={r.memberWallets.balance} /> ·{' '}
              <When value={r.at} style="dateTimeSeconds" />
            </p>
            <DataTable columns={columns} data={r.rows} exportName="balances" />
          </>
        )}
      </QueryState>
    </Panel>
  );
}

/** Reports over a range of merchant days: GGR, money by channel, and balances against the ledger. */
export function ReportsPage() {
  const { t } = useTranslation();
  const today = vnToday();
  const [range, setRange] = useState<DayRange>({ from: `${today.slice(0, 8)}01`, to: today });
  return (
    <Page title={t('nav.reports')} actions={<RangePicker value={range} onChange={setRange} />}>
      <GgrReport range={range} />
      <ChannelReport range={range} />
      <BalanceReport />
    </Page>
  );
}
