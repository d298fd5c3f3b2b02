import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authFailures,
  captchas,
  devOutbox,
  memberIdentities,
  memberProfiles,
  members,
  oauthStates,
  passwordResets,
  sessions,
  smsCodes,
  usedNonces,
} from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

// ---- members

export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.account}) = lower(${account})`)
    .limit(1);
  return row;
}

export async function findMemberByMobile(db: Db, mobile: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.mobileNum, mobile)).limit(1);
  return row;
}

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function findAgentByAffiliateCode(
  db: Db,
  code: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`upper(${members.affiliateCode}) = upper(${code}) and ${members.status} = 'active'`)
    .limit(1);
  return row;
}

export type NewMember = typeof members.$inferInsert;

/**
 * Inserts a member. Uniqueness of the account name (case-insensitive) and of the mobile number is
 * the database's job: a duplicate raises 23505, which the caller maps to a clear code.
 */
export async function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

export async function updatePasswordHash(
  db: Db,
  memberId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(members)
    .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  // The security level counts the password's age (docs/decisions/2026-11-24-member-centre.md).
  await db
    .insert(memberProfiles)
    .values({ memberId, passwordChangedAt: sql`now()` })
    .onConflictDoUpdate({
      target: memberProfiles.memberId,
      set: { passwordChangedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function markLoggedIn(db: Db, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(members.id, memberId));
}

// ---- sessions

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    memberId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session's absolute lifetime from sign-in: 30 days (docs/decisions/2026-11-24-member-authentication.md). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // The absolute lifetime: however often it is used, a session ends this long after sign-in.
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt })
    .where(eq(sessions.id, id));
}

/** Revokes a live session; true when this call revoked it (false: unknown or already revoked). */
export async function revokeSessionByHash(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** A member's live sessions (not revoked, not expired, within the absolute lifetime), last used first. */
export function listLiveSessions(db: Db, memberId: number) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(100);
}

/** Revokes one live session of the member; true when this call ended it. */
export async function revokeMemberSession(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the member but the one of `keepHash`; answers how many ended. */
export async function revokeOtherSessions(
  db: Db,
  memberId: number,
  keepHash: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        sql`${sessions.tokenHash} <> ${keepHash}`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function revokeAllSessions(db: Db, memberId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

// ---- captchas

export async function insertCaptcha(
  db: Db,
  id: string,
  answerHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(captchas).values({ id, answerHash, expiresAt });
}

/** Marks the captcha used and returns its answer hash, or nothing when unknown, used or expired. */
export async function consumeCaptcha(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

// ---- failure counter

export async function readFailures(db: Db, key: string) {
  const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key)).limit(1);
  return row;
}

/**
 * Counts one failure atomically: a window older than `windowSeconds` starts again at 1; reaching
 * `lockAfter` failures locks the key for `lockSeconds`.
 */
export async function recordFailure(
  db: Db,
  key: string,
  windowSeconds: number,
  lockAfter: number,
  lockSeconds: number,
) {
  const [row] = await db
    .insert(authFailures)
    .values({ key, failures: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        failures: sql`case when ${authFailures.windowStartedAt} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${authFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${authFailures.windowStartedAt} < now() - make_interval(secs => ${windowSeconds}) then now() else ${authFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${authFailures.windowStartedAt} >= now() - make_interval(secs => ${windowSeconds}) and ${authFailures.failures} + 1 >= ${lockAfter} then now() + make_interval(secs => ${lockSeconds}) else ${authFailures.lockedUntil} end`,
      },
    })
    .returning();
  return row!;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}

// ---- nonces of encrypted bodies

/** Records a nonce; false when it was seen before (a replay). Old nonces are swept on the way. */
export async function useNonce(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedNonces).where(lt(usedNonces.expiresAt, sql`now()`));
  const inserted = await db
    .insert(usedNonces)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  return inserted.length === 1;
}

// ---- SMS codes

export async function latestSmsCode(db: Db, mobile: string, purpose: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function insertSmsCode(
  db: Db,
  values: { mobile: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(values);
}

/** Counts an attempt on a code; returns the attempts after this one. */
export async function countSmsAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts ?? 0;
}

/** Uses a code once: true only for the caller that marked it. */
export async function markSmsCodeUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

// ---- password reset links

export async function insertPasswordReset(
  db: Db,
  tokenHash: string,
  memberId: number,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ tokenHash, memberId, expiresAt });
}

export async function consumePasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  return row?.memberId;
}

// ---- OAuth

export async function insertOAuthState(
  db: Db,
  values: { state: string; provider: string; codeVerifier: string; expiresAt: Date },
) {
  await db.insert(oauthStates).values(values);
}

export async function consumeOAuthState(db: Db, state: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, sql`now()`)))
    .returning();
  return row;
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, provider: string, subject: string, memberId: number) {
  await db.insert(memberIdentities).values({ provider, subject, memberId }).onConflictDoNothing();
}

// ---- development outbox

export async function insertOutbox(
  db: Db,
  values: {
    channel: 'sms' | 'email' | 'captcha';
    recipient: string;
    subject: string;
    body: string;
  },
) {
  await db.insert(devOutbox).values(values);
}

export async function listOutbox(db: Db, recipient: string | undefined, limit: number) {
  const query = db.select().from(devOutbox);
  const filtered = recipient ? query.where(eq(devOutbox.recipient, recipient)) : query;
  return filtered.orderBy(desc(devOutbox.id)).limit(limit);
}
