import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/** The due times of the long timers are rounded up to this grain: never early, at most this late. */
export const TIMER_GRAIN_MS = 1000;

type Bucket = Map<number, () => void>;

/**
 * TanStack Query's timers on a coarse clock (its `timeoutManager`, which it offers for this):
 * every query starts a garbage-collection timer when created and clears it when a screen
 * observes it, every observer one for its data going stale, each a browser timer of its own:
 * 57 of the 88 browser timers a home's load set, and most of the 42 it cleared, many in the
 * task that mounts the page; in a profiled or traced page each costs a stack capture. Here a
 * timer of a second or more joins the others due in the same second, behind one browser timer,
 * and clearing one is a map delete. Shorter timers, and intervals, are the browser's own.
 */
export function coalescedTimeouts(): TimeoutProvider {
  const buckets = new Map<number, Bucket>();
  const dueOf = new Map<number, number>();
  let nextId = -1;

  const fire = (due: number) => {
    const bucket = buckets.get(due);
    if (!bucket) return;
    // The bucket stays findable while it runs: a callback that clears a later timer of the same
    // second keeps it from running.
    for (const [id, callback] of bucket) {
      bucket.delete(id);
      dueOf.delete(id);
      try {
        callback();
      } catch (error) {
        // Reported as a browser timer's would be, without keeping the others from running.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    buckets.delete(due);
  };

  return {
    setTimeout(callback, delay) {
      if (!(delay >= TIMER_GRAIN_MS)) return setTimeout(callback, delay) as ManagedTimerId;
      const due = Math.ceil((Date.now() + delay) / TIMER_GRAIN_MS) * TIMER_GRAIN_MS;
      let bucket = buckets.get(due);
      if (!bucket) {
        bucket = new Map();
        buckets.set(due, bucket);
        // Left to fire even when its last timer is cleared: the next timer due in that second
        // (another query mounting) finds it armed.
        setTimeout(() => fire(due), due - Date.now());
      }
      // Negative ids: a browser's timer ids are positive.
      const id = nextId--;
      bucket.set(id, callback);
      dueOf.set(id, due);
      return id;
    },
    clearTimeout(timeoutId) {
      if (typeof timeoutId === 'number' && timeoutId < 0) {
        const due = dueOf.get(timeoutId);
        if (due === undefined) return;
        dueOf.delete(timeoutId);
        buckets.get(due)?.delete(timeoutId);
        return;
      }
      clearTimeout(timeoutId as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as ManagedTimerId,
    clearInterval: (intervalId) => clearInterval(intervalId as Parameters<typeof clearInterval>[0]),
  };
}
