import type { ChatMessage } from '@app/contracts';

/** A message the member sent that the server has not confirmed yet. */
export type Outgoing = {
  clientId: string;
  text: string | null;
  /** A local preview (object URL) of an image being sent. */
  previewUrl: string | null;
  /** The image's base64, kept so that a resend after a failure sends the same bytes. */
  imageBase64: string | null;
  state: 'sending' | 'failed';
};

export type ChatState = {
  /** Confirmed messages by sequence number, in order, each once. */
  messages: ChatMessage[];
  outgoing: Outgoing[];
  /** The last sequence number held: what the stream asks after when it reconnects. */
  lastSeq: number;
  /** The member's read marker when the page loaded: the "new messages" line sits after it. */
  readMarker: number;
  /** What the operators have read (the member's "seen"). */
  operatorReadSeq: number;
  operatorTyping: boolean;
  status: 'open' | 'closed';
  /** Older messages exist before the first one held. */
  hasOlder: boolean;
};

export const initialChatState: ChatState = {
  messages: [],
  outgoing: [],
  lastSeq: 0,
  readMarker: 0,
  operatorReadSeq: 0,
  operatorTyping: false,
  status: 'open',
  hasOlder: false,
};

export type ChatAction =
  | {
      type: 'loaded';
      messages: ChatMessage[];
      hasOlder: boolean;
      memberReadSeq: number;
      operatorReadSeq: number;
      status: 'open' | 'closed';
    }
  | { type: 'older'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'sending'; outgoing: Outgoing }
  | { type: 'failed'; clientId: string }
  | { type: 'retrying'; clientId: string }
  | { type: 'typing'; typing: boolean }
  | { type: 'read'; seq: number }
  | { type: 'status'; status: 'open' | 'closed' };

/**
 * Adds messages by their sequence number: one already held (a catch-up overlapping the stream, a
 * resend answered with the first message) is not added twice, and the list stays in order.
 */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const bySeq = new Map<number, ChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function withMessages(state: ChatState, incoming: ChatMessage[]): ChatState {
  const messages = mergeMessages(state.messages, incoming);
  const confirmed = new Set(incoming.map((m) => m.clientId));
  const last = messages.at(-1)?.seq ?? 0;
  return {
    ...state,
    messages,
    // A confirmed message replaces its pending copy.
    outgoing: state.outgoing.filter((o) => !confirmed.has(o.clientId)),
    lastSeq: Math.max(state.lastSeq, last),
    // An operator's message ends their typing.
    operatorTyping: incoming.some((m) => m.author === 'operator') ? false : state.operatorTyping,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded':
      return {
        ...withMessages(state, action.messages),
        hasOlder: action.hasOlder,
        readMarker: action.memberReadSeq,
        operatorReadSeq: Math.max(state.operatorReadSeq, action.operatorReadSeq),
        status: action.status,
      };
    case 'older':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        hasOlder: action.hasOlder,
      };
    case 'received':
      return withMessages(state, action.messages);
    case 'sending':
      return { ...state, outgoing: [...state.outgoing, action.outgoing], status: 'open' };
    case 'failed':
    case 'retrying':
      return {
        ...state,
        outgoing: state.outgoing.map((o) =>
          o.clientId === action.clientId
            ? { ...o, state: action.type === 'failed' ? 'failed' : 'sending' }
            : o,
        ),
      };
    case 'typing':
      return { ...state, operatorTyping: action.typing };
    case 'read':
      return { ...state, operatorReadSeq: Math.max(state.operatorReadSeq, action.seq) };
    case 'status':
      return { ...state, status: action.status };
  }
}

/** Operator messages after the member's read marker. */
export function unreadCount(state: ChatState, readSeq: number): number {
  return state.messages.filter((m) => m.author === 'operator' && m.seq > readSeq).length;
}
