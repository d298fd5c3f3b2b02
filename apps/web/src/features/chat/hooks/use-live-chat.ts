import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_IMAGE_MAX_BYTES, type ChatEvent, type ChatMessage } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import {
  getChatMessages,
  loadChat,
  markChatRead,
  sendChatImage,
  sendChatText,
} from '../api/chat-calls.ts';
import { isRefusal, runChatConnection } from '../lib/chat-connection.ts';
import { chatReducer, initialChatState, type Outgoing } from '../lib/chat-state.ts';
import { useOperatorTyping, useTypingSignal } from './use-typing-signal.ts';

export type ChatConnection = 'connecting' | 'online' | 'reconnecting';

/** A message id of the sender's own (a resend with it never doubles the message). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** A message about to be sent, with a fresh id of its own. */
function outgoingOf(content: { text: string } | { file: File; base64: string }): Outgoing {
  const image = 'file' in content;
  return {
    clientId: newClientId(),
    text: image ? null : content.text,
    previewUrl: image ? URL.createObjectURL(content.file) : null,
    imageBase64: image ? content.base64 : null,
    state: 'sending',
  };
}

/**
 * The member's live chat (docs/decisions/2026-11-24-live-chat.md): launch, the latest history,
 * then the event stream from the last sequence number held. When the stream ends or drops it
 * connects again asking for what came after that number, so nothing is lost; messages merge by
 * their number, so nothing is doubled. A message that failed to send keeps its id and is sent
 * again once the stream is back.
 */
export function useLiveChat() {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [refused, setRefused] = useState<ApiError | null>(null);
  const [ready, setReady] = useState(false);
  const lastSeq = useRef(0);
  const outgoing = useRef<Outgoing[]>([]);
  outgoing.current = state.outgoing;
  const readSent = useRef(0);
  const { typing, stop: stopTyping } = useTypingSignal();
  const showOperatorTyping = useOperatorTyping(dispatch);

  const received = useCallback((messages: ChatMessage[]) => {
    for (const m of messages) lastSeq.current = Math.max(lastSeq.current, m.seq);
    dispatch({ type: 'received', messages });
  }, []);

  /** Marks everything held as read while the page is shown (spec §3 unread chat count). */
  const markRead = useCallback(() => {
    const seq = lastSeq.current;
    if (seq <= readSent.current || document.visibilityState === 'hidden') return;
    readSent.current = seq;
    markChatRead(seq).catch(() => {
      readSent.current = 0;
    });
  }, []);

  const deliver = useCallback(
    async (item: Outgoing) => {
      try {
        const message = item.imageBase64
          ? await sendChatImage(item.clientId, item.imageBase64)
          : await sendChatText(item.clientId, item.text ?? '');
        received([message]);
      } catch (error) {
        dispatch({ type: 'failed', clientId: item.clientId });
        if (isRefusal(error)) return error;
      }
      return null;
    },
    [received],
  );

  const onEvent = useCallback(
    (event: ChatEvent) => {
      switch (event.type) {
        case 'message':
          received([event.message]);
          if (event.message.author === 'operator') markRead();
          break;
        case 'typing':
          showOperatorTyping(event.typing);
          break;
        case 'read':
          dispatch({ type: 'read', seq: event.seq });
          break;
        case 'status':
          dispatch({ type: 'status', status: event.status });
          break;
      }
    },
    [received, markRead, showOperatorTyping],
  );

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const loaded = await loadChat(signal);
        for (const m of loaded.messages) lastSeq.current = Math.max(lastSeq.current, m.seq);
        dispatch(loaded);
        setReady(true);
        markRead();
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError) setRefused(error);
        return;
      }
      await runChatConnection({
        signal,
        lastSeq: () => lastSeq.current,
        onOpen: () => {
          setConnection('online');
          // Messages that failed while the connection was down go again, with their ids.
          for (const item of outgoing.current) {
            if (item.state === 'failed') {
              dispatch({ type: 'retrying', clientId: item.clientId });
              void deliver(item);
            }
          }
        },
        onEvent,
        onReconnecting: () => setConnection('reconnecting'),
        onRefused: setRefused,
      });
    })();
    const onVisible = () => {
      if (document.visibilityState === 'visible') markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [deliver, markRead, onEvent]);

  const sendText = useCallback(
    (text: string) => {
      const item = outgoingOf({ text });
      stopTyping();
      dispatch({ type: 'sending', outgoing: item });
      return deliver(item);
    },
    [deliver, stopTyping],
  );

  /** Sends an image; answers the reason when the site can tell at once that it will be refused. */
  const sendImage = useCallback(
    async (file: File): Promise<'type' | 'size' | null> => {
      if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'type';
      if (file.size > CHAT_IMAGE_MAX_BYTES) return 'size';
      const item = outgoingOf({ file, base64: await readAsBase64(file) });
      dispatch({ type: 'sending', outgoing: item });
      const refusal = await deliver(item);
      if (refusal?.code === 'chat.image_refused') return 'type';
      if (refusal?.code === 'chat.image_too_large') return 'size';
      return null;
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = outgoing.current.find((o) => o.clientId === clientId);
      if (!item) return;
      dispatch({ type: 'retrying', clientId });
      void deliver(item);
    },
    [deliver],
  );

  const loadOlder = useCallback(async () => {
    const first = state.messages[0];
    if (!first) return;
    const page = await getChatMessages({ before: first.seq, limit: 50 });
    dispatch({ type: 'older', messages: page.list, hasOlder: page.hasMore });
  }, [state.messages]);

  return {
    state,
    ready,
    connection,
    refused,
    sendText,
    sendImage,
    retry,
    typing,
    loadOlder,
  };
}
