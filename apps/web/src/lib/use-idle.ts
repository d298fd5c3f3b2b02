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

/**
 * False until the page has loaded and `delay` ms have passed since the first render, then true in
 * the browser's next idle moment (at the latest 2 s later): for motion the first screen can do
 * without while it loads, such as the marquee, so that its frames do not compete with the page's
 * own work (docs/decisions/2026-11-30-marquee-moves-once-settled.md).
 */
export function useSettled(delay: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const settle = () => {
      cancelIdle = whenIdle(() => setSettled(true), 2000, 0);
    };
    const afterDelay = () => {
      if (document.readyState === 'complete') settle();
      else window.addEventListener('load', settle, { once: true });
    };
    const timer = window.setTimeout(afterDelay, delay);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', settle);
      cancelIdle();
    };
  }, [delay]);
  return settled;
}
