import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { ChatAction } from '../lib/chat-state.ts';
import { sendChatTyping } from '../api/chat-calls.ts';

/**
 * Tells the operators the member types: "typing" at most every 3 s while keys come, "stopped"
 * after 4 s without one (or when the message goes). Typing is never stored.
 */
export function useTypingSignal() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sentAt = useRef(0);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    if (sentAt.current !== 0) {
      sentAt.current = 0;
      sendChatTyping(false).catch(() => undefined);
    }
  }, []);

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - sentAt.current > 3000) {
      sentAt.current = now;
      sendChatTyping(true).catch(() => undefined);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, 4000);
  }, [stop]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, stop };
}

/**
 * Shows the operator's typing; a lost "stopped typing" must not leave the dots for ever, so they
 * go after 8 s without news (or when the operator's message arrives, in the state).
 */
export function useOperatorTyping(dispatch: Dispatch<ChatAction>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (typing: boolean) => {
      dispatch({ type: 'typing', typing });
      clearTimeout(timer.current);
      if (typing)
        timer.current = setTimeout(() => dispatch({ type: 'typing', typing: false }), 8000);
    },
    [dispatch],
  );
}
