import { z } from 'zod/mini';
import { CHAT_TEXT_MAX } from './chat-rules.ts';

// Live chat between a member and the support operators (issue 12 "Live chat", spec §6 chat entry,
// §7 "chat launch (returns chatUrl)"; docs/decisions/2026-11-24-live-chat.md).

export const ChatAuthorSchema = z.enum(['member', 'operator']);
export type ChatAuthor = z.infer<typeof ChatAuthorSchema>;

export const ChatMessageSchema = z.object({
  id: z.int(),
  /** The conversation's own order: 1, 2, 3 … without gaps; catch-up asks for those after one. */
  seq: z.int(),
  /** The sender's id for this message: a resend with the same id answers the first message. */
  clientId: z.string(),
  author: ChatAuthorSchema,
  /** The operator's name for operator messages, null for the member's. */
  authorName: z.nullable(z.string()),
  text: z.nullable(z.string()),
  /** Address of the image under /wps/chat/images/, or null for a text message. */
  imageUrl: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatStatusSchema = z.enum(['open', 'closed']);

/** The member's view of their conversation. */
export const ChatConversationSchema = z.object({
  id: z.int(),
  status: ChatStatusSchema,
  lastSeq: z.int(),
  /** The last message the member has read. */
  memberReadSeq: z.int(),
  /** The last message an operator has read (the member's "seen" marker). */
  operatorReadSeq: z.int(),
  /** Operator messages the member has not read. */
  unread: z.int(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatLaunchSchema = z.object({
  /** Our own chat page on the site (spec §7 "chat launch (returns chatUrl)"). */
  chatUrl: z.string(),
  conversation: ChatConversationSchema,
});
export type ChatLaunch = z.infer<typeof ChatLaunchSchema>;

const Seq = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_000_000_000));

/**
 * A page of messages: `after` gives those after a sequence number in order (catch-up), else
 * `before` (or the newest) gives the latest `limit` before it, in order (history, scrolling up).
 */
export const ChatHistoryQuerySchema = z.object({
  after: z.optional(Seq),
  before: z.optional(Seq),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type ChatHistoryQuery = z.input<typeof ChatHistoryQuerySchema>;

export const ChatHistorySchema = z.object({
  conversation: z.nullable(ChatConversationSchema),
  list: z.array(ChatMessageSchema),
  /** More messages before the first one listed (history) or after the last (catch-up). */
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** A sender's message id: 8 to 64 letters, digits, '-' or '_' (a UUID fits). */
export const ChatClientIdSchema = z
  .string()
  .check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

export const ChatTextBodySchema = z.strictObject({
  clientId: ChatClientIdSchema,
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_TEXT_MAX)),
});
export type ChatTextBody = z.infer<typeof ChatTextBodySchema>;

export const ChatImageBodySchema = z.strictObject({
  clientId: ChatClientIdSchema,
  /**
   * The image, standard base64. PNG or JPEG by its bytes (chat.image_refused), at most 5 MB
   * decoded (chat.image_too_large); metadata (EXIF, text chunks) is removed before it is stored.
   */
  data: z
    .string()
    .check(z.minLength(4), z.maxLength(9 * 1024 * 1024), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});
export type ChatImageBody = z.infer<typeof ChatImageBodySchema>;

export const ChatTypingBodySchema = z.strictObject({ typing: z.boolean() });
export const ChatReadBodySchema = z.strictObject({ seq: Seq });
export const ChatReadSchema = z.object({ readSeq: z.int(), unread: z.int() });
export const ChatOkSchema = z.object({ ok: z.literal(true) });

export const ChatStreamQuerySchema = z.object({
  /** The last sequence number the caller has; the stream first sends every message after it. */
  after: z.optional(Seq),
});

/**
 * One event of the member's stream (the `data:` of a server-sent event, JSON).
 * `message` a new message; `typing` the operator types or stopped; `read` the operator read up to
 * seq; `status` the conversation was closed or opened again.
 */
export const ChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ChatMessageSchema }),
  z.object({ type: z.literal('typing'), typing: z.boolean() }),
  z.object({ type: z.literal('read'), seq: z.int() }),
  z.object({ type: z.literal('status'), status: ChatStatusSchema }),
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;

// ---- operator

export const ChatViewSchema = z.enum(['waiting', 'mine', 'all', 'closed']);
export type ChatView = z.infer<typeof ChatViewSchema>;

export const AdminChatQuerySchema = z.object({
  /** waiting: open and nobody's; mine: open and the caller's; all: every open one; closed. */
  view: z._default(ChatViewSchema, 'all'),
});

export const AdminChatConversationSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  account: z.string(),
  status: ChatStatusSchema,
  assignedOperatorId: z.nullable(z.int()),
  assignedOperatorName: z.nullable(z.string()),
  lastSeq: z.int(),
  memberReadSeq: z.int(),
  operatorReadSeq: z.int(),
  /** Member messages no operator has read. */
  unread: z.int(),
  lastMessage: z.nullable(z.string()),
  lastMessageAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminChatConversation = z.infer<typeof AdminChatConversationSchema>;

export const AdminChatListSchema = z.object({ list: z.array(AdminChatConversationSchema) });

/** The member beside the conversation: account, VIP, balance, labels, recent deposits. */
export const ChatMemberProfileSchema = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  status: z.string(),
  clubLabel: z.string(),
  labels: z.array(z.string()),
  balance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  recentDeposits: z.array(
    z.object({
      orderNo: z.string(),
      amount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type ChatMemberProfile = z.infer<typeof ChatMemberProfileSchema>;

export const AdminChatDetailSchema = z.object({
  conversation: AdminChatConversationSchema,
  member: ChatMemberProfileSchema,
});
export type AdminChatDetail = z.infer<typeof AdminChatDetailSchema>;

export const AdminChatHistorySchema = z.object({
  list: z.array(ChatMessageSchema),
  hasMore: z.boolean(),
});

export const ChatAssignBodySchema = z.strictObject({
  /** The operator to hand the conversation to; absent: the caller takes it. */
  operatorId: z.optional(z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
});

/**
 * One event of the operators' stream. `message` a new message of a conversation; `typing` its
 * member types; `conversation` it changed (new, taken, closed, read) — reload it.
 */
export const AdminChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: z.int(), message: ChatMessageSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.int(), typing: z.boolean() }),
  z.object({ type: z.literal('conversation'), conversationId: z.int() }),
]);
export type AdminChatEvent = z.infer<typeof AdminChatEventSchema>;

export const CannedReplySchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
});
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedReplyListSchema = z.object({ list: z.array(CannedReplySchema) });

export const CannedRepliesBodySchema = z.strictObject({
  /** The whole list, in order; it replaces the stored one. */
  list: z
    .array(
      z.strictObject({
        title: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
        text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_TEXT_MAX)),
      }),
    )
    .check(z.maxLength(100)),
});
export type CannedRepliesBody = z.infer<typeof CannedRepliesBodySchema>;

export const ChatConversationParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const ChatImageParamsSchema = z.object({
  /** `<sha256>.png` or `<sha256>.jpg`. */
  name: z.string().check(z.regex(/^[0-9a-f]{64}\.(png|jpg)$/)),
});

/** An operator a conversation can be handed to (active, their role answers chats). */
export const ChatOperatorListSchema = z.object({
  list: z.array(z.object({ id: z.int(), username: z.string(), role: z.string() })),
});
