import { z } from 'zod/mini';
import { ExportFormatSchema } from './admin-members.ts';
import { AmountSchema, DaySchema } from './wallet.ts';

// ---- dashboard and reports (docs/decisions/2026-11-24-back-office-api.md)
//
// Every figure comes from the ledger (real money only: trial wallets are left out), counted by
// merchant day (Asia/Ho_Chi_Minh, UTC+7). Bets are stakes net of stakes returned (vendor
// rollbacks, refunds of cancelled lottery draws); GGR is bets − wins.

/** At most this many merchant days in one dashboard or report. */
export const REPORT_MAX_DAYS = 366;

/** A range of merchant days, both included. */
export const ReportRangeQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  format: z._default(ExportFormatSchema, 'json'),
});
export type ReportRangeQuery = z.input<typeof ReportRangeQuerySchema>;

export const DashboardQuerySchema = z.object({ from: DaySchema, to: DaySchema });
export type DashboardQuery = z.input<typeof DashboardQuerySchema>;

/** How many, and how much. */
export const CountAmountSchema = z.object({ count: z.int(), amount: AmountSchema });
export type CountAmount = z.infer<typeof CountAmountSchema>;

export const DashboardTotalsSchema = z.object({
  /** Accounts registered (trial accounts left out). */
  registrations: z.int(),
  /** Members whose first deposit ever was credited in the range, and what those deposits were. */
  firstDeposits: CountAmountSchema,
  /** Deposits credited to wallets. */
  deposits: CountAmountSchema,
  /** Withdrawals paid out (approved). */
  withdrawals: CountAmountSchema,
  /** Stakes net of stakes returned. */
  bets: AmountSchema,
  wins: AmountSchema,
  /** bets − wins. */
  ggr: AmountSchema,
  /** Distinct members who bet, deposited or asked for a withdrawal. */
  activePlayers: z.int(),
});
export type DashboardTotals = z.infer<typeof DashboardTotalsSchema>;

/** Bets, wins and GGR of one group (a category, a vendor, a day). */
export const GgrLineSchema = z.object({
  /** The group's key: a category (RNG, LOTT …), a vendor code, or a day (YYYY-MM-DD). */
  key: z.string(),
  /** What to show: the vendor's display name, else the key. */
  label: z.string(),
  bets: AmountSchema,
  wins: AmountSchema,
  ggr: AmountSchema,
});
export type GgrLine = z.infer<typeof GgrLineSchema>;

export const GgrVendorLineSchema = z.extend(GgrLineSchema, { category: z.string() });
export type GgrVendorLine = z.infer<typeof GgrVendorLineSchema>;

/** `GET /wps/admin/dashboard`: the range's totals, GGR by category and vendor, and a line per day. */
export const DashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: DashboardTotalsSchema,
  byCategory: z.array(GgrLineSchema),
  byVendor: z.array(GgrVendorLineSchema),
  /** One entry per merchant day of the range, in order (days without activity hold zeros). */
  series: z.array(z.extend(DashboardTotalsSchema, { day: z.string() })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const GGR_GROUPS = ['day', 'vendor', 'category'] as const;
export const GgrGroupSchema = z.enum(GGR_GROUPS);
export type GgrGroup = z.infer<typeof GgrGroupSchema>;

export const GgrReportQuerySchema = z.extend(ReportRangeQuerySchema, {
  groupBy: z._default(GgrGroupSchema, 'day'),
});
export type GgrReportQuery = z.input<typeof GgrReportQuerySchema>;

export const GgrReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: GgrGroupSchema,
  rows: z.array(GgrLineSchema),
  total: z.object({ bets: AmountSchema, wins: AmountSchema, ggr: AmountSchema }),
});
export type GgrReport = z.infer<typeof GgrReportSchema>;

/** One channel's money: deposits by deposit channel, withdrawals by the member's bank. */
export const ChannelMoneyLineSchema = z.object({
  direction: z.enum(['deposit', 'withdrawal']),
  /** The deposit channel's code, or the bank paid out to. */
  channel: z.string(),
  name: z.string(),
  count: z.int(),
  amount: AmountSchema,
});
export type ChannelMoneyLine = z.infer<typeof ChannelMoneyLineSchema>;

export const ChannelMoneyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ChannelMoneyLineSchema),
  deposits: CountAmountSchema,
  withdrawals: CountAmountSchema,
});
export type ChannelMoneyReport = z.infer<typeof ChannelMoneyReportSchema>;

export const BalanceReportQuerySchema = z.object({
  format: z._default(ExportFormatSchema, 'json'),
});
export type BalanceReportQuery = z.input<typeof BalanceReportQuerySchema>;

/** One kind of ledger account: what the balances hold against what the transfers add up to. */
export const BalanceLineSchema = z.object({
  /** member_wallet, trial_wallet, pending_withdrawal, house, payment_clearing, bonus … */
  kind: z.string(),
  accounts: z.int(),
  /** Sum of the stored balances. */
  balance: AmountSchema,
  /** Sum of the transfers in and out of those accounts. */
  entries: AmountSchema,
  /** balance − entries; "0.00" when the ledger is whole. */
  difference: AmountSchema,
});
export type BalanceLine = z.infer<typeof BalanceLineSchema>;

/** Members' balances in total against the ledger, read in one snapshot. */
export const BalanceReportSchema = z.object({
  at: z.string(),
  /** The ledger check: balances sum to zero, each equals its transfers, no wallet below zero. */
  ok: z.boolean(),
  sumOfBalances: AmountSchema,
  /** Real members' wallets in total (the member_wallet line). */
  memberWallets: BalanceLineSchema,
  rows: z.array(BalanceLineSchema),
});
export type BalanceReport = z.infer<typeof BalanceReportSchema>;
