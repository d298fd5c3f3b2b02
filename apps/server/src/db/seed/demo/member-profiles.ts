import { inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { memberProfiles, members, memberVip } from '../../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo accounts' personal info and avatars (My account), so that the member home, the side
 * menu and the security centre look lived in: the player has a real name, a birthday, a Zalo id,
 * a verified mobile and e-mail and a password changed five weeks ago (security level medium: no
 * payment password yet, which the withdraw page asks for).
 */
export async function loadDemoProfiles(db: Db, now: Date): Promise<void> {
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.account, ['demo', 'agent01']));
  const id = (account: string) => rows.find((r) => r.account === account)!.id;
  await db.insert(memberProfiles).values([
    {
      memberId: id('demo'),
      payeeName: 'NGUYEN VAN AN',
      birthday: '1990-05-17',
      zalo: '0912345678',
      avatar: 'lotus',
      avatarType: 'STATIC',
      passwordChangedAt: new Date(now.getTime() - 35 * DAY_MS),
      mobileVerifiedAt: new Date(now.getTime() - 120 * DAY_MS),
      emailVerifiedAt: new Date(now.getTime() - 120 * DAY_MS),
    },
    {
      memberId: id('agent01'),
      payeeName: 'TRAN THI BICH',
      avatar: 'crown',
      avatarType: 'STATIC',
      passwordChangedAt: new Date(now.getTime() - 240 * DAY_MS),
      mobileVerifiedAt: new Date(now.getTime() - 300 * DAY_MS),
    },
  ]);
}

/**
 * The demo accounts' VIP levels (docs/decisions/2026-11-25-vip-club.md): the player at VIP2, the
 * agent at VIP1. The club's job reviews them at the start of next month like anyone else.
 */
export async function loadDemoVip(db: Db, now: Date): Promise<void> {
  const rows = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.account, ['demo', 'agent01']));
  const id = (account: string) => rows.find((r) => r.account === account)!.id;
  const month = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 7);
  await db.insert(memberVip).values([
    { memberId: id('demo'), level: 2, reviewedMonth: month, reachedAt: now },
    { memberId: id('agent01'), level: 1, reviewedMonth: month, reachedAt: now },
  ]);
  await db
    .update(members)
    .set({ clubLabel: 'VIP2' })
    .where(inArray(members.id, [id('demo')]));
  await db
    .update(members)
    .set({ clubLabel: 'VIP1' })
    .where(inArray(members.id, [id('agent01')]));
}
