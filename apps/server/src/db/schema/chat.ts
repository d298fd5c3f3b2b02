import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';
import { operators } from './operators.ts';

// Live chat (docs/decisions/2026-11-24-live-chat.md).

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * One conversation per member, open or closed. `last_seq` numbers its messages: a message takes
 * the next number under the row's lock, so the numbers have no gaps and order the catch-up.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    status: text('status').notNull().default('open'),
    assignedOperatorId: bigint('assigned_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    lastSeq: integer('last_seq').notNull().default(0),
    /** The last message the member has read. */
    memberReadSeq: integer('member_read_seq').notNull().default(0),
    /** The last message an operator has read. */
    operatorReadSeq: integer('operator_read_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_uq').on(t.memberId),
    check('chat_conversations_status_ck', inList(t.status, ['open', 'closed'])),
    index('chat_conversations_activity_idx').on(t.lastMessageAt),
  ],
);

/** Images sent in chats, named by the SHA-256 of their (metadata-free) bytes. */
export const chatImages = pgTable(
  'chat_images',
  {
    sha256: text('sha256').primaryKey(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_images_type_ck', inList(t.contentType, CHAT_IMAGE_TYPES)),
    check('chat_images_sha256_ck', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check(
      'chat_images_bytes_ck',
      sql`${t.bytes} = octet_length(${t.data}) and ${t.bytes} between 1 and ${sql.raw(String(CHAT_IMAGE_MAX_BYTES))}`,
    ),
  ],
);

/**
 * Messages: a text or an image, by the member or an operator. `client_id` is the sender's id of
 * the message, unique in its conversation, so that a resend never stores it twice.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    seq: integer('seq').notNull(),
    clientId: text('client_id').notNull(),
    author: text('author').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    text: text('text'),
    imageSha256: text('image_sha256').references(() => chatImages.sha256),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.conversationId, t.clientId),
    check('chat_messages_author_ck', inList(t.author, ['member', 'operator'])),
    check(
      'chat_messages_body_ck',
      sql`(${t.text} is null) <> (${t.imageSha256} is null) and (${t.text} is null or char_length(${t.text}) between 1 and 1000)`,
    ),
  ],
);

/** The console's ready answers, in order. */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  sort: integer('sort').notNull().default(0),
});
