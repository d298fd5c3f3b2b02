import { sql } from 'drizzle-orm';
import { TURNOVER_CATEGORIES, type TurnoverCategory } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { validTurnoverSql } from '../protection/protection.repository.ts';

// Rebates (docs/decisions/2026-11-25-rebates.md): rates per member and category, per mille.

export type PermilleRates = Partial<Record<TurnoverCategory, number>>;

type RateRow = { member_id: string; category: TurnoverCategory; rate: number };

function collect(rows: RateRow[]): Map<number, PermilleRates> {
  const byMember = new Map<number, PermilleRates>();
  for (const row of rows) {
    const id = Number(row.member_id);
    const rates = byMember.get(id) ?? {};
    rates[row.category] = Number(row.rate);
    byMember.set(id, rates);
  }
  return byMember;
}

/** The rates set for these members (rows only: no defaults). */
export async function selectRates(
  db: Db,
  memberIds: number[],
): Promise<Map<number, PermilleRates>> {
  if (memberIds.length === 0) return new Map();
  const ids = `{${memberIds.join(',')}}`;
  return collect(
    await queryRows<RateRow>(
      db,
      sql`select member_id::text as member_id, category, rate_permille as rate
            from rebate_rates where member_id = any(${ids}::bigint[])`,
    ),
  );
}

/**
 * The floor of each of these members: per category the highest rate among its direct downlines.
 * Every rate is at most its upline's, so the direct downlines hold the highest of the subtree.
 */
export async function selectFloors(
  db: Db,
  memberIds: number[],
): Promise<Map<number, PermilleRates>> {
  if (memberIds.length === 0) return new Map();
  const ids = `{${memberIds.join(',')}}`;
  return collect(
    await queryRows<RateRow>(
      db,
      sql`select m.parent_id::text as member_id, r.category, max(r.rate_permille) as rate
            from members m join rebate_rates r on r.member_id = m.id
           where m.parent_id = any(${ids}::bigint[])
           group by m.parent_id, r.category`,
    ),
  );
}

/** Writes the given categories' rates of a member; the others keep theirs. */
export async function upsertRates(db: Db, memberId: number, rates: PermilleRates, setBy: string) {
  for (const [category, rate] of Object.entries(rates)) {
    await db.execute(
      sql`insert into rebate_rates (member_id, category, rate_permille, set_by, updated_at)
          values (${memberId}, ${category}, ${rate}, ${setBy}, now())
          on conflict (member_id, category)
          do update set rate_permille = excluded.rate_permille, set_by = excluded.set_by,
                        updated_at = excluded.updated_at`,
    );
  }
}

/** Locks the members' rows, so that two changes of a chain's rates run one after the other. */
export async function lockMembers(db: Db, memberIds: number[]) {
  const ids = `{${[...new Set(memberIds)].sort((a, b) => a - b).join(',')}}`;
  await db.execute(
    sql`select id from members where id = any(${ids}::bigint[]) order by id for update`,
  );
}

/** Direct downlines of an agent, by account, with a search on the account name. */
export async function selectDirectDownlines(
  db: Db,
  agentId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = like ? sql` and m.account ilike ${like}` : sql``;
  const rows = await queryRows<{ id: string; account: string; type: number; total: number }>(
    db,
    sql`select m.id::text as id, m.account, m.type, (count(*) over ())::int as total
          from members m where m.parent_id = ${agentId}${filter}
         order by m.account limit ${limit} offset ${offset}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((r) => ({ id: Number(r.id), account: r.account, type: r.type })),
  };
}

export type SettleParams = {
  day: string;
  from: Date;
  to: Date;
  now: Date;
  defaultRates: PermilleRates;
  wageringMultiple: number;
  title: string;
  claimDays: number;
};

/**
 * Marks a day as being settled: false when it is settled already. In the settlement's
 * transaction: a second process settling the same day waits here for the first to commit, then
 * finds it done.
 */
export async function claimDay(db: Db, day: string): Promise<boolean> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`insert into rebate_days (day) values (${day}) on conflict do nothing returning day`,
  );
  return rows.length > 0;
}

/**
 * A day's settlement in one statement: each member's valid turnover of the day by category
 * (validTurnoverSql), walked up its chain of uplines (the closure table), each member of the
 * chain at its rate in force (its own; else the plan's default without an upline; else 0). The
 * member earns its rate; each upline the difference between its rate and the highest rate below
 * it in the chain (never negative). A member on a time-out or self-exclusion, closed or trial
 * earns nothing, but its rate still counts as "below" for its uplines. The income rows, then one
 * grant per earner (source rebate:<member>:<day>), then the day's figures.
 */
export async function settleDayStatement(db: Db, p: SettleParams) {
  const defaults = TURNOVER_CATEGORIES.map(
    (c) => sql`(${c}::text, ${p.defaultRates[c] ?? 0}::int)`,
  );
  const now = p.now.toISOString();
  const [row] = await queryRows<{ earners: number; amount: string; turnover: string }>(
    db,
    sql`
    with turnover as materialized (${validTurnoverSql(p.from, p.to)}),
    chain as (
      select t.member_id as source_id, t.category, t.total, t.member_id as earner_id, 0 as depth
        from turnover t
      union all
      select t.member_id, t.category, t.total, mt.ancestor_id, mt.depth
        from turnover t join member_tree mt on mt.descendant_id = t.member_id
    ),
    rated as (
      select c.source_id, c.category, c.total, c.earner_id, c.depth,
             coalesce(r.rate_permille, case when m.parent_id is null then d.rate else 0 end, 0) as rate,
             (m.status = 'active' and m.type <> 4 and not exists (
                select 1 from member_protection x
                 where x.member_id = m.id and x.exclusion_kind is not null
                   and (x.excluded_until is null or x.excluded_until > ${now}::timestamptz)
             )) as eligible
        from chain c
        join members m on m.id = c.earner_id
        left join rebate_rates r on r.member_id = c.earner_id and r.category = c.category
        left join (values ${sql.join(defaults, sql`, `)}) d(category, rate) on d.category = c.category
    ),
    diffed as (
      select *, coalesce(max(rate) over (
                  partition by source_id, category order by depth
                  rows between unbounded preceding and 1 preceding), 0) as below
        from rated
    ),
    paid as (
      select earner_id, source_id, category, depth, total, rate, below,
             floor(total * (rate - below) / 1000)::bigint as amount
        from diffed where eligible and rate > below
    ),
    income as (
      insert into rebate_income (earner_id, day, member_id, category, depth, turnover_minor,
                                 rate_permille, below_permille, amount_minor)
      select earner_id, ${p.day}, source_id, category, depth, total::bigint, rate, below, amount
        from paid where amount > 0
      on conflict do nothing
      returning earner_id, amount_minor
    ),
    grants as (
      insert into reward_grants (member_id, source, title, amount_minor, wagering_multiple, expires_at)
      select earner_id, 'rebate:' || earner_id || ':' || ${p.day}, ${p.title}, sum(amount_minor),
             ${p.wageringMultiple}, ${now}::timestamptz + make_interval(days => ${p.claimDays})
        from income group by earner_id
      on conflict (source) do nothing
      returning member_id, amount_minor
    )
    update rebate_days set
      earners = (select count(*) from grants),
      amount_minor = (select coalesce(sum(amount_minor), 0) from grants),
      turnover_minor = (select coalesce(sum(total), 0) from turnover),
      settled_at = ${now}::timestamptz
    where day = ${p.day}
    returning earners, amount_minor::text as amount, turnover_minor::text as turnover`,
  );
  return {
    earners: row?.earners ?? 0,
    amountMinor: BigInt(row?.amount ?? '0'),
    turnoverMinor: BigInt(row?.turnover ?? '0'),
  };
}

/** The days settled among these. */
export async function selectSettledDays(db: Db, days: string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select day from rebate_days where day = any(${`{${days.join(',')}}`}::text[])`,
  );
  return new Set(rows.map((r) => r.day));
}

export async function selectLastSettledDay(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day) as day from rebate_days`,
  );
  return row?.day ?? null;
}

type Sums = { turnover: string; amount: string };

/** An earner's income over days: per day, per category and per member it came from. */
export async function selectIncome(db: Db, earnerId: number, startDate: string, endDate: string) {
  const where = sql`i.earner_id = ${earnerId} and i.day >= ${startDate} and i.day <= ${endDate}`;
  const days = await queryRows<Sums & { day: string }>(
    db,
    sql`select i.day, sum(i.turnover_minor)::text as turnover, sum(i.amount_minor)::text as amount
          from rebate_income i where ${where} group by i.day order by i.day desc`,
  );
  const categories = await queryRows<Sums & { category: TurnoverCategory }>(
    db,
    sql`select i.category, sum(i.turnover_minor)::text as turnover,
               sum(i.amount_minor)::text as amount
          from rebate_income i where ${where} group by i.category order by sum(i.amount_minor) desc`,
  );
  const byMember = await queryRows<Sums & { member_id: string; account: string; depth: number }>(
    db,
    sql`select i.member_id::text as member_id, m.account, min(i.depth)::int as depth,
               sum(i.turnover_minor)::text as turnover, sum(i.amount_minor)::text as amount
          from rebate_income i join members m on m.id = i.member_id
         where ${where}
         group by i.member_id, m.account order by sum(i.amount_minor) desc, m.account limit 100`,
  );
  const [own] = await queryRows<{ own: string; total: string }>(
    db,
    sql`select coalesce(sum(i.amount_minor) filter (where i.depth = 0), 0)::text as own,
               coalesce(sum(i.amount_minor), 0)::text as total
          from rebate_income i where ${where}`,
  );
  return { days, categories, byMember, own: own?.own ?? '0', total: own?.total ?? '0' };
}

export async function selectDays(db: Db) {
  return queryRows<{
    day: string;
    settled_at: Date | string;
    earners: number;
    turnover: string;
    amount: string;
  }>(
    db,
    sql`select day, settled_at, earners, turnover_minor::text as turnover,
               amount_minor::text as amount
          from rebate_days order by day desc limit 62`,
  );
}

/** A day's payouts per earner, largest first, with the grant's state. */
export async function selectPayouts(
  db: Db,
  day: string,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const filter = like ? sql` and m.account ilike ${like}` : sql``;
  return queryRows<{
    member_id: string;
    account: string;
    type: number;
    own: string;
    amount: string;
    state: string | null;
    expired: boolean | null;
    total: number;
  }>(
    db,
    sql`select p.earner_id::text as member_id, m.account, m.type, p.own::text, p.amount::text,
               g.state, (g.expires_at <= now()) as expired, (count(*) over ())::int as total
          from (select earner_id, coalesce(sum(amount_minor) filter (where depth = 0), 0) as own,
                       sum(amount_minor) as amount
                  from rebate_income where day = ${day} group by earner_id) p
          join members m on m.id = p.earner_id
          left join reward_grants g on g.source = 'rebate:' || p.earner_id || ':' || ${day}
         where true${filter}
         order by p.amount desc, m.account limit ${limit} offset ${offset}`,
  );
}
