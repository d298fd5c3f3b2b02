import {
  getChatMessagesEndpoint,
  launchChatEndpoint,
  readChatEndpoint,
  sendChatImageEndpoint,
  sendChatTextEndpoint,
  sendChatTypingEndpoint,
  type ChatHistory,
  type ChatLaunch,
  type ChatMessage,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

// The chat's calls (docs/decisions/2026-11-24-live-chat.md). One file for all of them: the chat
// keeps its own live state (lib/chat-state.ts) instead of query caches, so there are no query
// options or hooks per call to keep beside each fetcher.

/** spec §7 chat launch: the chat page's address and the member's conversation. */
export function launchChat(): Promise<ChatLaunch> {
  return callEndpoint(launchChatEndpoint);
}

export function getChatMessages(
  query: { after?: number; before?: number; limit?: number },
  signal?: AbortSignal,
): Promise<ChatHistory> {
  return callEndpoint(getChatMessagesEndpoint, { query, signal });
}

export function sendChatText(clientId: string, text: string): Promise<ChatMessage> {
  return callEndpoint(sendChatTextEndpoint, { body: { clientId, text } });
}

export function sendChatImage(clientId: string, data: string): Promise<ChatMessage> {
  return callEndpoint(sendChatImageEndpoint, { body: { clientId, data } });
}

export function sendChatTyping(typing: boolean): Promise<unknown> {
  return callEndpoint(sendChatTypingEndpoint, { body: { typing } });
}

export function markChatRead(seq: number): Promise<unknown> {
  return callEndpoint(readChatEndpoint, { body: { seq } });
}

/**
 * Opens the chat: the launch (the member's conversation, created if none) and the latest 50
 * messages, as the state's `loaded` action.
 */
export async function loadChat(signal: AbortSignal) {
  const launch = await launchChat();
  const history = await getChatMessages({ limit: 50 }, signal);
  const conversation = history.conversation ?? launch.conversation;
  return {
    type: 'loaded' as const,
    messages: history.list,
    hasOlder: history.hasMore,
    memberReadSeq: conversation.memberReadSeq,
    operatorReadSeq: conversation.operatorReadSeq,
    status: conversation.status,
  };
}
