import { useEffect, useState } from 'react';

/**
 * Runs `task` in the browser's next moment with nothing to do (at the latest `timeout` ms later);
 * where the browser cannot say (Safari), after `fallbackDelay` ms. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout: number, fallbackDelay: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackDelay);
  return () => window.clearTimeout(id);
}

/**
 * False on the first render, true once the browser has had a moment with nothing to do (at the
 * latest `timeout` ms later): for work the first screen can do without, such as measuring a
 * carousel, so that it does not lengthen the task that draws the page.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout, 50), [timeout]);
  return idle;
}
