import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  getDashboardEndpoint,
  type DashboardTotals,
  type GgrLine,
  type GgrVendorLine,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { Money } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { vnToday } from '../../lib/vn-time.ts';
import { DailyChart } from './daily-chart.tsx';

function useDashboard(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'dashboard', from, to],
    queryFn: ({ signal }) => callEndpoint(getDashboardEndpoint, { query: { from, to }, signal }),
    refetchInterval: 60_000,
  });
}

/** The figures of one range as cards: people, money in and out, play and what the house kept. */
function Totals({ totals, label }: { totals: DashboardTotals; label: string }) {
  const { t } = useTranslation();
  const cards: [string, React.ReactNode, string?][] = [
    [t('dashboard.registrations'), totals.registrations],
    [
      t('dashboard.firstDeposits'),
      <Money value={totals.firstDeposits.amount} />,
      t('dashboard.count', { count: totals.firstDeposits.count }),
    ],
    [
      t('dashboard.deposits'),
      <Money value={totals.deposits.amount} />,
      t('dashboard.count', { count: totals.deposits.count }),
    ],
    [
      t('dashboard.withdrawals'),
      <Money value={totals.withdrawals.amount} />,
      t('dashboard.count', { count: totals.withdrawals.count }),
    ],
    [t('dashboard.bets'), <Money value={totals.bets} />],
    [t('dashboard.wins'), <Money value={totals.wins} />],
    [t('dashboard.ggr'), <Money value={totals.ggr} />],
    [t('dashboard.activePlayers'), totals.activePlayers],
  ];
  return (
    <section className="kpis" aria-label={label}>
      <h2>{label}</h2>
      <div className="kpi-grid">
        {cards.map(([name, value, sub]) => (
          <div className="kpi" key={name}>
            <span className="kpi-label">{name}</span>
            <span className="kpi-value">{value}</span>
            {sub ? <span className="kpi-sub">{sub}</span> : null}
          </div>
        ))}
      </div>
    </section>
  );
}

function ggrColumns(
  t: (key: string) => string,
  withCategory: boolean,
): ColumnDef<GgrLine | GgrVendorLine, unknown>[] {
  return [
    {
      accessorKey: 'label',
      header: withCategory ? t('dashboard.vendor') : t('dashboard.category'),
    },
    ...(withCategory ? [{ accessorKey: 'category', header: t('dashboard.category') }] : []),
    {
      accessorKey: 'bets',
      header: t('dashboard.bets'),
      cell: ({ row }) => <Money value={row.original.bets} />,
      sortingFn: (a, b) => Number(a.original.bets) - Number(b.original.bets),
      meta: { align: 'end' },
    },
    {
      accessorKey: 'wins',
      header: t('dashboard.wins'),
      cell: ({ row }) => <Money value={row.original.wins} />,
      sortingFn: (a, b) => Number(a.original.wins) - Number(b.original.wins),
      meta: { align: 'end' },
    },
    {
      accessorKey: 'ggr',
      header: t('dashboard.ggr'),
      cell: ({ row }) => <Money value={row.original.ggr} />,
      sortingFn: (a, b) => Number(a.original.ggr) - Number(b.original.ggr),
      meta: { align: 'end' },
    },
  ] as ColumnDef<GgrLine | GgrVendorLine, unknown>[];
}

/** Today and this month at a glance: registrations, money, play, GGR by category and vendor, per day. */
export function DashboardPage() {
  const { t } = useTranslation();
  const today = vnToday();
  const monthStart = `${today.slice(0, 8)}01`;
  const day = useDashboard(today, today);
  const month = useDashboard(monthStart, today);
  return (
    <Page title={t('nav.dashboard')}>
      <QueryState query={day}>
        {(d) => <Totals totals={d.totals} label={t('dashboard.today')} />}
      </QueryState>
      <QueryState query={month}>
        {(m) => (
          <>
            <Totals totals={m.totals} label={t('dashboard.month')} />
            <Panel title={t('dashboard.perDay')}>
              <DailyChart series={m.series} />
            </Panel>
            <div className="grid-2 even">
              <Panel title={t('dashboard.byCategory')}>
                <DataTable
                  columns={ggrColumns(t, false)}
                  data={m.byCategory}
                  exportName={`ggr-category-${m.from}-${m.to}`}
                />
              </Panel>
              <Panel title={t('dashboard.byVendor')}>
                <DataTable
                  columns={ggrColumns(t, true)}
                  data={m.byVendor}
                  exportName={`ggr-vendor-${m.from}-${m.to}`}
                  pageSize={10}
                />
              </Panel>
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}
