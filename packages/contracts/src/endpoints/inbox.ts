import { defineEndpoint } from '../endpoint.ts';
import {
  AdminFeedbackPageSchema,
  AdminFeedbackQuerySchema,
  AdminFeedbackSchema,
  AdminInboxMessageSchema,
  AdminInboxPageSchema,
  AdminInboxQuerySchema,
  FeedbackAnswerBodySchema,
  FeedbackBodySchema,
  FeedbackSchema,
  InboxDeletedSchema,
  InboxIdParamsSchema,
  InboxMessageSchema,
  InboxPageSchema,
  InboxQuerySchema,
  InboxSendBodySchema,
  UnreadCountsSchema,
  UnreadQuerySchema,
  type AdminFeedback,
  type AdminInboxMessage,
  type InboxMessage,
} from '../inbox.ts';

// The member inbox, the unread counts and feedback (spec §2 "Messages", §3 "Unread counts", §6
// MAILCEN, §7 email and feedback PUT; decision 2026-11-24-inbox-and-feedback).

const message: InboxMessage = {
  id: 12,
  title: 'Chúc mừng bạn lên VIP2',
  content: '<p>Tài khoản của bạn đã lên <b>VIP2</b>. Xem quyền lợi mới trong trung tâm VIP.</p>',
  sentAt: '2026-11-23T09:30:00.000Z',
  read: false,
};

const adminMessage: AdminInboxMessage = {
  id: 12,
  title: message.title,
  content: message.content,
  target: 'segment',
  account: null,
  memberType: null,
  clubLabel: 'VIP2',
  label: null,
  sentAt: message.sentAt,
  sentBy: 'admin',
  recipients: 38,
  reads: 11,
  withdrawnAt: null,
  feedbackId: null,
};

const adminFeedback: AdminFeedback = {
  id: 4,
  memberId: 1,
  account: 'demo',
  category: 'withdrawal',
  content: 'Lệnh rút tiền của tôi đã chờ hơn 2 giờ, xin kiểm tra giúp.',
  status: 'open',
  createdAt: '2026-11-24T02:10:00.000Z',
  answer: null,
  answeredAt: null,
  answeredBy: null,
  messageId: null,
};

export const listInboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/inbox',
  auth: 'member',
  module: 'MAILCEN',
  query: InboxQuerySchema,
  response: InboxPageSchema,
  errors: [],
  tag: 'inbox',
  summary: 'The member’s inbox, newest first, with the unread flag and count',
  description:
    'spec §2 "Messages" (/m/webEmail): the operator’s messages to this member, to a segment the member is in now (member type, VIP level, label) and to everyone, newest first, less those the member deleted and those the operator withdrew. Needs the MAILCEN flag (spec §6; `module.disabled` while off). A trial account (type 4) sees the list with nothing marked read and an unread count of 0.',
  docs: {
    query: { pageNo: 'Page number from 1.', pageSize: 'Messages per page, at most 100 (20).' },
  },
  examples: {
    query: { pageNo: 1, pageSize: 20 },
    response: {
      list: [
        {
          id: message.id,
          title: message.title,
          preview: 'Tài khoản của bạn đã lên VIP2. Xem quyền lợi mới trong trung tâm VIP.',
          sentAt: message.sentAt,
          read: false,
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
      totalPages: 1,
      unreadCount: 1,
    },
  },
});

export const getInboxMessageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/inbox/:id',
  auth: 'member',
  module: 'MAILCEN',
  params: InboxIdParamsSchema,
  response: InboxMessageSchema,
  errors: ['inbox.not_found'],
  tag: 'inbox',
  summary: 'Open one message; it is marked read (not for a trial account)',
  description:
    'spec §2 /m/messageDetail?id=: one message of the member’s inbox, its HTML sanitised. Opening it marks it read, except for a trial account (type 4), for which nothing is marked read (spec §6). Another member’s, a deleted, a withdrawn or an unknown message is `inbox.not_found`.',
  docs: { params: { id: 'The message’s id.' } },
  examples: { params: { id: 12 }, response: { ...message, read: true } },
});

export const deleteInboxMessageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/inbox/:id',
  auth: 'real',
  module: 'MAILCEN',
  params: InboxIdParamsSchema,
  response: InboxDeletedSchema,
  errors: ['inbox.not_found'],
  tag: 'inbox',
  summary: 'Delete one message from the member’s own inbox',
  description:
    'Removes a message from this member’s inbox only (a message to a segment or to everyone stays in the others’). A message the member cannot see is `inbox.not_found`. Trial accounts are refused.',
  docs: { params: { id: 'The message’s id.' } },
  examples: { params: { id: 12 }, response: { id: 12, deleted: true } },
});

export const getUnreadCountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/unread',
  auth: 'member',
  query: UnreadQuerySchema,
  response: UnreadCountsSchema,
  errors: [],
  tag: 'inbox',
  summary: 'Unread announcements, inbox and chat messages, and their total',
  description:
    'spec §3 "Unread counts" (`value.unReadCount`): total = announcements + chat + inbox. Announcements are the unread player announcements (PL, PU) visible now in the asked language; inbox is 0 while MAILCEN is off. A trial account (type 4) gets zeros (spec §6) and nothing is marked read.',
  docs: { query: { language: 'TY (default) or EN: the language of the announcements counted.' } },
  examples: {
    query: { language: 'TY' },
    response: { announcements: 2, inbox: 3, chat: 0, total: 5 },
  },
});

export const sendFeedbackEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/feedback',
  auth: 'real',
  body: FeedbackBodySchema,
  response: FeedbackSchema,
  errors: ['feedback.too_short', 'feedback.too_long', 'feedback.unknown_category'],
  tag: 'inbox',
  summary: 'Send feedback to the operator (10–500 characters, with a category)',
  description:
    'spec §7 "feedback (PUT)", §5: the content must have between 10 and 500 characters once trimmed (`feedback.too_short`, `feedback.too_long`) and a category among deposit, withdrawal, games, account, suggestion and other (`feedback.unknown_category`). The operator’s answer arrives as an inbox message. At most 5 a member per hour (`rate.limited`). Trial accounts are refused.',
  examples: {
    body: { category: 'withdrawal', content: adminFeedback.content },
    response: {
      id: 4,
      category: 'withdrawal',
      content: adminFeedback.content,
      status: 'open',
      createdAt: adminFeedback.createdAt,
    },
  },
});

// ---- operator

export const listAdminInboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/inbox/messages',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  query: AdminInboxQuerySchema,
  response: AdminInboxPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Sent inbox messages with their recipients and reads',
  description:
    'The messages operators sent, newest first: sent (still in the inboxes), withdrawn, or all; each with whom it reaches now and how many have opened it.',
  docs: {
    query: {
      state: 'sent, withdrawn or all (default).',
      pageNo: 'Page number from 1.',
      pageSize: 'Messages per page, at most 100 (50).',
    },
  },
  examples: {
    query: { state: 'sent' },
    response: { list: [adminMessage], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const sendInboxMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/inbox/messages',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: InboxSendBodySchema,
  response: AdminInboxMessageSchema,
  status: 201,
  errors: ['inbox.target_invalid', 'inbox.member_not_found'],
  tag: 'operator',
  summary: 'Send a message to one member, a segment or everyone',
  description:
    'Sends an inbox message: to one member by account (`inbox.member_not_found` for an unknown one), to a segment (member type, VIP level, label; members matching every criterion given, now or later) or to all. A target missing what it needs is `inbox.target_invalid`. The HTML is sanitised before it is stored (empty once sanitised: `request.invalid`). Audited.',
  examples: {
    body: { title: message.title, content: message.content, target: 'segment', clubLabel: 'VIP2' },
    response: { ...adminMessage, recipients: 38, reads: 0 },
  },
});

export const withdrawInboxMessageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/admin/inbox/messages/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: InboxIdParamsSchema,
  response: AdminInboxMessageSchema,
  errors: ['inbox.not_found'],
  tag: 'operator',
  summary: 'Withdraw a message from every inbox',
  description:
    'Withdraws a sent message: it leaves every member’s inbox at once and stays in the sent list as withdrawn. Withdrawing twice keeps the first time. Audited.',
  docs: { params: { id: 'The message’s id.' } },
  examples: {
    params: { id: 12 },
    response: { ...adminMessage, withdrawnAt: '2026-11-24T10:00:00.000Z' },
  },
});

export const listAdminFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/feedback',
  auth: 'operator',
  permission: 'members.read',
  gate: false,
  query: AdminFeedbackQuerySchema,
  response: AdminFeedbackPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Members’ feedback, open or answered',
  description:
    'Feedback sent by members (spec §7 feedback PUT), oldest open first for `open`, newest first otherwise, with the answer once given.',
  docs: {
    query: {
      status: 'open (default), answered or all.',
      pageNo: 'Page number from 1.',
      pageSize: 'Items per page, at most 100 (50).',
    },
  },
  examples: {
    query: { status: 'open' },
    response: { list: [adminFeedback], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const answerFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/feedback/:id/answer',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: InboxIdParamsSchema,
  body: FeedbackAnswerBodySchema,
  response: AdminFeedbackSchema,
  errors: ['feedback.not_found', 'feedback.already_answered'],
  tag: 'operator',
  summary: 'Answer a member’s feedback; the answer arrives in their inbox',
  description:
    'Answers open feedback once (`feedback.already_answered` after): the answer (HTML, sanitised) is sent as an inbox message to that member, titled as given or “Trả lời góp ý của bạn”. Audited.',
  docs: { params: { id: 'The feedback’s id.' } },
  examples: {
    params: { id: 4 },
    body: { content: '<p>Lệnh rút của bạn đã được duyệt lúc 10:20. Cảm ơn bạn đã báo.</p>' },
    response: {
      ...adminFeedback,
      status: 'answered',
      answer: '<p>Lệnh rút của bạn đã được duyệt lúc 10:20. Cảm ơn bạn đã báo.</p>',
      answeredAt: '2026-11-24T03:00:00.000Z',
      answeredBy: 'support1',
      messageId: 31,
    },
  },
});
