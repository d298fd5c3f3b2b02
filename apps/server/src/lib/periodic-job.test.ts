import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PeriodicJob', () => {
  it('runs at once, never two passes at the same time, and stop() waits for the one in flight', async () => {
    vi.useFakeTimers();
    const passes: ReturnType<typeof deferred>[] = [];
    const job = new PeriodicJob('test pass', () => {
      const d = deferred();
      passes.push(d);
      return d.promise;
    });
    job.start(1000);
    expect(passes).toHaveLength(1);
    // Ticks while the first pass runs are skipped.
    await vi.advanceTimersByTimeAsync(3500);
    expect(passes).toHaveLength(1);
    passes[0]!.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toHaveLength(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    passes[1]!.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toHaveLength(2);
  });

  it('logs a failed pass and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    let calls = 0;
    const job = new PeriodicJob(
      'flaky pass',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return calls;
      },
      log,
    );
    job.start(1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database away' }) },
      'flaky pass failed; retried next run',
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    await job.stop();
    expect(await job.runOnce()).toBe(3);
  });
});
