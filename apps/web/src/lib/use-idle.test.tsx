import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSettled } from './use-idle.ts';

describe('useSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('turns true only after its delay, in the next idle moment', () => {
    const { result } = renderHook(() => useSettled(3000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    // The idle moment (a task here, where the browser cannot say) comes after the delay.
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('waits for the page to load when the delay ends first', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useSettled(100));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('leaves nothing waiting once unmounted', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { unmount } = renderHook(() => useSettled(100));
    act(() => vi.advanceTimersByTime(100));
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(removed).toHaveBeenCalledWith('load', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
