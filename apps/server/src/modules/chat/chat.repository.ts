import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatCannedReplies,
  chatConversations,
  chatImages,
  chatMessages,
  deposits,
  members,
  operators,
} from '../../db/schema.ts';
import type { CheckedChatImage } from './chat-image.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect & {
  operatorName: string | null;
  imageType: string | null;
};

export async function findConversationByMember(
  db: Db,
  memberId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.memberId, memberId));
  return row;
}

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/** The member's conversation, created when there is none (one per member, by its unique index). */
export async function ensureConversation(db: Db, memberId: number): Promise<ConversationRow> {
  await db.insert(chatConversations).values({ memberId }).onConflictDoNothing();
  const row = await findConversationByMember(db, memberId);
  if (!row) throw new Error('conversation vanished');
  return row;
}

/** The conversation row, locked until the transaction ends: messages take numbers one at a time. */
export async function lockConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for('update');
  return row;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  seq: chatMessages.seq,
  clientId: chatMessages.clientId,
  author: chatMessages.author,
  operatorId: chatMessages.operatorId,
  text: chatMessages.text,
  imageSha256: chatMessages.imageSha256,
  createdAt: chatMessages.createdAt,
  operatorName: operators.username,
  imageType: chatImages.contentType,
};

function messagesQuery(db: Db) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .leftJoin(chatImages, eq(chatImages.sha256, chatMessages.imageSha256));
}

export async function findMessageByClientId(
  db: Db,
  conversationId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await messagesQuery(db).where(
    and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)),
  );
  return row;
}

export async function findMessageBySeq(
  db: Db,
  conversationId: number,
  seq: number,
): Promise<MessageRow | undefined> {
  const [row] = await messagesQuery(db).where(
    and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.seq, seq)),
  );
  return row;
}

/** Messages after a sequence number, oldest first (catch-up). */
export function messagesAfter(db: Db, conversationId: number, after: number, limit: number) {
  return messagesQuery(db)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

/** The latest messages before a sequence number (or the newest), newest first. */
export function messagesBefore(
  db: Db,
  conversationId: number,
  before: number | undefined,
  limit: number,
) {
  const where =
    before === undefined
      ? eq(chatMessages.conversationId, conversationId)
      : and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.seq, before));
  return messagesQuery(db).where(where).orderBy(desc(chatMessages.seq)).limit(limit);
}

/** Inserts a message with the conversation's next number (the row must be locked). */
export async function insertMessage(
  db: Db,
  conversation: ConversationRow,
  message: {
    clientId: string;
    author: 'member' | 'operator';
    operatorId: number | null;
    text: string | null;
    imageSha256: string | null;
  },
  reopen: boolean,
): Promise<number> {
  const seq = conversation.lastSeq + 1;
  await db.insert(chatMessages).values({ conversationId: conversation.id, seq, ...message });
  await db
    .update(chatConversations)
    .set({
      lastSeq: seq,
      lastMessageAt: sql`now()`,
      // The sender has read everything up to their own message.
      ...(message.author === 'member' ? { memberReadSeq: seq } : { operatorReadSeq: seq }),
      ...(reopen ? { status: 'open', closedAt: null, assignedOperatorId: null } : {}),
    })
    .where(eq(chatConversations.id, conversation.id));
  return seq;
}

export async function insertChatImage(db: Db, image: CheckedChatImage): Promise<void> {
  await db
    .insert(chatImages)
    .values({
      sha256: image.sha256,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      data: image.data,
    })
    .onConflictDoNothing();
}

export async function selectChatImage(db: Db, sha256: string) {
  const [row] = await db
    .select({ contentType: chatImages.contentType, data: chatImages.data })
    .from(chatImages)
    .where(eq(chatImages.sha256, sha256));
  return row;
}

/** Moves one side's read marker forward, never past the last message; answers the new marker. */
export async function advanceRead(
  db: Db,
  conversationId: number,
  side: 'member' | 'operator',
  seq: number,
): Promise<ConversationRow | undefined> {
  const column =
    side === 'member' ? chatConversations.memberReadSeq : chatConversations.operatorReadSeq;
  const [row] = await db
    .update(chatConversations)
    .set({
      [side === 'member' ? 'memberReadSeq' : 'operatorReadSeq']:
        sql`greatest(${column}, least(${seq}, ${chatConversations.lastSeq}))`,
    })
    .where(eq(chatConversations.id, conversationId))
    .returning();
  return row;
}

/** Messages of `author` after a read marker. */
export async function countAfter(
  db: Db,
  conversationId: number,
  author: 'member' | 'operator',
  after: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.author, author),
        gt(chatMessages.seq, after),
      ),
    );
  return Number(row?.n ?? 0);
}

export type AdminConversationRow = ConversationRow & {
  account: string;
  operatorName: string | null;
  unread: number;
  lastMessage: string | null;
};

/** Conversations for the console's queue, newest activity first. */
export async function listConversations(
  db: Db,
  view: 'waiting' | 'mine' | 'all' | 'closed',
  operatorId: number | null,
  limit = 200,
): Promise<AdminConversationRow[]> {
  const c = chatConversations;
  const where =
    view === 'closed'
      ? eq(c.status, 'closed')
      : view === 'waiting'
        ? and(eq(c.status, 'open'), sql`${c.assignedOperatorId} is null`)
        : view === 'mine'
          ? and(eq(c.status, 'open'), eq(c.assignedOperatorId, operatorId ?? -1))
          : eq(c.status, 'open');
  return adminConversationQuery(db)
    .where(where)
    .orderBy(sql`${c.lastMessageAt} desc nulls last`, desc(c.id))
    .limit(limit);
}

export async function findAdminConversation(
  db: Db,
  id: number,
): Promise<AdminConversationRow | undefined> {
  const [row] = await adminConversationQuery(db).where(eq(chatConversations.id, id));
  return row;
}

function adminConversationQuery(db: Db) {
  const c = chatConversations;
  return db
    .select({
      id: c.id,
      memberId: c.memberId,
      status: c.status,
      assignedOperatorId: c.assignedOperatorId,
      lastSeq: c.lastSeq,
      memberReadSeq: c.memberReadSeq,
      operatorReadSeq: c.operatorReadSeq,
      lastMessageAt: c.lastMessageAt,
      closedAt: c.closedAt,
      createdAt: c.createdAt,
      account: members.account,
      operatorName: operators.username,
      unread: sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${c.id} and m.author = 'member' and m.seq > ${c.operatorReadSeq})`,
      lastMessage: sql<
        string | null
      >`(select coalesce(m.text, '[image]') from chat_messages m where m.conversation_id = ${c.id} order by m.seq desc limit 1)`,
    })
    .from(c)
    .innerJoin(members, eq(members.id, c.memberId))
    .leftJoin(operators, eq(operators.id, c.assignedOperatorId));
}

export async function setAssignee(db: Db, id: number, operatorId: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ assignedOperatorId: operatorId })
    .where(eq(chatConversations.id, id));
}

export async function setClosed(db: Db, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(eq(chatConversations.id, id));
}

export async function findActiveOperator(db: Db, id: number) {
  const [row] = await db
    .select({ id: operators.id, username: operators.username, role: operators.role })
    .from(operators)
    .where(and(eq(operators.id, id), eq(operators.disabled, false)));
  return row;
}

export async function recentDeposits(db: Db, memberId: number, limit = 5) {
  return db
    .select({
      orderNo: deposits.orderNo,
      amountMinor: deposits.amountMinor,
      status: deposits.status,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .where(eq(deposits.memberId, memberId))
    .orderBy(desc(deposits.createdAt))
    .limit(limit);
}

export function listCanned(db: Db) {
  return db
    .select({
      id: chatCannedReplies.id,
      title: chatCannedReplies.title,
      text: chatCannedReplies.text,
    })
    .from(chatCannedReplies)
    .orderBy(asc(chatCannedReplies.sort), asc(chatCannedReplies.id));
}

export async function replaceCanned(db: Db, list: { title: string; text: string }[]) {
  await db.delete(chatCannedReplies);
  if (list.length > 0) {
    await db.insert(chatCannedReplies).values(list.map((line, i) => ({ ...line, sort: i })));
  }
}

/** Active operators of the given roles, by username. */
export function listActiveOperators(db: Db, roles: string[]) {
  return db
    .select({ id: operators.id, username: operators.username, role: operators.role })
    .from(operators)
    .where(and(eq(operators.disabled, false), inArray(operators.role, roles)))
    .orderBy(asc(operators.username));
}
