import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSmsCountdown } from './use-sms-countdown.ts';

describe('SMS countdown (spec §4, §9: tick 500 ms, until the expiry time, default 60 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-05-01T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes idle → sending → countdown → idle at the expiry time', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.phase).toBe('idle');
    act(() => result.current.setSending(true));
    expect(result.current.phase).toBe('sending');
    act(() => result.current.start(Date.now() + 5_000));
    expect(result.current.phase).toBe('countdown');
    expect(result.current.seconds).toBe(5);
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.seconds).toBe(5);
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.seconds).toBe(4);
    act(() => void vi.advanceTimersByTime(3_500));
    expect(result.current.seconds).toBe(1);
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.phase).toBe('idle');
    expect(result.current.seconds).toBe(0);
  });

  it('counts 60 s when the server gives no expiry time (or one in the past)', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(null));
    expect(result.current.seconds).toBe(60);
    act(() => result.current.start(Date.now() - 1));
    expect(result.current.seconds).toBe(60);
    act(() => void vi.advanceTimersByTime(59_500));
    expect(result.current.phase).toBe('countdown');
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.phase).toBe('idle');
  });

  it('brings the send link back at the resendAfter of the server, the code typeable until it expires', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.codeLive).toBe(false);
    act(() => result.current.start(Date.now() + 300_000, Date.now() + 60_000));
    expect(result.current.phase).toBe('countdown');
    expect(result.current.seconds).toBe(60);
    expect(result.current.codeLive).toBe(true);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.phase).toBe('idle');
    expect(result.current.codeLive).toBe(true);
    act(() => void vi.advanceTimersByTime(240_000));
    expect(result.current.codeLive).toBe(false);
  });

  it('ticks every 500 ms', () => {
    const spy = vi.spyOn(globalThis, 'setInterval');
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(Date.now() + 10_000));
    expect(spy).toHaveBeenCalledWith(expect.any(Function), 500);
  });
});
