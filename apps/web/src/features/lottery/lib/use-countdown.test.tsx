import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimerProps } from './countdown.ts';
import { useCountdown, useDebouncedValue } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 2, 11, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('refreshes every 500 ms and ends at --:--:--', () => {
    // 7 s to the draw, a pair spanning 1 s: 6.5 s to count.
    const props: TimerProps = {
      remainTime: 7000,
      lotteryTime: [0, 1000],
      isSale: true,
      receivedAt: Date.now(),
    };
    const { result } = renderHook(() => useCountdown(props));
    expect(result.current).toMatchObject({ text: '0:00:06', isNear: false }); // 6.5 s
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.text).toBe('0:00:06'); // no tick yet
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ text: '0:00:06', isNear: false }); // 6.0 s
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toMatchObject({ text: '0:00:05', isNear: true });
    act(() => vi.advanceTimersByTime(5500));
    expect(result.current).toMatchObject({ text: '--:--:--', isOver: true, isNear: false });
  });

  it('stops its interval when the last countdown unmounts', () => {
    const props: TimerProps = {
      remainTime: 60_000,
      lotteryTime: [0, 0],
      receivedAt: Date.now(),
      isSale: true,
    };
    const a = renderHook(() => useCountdown(props));
    const b = renderHook(() => useCountdown(props));
    expect(vi.getTimerCount()).toBe(1); // one shared clock
    a.unmount();
    expect(vi.getTimerCount()).toBe(1);
    b.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick for a game that is not on sale', () => {
    const props: TimerProps = {
      remainTime: 60_000,
      lotteryTime: [0, 0],
      receivedAt: Date.now(),
      isSale: false,
    };
    const { result } = renderHook(() => useCountdown(props));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.text).toBe('--:--:--');
  });
});

describe('useDebouncedValue (spec §4: language change, 250 ms)', () => {
  it('passes a value on only after it held still for 250 ms', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), {
      initialProps: { v: 'TY' },
    });
    rerender({ v: 'EN' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'TY' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'EN' });
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('TY');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('EN');
  });
});
