import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  operators,
  operatorSessions,
  operatorSignIns,
  operatorTotpSteps,
  sessions,
} from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** Wrong passwords and codes in a row that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * 60 * 1000;

export async function findOperatorByUsername(db: Db, username: string) {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function findOperatorById(db: Db, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export function listOperatorRows(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.username));
}

export async function countOperators(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return Number(row?.n ?? 0);
}

/** Inserts an operator; undefined when the username is taken. */
export async function insertOperator(
  db: Db,
  values: {
    username: string;
    passwordHash: string;
    role: string;
    totpSecret?: string | null;
    totpEnrolled?: boolean;
    recoveryCodeHashes?: string[];
  },
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateOperator(
  db: Db,
  id: number,
  patch: Partial<Pick<OperatorRow, 'role' | 'disabled' | 'totpSecret' | 'totpEnrolled'>> & {
    recoveryCodeHashes?: string[];
  },
): Promise<OperatorRow | undefined> {
  const [row] = await db
    .update(operators)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(operators.id, id))
    .returning();
  return row;
}

/** Active administrators other than `exceptId`: the last one may not be disabled or demoted. */
export async function countOtherActiveAdministrators(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'administrator'),
        eq(operators.disabled, false),
        sql`${operators.id} <> ${exceptId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Counts one wrong password or code; the tenth in a row locks the account for 15 minutes and
 * starts the count again. Returns the row after the change.
 */
export async function recordFailure(db: Db, id: number, now: Date): Promise<OperatorRow> {
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const [row] = await db
    .update(operators)
    .set({
      failedAttempts: sql`case when ${operators.failedAttempts} + 1 >= ${LOCK_AFTER_FAILURES} then 0 else ${operators.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${operators.failedAttempts} + 1 >= ${LOCK_AFTER_FAILURES} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
    })
    .where(eq(operators.id, id))
    .returning();
  return row!;
}

export async function clearFailures(db: Db, id: number): Promise<void> {
  await db
    .update(operators)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(operators.id, id));
}

/** Takes one recovery code away; false when the account does not hold it (any more). */
export async function useRecoveryCode(db: Db, id: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ recoveryCodeHashes: sql`array_remove(${operators.recoveryCodeHashes}, ${hash})` })
    .where(and(eq(operators.id, id), sql`${hash} = any(${operators.recoveryCodeHashes})`))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/** Marks a TOTP step used; false when it already was (a replayed code). */
export async function useTotpStep(db: Db, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .insert(operatorTotpSteps)
    .values({ operatorId, step })
    .onConflictDoNothing()
    .returning({ step: operatorTotpSteps.step });
  return rows.length === 1;
}

// ---- pending sign-ins

export async function insertSignIn(
  db: Db,
  values: { tokenHash: string; operatorId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSignIns).values(values);
}

export async function findSignIn(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(operatorSignIns)
    .where(and(eq(operatorSignIns.tokenHash, tokenHash), gt(operatorSignIns.expiresAt, now)));
  return row;
}

/** Removes a pending sign-in; false when another request completed it first. */
export async function deleteSignIn(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(operatorSignIns)
    .where(eq(operatorSignIns.tokenHash, tokenHash))
    .returning({ h: operatorSignIns.tokenHash });
  return rows.length === 1;
}

// ---- sessions

export async function insertOperatorSession(
  db: Db,
  values: Omit<typeof operatorSessions.$inferInsert, 'id' | 'revokedAt'>,
): Promise<OperatorSessionRow> {
  const [row] = await db.insert(operatorSessions).values(values).returning();
  return row!;
}

export async function findOperatorSession(
  db: Db,
  tokenHash: string,
): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined> {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

export async function touchOperatorSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
}

export async function revokeOperatorSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

/** Ends every open session of an operator; answers how many were open. */
export async function revokeOperatorSessions(
  db: Db,
  operatorId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/** Open sessions: not revoked, before their absolute end, used within the idle limit. */
export function listOpenOperatorSessions(
  db: Db,
  operatorId: number,
  now: Date,
  idleMs: number,
): Promise<OperatorSessionRow[]> {
  return db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(operatorSessions.id));
}

/** Ends every open session of a member (logs them out everywhere); answers how many. */
export async function revokeMemberSessions(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
