import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, INBOX_TARGETS } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';
import { operators } from './operators.ts';

/**
 * Inbox messages (docs/decisions/2026-11-24-inbox-and-feedback.md): one row per message sent,
 * whatever its audience. A message to a segment or to all is matched against the member when the
 * inbox is read (broadcast + per-member state), so a member who joins the segment later gets it.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    /** member, segment or all. */
    target: text('target').notNull(),
    /** The one member of a `member` message. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    /** Segment criteria; a member matches when every criterion given matches. */
    segmentType: smallint('segment_type'),
    segmentClubLabel: text('segment_club_label'),
    segmentLabel: text('segment_label'),
    /** The feedback this message answers. */
    feedbackId: bigint('feedback_id', { mode: 'number' }),
    sentBy: text('sent_by').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('inbox_messages_target_ck', inList(t.target, INBOX_TARGETS)),
    check('inbox_messages_member_ck', sql`(${t.target} = 'member') = (${t.memberId} is not null)`),
    check(
      'inbox_messages_segment_ck',
      sql`${t.target} <> 'segment' or ${t.segmentType} is not null or ${t.segmentClubLabel} is not null or ${t.segmentLabel} is not null`,
    ),
    index('inbox_messages_member_idx').on(t.memberId, t.sentAt),
    index('inbox_messages_broadcast_idx').on(t.target, t.sentAt),
  ],
);

/**
 * One member's state of one message: when they opened it and when they deleted it. A missing row
 * is unread and not deleted.
 */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.messageId] }),
    index('inbox_receipts_message_idx').on(t.messageId),
  ],
);

/** Members' feedback (spec §7 feedback PUT) and the operator's answer. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => inboxMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feedback_category_ck', inList(t.category, FEEDBACK_CATEGORIES)),
    check('feedback_status_ck', inList(t.status, FEEDBACK_STATUSES)),
    index('feedback_status_idx').on(t.status, t.createdAt),
    index('feedback_member_idx').on(t.memberId, t.createdAt),
  ],
);
