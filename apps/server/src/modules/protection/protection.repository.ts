import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TurnoverCategory, ValidTurnover } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import {
  deposits,
  ledgerTransfers,
  memberProtection,
  rewardGrants,
  teamTransfers,
} from '../../db/schema.ts';

export type ProtectionRow = typeof memberProtection.$inferSelect;

/** The member's protection row by its primary key (the one read of the money paths). */
export async function selectProtection(db: Db, memberId: number, lock = false) {
  const query = db.select().from(memberProtection).where(eq(memberProtection.memberId, memberId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Creates the member's row if it is missing, then locks it (changes are read-modify-write). */
export async function lockProtection(db: Db, memberId: number): Promise<ProtectionRow> {
  await db.insert(memberProtection).values({ memberId }).onConflictDoNothing();
  return (await selectProtection(db, memberId, true))!;
}

export async function updateProtection(
  db: Db,
  memberId: number,
  set: Partial<typeof memberProtection.$inferInsert>,
) {
  await db
    .update(memberProtection)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(memberProtection.memberId, memberId));
}

/**
 * Deposits asked for since a time: pending and credited ones count, refused ones do not; money
 * an upline agent transferred in counts as a deposit too (docs/decisions/2026-11-24-agents.md).
 */
export async function sumDepositsSince(db: Db, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amountMinor}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        gt(deposits.createdAt, since),
        inArray(deposits.status, ['pending', 'confirmed']),
      ),
    );
  const [moved] = await db
    .select({ total: sql<string>`coalesce(sum(${teamTransfers.amountMinor}), 0)::text` })
    .from(teamTransfers)
    .where(and(eq(teamTransfers.toMemberId, memberId), gt(teamTransfers.createdAt, since)));
  return BigInt(row?.total ?? '0') + BigInt(moved?.total ?? '0');
}

const STAKE_KINDS = ['bet', 'lottery_bet', 'lottery_reversal'] as const;
const RETURN_KINDS = ['win', 'lottery_win', 'rollback', 'lottery_refund'] as const;

/**
 * Stakes and returns (wins and refunds) on the member's wallet since a time, from the ledger
 * (ledger_transfers_member_idx). A lottery reversal takes a win back, so it counts as a stake.
 */
export async function sumPlaySince(
  db: Db,
  memberId: number,
  since: Date,
): Promise<{ stakes: bigint; returns: bigint }> {
  const stakeList = sql.raw(STAKE_KINDS.map((k) => `'${k}'`).join(', '));
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${ledgerTransfers.amountMinor}) filter (where ${ledgerTransfers.kind} in (${stakeList})), 0)::text`,
      returns: sql<string>`coalesce(sum(${ledgerTransfers.amountMinor}) filter (where ${ledgerTransfers.kind} not in (${stakeList})), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.memberId, memberId),
        gt(ledgerTransfers.createdAt, since),
        inArray(ledgerTransfers.kind, [...STAKE_KINDS, ...RETURN_KINDS]),
      ),
    );
  return { stakes: BigInt(row?.stakes ?? '0'), returns: BigInt(row?.returns ?? '0') };
}

/** The member's valid turnover by category settled in [from, to) (contracts `ValidTurnover`). */
export async function selectValidTurnover(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
): Promise<ValidTurnover> {
  return (await selectValidTurnoverByMember(db, from, to, [memberId])).get(memberId) ?? {};
}

/** Claimed rewards whose wagering is open, oldest claim first. */
export async function selectOpenWagering(db: Db, memberId: number) {
  return db
    .select({
      id: rewardGrants.id,
      amountMinor: rewardGrants.amountMinor,
      wageringMultiple: rewardGrants.wageringMultiple,
      claimedAt: rewardGrants.claimedAt,
    })
    .from(rewardGrants)
    .where(
      and(
        eq(rewardGrants.memberId, memberId),
        eq(rewardGrants.state, 'claimed'),
        gt(rewardGrants.wageringMultiple, 0),
        isNull(rewardGrants.wageringMetAt),
      ),
    )
    .orderBy(asc(rewardGrants.claimedAt), asc(rewardGrants.id));
}

export async function markWageringMet(db: Db, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(rewardGrants)
    .set({ wageringMetAt: at })
    .where(and(inArray(rewardGrants.id, ids), isNull(rewardGrants.wageringMetAt)));
}

/**
 * Valid turnover by category settled in [from, to) (contracts `ValidTurnover`), as a query of rows
 * (member_id bigint, category text, total numeric): of these members, or of every member who has
 * any. Vendor bets of closed rounds not rolled back, by their vendor's category, at the round's
 * closing (in-house games settle through the same wallet); lottery bets settled won or lost (a
 * voided bet is refunded) as LOTT, at their settlement. The one place valid turnover is defined:
 * the points job and the VIP club read it through selectValidTurnoverByMember, the rebate
 * settlement inside its own statement.
 */
export function validTurnoverSql(from: Date, to: Date, memberIds?: number[]): SQL {
  const f = from.toISOString();
  const t = to.toISOString();
  const ids = memberIds ? sql`${`{${memberIds.join(',')}}`}::bigint[]` : null;
  const roundMembers = ids ? sql`r.member_id = any(${ids}) and ` : sql``;
  const betMembers = ids ? sql`l.member_id = any(${ids}) and ` : sql``;
  return sql`
    select member_id, category, sum(stake) as total from (
      select r.member_id,
             coalesce((
               select v.category from games g join vendors v on v.code = g.vendor_code
               where g.game_code = b.game_code and v.account_type_name = b.wallet_account
               limit 1),
             (select v.category from vendors v where v.account_type_name = b.wallet_account
               order by v.sort, v.code limit 1), 'RNG') as category,
             b.amount_minor as stake
        from vendor_rounds r
        join vendor_bets b
          on b.wallet_account = r.wallet_account and b.member_id = r.member_id
         and b.round_id = r.round_id
       where ${roundMembers}r.closed_at >= ${f}::timestamptz and r.closed_at < ${t}::timestamptz
         and b.seen and b.state <> 'rolled_back'
      union all
      select l.member_id, 'LOTT', l.total_stake_minor
        from lottery_bets l
       where ${betMembers}not l.is_trial and l.status in ('won', 'lost')
         and l.settled_at >= ${f}::timestamptz and l.settled_at < ${t}::timestamptz
    ) t group by member_id, category`;
}

/** Valid turnover by category settled in [from, to), per member (validTurnoverSql). */
export async function selectValidTurnoverByMember(
  db: Db,
  from: Date,
  to: Date,
  memberIds?: number[],
): Promise<Map<number, ValidTurnover>> {
  const byMember = new Map<number, ValidTurnover>();
  if (memberIds?.length === 0) return byMember;
  const rows = await queryRows<{ member_id: string; category: string; total: string }>(
    db,
    sql`select member_id::text as member_id, category, total::text as total
          from (${validTurnoverSql(from, to, memberIds)}) v`,
  );
  for (const row of rows) {
    const memberId = Number(row.member_id);
    const turnover = byMember.get(memberId) ?? {};
    const category = row.category as TurnoverCategory;
    turnover[category] = (turnover[category] ?? 0n) + BigInt(row.total);
    byMember.set(memberId, turnover);
  }
  return byMember;
}
