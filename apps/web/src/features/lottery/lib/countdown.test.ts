import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countdownSeconds,
  countdownView,
  formatCountdown,
  isHighlighted,
  menuRefreshDelay,
  NO_COUNTDOWN,
  type TimerProps,
} from './countdown.ts';

const T0 = Date.UTC(2026, 10, 2, 11, 0, 0);

/** Timer props of an answer that arrived `latency` ms after the request, at the fake clock's now. */
function answered(remainTime: number, latency = 0, isSale = true): TimerProps {
  const receivedAt = Date.now();
  return { remainTime, lotteryTime: [receivedAt - latency, receivedAt], isSale };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdown (spec §4)', () => {
  it('shows --:--:-- when the game is not on sale, whatever the remaining time', () => {
    const view = countdownView(answered(3600, 0, false), Date.now());
    expect(view).toEqual({ text: NO_COUNTDOWN, seconds: 0, isNear: false, isOver: false });
  });

  it('takes half the span of the lotteryTime pair off the remaining time', () => {
    // 100 s answered after a 4 s round trip: the server counted 2 s before the answer arrived.
    expect(countdownSeconds(answered(100, 4000), Date.now())).toBe(98);
    expect(countdownView(answered(100, 4000), Date.now()).text).toBe('0:01:38');
    // A reversed pair is no round trip at all.
    const reversed: TimerProps = { remainTime: 100, lotteryTime: [T0, T0 - 4000], isSale: true };
    expect(countdownSeconds(reversed, T0 - 4000)).toBe(100);
  });

  it('counts whole seconds, rounding down', () => {
    // 10 s minus 1.5 s half-span = 8.5 s -> 8
    expect(countdownSeconds(answered(10, 3000), Date.now())).toBe(8);
    expect(formatCountdown(8.9)).toBe('0:00:08');
  });

  it('runs down with the clock and never below 0', () => {
    const props = answered(65, 1000); // 64.5 s
    expect(countdownView(props, Date.now()).text).toBe('0:01:04');
    vi.advanceTimersByTime(500);
    expect(countdownView(props, Date.now()).text).toBe('0:01:04'); // 64.0 s
    vi.advanceTimersByTime(500);
    expect(countdownView(props, Date.now()).text).toBe('0:01:03');
    vi.advanceTimersByTime(120_000);
    expect(countdownSeconds(props, Date.now())).toBe(0);
  });

  it('shows h:mm:ss with unpadded hours, past 24 hours too', () => {
    expect(formatCountdown(1)).toBe('0:00:01');
    expect(formatCountdown(3599)).toBe('0:59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(26 * 3600 + 61)).toBe('26:01:01');
  });

  it('flags near under 6 s and not at 6 s', () => {
    const props = answered(7); // 7 s
    expect(countdownView(props, Date.now()).isNear).toBe(false);
    vi.advanceTimersByTime(1000); // 6 s
    expect(countdownView(props, Date.now())).toMatchObject({ seconds: 6, isNear: false });
    vi.advanceTimersByTime(500); // 5.5 s -> 5
    expect(countdownView(props, Date.now())).toMatchObject({ seconds: 5, isNear: true });
    vi.advanceTimersByTime(4500); // 1 s
    expect(countdownView(props, Date.now())).toMatchObject({ text: '0:00:01', isNear: true });
  });

  it('shows --:--:-- at zero or less, and is over', () => {
    const props = answered(2);
    vi.advanceTimersByTime(2000);
    expect(countdownView(props, Date.now())).toEqual({
      text: NO_COUNTDOWN,
      seconds: 0,
      isNear: false,
      isOver: true,
    });
    expect(countdownView(answered(-30), Date.now()).text).toBe(NO_COUNTDOWN);
    expect(formatCountdown(0)).toBe(NO_COUNTDOWN);
    expect(formatCountdown(-5)).toBe(NO_COUNTDOWN);
  });
});

describe('highlight (spec §4)', () => {
  it('is on when remaining minus lock is above 0 and under 24 hours', () => {
    expect(isHighlighted(600, 300)).toBe(true);
    expect(isHighlighted(301, 300)).toBe(true);
    expect(isHighlighted(300 + 86_399, 300)).toBe(true);
  });

  it('is off at or past the lock, and 24 hours or more before it', () => {
    expect(isHighlighted(300, 300)).toBe(false);
    expect(isHighlighted(120, 300)).toBe(false);
    expect(isHighlighted(300 + 86_400, 300)).toBe(false);
    expect(isHighlighted(3 * 86_400, 0)).toBe(false);
  });
});

describe('menu refresh timer (spec §4, §9)', () => {
  it('is the smallest remaining time among open games, in ms', () => {
    expect(
      menuRefreshDelay([
        { remainTime: 20, isSale: true },
        { remainTime: 12, isSale: true },
        { remainTime: 3, isSale: false }, // closed games do not count
      ]),
    ).toBe(12_000);
  });

  it('is capped at 30000 ms', () => {
    expect(menuRefreshDelay([{ remainTime: 3600, isSale: true }])).toBe(30_000);
    expect(menuRefreshDelay([{ remainTime: 31, isSale: true }])).toBe(30_000);
    expect(menuRefreshDelay([{ remainTime: 29, isSale: true }])).toBe(29_000);
  });

  it('falls back to 7000 ms when the smallest is 0 or less, or nothing is open', () => {
    expect(menuRefreshDelay([{ remainTime: 0, isSale: true }])).toBe(7000);
    expect(
      menuRefreshDelay([
        { remainTime: -4, isSale: true },
        { remainTime: 20, isSale: true },
      ]),
    ).toBe(7000);
    expect(menuRefreshDelay([{ remainTime: 20, isSale: false }])).toBe(7000);
    expect(menuRefreshDelay([])).toBe(7000);
  });
});
