/**
 * Runs tasks one after another, each at least `gapMs` after the previous one started: spec §9's
 * mark-read throttle (150 ms) without dropping a mark when two items are opened quickly.
 */
export function createSpacedQueue(gapMs: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = async () => {
      const wait = last + gapMs - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      last = now();
      return task();
    };
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    return result;
  };
}
