import { defineEndpoint } from '../endpoint.ts';
import {
  BalanceReportQuerySchema,
  BalanceReportSchema,
  ChannelMoneyReportSchema,
  GgrReportQuerySchema,
  GgrReportSchema,
  ReportRangeQuerySchema,
  type BalanceLine,
} from '../admin-reports.ts';

// Reports (docs/decisions/2026-11-24-back-office-api.md). Each answers JSON in the envelope, or,
// with format=csv, a CSV file (text/csv, UTF-8 with a byte order mark) whose cells that a
// spreadsheet would read as a formula (starting with = + - @, tab or CR; plain numbers aside) are
// prefixed with an apostrophe (OWASP CSV injection).

const RANGE_DOCS = {
  from: 'First merchant day (YYYY-MM-DD), included.',
  to: 'Last merchant day (YYYY-MM-DD), included; at most 366 days after from.',
  format: 'json (default): the envelope; csv: a CSV file (text/csv) of the rows.',
};
const CSV_NOTE =
  ' With format=csv the rows are answered as a CSV file (text/csv) instead of the envelope, formula-like cells prefixed with an apostrophe.';

const memberWallets: BalanceLine = {
  kind: 'member_wallet',
  accounts: 1204,
  balance: '2315500000.00',
  entries: '2315500000.00',
  difference: '0.00',
};

export const getGgrReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/reports/ggr',
  auth: 'operator',
  permission: 'reports.read',
  gate: false,
  query: GgrReportQuerySchema,
  csv: true,
  response: GgrReportSchema,
  errors: [],
  tag: 'operator',
  summary: 'GGR report by day, vendor or category (JSON or CSV)',
  description: `Bets (stakes net of returned ones), wins and GGR (bets − wins) from the ledger over a range of merchant days, one row per day (every day of the range), per vendor or per category, with the total. Trial money is left out.${CSV_NOTE}`,
  docs: {
    query: { ...RANGE_DOCS, groupBy: 'day (default), vendor or category: one row per group.' },
  },
  examples: {
    query: { from: '2026-11-01', to: '2026-11-30', groupBy: 'vendor' },
    response: {
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'vendor',
      rows: [
        {
          key: 'BGS',
          label: 'BGS Gaming',
          bets: '61200000.00',
          wins: '57300000.00',
          ggr: '3900000.00',
        },
      ],
      total: { bets: '61200000.00', wins: '57300000.00', ggr: '3900000.00' },
    },
  },
});

export const getChannelMoneyReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/reports/money-by-channel',
  auth: 'operator',
  permission: 'reports.read',
  gate: false,
  query: ReportRangeQuerySchema,
  csv: true,
  response: ChannelMoneyReportSchema,
  errors: [],
  tag: 'operator',
  summary: 'Deposits by channel and withdrawals by bank (JSON or CSV)',
  description: `Deposits credited per deposit channel and withdrawals paid out per bank over a range of merchant days, from the ledger, with the totals.${CSV_NOTE}`,
  docs: { query: RANGE_DOCS },
  examples: {
    query: { from: '2026-11-01', to: '2026-11-30' },
    response: {
      from: '2026-11-01',
      to: '2026-11-30',
      rows: [
        {
          direction: 'deposit',
          channel: 'BANK_VCB',
          name: 'Chuyển khoản Vietcombank',
          count: 31,
          amount: '48250000.00',
        },
        {
          direction: 'withdrawal',
          channel: 'Vietcombank',
          name: 'Vietcombank',
          count: 9,
          amount: '21400000.00',
        },
      ],
      deposits: { count: 31, amount: '48250000.00' },
      withdrawals: { count: 9, amount: '21400000.00' },
    },
  },
});

export const getBalanceReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/reports/balances',
  auth: 'operator',
  permission: 'reports.read',
  gate: false,
  query: BalanceReportQuerySchema,
  csv: true,
  response: BalanceReportSchema,
  errors: [],
  tag: 'operator',
  summary: 'Member balances in total against the ledger check (JSON or CSV)',
  description: `Per kind of ledger account (member wallets, trial wallets, pending withdrawals, the house …): how many accounts, the sum of their stored balances, the sum of their transfers and the difference (zero when the ledger is whole), read in one snapshot with the ledger check.${CSV_NOTE}`,
  docs: { query: { format: RANGE_DOCS.format } },
  examples: {
    query: { format: 'json' },
    response: {
      at: '2026-11-24T10:30:00.000Z',
      ok: true,
      sumOfBalances: '0.00',
      memberWallets,
      rows: [
        memberWallets,
        {
          kind: 'house',
          accounts: 16,
          balance: '-2315500000.00',
          entries: '-2315500000.00',
          difference: '0.00',
        },
      ],
    },
  },
});
