import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberProfiles, members, sessions } from '../../db/schema.ts';

export type ProfileRow = typeof memberProfiles.$inferSelect;
export type ProfilePatch = Partial<Omit<ProfileRow, 'memberId' | 'updatedAt'>>;

/** The member's profile row, or undefined when none was made yet. */
export async function findProfile(db: Db, memberId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(memberProfiles)
    .where(eq(memberProfiles.memberId, memberId))
    .limit(1);
  return row;
}

/** Writes the given profile fields, making the row on first need. */
export async function upsertProfile(db: Db, memberId: number, patch: ProfilePatch): Promise<void> {
  await db
    .insert(memberProfiles)
    .values({ memberId, ...patch })
    .onConflictDoUpdate({
      target: memberProfiles.memberId,
      set: { ...patch, updatedAt: sql`now()` },
    });
}

/**
 * Sets a once-only field (payee name, birthday) when it is still empty: true when this call set
 * it. The condition is in the UPDATE, so two requests at once cannot both set it.
 */
export async function setOnce(
  db: Db,
  memberId: number,
  field: 'payeeName' | 'birthday',
  value: string,
): Promise<boolean> {
  await db.insert(memberProfiles).values({ memberId }).onConflictDoNothing();
  const column = memberProfiles[field];
  const rows = await db
    .update(memberProfiles)
    .set({ [field]: value, updatedAt: sql`now()` })
    .where(and(eq(memberProfiles.memberId, memberId), sql`${column} IS NULL`))
    .returning({ id: memberProfiles.memberId });
  return rows.length === 1;
}

/** The member's own account fields that My account changes. */
export async function updateMemberContact(
  db: Db,
  memberId: number,
  patch: Partial<{
    nickname: string | null;
    email: string | null;
    mobileNum: string | null;
    countryDialingCode: string | null;
  }>,
): Promise<void> {
  await db
    .update(members)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
}

/** The member's most recent sign-ins (each made a session), newest first. */
export function listSignIns(db: Db, memberId: number, limit: number) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      active: sql<boolean>`${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now()`,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}
