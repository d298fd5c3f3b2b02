import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adjustmentRequests, members } from '../../db/schema.ts';

export type AdjustmentRow = typeof adjustmentRequests.$inferSelect;
export type AdjustmentWithAccount = AdjustmentRow & { account: string };

type NewAdjustment = Pick<
  AdjustmentRow,
  'memberId' | 'amountMinor' | 'reason' | 'idempotencyKey' | 'requestedBy' | 'requestedByOperatorId'
>;

/** Writes a pending request; undefined when its idempotency key was taken (a retry, or a race). */
export async function insertAdjustmentRequest(
  tx: Db,
  values: NewAdjustment,
): Promise<AdjustmentRow | undefined> {
  const [row] = await tx
    .insert(adjustmentRequests)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: adjustmentRequests.idempotencyKey })
    .returning();
  return row;
}

function selectWithAccount(db: Db) {
  return db
    .select({ request: adjustmentRequests, account: members.account })
    .from(adjustmentRequests)
    .innerJoin(members, eq(members.id, adjustmentRequests.memberId));
}

const flat = (r: { request: AdjustmentRow; account: string }): AdjustmentWithAccount => ({
  ...r.request,
  account: r.account,
});

export async function findAdjustmentRequest(
  db: Db,
  id: number,
): Promise<AdjustmentWithAccount | undefined> {
  const [row] = await selectWithAccount(db).where(eq(adjustmentRequests.id, id)).limit(1);
  return row ? flat(row) : undefined;
}

export async function findAdjustmentRequestByKey(
  db: Db,
  idempotencyKey: string,
): Promise<AdjustmentWithAccount | undefined> {
  const [row] = await selectWithAccount(db)
    .where(eq(adjustmentRequests.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ? flat(row) : undefined;
}

/** The request, locked for the caller's transaction: two decisions at once queue here. */
export async function lockAdjustmentRequest(
  tx: Db,
  id: number,
): Promise<AdjustmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(adjustmentRequests)
    .where(eq(adjustmentRequests.id, id))
    .for('update');
  return row;
}

export async function decideAdjustmentRequest(
  tx: Db,
  id: number,
  decision: Pick<
    AdjustmentRow,
    'status' | 'decidedBy' | 'decidedByOperatorId' | 'decisionNote' | 'transferId'
  >,
): Promise<void> {
  await tx
    .update(adjustmentRequests)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(adjustmentRequests.id, id));
}

/** Pending requests oldest first (the queue), or every request newest first. */
export async function listAdjustmentRequests(
  db: Db,
  pendingOnly: boolean,
  page: { offset: number; limit: number },
): Promise<{ rows: AdjustmentWithAccount[]; total: number }> {
  const where = pendingOnly ? eq(adjustmentRequests.status, 'pending') : undefined;
  const rows = await selectWithAccount(db)
    .where(where)
    .orderBy(
      pendingOnly ? asc(adjustmentRequests.createdAt) : desc(adjustmentRequests.createdAt),
      pendingOnly ? asc(adjustmentRequests.id) : desc(adjustmentRequests.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(adjustmentRequests).where(where);
  return { rows: rows.map(flat), total: Number(total?.n ?? 0) };
}
