import { asc, sql } from 'drizzle-orm';
import { totalTurnover } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { vipLevels } from '../../db/schema.ts';
import { selectValidTurnoverByMember } from '../protection/protection.repository.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;

/** What counts toward a level in a period, per member: confirmed deposits and valid turnover. */
export type Activity = { deposit: bigint; turnover: bigint };

export const NO_ACTIVITY: Activity = { deposit: 0n, turnover: 0n };

export async function selectLevels(db: Db): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.level));
}

export async function replaceLevels(db: Db, rows: VipLevelRow[]): Promise<void> {
  await db.delete(vipLevels);
  await db.insert(vipLevels).values(rows);
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;

/**
 * Deposits and valid turnover of these members in [from, to): deposits confirmed in the range
 * (money an upline agent transferred in counts as a deposit, as for the deposit limits); valid
 * turnover as contracts define it, summed over the categories. One query per kind for the whole
 * list, on the members' own indexes.
 */
export async function selectActivity(
  db: Db,
  memberIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, Activity>> {
  const out = new Map<number, Activity>();
  if (memberIds.length === 0) return out;
  const ids = idArray(memberIds);
  const f = from.toISOString();
  const t = to.toISOString();
  const [deposits, turnover] = await Promise.all([
    queryRows<{ member_id: string; total: string }>(
      db,
      sql`
      select member_id, sum(amount)::text as total from (
        select d.member_id, d.amount_minor as amount from deposits d
         where d.member_id = any(${ids}) and d.status = 'confirmed'
           and coalesce(d.decided_at, d.created_at) >= ${f}::timestamptz
           and coalesce(d.decided_at, d.created_at) < ${t}::timestamptz
        union all
        select x.to_member_id, x.amount_minor from team_transfers x
         where x.to_member_id = any(${ids})
           and x.created_at >= ${f}::timestamptz and x.created_at < ${t}::timestamptz
      ) s group by member_id`,
    ),
    selectValidTurnoverByMember(db, from, to, memberIds),
  ]);
  const entry = (id: number) => {
    let row = out.get(id);
    if (!row) {
      row = { deposit: 0n, turnover: 0n };
      out.set(id, row);
    }
    return row;
  };
  for (const row of deposits) entry(Number(row.member_id)).deposit = BigInt(row.total);
  for (const [id, byCategory] of turnover) entry(id).turnover = totalTurnover(byCategory);
  return out;
}

/**
 * Members (not trial accounts) with money moving since a time: a ledger transfer of theirs (a
 * deposit, a bet, a win, a transfer in), or a lottery bet of a draw drawn since then (a lost
 * lottery bet settles without a transfer). On ledger_transfers_created_idx and the draws' index.
 */
export async function selectActiveSince(db: Db, since: Date): Promise<number[]> {
  const s = since.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    select m.id from members m
     where m.type <> 4 and m.id in (
       select t.member_id from ledger_transfers t
        where t.created_at >= ${s}::timestamptz and t.member_id is not null
       union
       select b.member_id from lottery_draws d join lottery_bets b on b.draw_id = d.id
        where d.draw_at >= ${s}::timestamptz - interval '1 hour' and not b.is_trial
     )
     order by m.id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Members at a level above 0 whose month `month` is not reviewed yet, with when they reached
 * their level, a batch at a time (one member when `memberId` is given).
 */
export async function selectUnreviewed(
  db: Db,
  month: string,
  limit: number,
  memberId?: number,
): Promise<{ memberId: number; level: number; reachedAt: Date }[]> {
  const one = memberId === undefined ? sql`` : sql` and member_id = ${memberId}`;
  const rows = await queryRows<{ member_id: string; level: number; reached_at: string | Date }>(
    db,
    sql`select member_id, level, reached_at from member_vip
         where level >= 1 and reviewed_month < ${month}${one}
         order by member_id limit ${limit}`,
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    level: Number(r.level),
    reachedAt: new Date(r.reached_at),
  }));
}

/** Members at a level of at least 1, after `afterId`, a batch at a time. */
export async function selectRanked(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ memberId: number; level: number }[]> {
  const rows = await queryRows<{ member_id: string; level: number }>(
    db,
    sql`select member_id, level from member_vip where level >= 1 and member_id > ${afterId}
         order by member_id limit ${limit}`,
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), level: Number(r.level) }));
}

/**
 * Ranked members whose birthday (month and day) is one of these (MM-DD) and whose birthday bonus
 * of `year` is not granted yet: looked at on every pass, so a member who reaches a level or
 * enters a birthday during the day still receives it.
 */
export async function selectBirthdays(
  db: Db,
  monthDays: string[],
  year: number,
): Promise<{ memberId: number; level: number }[]> {
  const rows = await queryRows<{ member_id: string; level: number }>(
    db,
    sql`select v.member_id, v.level from member_vip v
          join member_profiles p on p.member_id = v.member_id
         where v.level >= 1 and p.birthday is not null
           and to_char(p.birthday, 'MM-DD') = any(${`{${monthDays.join(',')}}`}::text[])
           and not exists (select 1 from reward_grants g
                            where g.source = 'vip_birthday:' || v.member_id || ':' || ${String(year)})
         order by v.member_id`,
  );
  return rows.map((r) => ({ memberId: Number(r.member_id), level: Number(r.level) }));
}

/** The member's level, 0 without a row. */
export async function selectMemberLevel(db: Db, memberId: number): Promise<number> {
  const rows = await queryRows<{ level: number }>(
    db,
    sql`select level from member_vip where member_id = ${memberId}`,
  );
  return rows[0] ? Number(rows[0].level) : 0;
}

/**
 * Moves a member up to `level` unless already there or above: one writer wins however many
 * passes race (the conditional upsert answers no row to the others). A level reached this month
 * needs no review of last month. The member info's label follows in the same transaction.
 */
export async function raiseLevel(
  db: Db,
  memberId: number,
  level: number,
  name: string,
  month: string,
): Promise<number | null> {
  const rows = await queryRows<{ before: number | null }>(
    db,
    sql`
    with old as (select level from member_vip where member_id = ${memberId})
    insert into member_vip as v (member_id, level, reviewed_month, reached_at, updated_at)
    values (${memberId}, ${level}, ${month}, now(), now())
    on conflict (member_id) do update
       set level = excluded.level, reviewed_month = excluded.reviewed_month,
           reached_at = now(), updated_at = now()
     where v.level < excluded.level
    returning (select level from old) as before`,
  );
  if (rows.length === 0) return null;
  await db.execute(sql`update members set club_label = ${name} where id = ${memberId}`);
  return rows[0]!.before === null ? 0 : Number(rows[0]!.before);
}

/**
 * Records the month's review of a member: the level it keeps or drops to. Only the first pass to
 * reach the member writes; the others answer false.
 */
export async function markReviewed(
  db: Db,
  memberId: number,
  month: string,
  level: number,
  name: string,
): Promise<boolean> {
  const rows = await queryRows<{ member_id: string }>(
    db,
    sql`update member_vip set reviewed_month = ${month}, level = ${level}, updated_at = now()
         where member_id = ${memberId} and reviewed_month < ${month}
        returning member_id`,
  );
  if (rows.length === 0) return false;
  await db.execute(sql`update members set club_label = ${name} where id = ${memberId}`);
  return true;
}

/** Weekly bonus periods whose bonuses were all granted (`weekly:2026-11-16`, the week's Monday). */
export async function periodDone(db: Db, period: string): Promise<boolean> {
  const rows = await queryRows<{ period: string }>(
    db,
    sql`select period from vip_job_periods where period = ${period}`,
  );
  return rows.length > 0;
}

export async function markPeriodDone(db: Db, period: string): Promise<void> {
  await db.execute(
    sql`insert into vip_job_periods (period) values (${period}) on conflict do nothing`,
  );
}
