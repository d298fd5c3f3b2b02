import {
  formatAmountMinor,
  REPORT_MAX_DAYS,
  type BalanceReport,
  type ChannelMoneyReport,
  type CountAmount,
  type Dashboard,
  type DashboardTotals,
  type GgrGroup,
  type GgrLine,
  type GgrReport,
  type GgrVendorLine,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { merchantDayRange, merchantDaysBetween } from '../../lib/merchant-day.ts';
import { accountsOutOfBalance, negativeFlooredAccounts } from '../ledger/ledger.repository.ts';
import {
  activePlayers,
  balancesByKind,
  depositsByDay,
  firstDepositsByDay,
  gamePlayTotals,
  moneyByChannel,
  registrationsByDay,
  withdrawalsPaidByDay,
  type DayCountAmount,
  type GamePlayRow,
} from './reports.repository.ts';

/**
 * The dashboard and the reports (docs/decisions/2026-11-24-back-office-api.md). Every figure is
 * read from the ledger in one read-only snapshot (repeatable read), counted by merchant day;
 * trial money is left out. Bets are stakes net of stakes returned; GGR is bets − wins.
 */

type Range = { from: string; to: string; start: Date; end: Date; days: string[] };

/** A range of merchant days, both included: from ≤ to, at most REPORT_MAX_DAYS days. */
function rangeOf(from: string, to: string): Range {
  const days = merchantDaysBetween(from, to);
  if (days.length === 0 || days.length > REPORT_MAX_DAYS) {
    throw new AppError('request.invalid', {
      message: `query.to: must be on or after from, at most ${REPORT_MAX_DAYS} days later`,
      value: { field: 'query.to' },
    });
  }
  const { from: start, to: end } = merchantDayRange(from, to);
  return { from, to, start: start!, end: end!, days };
}

/** Reads in one consistent, read-only snapshot. */
function snapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx as unknown as Db), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

type Play = { betsMinor: bigint; winsMinor: bigint };
const NO_PLAY: Play = { betsMinor: 0n, winsMinor: 0n };

function add(a: Play, row: GamePlayRow): Play {
  return {
    betsMinor: a.betsMinor + row.stakedMinor - row.returnedMinor,
    winsMinor: a.winsMinor + row.wonMinor,
  };
}

function ggrLine(key: string, label: string, play: Play): GgrLine {
  return {
    key,
    label,
    bets: formatAmountMinor(play.betsMinor),
    wins: formatAmountMinor(play.winsMinor),
    ggr: formatAmountMinor(play.betsMinor - play.winsMinor),
  };
}

/** Play rows summed per key, in the order keys first appear (rows come sorted). */
function sumBy(rows: GamePlayRow[], keyOf: (r: GamePlayRow) => string): Map<string, Play> {
  const out = new Map<string, Play>();
  for (const row of rows) out.set(keyOf(row), add(out.get(keyOf(row)) ?? NO_PLAY, row));
  return out;
}

const countAmount = (v: DayCountAmount | undefined): CountAmount => ({
  count: v?.count ?? 0,
  amount: formatAmountMinor(v?.amountMinor ?? 0n),
});

function total(rows: DayCountAmount[]): DayCountAmount {
  return rows.reduce(
    (t, r) => ({ day: '', count: t.count + r.count, amountMinor: t.amountMinor + r.amountMinor }),
    { day: '', count: 0, amountMinor: 0n },
  );
}

const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));

/** The dashboard of a range of merchant days: totals, GGR by category and vendor, a day series. */
export async function getDashboard(
  db: Db,
  query: { from: string; to: string },
): Promise<Dashboard> {
  const range = rangeOf(query.from, query.to);
  const { start, end } = range;
  const read = await snapshot(db, async (tx) => ({
    play: await gamePlayTotals(
      tx,
      { from: start, to: end, realOnly: true },
      { day: true, game: false },
    ),
    deposits: await depositsByDay(tx, start, end),
    withdrawals: await withdrawalsPaidByDay(tx, start, end),
    firsts: await firstDepositsByDay(tx, start, end),
    registrations: await registrationsByDay(tx, start, end),
    active: await activePlayers(tx, start, end),
  }));
  const playByDay = sumBy(read.play, (r) => r.day);
  const [deposits, withdrawals, firsts] = [read.deposits, read.withdrawals, read.firsts].map(byDay);
  const registrations = byDay(read.registrations);
  const active = byDay(read.active);
  const totalsOf = (
    play: Play,
    day: { deposit?: DayCountAmount; withdrawal?: DayCountAmount; first?: DayCountAmount },
    registered: number,
    players: number,
  ): DashboardTotals => ({
    registrations: registered,
    firstDeposits: countAmount(day.first),
    deposits: countAmount(day.deposit),
    withdrawals: countAmount(day.withdrawal),
    bets: formatAmountMinor(play.betsMinor),
    wins: formatAmountMinor(play.winsMinor),
    ggr: formatAmountMinor(play.betsMinor - play.winsMinor),
    activePlayers: players,
  });
  const series = range.days.map((day) => ({
    day,
    ...totalsOf(
      playByDay.get(day) ?? NO_PLAY,
      { deposit: deposits!.get(day), withdrawal: withdrawals!.get(day), first: firsts!.get(day) },
      registrations.get(day)?.count ?? 0,
      active.get(day)?.count ?? 0,
    ),
  }));
  const vendors = new Map<string, { label: string; category: string; play: Play }>();
  for (const row of read.play) {
    const seen = vendors.get(row.vendorCode);
    vendors.set(row.vendorCode, {
      label: row.vendorName,
      category: row.category,
      play: add(seen?.play ?? NO_PLAY, row),
    });
  }
  const byVendor: GgrVendorLine[] = [...vendors]
    .map(([key, v]) => ({ ...ggrLine(key, v.label, v.play), category: v.category }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const byCategory = [...sumBy(read.play, (r) => r.category)]
    .map(([key, play]) => ggrLine(key, key, play))
    .sort((a, b) => a.key.localeCompare(b.key));
  return {
    from: range.from,
    to: range.to,
    totals: totalsOf(
      [...playByDay.values()].reduce(
        (t, p) => ({ betsMinor: t.betsMinor + p.betsMinor, winsMinor: t.winsMinor + p.winsMinor }),
        NO_PLAY,
      ),
      {
        deposit: total(read.deposits),
        withdrawal: total(read.withdrawals),
        first: total(read.firsts),
      },
      read.registrations.reduce((n, r) => n + r.count, 0),
      active.get('')?.count ?? 0,
    ),
    byCategory,
    byVendor,
    series,
  };
}

/** GGR over a range, one row per day (every day), vendor or category, with the total. */
export async function getGgrReport(
  db: Db,
  query: { from: string; to: string; groupBy: GgrGroup },
): Promise<GgrReport> {
  const range = rangeOf(query.from, query.to);
  const rows = await snapshot(db, (tx) =>
    gamePlayTotals(
      tx,
      { from: range.start, to: range.end, realOnly: true },
      { day: query.groupBy === 'day', game: false },
    ),
  );
  let lines: GgrLine[];
  if (query.groupBy === 'day') {
    const days = sumBy(rows, (r) => r.day);
    lines = range.days.map((day) => ggrLine(day, day, days.get(day) ?? NO_PLAY));
  } else if (query.groupBy === 'vendor') {
    const labels = new Map(rows.map((r) => [r.vendorCode, r.vendorName]));
    lines = [...sumBy(rows, (r) => r.vendorCode)].map(([key, play]) =>
      ggrLine(key, labels.get(key) ?? key, play),
    );
  } else {
    lines = [...sumBy(rows, (r) => r.category)].map(([key, play]) => ggrLine(key, key, play));
  }
  const all = rows.reduce(add, NO_PLAY);
  const { key: _key, label: _label, ...sums } = ggrLine('', '', all);
  return { from: range.from, to: range.to, groupBy: query.groupBy, rows: lines, total: sums };
}

/** Deposits per channel and withdrawals paid per bank over a range, with the totals. */
export async function getChannelMoneyReport(
  db: Db,
  query: { from: string; to: string },
): Promise<ChannelMoneyReport> {
  const range = rangeOf(query.from, query.to);
  const rows = await snapshot(db, (tx) => moneyByChannel(tx, range.start, range.end));
  const sum = (direction: 'deposit' | 'withdrawal') =>
    countAmount(
      total(
        rows
          .filter((r) => r.direction === direction)
          .map((r) => ({ day: '', count: r.count, amountMinor: r.amountMinor })),
      ),
    );
  return {
    from: range.from,
    to: range.to,
    rows: rows.map((r) => ({
      direction: r.direction,
      channel: r.channel,
      name: r.name,
      count: r.count,
      amount: formatAmountMinor(r.amountMinor),
    })),
    deposits: sum('deposit'),
    withdrawals: sum('withdrawal'),
  };
}

/** Balances per kind of account against their transfers, with the ledger check, in one snapshot. */
export async function getBalanceReport(db: Db, now = new Date()): Promise<BalanceReport> {
  const read = await snapshot(db, async (tx) => ({
    kinds: await balancesByKind(tx),
    drift: await accountsOutOfBalance(tx),
    negative: await negativeFlooredAccounts(tx),
  }));
  const rows = read.kinds.map((k) => ({
    kind: k.kind,
    accounts: k.accounts,
    balance: formatAmountMinor(k.balanceMinor),
    entries: formatAmountMinor(k.entriesMinor),
    difference: formatAmountMinor(k.balanceMinor - k.entriesMinor),
  }));
  const sum = read.kinds.reduce((s, k) => s + k.balanceMinor, 0n);
  return {
    at: now.toISOString(),
    ok: sum === 0n && read.drift.length === 0 && read.negative.length === 0,
    sumOfBalances: formatAmountMinor(sum),
    memberWallets: rows.find((r) => r.kind === 'member_wallet') ?? {
      kind: 'member_wallet',
      accounts: 0,
      balance: '0.00',
      entries: '0.00',
      difference: '0.00',
    },
    rows,
  };
}

// ---- CSV (format=csv): the rows of each report, one line each

const GGR_COLUMNS = [
  { header: 'key', value: (r: GgrLine) => r.key },
  { header: 'label', value: (r: GgrLine) => r.label },
  { header: 'bets', value: (r: GgrLine) => r.bets },
  { header: 'wins', value: (r: GgrLine) => r.wins },
  { header: 'ggr', value: (r: GgrLine) => r.ggr },
];

export function ggrReportCsv(report: GgrReport): string {
  return toCsv(GGR_COLUMNS, [...report.rows, { key: 'TOTAL', label: 'TOTAL', ...report.total }]);
}

export function channelMoneyReportCsv(report: ChannelMoneyReport): string {
  type Row = ChannelMoneyReport['rows'][number];
  return toCsv(
    [
      { header: 'direction', value: (r: Row) => r.direction },
      { header: 'channel', value: (r: Row) => r.channel },
      { header: 'name', value: (r: Row) => r.name },
      { header: 'count', value: (r: Row) => r.count },
      { header: 'amount', value: (r: Row) => r.amount },
    ],
    report.rows,
  );
}

export function balanceReportCsv(report: BalanceReport): string {
  type Row = BalanceReport['rows'][number];
  return toCsv(
    [
      { header: 'kind', value: (r: Row) => r.kind },
      { header: 'accounts', value: (r: Row) => r.accounts },
      { header: 'balance', value: (r: Row) => r.balance },
      { header: 'entries', value: (r: Row) => r.entries },
      { header: 'difference', value: (r: Row) => r.difference },
    ],
    report.rows,
  );
}
