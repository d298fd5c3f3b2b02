import { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { TIMERS } from '@app/contracts';

/** spec §2 "Winner board": six lines are visible at once. */
export const TICKER_VISIBLE = 6;

/** spec §2: the board scrolls only with more than 6 items (and never for reduced motion). */
export function tickerScrolls(count: number, reducedMotion: boolean): boolean {
  return count > TICKER_VISIBLE && !reducedMotion;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(listener: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** Whether the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

export type TickerState = {
  /** How many rows the list is moved up. */
  step: number;
  /** False for the jump back to the top, which must not be animated. */
  animate: boolean;
};

/**
 * A vertical ticker over `count` rows (the list repeats its first TICKER_VISIBLE rows after the
 * last, so that the loop is seamless): one row up every `interval` ms (spec §9: 1500) while
 * `running`. `onStepShown` is the transitionend handler: after the copy of row 0 has scrolled in,
 * the list jumps back to the real row 0 without animation.
 */
export function useTicker(count: number, running: boolean, interval = TIMERS.winnerBoardSpeed) {
  const [state, setState] = useState<TickerState>({ step: 0, animate: true });

  useEffect(() => {
    if (!running) {
      // Back at the top, unanimated; already there (a board that has not moved), nothing to draw.
      setState((s) => (s.step === 0 && !s.animate ? s : { step: 0, animate: false }));
      return;
    }
    const timer = window.setInterval(() => {
      setState((s) =>
        s.step >= count ? { step: 1, animate: true } : { step: s.step + 1, animate: true },
      );
    }, interval);
    return () => window.clearInterval(timer);
  }, [count, running, interval]);

  const onStepShown = useCallback(() => {
    setState((s) => (s.step >= count ? { step: 0, animate: false } : s));
  }, [count]);

  return { ...state, onStepShown };
}

/**
 * Whether the element is on screen now. The board sits below the home's sections: its ticker
 * moves only while someone can see it, rather than re-rendering the board every 1.5 s on the main
 * thread from the page's first second (while the page is still arriving) for as long as it is open.
 * Without IntersectionObserver it reads as on screen.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
