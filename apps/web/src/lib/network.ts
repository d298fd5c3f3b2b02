import { useEffect, useState, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * After this long without an answer a call counts as slow and the site says so (spec §8 "network
 * slow" notice). Long enough that an ordinary 3G answer never shows it.
 */
export const NETWORK_SLOW_MS = 3000;

/** Whether the browser says it is online (spec §8 offline notice), re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

// ---- calls waiting on the network

const startedAt = new Map<number, number>();
/** The slow-network hooks mounted, each told when a call starts or ends. */
const watchers = new Set<() => void>();
let nextCall = 1;

function notify() {
  for (const watcher of watchers) watcher();
}

/**
 * `fetch` that keeps count of the calls waiting for an answer. The site installs it once
 * (installNetworkTracking), so that every call counts, whichever list, form or hook made it.
 */
export function trackFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const id = nextCall++;
    startedAt.set(id, Date.now());
    notify();
    try {
      return await fetchImpl(input, init);
    } finally {
      startedAt.delete(id);
      notify();
    }
  };
}

/** Makes the page's fetch the counting one (main.tsx, before the first call). */
export function installNetworkTracking(): void {
  window.fetch = trackFetch(window.fetch.bind(window));
  // A page loaded with no network (the installed app's shell comes from its cache) starts
  // offline: the notice shows and calls wait for the network instead of failing one by one.
  // The browser's online event switches it back.
  if (navigator.onLine === false) onlineManager.setOnline(false);
}

/** When the oldest call still waiting was made, or null when none waits. */
function oldestWaiting(): number | null {
  let oldest: number | null = null;
  for (const at of startedAt.values()) if (oldest === null || at < oldest) oldest = at;
  return oldest;
}

/**
 * True while some call (a list loading, a form sending) has waited longer than `thresholdMs`; false
 * again as soon as none has.
 *
 * A call starting or ending re-renders nothing unless the answer flips: the hook keeps one timer
 * for the oldest call, set again only when another call becomes the oldest, and sets its state
 * only when it changes. It read the oldest call through
 * `useSyncExternalStore` before, which re-rendered the notice synchronously whenever the oldest
 * call changed: 24 commits in a home's load at 4× CPU then, 14–15 now
 * (docs/decisions/2026-11-28-entry-evaluation.md).
 */
export function useSlowNetwork(thresholdMs = NETWORK_SLOW_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // When the call the timer waits on started; a later call starting or ending leaves it be.
    let armedFor: number | null = null;
    const check = () => {
      const oldest = oldestWaiting();
      if (timer !== undefined && oldest === armedFor) return;
      clearTimeout(timer);
      timer = undefined;
      armedFor = null;
      const due = oldest === null ? null : oldest + thresholdMs - Date.now();
      // Setting the state it already has schedules no render.
      setSlow(due !== null && due <= 0);
      if (due !== null && due > 0) {
        armedFor = oldest;
        timer = setTimeout(() => {
          timer = undefined;
          check();
        }, due);
      }
    };
    watchers.add(check);
    check();
    return () => {
      watchers.delete(check);
      clearTimeout(timer);
    };
  }, [thresholdMs]);
  return slow;
}
