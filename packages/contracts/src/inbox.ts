import { z } from 'zod/mini';
import { pageOf } from './wallet.ts';
import { SiteLanguageSchema } from './enums.ts';
import { FEEDBACK_CATEGORIES } from './content-rules.ts';

// The member inbox (spec §2 "Messages", /m/webEmail, /m/messageDetail), the unread counts of
// spec §3 and the feedback call of spec §7. Decision record:
// docs/decisions/2026-11-24-inbox-and-feedback.md.

const PageNo = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);
const pageSizeOf = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), fallback);
const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Html = z.string().check(z.minLength(1), z.maxLength(50_000));

/** One message of the member's inbox, as the list shows it. */
export const InboxItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** The first characters of the message as plain text. */
  preview: z.string(),
  /** ISO 8601: when the operator sent it. */
  sentAt: z.string(),
  /** Opened by this member (always false for a trial account, whose reads are not kept). */
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxPageSchema = z.object({
  list: z.array(InboxItemSchema),
  pageNum: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  /** Unread messages in the whole inbox; 0 for a trial account (spec §6). */
  unreadCount: z.int().check(z.nonnegative()),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** `GET /wps/member/inbox?pageNo=1&pageSize=20`, newest first. */
export const InboxQuerySchema = z.object({ pageNo: PageNo, pageSize: pageSizeOf(20) });
export type InboxQuery = z.input<typeof InboxQuerySchema>;

/** One message opened (/m/messageDetail?id=). */
export const InboxMessageSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Sanitised HTML (sanitised again by the site before display). */
  content: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const InboxDeletedSchema = z.object({ id: z.int(), deleted: z.literal(true) });

// ---- unread counts (spec §3: total = announcements + chat + inbox)

/** `GET /wps/member/unread?language=TY`: the announcements counted are those of that language. */
export const UnreadQuerySchema = z.object({ language: z._default(SiteLanguageSchema, 'TY') });

export const UnreadCountsSchema = z.object({
  /** Unread player announcements (types PL, PU) visible now in the asked language. */
  announcements: z.int().check(z.nonnegative()),
  /** Unread inbox messages (0 while MAILCEN is off). */
  inbox: z.int().check(z.nonnegative()),
  /** Unread live-chat messages from support. */
  chat: z.int().check(z.nonnegative()),
  /** spec §3: announcements + chat + inbox (the site's `value.unReadCount`). */
  total: z.int().check(z.nonnegative()),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

// ---- feedback (spec §7 "feedback (PUT)", §5 "Feedback content length between two bounds")

/**
 * `PUT /wps/member/feedback`. The category and the length are checked by the server with their
 * own codes (feedback.unknown_category, feedback.too_short, feedback.too_long), so the body
 * schema takes any string here.
 */
export const FeedbackBodySchema = z.strictObject({
  category: z.string().check(z.maxLength(64)),
  content: z.string().check(z.maxLength(5_000)),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FeedbackSchema = z.object({
  id: z.int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

// ---- operator

/** Who a message goes to: one member (by account), a segment, or everyone. */
export const INBOX_TARGETS = ['member', 'segment', 'all'] as const;
export type InboxTarget = (typeof INBOX_TARGETS)[number];

/**
 * `POST /wps/admin/inbox/messages`. `member` needs `account`; `segment` needs at least one of
 * `memberType`, `clubLabel` (VIP level) and `label`, and reaches members matching all it names.
 */
export const InboxSendBodySchema = z.strictObject({
  title: line(200),
  content: Html,
  target: z.enum(INBOX_TARGETS),
  account: z.optional(line(64)),
  memberType: z.optional(z.int().check(z.gte(0), z.lte(99))),
  clubLabel: z.optional(line(32)),
  label: z.optional(line(32)),
});
export type InboxSendBody = z.input<typeof InboxSendBodySchema>;

export const AdminInboxMessageSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  target: z.enum(INBOX_TARGETS),
  /** The member's account for a message to one member. */
  account: z.nullable(z.string()),
  memberType: z.nullable(z.int()),
  clubLabel: z.nullable(z.string()),
  label: z.nullable(z.string()),
  sentAt: z.string(),
  sentBy: z.string(),
  /** Members it reaches now (segments and "all" are matched when read, so this can grow). */
  recipients: z.int(),
  /** Members who have opened it. */
  reads: z.int(),
  /** ISO 8601 when withdrawn (it left every inbox), else null. */
  withdrawnAt: z.nullable(z.string()),
  /** The feedback this message answers, if any. */
  feedbackId: z.nullable(z.int()),
});
export type AdminInboxMessage = z.infer<typeof AdminInboxMessageSchema>;
export const AdminInboxPageSchema = pageOf(AdminInboxMessageSchema);

export const AdminInboxQuerySchema = z.object({
  state: z._default(z.enum(['sent', 'withdrawn', 'all']), 'all'),
  pageNo: PageNo,
  pageSize: pageSizeOf(50),
});
export type AdminInboxQuery = z.input<typeof AdminInboxQuerySchema>;

export const AdminFeedbackSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  account: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
  /** The answer's HTML once answered. */
  answer: z.nullable(z.string()),
  answeredAt: z.nullable(z.string()),
  answeredBy: z.nullable(z.string()),
  /** The inbox message that carried the answer. */
  messageId: z.nullable(z.int()),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;
export const AdminFeedbackPageSchema = pageOf(AdminFeedbackSchema);

export const AdminFeedbackQuerySchema = z.object({
  status: z._default(z.enum([...FEEDBACK_STATUSES, 'all']), 'open'),
  pageNo: PageNo,
  pageSize: pageSizeOf(50),
});
export type AdminFeedbackQuery = z.input<typeof AdminFeedbackQuerySchema>;

/** `POST /wps/admin/feedback/:id/answer`: the answer goes to the member's inbox. */
export const FeedbackAnswerBodySchema = z.strictObject({
  title: z.optional(line(200)),
  content: Html,
});
export type FeedbackAnswerBody = z.input<typeof FeedbackAnswerBodySchema>;
