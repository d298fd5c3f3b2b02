import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminChatConversationSchema,
  AdminChatDetailSchema,
  AdminChatHistorySchema,
  AdminChatListSchema,
  AdminChatQuerySchema,
  CannedRepliesBodySchema,
  CannedReplyListSchema,
  ChatAssignBodySchema,
  ChatConversationParamsSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatImageBodySchema,
  ChatImageParamsSchema,
  ChatLaunchSchema,
  ChatMessageSchema,
  ChatOperatorListSchema,
  ChatOkSchema,
  ChatReadBodySchema,
  ChatReadSchema,
  ChatStreamQuerySchema,
  ChatTextBodySchema,
  ChatTypingBodySchema,
  type AdminChatConversation,
  type ChatConversation,
  type ChatMessage,
} from '../chat.ts';

// Live chat (issue 12; spec §6 chat entry, §7 chat launch; docs/decisions/2026-11-24-live-chat.md).
// Member calls need the chat flag (CBS3), a real account (not trial, type 4) and no `nochat` label.

const conversation: ChatConversation = {
  id: 1,
  status: 'open',
  lastSeq: 3,
  memberReadSeq: 2,
  operatorReadSeq: 3,
  unread: 1,
};

const message: ChatMessage = {
  id: 12,
  seq: 3,
  clientId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  author: 'operator',
  authorName: 'Linh (CSKH)',
  text: 'Chào anh, em có thể giúp gì ạ?',
  imageUrl: null,
  createdAt: '2026-11-24T08:00:00.000Z',
};

const memberMessage: ChatMessage = {
  ...message,
  author: 'member',
  authorName: null,
  text: 'Tôi chưa nhận được tiền nạp.',
};

const ENTRY = ['chat.not_allowed'] as const;
const entryRules =
  'spec §6: the chat flag CBS3 must be on (module.disabled), the caller a real member (auth.required; trial type 4 auth.trial_forbidden) without the `nochat` label (chat.not_allowed).';

export const launchChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/launch',
  auth: 'real',
  module: 'CBS3',
  response: ChatLaunchSchema,
  errors: [...ENTRY],
  tag: 'chat',
  summary: 'Chat launch: the address of the live chat page and the member’s conversation',
  description: `spec §7 "chat launch (returns chatUrl)": answers the site's own chat page and the member's one conversation, opened if there was none. ${entryRules}`,
  examples: { response: { chatUrl: '/m/customer', conversation } },
});

export const getChatMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/messages',
  auth: 'real',
  module: 'CBS3',
  query: ChatHistoryQuerySchema,
  response: ChatHistorySchema,
  errors: [...ENTRY],
  tag: 'chat',
  summary: 'The member’s chat history, by sequence number',
  description: `The latest messages (or those before \`before\`), or with \`after\` every message after that sequence number, in order — the catch-up after a dropped connection. ${entryRules}`,
  docs: {
    query: {
      after: 'Catch-up: the messages after this sequence number, oldest first.',
      before: 'History: the messages before this sequence number (the next page up).',
      limit: 'At most this many messages, 1–200 (default 50).',
    },
  },
  examples: {
    query: { limit: 50 },
    response: { conversation, list: [memberMessage, message], hasMore: false },
  },
});

export const sendChatTextEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/messages',
  auth: 'real',
  module: 'CBS3',
  body: ChatTextBodySchema,
  response: ChatMessageSchema,
  errors: [...ENTRY],
  tag: 'chat',
  summary: 'Send a text message (idempotent by clientId)',
  description: `A text of 1–1000 characters. The sender's \`clientId\` is unique in the conversation: sending it again (after a dropped connection) answers the message stored the first time and stores nothing. A closed conversation opens again. ${entryRules}`,
  examples: {
    body: { clientId: memberMessage.clientId, text: 'Xin chào' },
    response: memberMessage,
  },
});

export const sendChatImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/images',
  auth: 'real',
  module: 'CBS3',
  body: ChatImageBodySchema,
  response: ChatMessageSchema,
  errors: [...ENTRY, 'chat.image_refused', 'chat.image_too_large'],
  tag: 'chat',
  summary: 'Send an image (PNG or JPEG up to 5 MB, judged by its bytes)',
  description: `The image is recognised by its first bytes (a renamed file is chat.image_refused), at most 5 MB decoded (chat.image_too_large); its metadata (EXIF, text chunks) is removed before it is stored. Idempotent by clientId like a text. ${entryRules}`,
  examples: {
    body: { clientId: memberMessage.clientId, data: 'iVBORw0KGgo=' },
    response: {
      ...memberMessage,
      text: null,
      imageUrl: `/wps/chat/images/${'a'.repeat(64)}.png`,
    },
  },
});

export const sendChatTypingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/typing',
  auth: 'real',
  module: 'CBS3',
  body: ChatTypingBodySchema,
  response: ChatOkSchema,
  errors: [...ENTRY],
  tag: 'chat',
  summary: 'Tell the operators the member is typing (not stored)',
  description: `Passed on to the operators' consoles at once; nothing is stored. ${entryRules}`,
  examples: { body: { typing: true }, response: { ok: true } },
});

export const readChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/read',
  auth: 'real',
  module: 'CBS3',
  body: ChatReadBodySchema,
  response: ChatReadSchema,
  errors: [...ENTRY],
  tag: 'chat',
  summary: 'Mark the member’s chat read up to a sequence number',
  description: `The member's read marker moves forward only, never past the last message; the unread chat count (spec §3 "Unread counts") is what remains. ${entryRules}`,
  examples: { body: { seq: 3 }, response: { readSeq: 3, unread: 0 } },
});

export const chatStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/stream',
  auth: 'real',
  module: 'CBS3',
  query: ChatStreamQuerySchema,
  response: z.string(),
  envelope: false,
  produces: 'text/event-stream',
  errors: [...ENTRY],
  tag: 'chat',
  summary: 'Server-sent events of the member’s conversation',
  description: `A text/event-stream: first every message after \`after\`, then new messages, the operator's typing, read marker and the conversation's status as they happen (each \`data:\` is a JSON ChatEvent, its \`id:\` the last sequence number sent). The server ends the stream after a while (25 s by default); the client connects again with the last sequence number it has, so nothing is lost or doubled. ${entryRules}`,
  docs: { query: { after: 'The last sequence number the caller has (default 0: everything).' } },
  examples: {
    query: { after: 2 },
    response: `id: 3\ndata: ${JSON.stringify({ type: 'message', message })}\n\n`,
  },
});

export const getChatImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/images/:name',
  auth: 'public',
  params: ChatImageParamsSchema,
  response: z.string(),
  envelope: false,
  produces: 'image/png',
  errors: ['resource.not_found'],
  tag: 'chat',
  summary: 'An image sent in a chat (named by the SHA-256 of its bytes)',
  description:
    'The stored, metadata-free bytes (PNG or JPEG). The name is the content’s hash, unguessable without the bytes, so an `<img>` can show it without a session; cached for good.',
  docs: { params: { name: '`<sha256>.png` or `<sha256>.jpg`.' } },
  examples: { params: { name: `${'a'.repeat(64)}.png` }, response: '' },
});

// ---- operators' console

const adminConversation: AdminChatConversation = {
  id: 1,
  memberId: 7,
  account: 'demo',
  status: 'open',
  assignedOperatorId: null,
  assignedOperatorName: null,
  lastSeq: 3,
  memberReadSeq: 3,
  operatorReadSeq: 2,
  unread: 1,
  lastMessage: memberMessage.text,
  lastMessageAt: memberMessage.createdAt,
  createdAt: '2026-11-24T07:58:00.000Z',
};

const conversationDocs = { params: { id: 'The conversation’s id.' } };

export const listAdminChatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/chat/conversations',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  query: AdminChatQuerySchema,
  response: AdminChatListSchema,
  errors: [],
  tag: 'operator',
  summary: 'The chat queue: waiting, mine, all open, or closed conversations',
  description:
    'Conversations with their member, assigned operator, unread member messages and last message, newest activity first (at most 200).',
  docs: { query: { view: 'waiting (open, nobody’s), mine, all (open; default) or closed.' } },
  examples: { query: { view: 'waiting' }, response: { list: [adminConversation] } },
});

export const getAdminChatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/chat/conversations/:id',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  response: AdminChatDetailSchema,
  errors: ['chat.conversation_not_found'],
  tag: 'operator',
  summary: 'One conversation and the member’s profile beside it',
  description:
    'The conversation and its member: account, VIP label, balance, labels, last login and the five latest deposits.',
  docs: conversationDocs,
  examples: {
    params: { id: 1 },
    response: {
      conversation: adminConversation,
      member: {
        id: 7,
        account: 'demo',
        nickname: 'Demo',
        type: 0,
        status: 'active',
        clubLabel: 'VIP2',
        labels: [],
        balance: '1250000.00',
        createdAt: '2026-11-01T00:00:00.000Z',
        lastLoginAt: '2026-11-24T07:50:00.000Z',
        recentDeposits: [
          {
            orderNo: 'D2026112400001',
            amount: '500000.00',
            status: 'confirmed',
            createdAt: '2026-11-24T07:00:00.000Z',
          },
        ],
      },
    },
  },
});

export const getAdminChatMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/chat/conversations/:id/messages',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  query: ChatHistoryQuerySchema,
  response: AdminChatHistorySchema,
  errors: ['chat.conversation_not_found'],
  tag: 'operator',
  summary: 'A conversation’s messages, by sequence number',
  description: 'As the member’s history: the latest, those before `before`, or after `after`.',
  docs: {
    params: conversationDocs.params,
    query: {
      after: 'Catch-up: the messages after this sequence number.',
      before: 'History: the messages before this sequence number.',
      limit: 'At most this many, 1–200 (default 50).',
    },
  },
  examples: {
    params: { id: 1 },
    query: { limit: 50 },
    response: { list: [memberMessage, message], hasMore: false },
  },
});

export const sendAdminChatTextEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/chat/conversations/:id/messages',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  body: ChatTextBodySchema,
  response: ChatMessageSchema,
  errors: ['chat.conversation_not_found', 'chat.conversation_closed'],
  tag: 'operator',
  summary: 'Answer the member (idempotent by clientId)',
  description:
    'A text of 1–1000 characters to an open conversation; the same clientId again answers the first message. An unassigned conversation is taken by the operator who answers.',
  docs: conversationDocs,
  examples: {
    params: { id: 1 },
    body: { clientId: message.clientId, text: message.text ?? '' },
    response: message,
  },
});

export const sendAdminChatImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/chat/conversations/:id/images',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  body: ChatImageBodySchema,
  response: ChatMessageSchema,
  errors: [
    'chat.conversation_not_found',
    'chat.conversation_closed',
    'chat.image_refused',
    'chat.image_too_large',
  ],
  tag: 'operator',
  summary: 'Send the member an image (PNG or JPEG up to 5 MB)',
  description: 'Checked and stripped of metadata as the member’s images are.',
  docs: conversationDocs,
  examples: {
    params: { id: 1 },
    body: { clientId: message.clientId, data: 'iVBORw0KGgo=' },
    response: { ...message, text: null, imageUrl: `/wps/chat/images/${'a'.repeat(64)}.png` },
  },
});

export const typingAdminChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/chat/conversations/:id/typing',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  body: ChatTypingBodySchema,
  response: ChatOkSchema,
  errors: ['chat.conversation_not_found'],
  tag: 'operator',
  summary: 'Tell the member an operator is typing (not stored)',
  description: 'Passed on to the member’s chat page at once.',
  docs: conversationDocs,
  examples: { params: { id: 1 }, body: { typing: true }, response: { ok: true } },
});

export const readAdminChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/chat/conversations/:id/read',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  body: ChatReadBodySchema,
  response: ChatReadSchema,
  errors: ['chat.conversation_not_found'],
  tag: 'operator',
  summary: 'Mark a conversation read by the operators up to a sequence number',
  description: 'The operators’ read marker moves forward only; the member sees it as “seen”.',
  docs: conversationDocs,
  examples: { params: { id: 1 }, body: { seq: 3 }, response: { readSeq: 3, unread: 0 } },
});

export const assignAdminChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/chat/conversations/:id/assign',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  body: ChatAssignBodySchema,
  response: AdminChatConversationSchema,
  errors: ['chat.conversation_not_found', 'chat.operator_required', 'chat.operator_not_found'],
  tag: 'operator',
  summary: 'Take a conversation, or hand it to another operator',
  description:
    'Without operatorId the signed-in operator takes it (the service token cannot: chat.operator_required); with one it goes to that active operator whose role answers chats. Audited.',
  docs: conversationDocs,
  examples: {
    params: { id: 1 },
    body: {},
    response: { ...adminConversation, assignedOperatorId: 2, assignedOperatorName: 'support' },
  },
});

export const closeAdminChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/chat/conversations/:id/close',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  params: ChatConversationParamsSchema,
  response: AdminChatConversationSchema,
  errors: ['chat.conversation_not_found'],
  tag: 'operator',
  summary: 'Close a conversation',
  description:
    'Closes it (the member sees it closed; their next message opens it again, unassigned). Audited.',
  docs: conversationDocs,
  examples: { params: { id: 1 }, response: { ...adminConversation, status: 'closed' } },
});

export const adminChatStreamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/chat/stream',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  response: z.string(),
  envelope: false,
  produces: 'text/event-stream',
  errors: [],
  tag: 'operator',
  summary: 'Server-sent events of every conversation, for the console',
  description:
    'A text/event-stream of AdminChatEvent JSON: new messages, members typing, conversations changed. Ended by the server after a while; the console connects again and reloads what it shows.',
  examples: {
    response: `data: ${JSON.stringify({ type: 'conversation', conversationId: 1 })}\n\n`,
  },
});

export const listCannedRepliesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/chat/canned-replies',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  response: CannedReplyListSchema,
  errors: [],
  tag: 'operator',
  summary: 'The canned replies of the chat console',
  description: 'Short ready answers, in order.',
  examples: {
    response: { list: [{ id: 1, title: 'Chào', text: 'Chào anh/chị, em có thể giúp gì ạ?' }] },
  },
});

export const saveCannedRepliesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/chat/canned-replies',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  body: CannedRepliesBodySchema,
  response: CannedReplyListSchema,
  errors: [],
  tag: 'operator',
  summary: 'Replace the canned replies',
  description: 'The whole list in order (at most 100); it replaces the stored one. Audited.',
  examples: {
    body: { list: [{ title: 'Chào', text: 'Chào anh/chị, em có thể giúp gì ạ?' }] },
    response: { list: [{ id: 1, title: 'Chào', text: 'Chào anh/chị, em có thể giúp gì ạ?' }] },
  },
});

export const listChatOperatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/chat/operators',
  auth: 'operator',
  permission: 'chat.answer',
  gate: false,
  response: ChatOperatorListSchema,
  errors: [],
  tag: 'operator',
  summary: 'The operators a conversation can be handed to',
  description: 'Active operators whose role answers chats (chat.answer), by username.',
  examples: { response: { list: [{ id: 2, username: 'support', role: 'support' }] } },
});
