import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { TICKER_VISIBLE, tickerScrolls, useOnScreen, useTicker } from './ticker.ts';

describe('winner ticker rule (spec §2: scrolls only with more than 6)', () => {
  it('stands still with 6 items or fewer, scrolls with 7 or more', () => {
    expect(TICKER_VISIBLE).toBe(6);
    for (const n of [0, 1, 6]) expect(tickerScrolls(n, false), String(n)).toBe(false);
    for (const n of [7, 20]) expect(tickerScrolls(n, false), String(n)).toBe(true);
  });

  it('never scrolls for visitors who ask for reduced motion', () => {
    expect(tickerScrolls(20, true)).toBe(false);
  });
});

describe('useTicker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves one row every 1500 ms and jumps back to the top after the last copy', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTicker(7, true));
    expect(result.current.step).toBe(0);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.step).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ step: 1, animate: true });
    act(() => vi.advanceTimersByTime(1500 * 6));
    expect(result.current.step).toBe(7);
    // The copy of row 0 is in place: the list jumps to the real row 0 without animation.
    act(() => result.current.onStepShown());
    expect(result.current).toMatchObject({ step: 0, animate: false });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current).toMatchObject({ step: 1, animate: true });
  });

  it('does not move while not running', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTicker(6, false));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.step).toBe(0);
  });
});

describe('useOnScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the element in and out of the screen', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const element = document.createElement('section');
    const { result } = renderHook(() => useOnScreen({ current: element }));
    expect(observed).toEqual([element]);
    expect(result.current).toBe(false);
    act(() => report([{ isIntersecting: true }]));
    expect(result.current).toBe(true);
    act(() => report([{ isIntersecting: true }, { isIntersecting: false }]));
    expect(result.current).toBe(false);
  });
});
