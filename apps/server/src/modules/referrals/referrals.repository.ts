import { and, eq, sql } from 'drizzle-orm';
import type { ReferralHoldReason } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { pageWindow, type PageQuery } from '../../lib/paging.ts';
import { referralCodes, referralSettings, referrals } from '../../db/schema.ts';

// Invite friends (docs/decisions/2026-11-25-referrals.md): SQL only.

export type ReferralSettingsRow = typeof referralSettings.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;

export async function selectCode(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.memberId, memberId));
  return row?.code ?? null;
}

/** Writes a member's code unless the member has one or the code is taken; answers whether it did. */
export async function insertCode(db: Db, memberId: number, code: string): Promise<boolean> {
  const written = await db
    .insert(referralCodes)
    .values({ memberId, code })
    .onConflictDoNothing()
    .returning({ memberId: referralCodes.memberId });
  return written.length > 0;
}

/** Whether an agent holds this code (its own code or one of its invitation links). */
export async function isAgentCode(db: Db, code: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from members where upper(affiliate_code) = upper(${code})
        union all select 1 from agent_invitations where upper(code) = upper(${code}) limit 1`,
  );
  return rows.length > 0;
}

/** The active real member whose referral code this is. */
export async function selectCodeOwner(
  db: Db,
  code: string,
): Promise<{ memberId: number; code: string; type: number } | null> {
  const rows = await queryRows<{ member_id: string; code: string; type: number }>(
    db,
    sql`select c.member_id, c.code, m.type from referral_codes c join members m on m.id = c.member_id
         where upper(c.code) = upper(${code}) and m.status = 'active'`,
  );
  const row = rows[0];
  return row ? { memberId: Number(row.member_id), code: row.code, type: Number(row.type) } : null;
}

export async function insertReferral(
  db: Db,
  row: { friendId: number; referrerId: number; code: string; registerIp: string | null },
): Promise<void> {
  await db.insert(referrals).values(row).onConflictDoNothing();
}

export async function selectSettings(db: Db): Promise<ReferralSettingsRow | undefined> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return row;
}

export async function upsertSettings(
  db: Db,
  values: Omit<ReferralSettingsRow, 'id' | 'updatedAt'>,
): Promise<ReferralSettingsRow> {
  const [row] = await db
    .insert(referralSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: referralSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export type FriendRow = {
  account: string;
  created_at: string;
  state: string;
  first_deposit_at: string | null;
  reward_minor: string | null;
};

/** A referrer's friends, newest first, at most 200. */
export async function selectFriends(db: Db, referrerId: number): Promise<FriendRow[]> {
  return queryRows<FriendRow>(
    db,
    sql`select m.account, r.created_at, r.state, r.first_deposit_at,
               case when r.state = 'rewarded' then r.reward_minor::text end as reward_minor
          from referrals r join members m on m.id = r.friend_id
         where r.referrer_id = ${referrerId}
         order by r.created_at desc, r.friend_id desc limit 200`,
  );
}

/** A referrer's counts and total earned, over every friend. */
export async function selectTotals(
  db: Db,
  referrerId: number,
): Promise<{ invited: number; rewarded: number; earned: bigint }> {
  const [row] = await queryRows<{ invited: number; rewarded: number; earned: string }>(
    db,
    sql`select count(*)::int as invited,
               count(*) filter (where state = 'rewarded')::int as rewarded,
               coalesce(sum(reward_minor) filter (where state = 'rewarded'), 0)::text as earned
          from referrals where referrer_id = ${referrerId}`,
  );
  return { invited: row!.invited, rewarded: row!.rewarded, earned: BigInt(row!.earned) };
}

export type AdminReferralRow = {
  friend_id: string;
  friend_account: string;
  referrer_id: string;
  referrer_account: string;
  code: string;
  created_at: string;
  register_ip: string | null;
  state: string;
  hold_reason: string | null;
  first_deposit_minor: string | null;
  first_deposit_at: string | null;
  reward_minor: string | null;
  rewarded_at: string | null;
};

/** A page of referrals, newest first, and how many match the filter in all. */
export async function selectAdminReferrals(
  db: Db,
  filter: { search?: string | undefined; state?: string | undefined },
  page: PageQuery,
): Promise<{ rows: AdminReferralRow[]; total: number }> {
  const search = filter.search?.trim().toLowerCase();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const from = sql`from referrals r
          join members f on f.id = r.friend_id
          join members p on p.id = r.referrer_id
         where (${filter.state ?? null}::text is null or r.state = ${filter.state ?? null})
           and (${like}::text is null or lower(f.account) like ${like} or lower(p.account) like ${like})`;
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${from}`,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows<AdminReferralRow>(
    db,
    sql`select r.friend_id, f.account as friend_account, r.referrer_id, p.account as referrer_account,
               r.code, r.created_at, r.register_ip, r.state, r.hold_reason,
               r.first_deposit_minor::text, r.first_deposit_at,
               case when r.state = 'rewarded' then r.reward_minor::text end as reward_minor,
               r.rewarded_at
          ${from}
         order by r.created_at desc, r.friend_id desc
         limit ${limit} offset ${offset}`,
  );
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function selectTotalRewarded(db: Db): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(reward_minor), 0)::text as total from referrals where state = 'rewarded'`,
  );
  return BigInt(row!.total);
}

export type OpenReferral = {
  friendId: number;
  referrerId: number;
  friendAccount: string;
  depositMinor: bigint;
  depositAt: Date;
};

/**
 * Open referrals whose friend has a confirmed deposit: not judged yet, or held for a reason that
 * passes (the referrer's break, a closed account). Trial accounts on either side never count.
 * On the open referrals' partial index (or one referrer's), one lookup of the friend's deposits
 * each.
 */
export async function selectOpenWithDeposit(
  db: Db,
  afterFriendId: number,
  limit: number,
  referrerId: number | null = null,
): Promise<OpenReferral[]> {
  const rows = await queryRows<{
    friend_id: string;
    referrer_id: string;
    account: string;
    amount_minor: string;
    at: string | Date;
  }>(
    db,
    sql`select r.friend_id, r.referrer_id, f.account, d.amount_minor::text as amount_minor, d.at
          from referrals r
          join members f on f.id = r.friend_id and f.type <> 4
          join members p on p.id = r.referrer_id and p.type <> 4
          join lateral (
            select amount_minor, coalesce(decided_at, created_at) as at from deposits
             where member_id = r.friend_id and status = 'confirmed'
             order by coalesce(decided_at, created_at), id limit 1
          ) d on true
         where (r.state = 'registered'
                or (r.state = 'deposited' and r.hold_reason in ('break', 'inactive')))
           and r.friend_id > ${afterFriendId}
           and (${referrerId}::bigint is null or r.referrer_id = ${referrerId})
         order by r.friend_id limit ${limit}`,
  );
  return rows.map((r) => ({
    friendId: Number(r.friend_id),
    referrerId: Number(r.referrer_id),
    friendAccount: r.account,
    depositMinor: BigInt(r.amount_minor),
    depositAt: new Date(r.at),
  }));
}

/** The referral row, locked for its judgement (two passes at once judge it once). */
export async function lockReferral(db: Db, friendId: number): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(eq(referrals.friendId, friendId))
    .for('update');
  return row;
}

export async function markDeposited(
  db: Db,
  friendId: number,
  values: {
    depositMinor: bigint;
    depositAt: Date;
    hold: ReferralHoldReason;
    rewardMinor: bigint | null;
    wageringMultiple: number | null;
  },
): Promise<void> {
  await db
    .update(referrals)
    .set({
      state: 'deposited',
      holdReason: values.hold,
      firstDepositMinor: values.depositMinor,
      firstDepositAt: values.depositAt,
      rewardMinor: values.rewardMinor,
      wageringMultiple: values.wageringMultiple,
    })
    .where(and(eq(referrals.friendId, friendId), sql`${referrals.state} <> 'rewarded'`));
}

export async function markRewarded(
  db: Db,
  friendId: number,
  values: { depositMinor: bigint; depositAt: Date; rewardMinor: bigint; wageringMultiple: number },
): Promise<void> {
  await db
    .update(referrals)
    .set({
      state: 'rewarded',
      holdReason: null,
      firstDepositMinor: values.depositMinor,
      firstDepositAt: values.depositAt,
      rewardMinor: values.rewardMinor,
      wageringMultiple: values.wageringMultiple,
      rewardedAt: sql`now()`,
    })
    .where(eq(referrals.friendId, friendId));
}

/** Whether the friend registered from an address the referrer registered or signed in from. */
export async function sharesAddress(db: Db, referrerId: number, ip: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from members where id = ${referrerId} and register_ip = ${ip}
        union all select 1 from sessions where member_id = ${referrerId} and ip = ${ip} limit 1`,
  );
  return rows.length > 0;
}
