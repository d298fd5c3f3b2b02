import { useEffect, useState } from 'react';

const START_KEY = 'lotus.rg.start';

/**
 * When this sign-in's session started in this tab (kept per token in sessionStorage): the reality
 * check and the session clock of the side menu count from it.
 */
export function sessionStart(token: string): number {
  const tag = token.slice(-12);
  const stored = sessionStorage.getItem(START_KEY)?.split('|');
  if (stored?.[0] === tag && Number(stored[1]) > 0) return Number(stored[1]);
  const now = Date.now();
  sessionStorage.setItem(START_KEY, `${tag}|${now}`);
  return now;
}

/** A span of time as h:mm:ss, or m:ss under an hour. */
export function elapsedText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const s = Math.floor((ms % 60_000) / 1000);
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
}

/** The session's running time, ticking every second while mounted (null without a token). */
export function useSessionElapsed(token: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [token]);
  if (!token) return null;
  return elapsedText(Math.max(0, now - sessionStart(token)));
}
