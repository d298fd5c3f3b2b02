import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AdminChatEventSchema, adminChatStreamEndpoint, type AdminChatEvent } from '@app/contracts';
import { readEventStream } from '@app/client/event-stream';

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The console's live updates (docs/decisions/2026-11-24-live-chat.md): the operators' event
 * stream, connected again whenever it ends or drops. Each event refreshes what it touches (the
 * queue, the open conversation's messages); a reconnect refreshes everything, so an event missed
 * while the connection was down costs nothing. Typing lives in state for the screen to show.
 */
export function useChatEvents() {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<Record<number, boolean>>({});
  const [online, setOnline] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const onEvent = (event: AdminChatEvent) => {
      if (event.type === 'typing') {
        setTyping((all) => ({ ...all, [event.conversationId]: event.typing }));
        return;
      }
      if (event.type === 'message') {
        setTyping((all) => ({ ...all, [event.conversationId]: false }));
        void queryClient.invalidateQueries({
          queryKey: ['admin', 'chat', 'messages', event.conversationId],
        });
      }
      void queryClient.invalidateQueries({ queryKey: ['admin', 'chat', 'list'] });
      void queryClient.invalidateQueries({
        queryKey: ['admin', 'chat', 'detail', event.conversationId],
      });
    };
    void (async () => {
      let failures = 0;
      while (!signal.aborted) {
        try {
          await readEventStream(adminChatStreamEndpoint, {
            schema: AdminChatEventSchema,
            signal,
            onOpen: () => {
              failures = 0;
              setOnline(true);
              void queryClient.invalidateQueries({ queryKey: ['admin', 'chat'] });
            },
            onEvent: ({ data }) => onEvent(data),
          });
          await wait(200, signal);
        } catch {
          if (signal.aborted) return;
          failures += 1;
          setOnline(false);
          await wait(Math.min(1000 * 2 ** (failures - 1), 10_000), signal);
        }
      }
    })();
    return () => controller.abort();
  }, [queryClient]);

  return { typing, online };
}
