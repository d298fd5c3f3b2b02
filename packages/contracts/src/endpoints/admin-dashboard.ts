import { defineEndpoint } from '../endpoint.ts';
import { DashboardQuerySchema, DashboardSchema, type DashboardTotals } from '../admin-reports.ts';

// The back office's dashboard (docs/decisions/2026-11-24-back-office-api.md): figures of a range
// of merchant days, straight from the ledger.

const totals: DashboardTotals = {
  registrations: 14,
  firstDeposits: { count: 6, amount: '3100000.00' },
  deposits: { count: 31, amount: '48250000.00' },
  withdrawals: { count: 9, amount: '21400000.00' },
  bets: '96310000.00',
  wins: '88902500.00',
  ggr: '7407500.00',
  activePlayers: 57,
};

export const getDashboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/dashboard',
  auth: 'operator',
  permission: 'reports.read',
  gate: false,
  query: DashboardQuerySchema,
  response: DashboardSchema,
  errors: [],
  tag: 'operator',
  summary: 'Dashboard: registrations, deposits, withdrawals, bets, wins, GGR, active players',
  description:
    'For a range of merchant days (UTC+7, both included, at most 366): registrations, first deposits, deposits, withdrawals paid, bets (stakes net of returned ones), wins, GGR (bets − wins) in total, by category and by vendor, active players (members who bet, deposited or asked for a withdrawal), and the same totals per day for a chart. Every amount comes from the ledger; trial money is left out.',
  docs: {
    query: {
      from: 'First merchant day (YYYY-MM-DD), included.',
      to: 'Last merchant day (YYYY-MM-DD), included.',
    },
  },
  examples: {
    query: { from: '2026-11-24', to: '2026-11-24' },
    response: {
      from: '2026-11-24',
      to: '2026-11-24',
      totals,
      byCategory: [
        { key: 'RNG', label: 'RNG', bets: '61200000.00', wins: '57300000.00', ggr: '3900000.00' },
        { key: 'LOTT', label: 'LOTT', bets: '35110000.00', wins: '31602500.00', ggr: '3507500.00' },
      ],
      byVendor: [
        {
          key: 'BGS',
          label: 'BGS Gaming',
          category: 'RNG',
          bets: '61200000.00',
          wins: '57300000.00',
          ggr: '3900000.00',
        },
        {
          key: 'LOTT',
          label: 'Xổ số',
          category: 'LOTT',
          bets: '35110000.00',
          wins: '31602500.00',
          ggr: '3507500.00',
        },
      ],
      series: [{ day: '2026-11-24', ...totals }],
    },
  },
});
