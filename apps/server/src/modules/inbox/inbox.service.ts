import {
  TRIAL_TYPE,
  type AdminInboxMessage,
  type AdminInboxQuery,
  type InboxMessage,
  type InboxPage,
  type InboxSendBody,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { findMemberByAccount } from '../auth/auth.repository.ts';
import { sanitizeContentHtml } from '../content/sanitize-html.ts';
import {
  insertInboxMessage,
  markInboxDeleted,
  markInboxRead,
  selectAdminInboxMessage,
  selectAdminInboxPage,
  selectInboxMessage,
  selectInboxPage,
  withdrawInboxMessageRow,
  type AdminInboxRow,
} from './inbox.repository.ts';

/** spec §6: a trial account (type 4) marks nothing read and has no unread count. */
export const tracksReads = (member: MemberRow) => member.type !== TRIAL_TYPE;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The first characters of stored (sanitised) HTML as plain text, for the list. */
export function previewOf(html: string, max = 90): string {
  const text = html
    .replace(/<\/(p|li|div|h\d)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** A page of the member's inbox (spec §2 /m/webEmail), newest first. */
export async function listInbox(
  db: Db,
  member: MemberRow,
  query: { pageNo: number; pageSize: number },
): Promise<InboxPage> {
  const tracks = tracksReads(member);
  const { rows, total, unread } = await selectInboxPage(db, member.id, {
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      preview: previewOf(r.content),
      sentAt: r.sentAt.toISOString(),
      read: tracks && r.readAt !== null,
    })),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    unreadCount: tracks ? unread : 0,
  };
}

/**
 * Opens one message (spec §2 /m/messageDetail): marks it read, except for a trial account (spec
 * §6), and answers its HTML sanitised again (a row written around the service is made safe too).
 */
export async function openInboxMessage(
  db: Db,
  member: MemberRow,
  id: number,
): Promise<InboxMessage> {
  const row = await selectInboxMessage(db, member.id, id);
  if (!row) throw new AppError('inbox.not_found');
  const tracks = tracksReads(member);
  if (tracks && row.readAt === null) await markInboxRead(db, member.id, id);
  return {
    id: row.id,
    title: row.title,
    content: await sanitizeContentHtml(row.content),
    sentAt: row.sentAt.toISOString(),
    read: tracks,
  };
}

/** Deletes a message from the member's own inbox; one they cannot see is inbox.not_found. */
export async function deleteInboxMessage(db: Db, member: MemberRow, id: number): Promise<void> {
  const row = await selectInboxMessage(db, member.id, id);
  if (!row) throw new AppError('inbox.not_found');
  await markInboxDeleted(db, member.id, id);
}

// ---- operator

function toAdmin(row: AdminInboxRow): AdminInboxMessage {
  const m = row.message;
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    target: m.target as AdminInboxMessage['target'],
    account: row.account,
    memberType: m.segmentType,
    clubLabel: m.segmentClubLabel,
    label: m.segmentLabel,
    sentAt: m.sentAt.toISOString(),
    sentBy: m.sentBy,
    recipients: row.recipients,
    reads: row.reads,
    withdrawnAt: m.withdrawnAt ? m.withdrawnAt.toISOString() : null,
    feedbackId: m.feedbackId,
  };
}

async function adminMessage(db: Db, id: number): Promise<AdminInboxMessage> {
  const row = await selectAdminInboxMessage(db, id);
  if (!row) throw new AppError('inbox.not_found');
  return toAdmin(row);
}

/** Operator-written HTML, sanitised; empty once sanitised is request.invalid. */
export async function sanitizedMessageHtml(html: string): Promise<string> {
  const content = await sanitizeContentHtml(html);
  if (!content) {
    throw new AppError('request.invalid', {
      message: 'The content is empty once unsafe markup is removed',
      value: { field: 'body.content' },
    });
  }
  return content;
}

/** Who sends: the operator's name and id, for the message and its audit line. */
export type Sender = { name: string; operatorId: number | null };

/**
 * Sends a message to one member (by account), a segment or everyone. Segment and "all" messages
 * are matched when inboxes are read (decision 2026-11-24-inbox-and-feedback).
 */
export async function sendInboxMessage(
  db: Db,
  body: InboxSendBody,
  sender: Sender,
  feedbackId: number | null = null,
): Promise<AdminInboxMessage> {
  let memberId: number | null = null;
  if (body.target === 'member') {
    if (!body.account) throw new AppError('inbox.target_invalid');
    const member = await findMemberByAccount(db, body.account);
    if (!member) throw new AppError('inbox.member_not_found');
    memberId = member.id;
  }
  const segment = body.target === 'segment';
  if (
    segment &&
    body.memberType === undefined &&
    body.clubLabel === undefined &&
    body.label === undefined
  ) {
    throw new AppError('inbox.target_invalid');
  }
  const row = await insertInboxMessage(db, {
    title: body.title.trim(),
    content: await sanitizedMessageHtml(body.content),
    target: body.target,
    memberId,
    segmentType: segment ? (body.memberType ?? null) : null,
    segmentClubLabel: segment ? (body.clubLabel ?? null) : null,
    segmentLabel: segment ? (body.label ?? null) : null,
    feedbackId,
    sentBy: sender.name,
    operatorId: sender.operatorId,
  });
  return adminMessage(db, row.id);
}

/** Withdraws a message from every inbox; the sent list keeps it, marked withdrawn. */
export async function withdrawInboxMessage(db: Db, id: number): Promise<AdminInboxMessage> {
  const row = await withdrawInboxMessageRow(db, id);
  if (!row) throw new AppError('inbox.not_found');
  return adminMessage(db, id);
}

export async function listAdminInbox(
  db: Db,
  query: Required<Pick<AdminInboxQuery, 'state'>> & { pageNo: number; pageSize: number },
) {
  const { rows, total } = await selectAdminInboxPage(db, {
    state: query.state,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    list: rows.map(toAdmin),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
