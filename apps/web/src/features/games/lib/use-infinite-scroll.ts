import { useEffect, useLayoutEffect, useRef } from 'react';
import { INFINITE_SCROLL } from '@app/contracts';

/** Pixels left below the viewport (none laid out yet: nothing to measure, so far away). */
function distanceToBottom(): number {
  const root = document.documentElement;
  if (root.scrollHeight === 0) return Infinity;
  return root.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * spec §9 infinite scroll: asks for more when the page is scrolled to within 300 px of its end,
 * at most once every 500 ms (the last scroll of a burst is still looked at). Also looks once each
 * time `enabled` turns on or `checkKey` changes, so that a short first page that does not fill the
 * screen still loads the next one.
 */
export function useInfiniteScroll(enabled: boolean, onLoadMore: () => void, checkKey?: unknown) {
  const load = useRef(onLoadMore);
  useLayoutEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      if (distanceToBottom() <= INFINITE_SCROLL.thresholdPx) load.current();
    };
    const onScroll = () => {
      const wait = INFINITE_SCROLL.throttle - (Date.now() - last);
      if (wait <= 0) {
        clearTimeout(trailing);
        trailing = undefined;
        check();
      } else if (trailing === undefined) {
        trailing = setTimeout(() => {
          trailing = undefined;
          check();
        }, wait);
      }
    };
    const first = setTimeout(check, INFINITE_SCROLL.scrollDelay);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(first);
      clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [enabled, checkKey]);
}
