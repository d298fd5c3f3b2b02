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
const listeners = new Set<() => void>();
let nextCall = 1;

function notify() {
  for (const listener of listeners) listener();
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
  return startedAt.size === 0 ? null : Math.min(...startedAt.values());
}

/**
 * True while some call (a list loading, a form sending) has waited longer than `thresholdMs`; false
 * again as soon as none has.
 */
export function useSlowNetwork(thresholdMs = NETWORK_SLOW_MS): boolean {
  const oldest = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    oldestWaiting,
    () => null,
  );
  const [lateSince, setLateSince] = useState<number | null>(null);
  useEffect(() => {
    if (oldest === null) return;
    const timer = setTimeout(() => setLateSince(oldest), oldest + thresholdMs - Date.now());
    return () => clearTimeout(timer);
  }, [oldest, thresholdMs]);
  return oldest !== null && lateSince === oldest;
}
