import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countdownSeconds,
  countdownView,
  formatCountdown,
  isHighlighted,
  liveRemainMs,
  menuRefreshDelay,
  NO_COUNTDOWN,
  type TimerProps,
} from './countdown.ts';

const T0 = Date.UTC(2026, 10, 2, 11, 0, 0);

/**
 * Timer props as the server sends them (ms), arriving at the fake clock's now: the draw is
 * `remainSeconds` away and the lotteryTime pair spans twice `lockSeconds`.
 */
function answered(remainSeconds: number, lockSeconds = 0, isSale = true): TimerProps {
  const closeAt = T0 + (remainSeconds - lockSeconds) * 1000;
  return {
    remainTime: remainSeconds * 1000,
    lotteryTime: [closeAt, closeAt + 2 * lockSeconds * 1000],
    isSale,
    receivedAt: Date.now(),
  };
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
    // Draw in 100 s, pair spans 2 × 30 s: the count is the 70 s until sale close.
    expect(countdownSeconds(answered(100, 30), Date.now())).toBe(70);
    expect(countdownView(answered(100, 30), Date.now()).text).toBe('0:01:10');
    // A pair given in reverse order spans the same.
    const reversed: TimerProps = {
      remainTime: 100_000,
      lotteryTime: [T0 + 60_000, T0],
      isSale: true,
      receivedAt: T0,
    };
    expect(countdownSeconds(reversed, T0)).toBe(70);
  });

  it('counts whole seconds, rounding down', () => {
    const props: TimerProps = {
      remainTime: 10_999,
      lotteryTime: [0, 3000],
      isSale: true,
      receivedAt: T0,
    };
    // 10.999 s − 1.5 s = 9.499 s → 9
    expect(countdownSeconds(props, T0)).toBe(9);
    expect(formatCountdown(8.9)).toBe('0:00:08');
  });

  it('runs down with the clock from the moment the answer arrived, never below 0', () => {
    const props: TimerProps = {
      remainTime: 64_500,
      lotteryTime: [0, 0],
      isSale: true,
      receivedAt: T0,
    };
    expect(countdownView(props, Date.now()).text).toBe('0:01:04');
    vi.advanceTimersByTime(500);
    expect(countdownView(props, Date.now()).text).toBe('0:01:04'); // 64.0 s
    vi.advanceTimersByTime(500);
    expect(countdownView(props, Date.now()).text).toBe('0:01:03');
    vi.advanceTimersByTime(120_000);
    expect(countdownSeconds(props, Date.now())).toBe(0);
  });

  it('does not count a phone clock that moved backwards', () => {
    const props = answered(60);
    expect(countdownSeconds(props, T0 - 10_000)).toBe(60);
  });

  it('shows h:mm:ss with unpadded hours, past 24 hours too', () => {
    expect(formatCountdown(1)).toBe('0:00:01');
    expect(formatCountdown(3599)).toBe('0:59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(26 * 3600 + 61)).toBe('26:01:01');
  });

  it('flags near under 6 s and not at 6 s', () => {
    const props = answered(7);
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
  const H = 3_600_000;
  it('is on when remaining minus lock is above 0 and under 24 hours', () => {
    expect(isHighlighted(600_000, 300_000)).toBe(true);
    expect(isHighlighted(300_001, 300_000)).toBe(true);
    expect(isHighlighted(300_000 + 24 * H - 1, 300_000)).toBe(true);
  });

  it('is off at or past the lock, and 24 hours or more before it', () => {
    expect(isHighlighted(300_000, 300_000)).toBe(false);
    expect(isHighlighted(120_000, 300_000)).toBe(false);
    expect(isHighlighted(300_000 + 24 * H, 300_000)).toBe(false);
    expect(isHighlighted(72 * H, 0)).toBe(false);
  });

  it('turns off as the clock passes the lock', () => {
    const props = { remainTime: 301_000, receivedAt: Date.now() };
    expect(isHighlighted(liveRemainMs(props, Date.now()), 300_000)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(isHighlighted(liveRemainMs(props, Date.now()), 300_000)).toBe(false);
  });
});

describe('menu refresh timer (spec §4, §9)', () => {
  it('is the smallest remaining time among open games, in ms', () => {
    expect(
      menuRefreshDelay([
        { remainTime: 20_000, isSale: true },
        { remainTime: 12_000, isSale: true },
        { remainTime: 3_000, isSale: false }, // closed games do not count
      ]),
    ).toBe(12_000);
  });

  it('refreshes when a closed game’s next draw opens, if that comes before the spec timer', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    const lockGap = {
      remainTime: 0,
      isSale: false,
      openAt: '2026-11-24T10:00:04.000Z', // the one-minute room reopens in 4 s
    };
    const province = { remainTime: 3_600_000, isSale: true, openAt: null };
    expect(menuRefreshDelay([province, lockGap], now)).toBe(4_250);
    // Nothing opening soon: the spec timer stands.
    expect(menuRefreshDelay([province, { ...lockGap, openAt: null }], now)).toBe(30_000);
    // An opening already past does not shorten it.
    expect(
      menuRefreshDelay([province, { ...lockGap, openAt: '2026-11-24T09:59:59.000Z' }], now),
    ).toBe(30_000);
    // A game on sale is timed by its remaining time, not its opening.
    expect(
      menuRefreshDelay(
        [{ remainTime: 20_000, isSale: true, openAt: '2026-11-24T10:00:01.000Z' }],
        now,
      ),
    ).toBe(20_000);
  });

  it('is capped at 30000 ms', () => {
    expect(menuRefreshDelay([{ remainTime: 3_600_000, isSale: true }])).toBe(30_000);
    expect(menuRefreshDelay([{ remainTime: 30_001, isSale: true }])).toBe(30_000);
    expect(menuRefreshDelay([{ remainTime: 29_000, isSale: true }])).toBe(29_000);
  });

  it('falls back to 7000 ms when the smallest is 0 or less, or nothing is open', () => {
    expect(menuRefreshDelay([{ remainTime: 0, isSale: true }])).toBe(7000);
    expect(
      menuRefreshDelay([
        { remainTime: -4_000, isSale: true },
        { remainTime: 20_000, isSale: true },
      ]),
    ).toBe(7000);
    expect(menuRefreshDelay([{ remainTime: 20_000, isSale: false }])).toBe(7000);
    expect(menuRefreshDelay([])).toBe(7000);
  });
});
