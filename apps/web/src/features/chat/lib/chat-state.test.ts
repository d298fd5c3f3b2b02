import { describe, expect, it } from 'vitest';
import { ChatMessageSchema, type ChatMessage } from '@app/contracts';
import { chatReducer, initialChatState, mergeMessages, unreadCount } from './chat-state.ts';

const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage =>
  ChatMessageSchema.parse({
    id: seq,
    seq,
    clientId: `client-${seq}`,
    author: 'member',
    authorName: null,
    text: `m${seq}`,
    imageUrl: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    ...over,
  });

describe('chat state', () => {
  it('merges by sequence number: in order, each message once', () => {
    const merged = mergeMessages([message(1), message(3)], [message(3), message(2), message(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it('a catch-up after a dropped connection overlapping the stream doubles nothing', () => {
    let state = chatReducer(initialChatState, {
      type: 'received',
      messages: [message(1), message(2)],
    });
    state = chatReducer(state, { type: 'received', messages: [message(2), message(3)] });
    state = chatReducer(state, { type: 'received', messages: [message(3)] });
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(state.lastSeq).toBe(3);
  });

  it('a confirmed message replaces its pending copy; a failed one can be retried with the same id', () => {
    let state = chatReducer(initialChatState, {
      type: 'sending',
      outgoing: {
        clientId: 'client-1',
        text: 'hi',
        previewUrl: null,
        imageBase64: null,
        state: 'sending',
      },
    });
    state = chatReducer(state, { type: 'failed', clientId: 'client-1' });
    expect(state.outgoing[0]?.state).toBe('failed');
    state = chatReducer(state, { type: 'retrying', clientId: 'client-1' });
    expect(state.outgoing[0]?.state).toBe('sending');
    state = chatReducer(state, { type: 'received', messages: [message(1)] });
    expect(state.outgoing).toEqual([]);
    expect(state.messages).toHaveLength(1);
  });

  it('an operator message ends their typing and counts as unread after the marker', () => {
    let state = chatReducer(initialChatState, { type: 'typing', typing: true });
    state = chatReducer(state, {
      type: 'received',
      messages: [message(1), message(2, { author: 'operator', authorName: 'Linh' })],
    });
    expect(state.operatorTyping).toBe(false);
    expect(unreadCount(state, 1)).toBe(1);
    expect(unreadCount(state, 2)).toBe(0);
  });
});
