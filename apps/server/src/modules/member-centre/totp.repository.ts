import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberTotp } from '../../db/schema.ts';

// A member's authenticator app (docs/decisions/2026-11-25-member-totp.md).

export async function findMemberTotp(db: Db, memberId: number) {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.memberId, memberId));
  return row;
}

/** A new unconfirmed secret, replacing an unconfirmed one; false while the app is on. */
export async function putPendingTotp(db: Db, memberId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(memberTotp)
    .values({ memberId, secret })
    .onConflictDoUpdate({
      target: memberTotp.memberId,
      set: { secret, lastStep: null, recoveryHashes: [], createdAt: sql`now()` },
      setWhere: isNull(memberTotp.enabledAt),
    })
    .returning({ memberId: memberTotp.memberId });
  return rows.length === 1;
}

/** Turns the pending secret on with the step of its first code; false when it was not pending. */
export async function enablePendingTotp(
  db: Db,
  memberId: number,
  secret: string,
  step: number,
  recoveryHashes: string[],
): Promise<boolean> {
  const rows = await db
    .update(memberTotp)
    .set({ enabledAt: sql`now()`, lastStep: step, recoveryHashes })
    .where(
      and(
        eq(memberTotp.memberId, memberId),
        eq(memberTotp.secret, secret),
        isNull(memberTotp.enabledAt),
      ),
    )
    .returning({ memberId: memberTotp.memberId });
  return rows.length === 1;
}

/** Takes a time step for the member once: false when it or a later one was already used. */
export async function useMemberTotpStep(db: Db, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(memberTotp.memberId, memberId),
        isNotNull(memberTotp.enabledAt),
        or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTotp.memberId });
  return rows.length === 1;
}

/** Uses a recovery code up: false when the member has no such unused code. */
export async function useRecoveryHash(db: Db, memberId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(memberTotp)
    .set({ recoveryHashes: sql`array_remove(${memberTotp.recoveryHashes}, ${hash})` })
    .where(
      and(
        eq(memberTotp.memberId, memberId),
        isNotNull(memberTotp.enabledAt),
        sql`${hash} = any(${memberTotp.recoveryHashes})`,
      ),
    )
    .returning({ memberId: memberTotp.memberId });
  return rows.length === 1;
}

export async function deleteMemberTotp(db: Db, memberId: number): Promise<void> {
  await db.delete(memberTotp).where(eq(memberTotp.memberId, memberId));
}
