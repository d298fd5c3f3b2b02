import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts, TIMER_GRAIN_MS } from './coalesced-timers.ts';

describe('coalesced timers (TanStack Query timeout provider)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-30T10:00:00.250Z'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs a long timer no earlier than asked and at most one grain later', () => {
    const timers = coalescedTimeouts();
    const ran = vi.fn();
    timers.setTimeout(ran, 300_000);
    vi.advanceTimersByTime(299_999);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TIMER_GRAIN_MS);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('puts the long timers due in the same second behind one browser timer', () => {
    const timers = coalescedTimeouts();
    const browser = vi.spyOn(globalThis, 'setTimeout');
    const ran = vi.fn();
    for (let i = 0; i < 20; i++) {
      timers.setTimeout(ran, 300_000);
      vi.advanceTimersByTime(10);
    }
    expect(browser).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(301_000);
    expect(ran).toHaveBeenCalledTimes(20);
  });

  it('clears one timer without a browser call, and the others of its second still run', () => {
    const timers = coalescedTimeouts();
    const browserClear = vi.spyOn(globalThis, 'clearTimeout');
    const kept = vi.fn();
    const cleared = vi.fn();
    timers.setTimeout(kept, 60_000);
    const id = timers.setTimeout(cleared, 60_000);
    timers.clearTimeout(id);
    timers.clearTimeout(id);
    expect(browserClear).not.toHaveBeenCalled();
    // The second's browser timer stays armed for the next query to mount in that second.
    const next = vi.fn();
    const browser = vi.spyOn(globalThis, 'setTimeout');
    timers.setTimeout(next, 60_000);
    expect(browser).not.toHaveBeenCalled();
    vi.advanceTimersByTime(61_000);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
    expect(cleared).not.toHaveBeenCalled();
  });

  it('does not run a timer that an earlier one of its second clears', () => {
    const timers = coalescedTimeouts();
    const cleared = vi.fn();
    const held: { later?: ReturnType<typeof timers.setTimeout> } = {};
    timers.setTimeout(() => timers.clearTimeout(held.later), 10_000);
    held.later = timers.setTimeout(cleared, 10_000);
    vi.advanceTimersByTime(11_000);
    expect(cleared).not.toHaveBeenCalled();
  });

  it('leaves short timers and intervals to the browser, on time', () => {
    const timers = coalescedTimeouts();
    const short = vi.fn();
    const cancelled = vi.fn();
    const every = vi.fn();
    timers.setTimeout(short, 300);
    timers.clearTimeout(timers.setTimeout(cancelled, 200));
    const interval = timers.setInterval(every, 400);
    vi.advanceTimersByTime(299);
    expect(short).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(short).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(every).toHaveBeenCalledTimes(2);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(1_000);
    expect(every).toHaveBeenCalledTimes(2);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs the rest of a second when one of its timers throws, and reports the error', () => {
    const timers = coalescedTimeouts();
    const reported: unknown[] = [];
    const queued = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        reported.push(error);
      }
    });
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('gc failed');
    }, 5_000);
    timers.setTimeout(after, 5_000);
    vi.advanceTimersByTime(6_000);
    expect(after).toHaveBeenCalledTimes(1);
    expect(queued).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([new Error('gc failed')]);
  });
});
