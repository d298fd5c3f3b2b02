import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { merchantDaySql } from '../../lib/merchant-day.ts';
import { toBigInt } from '../ledger/ledger.repository.ts';

// The ledger read for the dashboard, the reports and a member's bets per game
// (docs/decisions/2026-11-24-back-office-api.md). Games are told apart by the transfers
// themselves: a vendor's bet, win and rollback carry the vendor and game in their meta; a
// lottery transfer names its bet, whose game says the rest.

/** Transfer kinds that are play: a stake taken, a stake returned, a win paid. */
const STAKE_KINDS = sql`('bet', 'lottery_bet')`;
const RETURN_KINDS = sql`('rollback', 'lottery_refund')`;
const WIN_KINDS = sql`('win', 'lottery_win')`;
/** A win taken back when a draw's result was corrected: counts against the wins. */
const WIN_BACK_KINDS = sql`('lottery_reversal')`;

export type RangeFilter = {
  /** Half-open [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  memberId?: number | undefined;
  /** Only real money: transfers into or out of a member wallet (trial wallets left out). */
  realOnly: boolean;
};

export type GamePlayRow = {
  /** The merchant day, or '' when not grouped by day. */
  day: string;
  vendorCode: string;
  vendorName: string;
  category: string;
  /** '' when not grouped by game. */
  gameCode: string;
  betCount: number;
  stakedMinor: bigint;
  returnedMinor: bigint;
  wonMinor: bigint;
  lastBetAt: Date | null;
};

function rangeConditions(filter: RangeFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.from) parts.push(sql`t.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`t.created_at < ${filter.to.toISOString()}`);
  if (filter.memberId !== undefined) parts.push(sql`t.member_id = ${filter.memberId}`);
  if (filter.realOnly) {
    parts.push(sql`(da.kind = 'member_wallet' or ca.kind = 'member_wallet')`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Stakes (taken and returned) and wins from the ledger, per vendor, and per merchant day and per
 * game when asked. Unknown vendors (a transfer without one) are grouped as UNKNOWN.
 */
export async function gamePlayTotals(
  db: Db,
  filter: RangeFilter,
  by: { day: boolean; game: boolean },
): Promise<GamePlayRow[]> {
  const day = by.day ? merchantDaySql(sql`m.created_at`) : sql`''`;
  const game = by.game ? sql`m.game_code` : sql`''`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with m as (
          select t.created_at, t.kind, t.amount_minor,
                 coalesce(case when t.kind like 'lottery%' then g.vendor_code
                               else t.meta ->> 'vendorCode' end, 'UNKNOWN') as vendor_code,
                 coalesce(case when t.kind like 'lottery%' then g.game_code
                               else t.meta ->> 'gameCode' end, '') as game_code
            from ledger_transfers t
            join ledger_accounts da on da.id = t.debit_account_id
            join ledger_accounts ca on ca.id = t.credit_account_id
            left join lottery_bets lb on t.kind like 'lottery%' and lb.bet_no = t.meta ->> 'betNo'
            left join games g on g.id = lb.game_pk
           where t.kind in ('bet', 'win', 'rollback', 'lottery_bet', 'lottery_win', 'lottery_refund', 'lottery_reversal')
             and ${rangeConditions(filter)}
        ), grouped as (
          select ${day} as day, m.vendor_code, ${game} as game_code,
                 (count(*) filter (where m.kind in ${STAKE_KINDS}))::int as bet_count,
                 coalesce(sum(m.amount_minor) filter (where m.kind in ${STAKE_KINDS}), 0) as staked,
                 coalesce(sum(m.amount_minor) filter (where m.kind in ${RETURN_KINDS}), 0) as returned,
                 coalesce(sum(m.amount_minor) filter (where m.kind in ${WIN_KINDS}), 0)
                   - coalesce(sum(m.amount_minor) filter (where m.kind in ${WIN_BACK_KINDS}), 0) as won,
                 max(m.created_at) filter (where m.kind in ${STAKE_KINDS}) as last_bet_at
            from m
           group by 1, 2, 3
        )
        select r.day, r.vendor_code, coalesce(v.display_name, r.vendor_code) as vendor_name,
               coalesce(v.category, 'UNKNOWN') as category, r.game_code, r.bet_count,
               r.staked::text as staked, r.returned::text as returned, r.won::text as won,
               r.last_bet_at
          from grouped r
          left join vendors v on v.code = r.vendor_code
         order by r.day, r.vendor_code, r.game_code`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    vendorCode: String(r.vendor_code),
    vendorName: String(r.vendor_name),
    category: String(r.category),
    gameCode: String(r.game_code),
    betCount: Number(r.bet_count),
    stakedMinor: toBigInt(r.staked),
    returnedMinor: toBigInt(r.returned),
    wonMinor: toBigInt(r.won),
    lastBetAt: r.last_bet_at ? new Date(r.last_bet_at as string | Date) : null,
  }));
}

export type DayCountAmount = { day: string; count: number; amountMinor: bigint };

function toDayCountAmount(rows: Record<string, unknown>[]): DayCountAmount[] {
  return rows.map((r) => ({
    day: String(r.day),
    count: Number(r.n),
    amountMinor: toBigInt(r.amount),
  }));
}

/** Deposits credited to member wallets per merchant day. */
export async function depositsByDay(db: Db, from: Date, to: Date): Promise<DayCountAmount[]> {
  return toDayCountAmount(
    await queryRows(
      db,
      sql`select ${merchantDaySql(sql`t.created_at`)} as day, count(*)::int as n,
                 coalesce(sum(t.amount_minor), 0)::text as amount
            from ledger_transfers t
            join ledger_accounts ca on ca.id = t.credit_account_id
           where t.kind = 'deposit' and ca.kind = 'member_wallet'
             and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
           group by 1`,
    ),
  );
}

/** Withdrawals paid out per merchant day. */
export async function withdrawalsPaidByDay(
  db: Db,
  from: Date,
  to: Date,
): Promise<DayCountAmount[]> {
  return toDayCountAmount(
    await queryRows(
      db,
      sql`select ${merchantDaySql(sql`t.created_at`)} as day, count(*)::int as n,
                 coalesce(sum(t.amount_minor), 0)::text as amount
            from ledger_transfers t
           where t.kind = 'withdrawal_paid'
             and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
           group by 1`,
    ),
  );
}

/** Members whose first deposit ever was credited in the range, per merchant day of that deposit. */
export async function firstDepositsByDay(db: Db, from: Date, to: Date): Promise<DayCountAmount[]> {
  return toDayCountAmount(
    await queryRows(
      db,
      sql`with firsts as (
            select distinct on (t.member_id) t.member_id, t.created_at, t.amount_minor
              from ledger_transfers t
              join ledger_accounts ca on ca.id = t.credit_account_id
             where t.kind = 'deposit' and ca.kind = 'member_wallet'
             order by t.member_id, t.created_at, t.id
          )
          select ${merchantDaySql(sql`f.created_at`)} as day, count(*)::int as n,
                 coalesce(sum(f.amount_minor), 0)::text as amount
            from firsts f
           where f.created_at >= ${from.toISOString()} and f.created_at < ${to.toISOString()}
           group by 1`,
    ),
  );
}

/** Accounts registered per merchant day (trial accounts left out). */
export async function registrationsByDay(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ day: string; count: number }[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${merchantDaySql(sql`m.created_at`)} as day, count(*)::int as n
          from members m
         where m.type <> 4
           and m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()}
         group by 1`,
  );
  return rows.map((r) => ({ day: String(r.day), count: Number(r.n) }));
}

/**
 * Distinct real members who bet, deposited or asked for a withdrawal: per merchant day, and over
 * the whole range (day '').
 */
export async function activePlayers(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ day: string; count: number }[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with active as (
          select t.member_id, ${merchantDaySql(sql`t.created_at`)} as day
            from ledger_transfers t
            join ledger_accounts da on da.id = t.debit_account_id
            join ledger_accounts ca on ca.id = t.credit_account_id
           where t.kind in ('bet', 'lottery_bet', 'deposit', 'withdrawal_hold')
             and (da.kind = 'member_wallet' or ca.kind = 'member_wallet')
             and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
        )
        select day, count(distinct member_id)::int as n from active group by day
        union all
        select '' as day, count(distinct member_id)::int as n from active`,
  );
  return rows.map((r) => ({ day: String(r.day), count: Number(r.n) }));
}

export type ChannelMoneyRow = {
  direction: 'deposit' | 'withdrawal';
  channel: string;
  name: string;
  count: number;
  amountMinor: bigint;
};

/** Deposits credited per deposit channel and withdrawals paid out per bank. */
export async function moneyByChannel(db: Db, from: Date, to: Date): Promise<ChannelMoneyRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select 'deposit' as direction, substr(da.code, length('clearing:') + 1) as channel,
               coalesce(max(pc.name), substr(da.code, length('clearing:') + 1)) as name,
               count(*)::int as n, sum(t.amount_minor)::text as amount
          from ledger_transfers t
          join ledger_accounts da on da.id = t.debit_account_id
          join ledger_accounts ca on ca.id = t.credit_account_id
          left join payment_channels pc on pc.code = substr(da.code, length('clearing:') + 1)
         where t.kind = 'deposit' and ca.kind = 'member_wallet'
           and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
         group by da.code
        union all
        select 'withdrawal', coalesce(w.bank_name, 'UNKNOWN'), coalesce(w.bank_name, 'UNKNOWN'),
               count(*)::int, sum(t.amount_minor)::text
          from ledger_transfers t
          left join withdrawals w on w.settle_transfer_id = t.id
         where t.kind = 'withdrawal_paid'
           and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
         group by w.bank_name
         order by 1, 2`,
  );
  return rows.map((r) => ({
    direction: r.direction as ChannelMoneyRow['direction'],
    channel: String(r.channel),
    name: String(r.name),
    count: Number(r.n),
    amountMinor: toBigInt(r.amount),
  }));
}

export type BalanceKindRow = {
  kind: string;
  accounts: number;
  balanceMinor: bigint;
  entriesMinor: bigint;
};

/** Per kind of ledger account: how many, the stored balances and the sum of their transfers. */
export async function balancesByKind(db: Db): Promise<BalanceKindRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with moves as (
          select credit_account_id as account_id, sum(amount_minor) as amount
            from ledger_transfers group by credit_account_id
          union all
          select debit_account_id, -sum(amount_minor)
            from ledger_transfers group by debit_account_id
        ), per_account as (
          select account_id, sum(amount) as entries from moves group by account_id
        )
        select a.kind, count(*)::int as n,
               coalesce(sum(a.balance_minor), 0)::text as balance,
               coalesce(sum(p.entries), 0)::text as entries
          from ledger_accounts a left join per_account p on p.account_id = a.id
         group by a.kind
         order by a.kind`,
  );
  return rows.map((r) => ({
    kind: String(r.kind),
    accounts: Number(r.n),
    balanceMinor: toBigInt(r.balance),
    entriesMinor: toBigInt(r.entries),
  }));
}
