import { useCallback, useEffect, useState } from 'react';
import { TIMERS } from '@app/contracts';

export type SmsCountdown = {
  /** spec §4 SMS code: idle, sending, countdown. */
  phase: 'idle' | 'sending' | 'countdown';
  /** Whole seconds left while counting down. */
  seconds: number;
  setSending: (sending: boolean) => void;
  /** Counts down to `expirationTime` (epoch ms); 60 s when the server gave none (spec §4, §9). */
  start: (expirationTime?: number | null) => void;
  reset: () => void;
};

/** spec §4 SMS code: ticks every 500 ms until the expiry time, then the resend link returns. */
export function useSmsCountdown(): SmsCountdown {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return;
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= expiresAt) setExpiresAt(null);
    }, TIMERS.smsTick);
    return () => clearInterval(id);
  }, [expiresAt]);

  const start = useCallback((expirationTime?: number | null) => {
    const current = Date.now();
    setNow(current);
    setSending(false);
    setExpiresAt(
      expirationTime && expirationTime > current
        ? expirationTime
        : current + TIMERS.smsDefaultCountdownSeconds * 1000,
    );
  }, []);

  const reset = useCallback(() => {
    setSending(false);
    setExpiresAt(null);
  }, []);

  const seconds = expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const phase = sending ? 'sending' : seconds > 0 ? 'countdown' : 'idle';
  return { phase, seconds, setSending, start, reset };
}
