import {
  CHAT_PAGE_PATH,
  OPERATOR_ROLES,
  NOCHAT_LABEL,
  formatAmountMinor,
  roleCan,
  type AdminChatConversation,
  type ChatConversation,
  type ChatMemberProfile,
  type ChatMessage,
  type OperatorRole,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { findMemberById } from '../auth/auth.repository.ts';
import { balanceOf, walletOf } from '../ledger/ledger.service.ts';
import type { ChatBus } from './chat-bus.ts';
import { chatImageUrl, checkChatImage } from './chat-image.ts';
import {
  advanceRead,
  countAfter,
  ensureConversation,
  findAdminConversation,
  findConversation,
  findConversationByMember,
  findMessageByClientId,
  insertChatImage,
  insertMessage,
  listCanned,
  listConversations,
  lockConversation,
  messagesAfter,
  messagesBefore,
  recentDeposits,
  replaceCanned,
  setAssignee,
  setClosed,
  findActiveOperator,
  listActiveOperators,
  type AdminConversationRow,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.ts';

export type ChatDeps = { db: Db; bus: ChatBus };

/** A history query as the route parsed it. */
type ChatHistoryQuery = { after?: number | undefined; before?: number | undefined; limit: number };

/** Who sends: the member, or an operator (null id for the service token). */
export type ChatSender = { author: 'member' } | { author: 'operator'; operatorId: number | null };

/**
 * spec §6 chat entry: the flag (the route's module) and a real member (the route's auth) are
 * checked before this; here the `nochat` label (spec §3 memberLabel).
 */
export function assertChatAllowed(member: Pick<MemberRow, 'labels'>): void {
  if (member.labels.includes(NOCHAT_LABEL)) throw new AppError('chat.not_allowed');
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    clientId: row.clientId,
    author: row.author as ChatMessage['author'],
    authorName: row.author === 'operator' ? (row.operatorName ?? 'support') : null,
    text: row.text,
    imageUrl: row.imageSha256 ? chatImageUrl(row.imageSha256, row.imageType ?? 'image/png') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toConversation(db: Db, row: ConversationRow): Promise<ChatConversation> {
  return {
    id: row.id,
    status: row.status as ChatConversation['status'],
    lastSeq: row.lastSeq,
    memberReadSeq: row.memberReadSeq,
    operatorReadSeq: row.operatorReadSeq,
    unread: await countAfter(db, row.id, 'operator', row.memberReadSeq),
  };
}

/**
 * Operator messages the member has not read (spec §3 "Unread counts": chat), for the unread total
 * of the inbox's badges. 0 for a member without a conversation.
 */
export async function countUnreadChat(db: Db, memberId: number): Promise<number> {
  const row = await findConversationByMember(db, memberId);
  return row ? countAfter(db, row.id, 'operator', row.memberReadSeq) : 0;
}

/** spec §7 chat launch: our chat page, and the member's conversation (opened if none). */
export async function launchChat(db: Db, member: MemberRow) {
  assertChatAllowed(member);
  const row = await ensureConversation(db, member.id);
  return { chatUrl: CHAT_PAGE_PATH, conversation: await toConversation(db, row) };
}

/** A page of one conversation's messages: after a number (catch-up) or before one (history). */
async function pageOf(db: Db, conversationId: number, query: ChatHistoryQuery) {
  const { limit } = query;
  if (query.after !== undefined) {
    const rows = await messagesAfter(db, conversationId, query.after, limit + 1);
    return { list: rows.slice(0, limit).map(toChatMessage), hasMore: rows.length > limit };
  }
  const rows = await messagesBefore(db, conversationId, query.before, limit + 1);
  return {
    list: rows.slice(0, limit).reverse().map(toChatMessage),
    hasMore: rows.length > limit,
  };
}

export async function memberHistory(db: Db, member: MemberRow, query: ChatHistoryQuery) {
  assertChatAllowed(member);
  const row = await findConversationByMember(db, member.id);
  if (!row) return { conversation: null, list: [], hasMore: false };
  return { conversation: await toConversation(db, row), ...(await pageOf(db, row.id, query)) };
}

/**
 * Stores one message exactly once: under the conversation's lock, a clientId already in the
 * conversation answers the message stored then (a resend after a dropped connection), otherwise
 * the message takes the next sequence number. The event goes out after the commit.
 */
async function storeMessage(
  deps: ChatDeps,
  conversationId: number,
  sender: ChatSender,
  clientId: string,
  content: { text: string } | { imageBase64: string },
): Promise<ChatMessage> {
  // Checked before the transaction: a refused image stores nothing, and the work is done once.
  const image = 'imageBase64' in content ? checkChatImage(content.imageBase64) : null;
  const result = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const conversation = await lockConversation(tx, conversationId);
    if (!conversation) throw new AppError('chat.conversation_not_found');
    const existing = await findMessageByClientId(tx, conversationId, clientId);
    if (existing) return { row: existing, fresh: false, conversation };
    if (sender.author === 'operator' && conversation.status === 'closed') {
      throw new AppError('chat.conversation_closed');
    }
    if (image) await insertChatImage(tx, image);
    const reopen = sender.author === 'member' && conversation.status === 'closed';
    const seq = await insertMessage(
      tx,
      conversation,
      {
        clientId,
        author: sender.author,
        operatorId: sender.author === 'operator' ? sender.operatorId : null,
        text: 'text' in content ? content.text : null,
        imageSha256: image?.sha256 ?? null,
      },
      reopen,
    );
    // An operator who answers an unassigned conversation takes it.
    if (
      sender.author === 'operator' &&
      sender.operatorId !== null &&
      conversation.assignedOperatorId === null
    ) {
      await setAssignee(tx, conversationId, sender.operatorId);
    }
    const row = await findMessageByClientId(tx, conversationId, clientId);
    if (!row || row.seq !== seq) throw new Error('chat message vanished');
    return { row, fresh: true, conversation, reopen };
  });
  if (result.fresh) {
    const { memberId } = result.conversation;
    await publishQuietly(deps, {
      kind: 'message',
      conversationId,
      memberId,
      seq: result.row.seq,
    });
    await publishQuietly(deps, { kind: 'conversation', conversationId, memberId });
  }
  return toChatMessage(result.row);
}

/**
 * A failed publish (Redis or the database briefly away) must not fail a message already stored:
 * the streams catch up from the database when they reconnect.
 */
async function publishQuietly(deps: ChatDeps, event: Parameters<ChatBus['publish']>[0]) {
  try {
    await deps.bus.publish(event);
  } catch {
    // reported by the bus's own error listener
  }
}

export async function memberSend(
  deps: ChatDeps,
  member: MemberRow,
  clientId: string,
  content: { text: string } | { imageBase64: string },
): Promise<ChatMessage> {
  assertChatAllowed(member);
  const conversation = await ensureConversation(deps.db, member.id);
  return storeMessage(deps, conversation.id, { author: 'member' }, clientId, content);
}

export async function memberTyping(deps: ChatDeps, member: MemberRow, typing: boolean) {
  assertChatAllowed(member);
  const row = await findConversationByMember(deps.db, member.id);
  if (row) {
    await publishQuietly(deps, {
      kind: 'typing',
      conversationId: row.id,
      memberId: member.id,
      side: 'member',
      typing,
    });
  }
  return { ok: true as const };
}

export async function memberRead(deps: ChatDeps, member: MemberRow, seq: number) {
  assertChatAllowed(member);
  const row = await findConversationByMember(deps.db, member.id);
  if (!row) return { readSeq: 0, unread: 0 };
  const after = await advanceRead(deps.db, row.id, 'member', seq);
  const readSeq = after?.memberReadSeq ?? row.memberReadSeq;
  await publishQuietly(deps, {
    kind: 'read',
    conversationId: row.id,
    memberId: member.id,
    side: 'member',
    seq: readSeq,
  });
  return { readSeq, unread: await countAfter(deps.db, row.id, 'operator', readSeq) };
}

// ---- operators

function toAdminConversation(row: AdminConversationRow): AdminChatConversation {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.account,
    status: row.status as AdminChatConversation['status'],
    assignedOperatorId: row.assignedOperatorId,
    assignedOperatorName: row.operatorName,
    lastSeq: row.lastSeq,
    memberReadSeq: row.memberReadSeq,
    operatorReadSeq: row.operatorReadSeq,
    unread: Number(row.unread),
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

async function adminConversationOrThrow(db: Db, id: number): Promise<AdminConversationRow> {
  const row = await findAdminConversation(db, id);
  if (!row) throw new AppError('chat.conversation_not_found');
  return row;
}

export async function listAdminChats(
  db: Db,
  view: 'waiting' | 'mine' | 'all' | 'closed',
  operatorId: number | null,
) {
  const rows = await listConversations(db, view, operatorId);
  return { list: rows.map(toAdminConversation) };
}

export async function getAdminChat(db: Db, id: number) {
  const row = await adminConversationOrThrow(db, id);
  const member = await findMemberById(db, row.memberId);
  if (!member) throw new AppError('chat.conversation_not_found');
  const [balance, depositRows] = await Promise.all([
    balanceOf(db, walletOf(member).code),
    recentDeposits(db, member.id),
  ]);
  const profile: ChatMemberProfile = {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    status: member.status,
    clubLabel: member.clubLabel,
    labels: member.labels,
    balance: formatAmountMinor(balance),
    createdAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    recentDeposits: depositRows.map((d) => ({
      orderNo: d.orderNo,
      amount: formatAmountMinor(d.amountMinor),
      status: d.status,
      createdAt: d.createdAt.toISOString(),
    })),
  };
  return { conversation: toAdminConversation(row), member: profile };
}

export async function adminHistory(db: Db, id: number, query: ChatHistoryQuery) {
  const row = await findConversation(db, id);
  if (!row) throw new AppError('chat.conversation_not_found');
  return pageOf(db, id, query);
}

export function operatorSend(
  deps: ChatDeps,
  id: number,
  operatorId: number | null,
  clientId: string,
  content: { text: string } | { imageBase64: string },
) {
  return storeMessage(deps, id, { author: 'operator', operatorId }, clientId, content);
}

export async function operatorTyping(deps: ChatDeps, id: number, typing: boolean) {
  const row = await findConversation(deps.db, id);
  if (!row) throw new AppError('chat.conversation_not_found');
  await publishQuietly(deps, {
    kind: 'typing',
    conversationId: id,
    memberId: row.memberId,
    side: 'operator',
    typing,
  });
  return { ok: true as const };
}

export async function operatorRead(deps: ChatDeps, id: number, seq: number) {
  const row = await advanceRead(deps.db, id, 'operator', seq);
  if (!row) throw new AppError('chat.conversation_not_found');
  await publishQuietly(deps, {
    kind: 'read',
    conversationId: id,
    memberId: row.memberId,
    side: 'operator',
    seq: row.operatorReadSeq,
  });
  await publishQuietly(deps, { kind: 'conversation', conversationId: id, memberId: row.memberId });
  return {
    readSeq: row.operatorReadSeq,
    unread: await countAfter(deps.db, id, 'member', row.operatorReadSeq),
  };
}

/**
 * Takes a conversation (no operatorId: the caller) or hands it to an active operator whose role
 * answers chats. Runs in the caller's transaction (audited there); the event is sent by the route.
 */
export async function assignChat(
  db: Db,
  id: number,
  callerOperatorId: number | null,
  operatorId: number | undefined,
): Promise<{ before: AdminChatConversation; after: AdminChatConversation }> {
  const before = await adminConversationOrThrow(db, id);
  let target: number;
  if (operatorId === undefined) {
    if (callerOperatorId === null) throw new AppError('chat.operator_required');
    target = callerOperatorId;
  } else {
    const found = await findActiveOperator(db, operatorId);
    if (!found || !roleCan(found.role as OperatorRole, 'chat.answer')) {
      throw new AppError('chat.operator_not_found');
    }
    target = found.id;
  }
  await setAssignee(db, id, target);
  const after = await adminConversationOrThrow(db, id);
  return { before: toAdminConversation(before), after: toAdminConversation(after) };
}

export async function closeChat(db: Db, id: number) {
  const before = await adminConversationOrThrow(db, id);
  await setClosed(db, id);
  const after = await adminConversationOrThrow(db, id);
  return { before: toAdminConversation(before), after: toAdminConversation(after) };
}

export async function listCannedReplies(db: Db) {
  return { list: await listCanned(db) };
}

export async function saveCannedReplies(db: Db, list: { title: string; text: string }[]) {
  await replaceCanned(db, list);
  return { list: await listCanned(db) };
}

/** The operators a conversation can be handed to: active, their role answers chats. */
export async function listChatOperators(db: Db) {
  const roles = OPERATOR_ROLES.filter((role) => roleCan(role, 'chat.answer'));
  return { list: await listActiveOperators(db, [...roles]) };
}
