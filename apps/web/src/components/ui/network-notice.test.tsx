import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { i18n } from '../../lib/translation.ts';
import { trackFetch, useSlowNetwork } from '../../lib/network.ts';
import { NetworkNotice } from './network-notice.tsx';

/** A fetch whose answer comes when the test says so. */
function heldFetch() {
  let answer: () => void = () => {};
  const fetchImpl = trackFetch(
    () => new Promise<Response>((resolve) => (answer = () => resolve(new Response('{}')))),
  );
  return { fetchImpl, answer: () => answer() };
}

describe('network notices (spec §8)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('says the visitor is offline while the browser is, and nothing once back', async () => {
    render(<NetworkNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByTestId('network-offline')).toHaveTextContent(
      i18n.t('errors.offline'),
    );
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('network-offline')).not.toBeInTheDocument());
  });

  it('turns slow while a call waits past the threshold, and back when it is answered', async () => {
    const { result } = renderHook(() => useSlowNetwork(60));
    expect(result.current).toBe(false);
    const held = heldFetch();
    let done = false;
    void held.fetchImpl('/wps/anything').then(() => (done = true));
    await waitFor(() => expect(result.current).toBe(true));
    act(() => held.answer());
    await waitFor(() => expect(done).toBe(true));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('shows the slow notice with its text', async () => {
    const held = heldFetch();
    void held.fetchImpl('/wps/slow');
    render(<NetworkNotice />);
    expect(await screen.findByTestId('network-slow', {}, { timeout: 5000 })).toHaveTextContent(
      i18n.t('errors.networkSlow'),
    );
    act(() => held.answer());
    await waitFor(() => expect(screen.queryByTestId('network-slow')).not.toBeInTheDocument());
  });

  it('re-renders nothing while calls start and end within the threshold', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSlowNetwork(60_000);
    });
    const before = renders;
    const first = heldFetch();
    const second = heldFetch();
    const calls = [first.fetchImpl('/wps/a'), second.fetchImpl('/wps/b')];
    act(() => first.answer());
    await calls[0];
    act(() => second.answer());
    await calls[1];
    expect(result.current).toBe(false);
    expect(renders).toBe(before);
  });

  it('keeps one timer while later calls start and end behind the oldest', async () => {
    let clock = Date.now();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    renderHook(() => useSlowNetwork(60_000));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      const [first, second, third] = [heldFetch(), heldFetch(), heldFetch()];
      // Each call a millisecond after the one before.
      const calls = [first, second, third].map((held, i) => {
        clock += 1;
        return held.fetchImpl(`/wps/${i}`);
      });
      expect(timers).toHaveBeenCalledTimes(1);
      act(() => third.answer());
      await calls[2];
      expect(timers).toHaveBeenCalledTimes(1);
      // The oldest answered: the timer now waits on the second call.
      act(() => first.answer());
      await calls[0];
      expect(timers).toHaveBeenCalledTimes(2);
      act(() => second.answer());
      await calls[1];
      expect(timers).toHaveBeenCalledTimes(2);
    } finally {
      timers.mockRestore();
      now.mockRestore();
    }
  });

  it('stays quiet for calls answered in time', async () => {
    const { result } = renderHook(() => useSlowNetwork(200));
    await trackFetch(async () => new Response('{}'))('/wps/fast');
    expect(result.current).toBe(false);
  });
});
