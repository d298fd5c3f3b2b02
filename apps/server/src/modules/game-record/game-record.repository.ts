import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type GameRecordFilter = {
  memberId: number;
  from?: Date;
  to?: Date;
  /** A condition on the round's games row, from categoryCondition (it names the table `games`). */
  category?: SQL;
  /** Vendor row code or vassalage. */
  vendor?: string;
};

/**
 * One row per round of the member (vendor_rounds), with its calls summed: stakes taken, stakes
 * refunded, wins paid, open bets; the vendor and game of its first call; the catalogue's game.
 */
function roundsQuery(filter: GameRecordFilter): SQL {
  const conditions: SQL[] = [sql`r.member_id = ${filter.memberId}`];
  if (filter.from) conditions.push(sql`r.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`r.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.vendor) {
    conditions.push(sql`(f.vendor_code = ${filter.vendor} or v.vassalage = ${filter.vendor})`);
  }
  if (filter.category) conditions.push(sql`games.id is not null and ${filter.category}`);
  return sql`
    select r.wallet_account, r.round_id, r.created_at, r.closed_at,
      a.staked, a.refunded, a.won, a.open_bets,
      f.vendor_code, f.game_code,
      coalesce(v.display_name, f.vendor_code) as vendor_name,
      games.node_id, games.game_name, games.names, games.game_type
    from vendor_rounds r
    cross join lateral (
      select
        coalesce(sum(t.amount_minor) filter (where t.action = 'bet'), 0) as staked,
        coalesce(sum(t.amount_minor) filter (where t.action = 'rollback' and t.transfer_id is not null), 0) as refunded,
        coalesce(sum(t.amount_minor) filter (where t.action = 'win'), 0) as won,
        count(b.bet_transaction_id) filter (where b.state = 'open') as open_bets
      from vendor_transactions t
      left join vendor_bets b
        on t.action = 'bet' and b.wallet_account = t.wallet_account and b.bet_transaction_id = t.transaction_id
      where t.wallet_account = r.wallet_account and t.round_id = r.round_id and t.member_id = r.member_id
    ) a
    cross join lateral (
      select t.vendor_code, t.game_code
      from vendor_transactions t
      where t.wallet_account = r.wallet_account and t.round_id = r.round_id and t.member_id = r.member_id
      order by t.id
      limit 1
    ) f
    left join vendors v on v.code = f.vendor_code
    -- Named "games", so that the catalogue's category conditions apply to it as written.
    left join lateral (
      select gg.* from games gg
      where gg.vendor_code = f.vendor_code and gg.game_code = f.game_code
      order by gg.id
      limit 1
    ) as games on true
    where ${sql.join(conditions, sql` and `)}`;
}

export type RoundRow = {
  wallet_account: string;
  round_id: string;
  created_at: Date | string;
  closed_at: Date | string | null;
  staked: unknown;
  refunded: unknown;
  won: unknown;
  open_bets: unknown;
  vendor_code: string;
  game_code: string;
  vendor_name: string;
  node_id: string | null;
  game_name: string | null;
  names: { en: string; vi: string } | string | null;
  game_type: string | null;
};

/** A page of the member's rounds, newest first. */
export async function selectRounds(
  db: Db,
  filter: GameRecordFilter,
  window: { offset: number; limit: number },
): Promise<RoundRow[]> {
  return queryRows<RoundRow>(
    db,
    sql`${roundsQuery(filter)}
      order by r.created_at desc, r.round_id desc
      limit ${window.limit} offset ${window.offset}`,
  );
}

/** Count and totals of every round the filter selects. */
export async function summariseRounds(db: Db, filter: GameRecordFilter) {
  const [row] = await queryRows<{
    rounds: unknown;
    staked: unknown;
    refunded: unknown;
    won: unknown;
  }>(
    db,
    sql`select count(*) as rounds,
        coalesce(sum(staked), 0) as staked,
        coalesce(sum(refunded), 0) as refunded,
        coalesce(sum(won), 0) as won
      from (${roundsQuery(filter)}) q`,
  );
  return row!;
}
