import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, members } from '../../db/schema.ts';

export type NewFeedbackRow = typeof feedback.$inferInsert;

export async function insertFeedback(db: Db, row: NewFeedbackRow) {
  const [created] = await db.insert(feedback).values(row).returning();
  return created!;
}

const adminColumns = { feedback, account: members.account };
export type AdminFeedbackRow = { feedback: typeof feedback.$inferSelect; account: string };

/** One feedback with its member's account, locked for the answer when `forUpdate`. */
export async function selectFeedback(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<AdminFeedbackRow | undefined> {
  const query = db
    .select(adminColumns)
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(eq(feedback.id, id));
  const [row] = forUpdate ? await query.for('update', { of: feedback }) : await query;
  return row;
}

/** A page of feedback: open ones oldest first (a queue), the others newest first. */
export async function selectFeedbackPage(
  db: Db,
  filter: { status: 'open' | 'answered' | 'all'; limit: number; offset: number },
) {
  const where = filter.status === 'all' ? undefined : eq(feedback.status, filter.status);
  const order =
    filter.status === 'open'
      ? [asc(feedback.createdAt), asc(feedback.id)]
      : [desc(feedback.createdAt), desc(feedback.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(adminColumns)
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Records the answer of open feedback; undefined when it was already answered. */
export async function answerFeedbackRow(
  db: Db,
  id: number,
  answer: { answer: string; answeredBy: string; messageId: number },
) {
  const [row] = await db
    .update(feedback)
    .set({ ...answer, status: 'answered', answeredAt: sql`now()` })
    .where(and(eq(feedback.id, id), eq(feedback.status, 'open')))
    .returning();
  return row;
}
