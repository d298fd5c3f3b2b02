import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inboxMessages, inboxReceipts, memberProtection, members } from '../../db/schema.ts';

/**
 * Messages that reach member `memberId` now (docs/decisions/2026-11-24-inbox-and-feedback.md):
 * not withdrawn, and addressed to them, to everyone, or to a segment whose every given criterion
 * matches the member's type, VIP level (club label) and labels as they are now. A message to
 * everyone or to a segment is marketing: one sent during the member's time-out or self-exclusion
 * never reaches them (docs/decisions/2026-11-24-protect.md); a message to the member alone does.
 */
function reaches(memberId: number): SQL {
  const member = sql`(select ${members.type} as type, ${members.clubLabel} as club, ${members.labels} as labels from ${members} where ${members.id} = ${memberId})`;
  return and(
    isNull(inboxMessages.withdrawnAt),
    sql`not (${inboxMessages.target} <> 'member' and exists (
      select 1 from ${memberProtection} p
       where p.member_id = ${memberId} and p.exclusion_started_at is not null
         and ${inboxMessages.sentAt} >= p.exclusion_started_at
         and (p.excluded_until is null or ${inboxMessages.sentAt} < p.excluded_until)))`,
    sql`(
      (${inboxMessages.target} = 'member' and ${inboxMessages.memberId} = ${memberId})
      or ${inboxMessages.target} = 'all'
      or (${inboxMessages.target} = 'segment' and exists (select 1 from ${member} m where
        (${inboxMessages.segmentType} is null or ${inboxMessages.segmentType} = m.type)
        and (${inboxMessages.segmentClubLabel} is null or ${inboxMessages.segmentClubLabel} = m.club)
        and (${inboxMessages.segmentLabel} is null or ${inboxMessages.segmentLabel} = any(m.labels))))
    )`,
  )!;
}

/** The member's receipt row joined to each message (read and deleted state). */
const receiptOf = (memberId: number) =>
  and(eq(inboxReceipts.messageId, inboxMessages.id), eq(inboxReceipts.memberId, memberId));

/** Visible to the member: reaches them and they have not deleted it. */
const inInbox = (memberId: number) => and(reaches(memberId), isNull(inboxReceipts.deletedAt))!;

/** A page of the member's inbox, newest first, with the total and the unread count. */
export async function selectInboxPage(
  db: Db,
  memberId: number,
  page: { limit: number; offset: number },
) {
  const where = inInbox(memberId);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: inboxMessages.id,
        title: inboxMessages.title,
        content: inboxMessages.content,
        sentAt: inboxMessages.sentAt,
        readAt: inboxReceipts.readAt,
      })
      .from(inboxMessages)
      .leftJoin(inboxReceipts, receiptOf(memberId))
      .where(where)
      .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${inboxReceipts.readAt} is null))::int`,
      })
      .from(inboxMessages)
      .leftJoin(inboxReceipts, receiptOf(memberId))
      .where(where),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Unread messages in the member's inbox. */
export async function countUnreadInbox(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxMessages)
    .leftJoin(inboxReceipts, receiptOf(memberId))
    .where(and(inInbox(memberId), isNull(inboxReceipts.readAt)));
  return row?.n ?? 0;
}

/** One message of the member's inbox, or undefined when it is not (or no longer) theirs. */
export async function selectInboxMessage(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({
      id: inboxMessages.id,
      title: inboxMessages.title,
      content: inboxMessages.content,
      sentAt: inboxMessages.sentAt,
      readAt: inboxReceipts.readAt,
    })
    .from(inboxMessages)
    .leftJoin(inboxReceipts, receiptOf(memberId))
    .where(and(eq(inboxMessages.id, id), inInbox(memberId)));
  return row;
}

/** Marks a message read for a member; the first read time stays. */
export async function markInboxRead(db: Db, memberId: number, messageId: number): Promise<Date> {
  const [row] = await db
    .insert(inboxReceipts)
    .values({ memberId, messageId, readAt: sql`now()` })
    .onConflictDoUpdate({
      target: [inboxReceipts.memberId, inboxReceipts.messageId],
      set: { readAt: sql`coalesce(${inboxReceipts.readAt}, now())` },
    })
    .returning({ readAt: inboxReceipts.readAt });
  return row!.readAt!;
}

/** Deletes a message from one member's inbox only. */
export async function markInboxDeleted(db: Db, memberId: number, messageId: number) {
  await db
    .insert(inboxReceipts)
    .values({ memberId, messageId, deletedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [inboxReceipts.memberId, inboxReceipts.messageId],
      set: { deletedAt: sql`coalesce(${inboxReceipts.deletedAt}, now())` },
    });
}

// ---- operator

export type NewInboxMessageRow = typeof inboxMessages.$inferInsert;

export async function insertInboxMessage(db: Db, row: NewInboxMessageRow) {
  const [created] = await db.insert(inboxMessages).values(row).returning();
  return created!;
}

/** Withdraws a message (first withdrawal time kept); undefined when there is none such. */
export async function withdrawInboxMessageRow(db: Db, id: number) {
  const [row] = await db
    .update(inboxMessages)
    .set({ withdrawnAt: sql`coalesce(${inboxMessages.withdrawnAt}, now())` })
    .where(eq(inboxMessages.id, id))
    .returning();
  return row;
}

/** Members a message reaches now (by its target), and how many have opened it. */
const recipientsOf = sql<number>`(case ${inboxMessages.target}
  when 'member' then 1
  when 'all' then (select count(*) from ${members})
  else (select count(*) from ${members} where
    (${inboxMessages.segmentType} is null or ${inboxMessages.segmentType} = ${members.type})
    and (${inboxMessages.segmentClubLabel} is null or ${inboxMessages.segmentClubLabel} = ${members.clubLabel})
    and (${inboxMessages.segmentLabel} is null or ${inboxMessages.segmentLabel} = any(${members.labels})))
  end)::int`;
const readsOf = sql<number>`(select count(*) from ${inboxReceipts}
  where ${inboxReceipts.messageId} = ${inboxMessages.id} and ${inboxReceipts.readAt} is not null)::int`;

const adminColumns = {
  message: inboxMessages,
  account: members.account,
  recipients: recipientsOf,
  reads: readsOf,
};

export type AdminInboxRow = {
  message: typeof inboxMessages.$inferSelect;
  account: string | null;
  recipients: number;
  reads: number;
};

export async function selectAdminInboxMessage(
  db: Db,
  id: number,
): Promise<AdminInboxRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(inboxMessages)
    .leftJoin(members, eq(members.id, inboxMessages.memberId))
    .where(eq(inboxMessages.id, id));
  return row;
}

/** A page of sent messages in a state, newest first, and how many there are. */
export async function selectAdminInboxPage(
  db: Db,
  filter: { state: 'sent' | 'withdrawn' | 'all'; limit: number; offset: number },
) {
  const where =
    filter.state === 'sent'
      ? isNull(inboxMessages.withdrawnAt)
      : filter.state === 'withdrawn'
        ? isNotNull(inboxMessages.withdrawnAt)
        : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(adminColumns)
      .from(inboxMessages)
      .leftJoin(members, eq(members.id, inboxMessages.memberId))
      .where(where)
      .orderBy(desc(inboxMessages.sentAt), desc(inboxMessages.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inboxMessages)
      .where(where),
  ]);
  return { rows: rows as AdminInboxRow[], total: count?.n ?? 0 };
}
