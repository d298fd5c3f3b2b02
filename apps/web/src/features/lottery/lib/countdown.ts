import { TIMERS } from '@app/contracts';

/**
 * What a countdown needs (spec §3 "Timer props"): the seconds to the draw the server answered,
 * the pair of client-clock instants between which it answered, and whether the game is on sale.
 */
export type TimerProps = {
  /** Seconds to the draw, as the server counted them while answering. */
  remainTime: number;
  /** [request sent, answer received] in client-clock milliseconds (Date.now()). */
  lotteryTime: readonly [number, number];
  isSale: boolean;
};

/** The text of a countdown that has nothing to count (spec §4). */
export const NO_COUNTDOWN = '--:--:--';

const HOUR = 3600;
const DAY_SECONDS = 24 * HOUR;

/**
 * spec §4 "Countdown": the remaining time minus half the span of the lotteryTime pair, in whole
 * seconds, never below 0. The server counted remainTime somewhere inside the pair, best guessed as
 * its middle, so the draw falls at `middle + remainTime` on the client clock; the time that passed
 * since the answer arrived is taken off as the clock moves.
 */
export function countdownSeconds(props: TimerProps, now: number): number {
  const [sentAt, receivedAt] = props.lotteryTime;
  const halfSpan = Math.max(0, receivedAt - sentAt) / 2;
  const elapsed = Math.max(0, now - receivedAt);
  const remainingMs = props.remainTime * 1000 - halfSpan - elapsed;
  return Math.max(0, Math.floor(remainingMs / 1000));
}

/** spec §4: h:mm:ss (hours unpadded, may pass 24), or --:--:-- at zero or less. */
export function formatCountdown(seconds: number): string {
  if (!(seconds > 0)) return NO_COUNTDOWN;
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / HOUR);
  const m = Math.floor((whole % HOUR) / 60);
  const s = whole % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export type CountdownView = {
  /** h:mm:ss, or --:--:-- when not on sale or at zero. */
  text: string;
  /** Whole seconds left; 0 when not on sale or over. */
  seconds: number;
  /** spec §4, §9: flagged near under 6 s (and still running). */
  isNear: boolean;
  /** Counted down to zero while on sale. */
  isOver: boolean;
};

/** spec §4 "Countdown" as one value: not on sale shows --:--:--, otherwise the live count. */
export function countdownView(props: TimerProps, now: number): CountdownView {
  if (!props.isSale) return { text: NO_COUNTDOWN, seconds: 0, isNear: false, isOver: false };
  const seconds = countdownSeconds(props, now);
  return {
    text: formatCountdown(seconds),
    seconds,
    isNear: seconds > 0 && seconds < TIMERS.countdownNearSeconds,
    isOver: seconds <= 0,
  };
}

/**
 * spec §4: a lottery item is highlighted when its remaining time minus its lock time (seconds) is
 * above 0 and under 24 hours, i.e. it still takes bets and draws within a day.
 */
export function isHighlighted(remainSeconds: number, lockTime: number): boolean {
  const open = remainSeconds - lockTime;
  return open > 0 && open < DAY_SECONDS;
}

/**
 * spec §4 "Lottery menu refresh timer": the smallest remaining time among the open games (on sale),
 * in milliseconds, capped at 30000 ms; 7000 ms when that is 0 or less or when no game is open.
 */
export function menuRefreshDelay(
  games: readonly Pick<TimerProps, 'remainTime' | 'isSale'>[],
): number {
  let smallest = Number.POSITIVE_INFINITY;
  for (const game of games) {
    if (game.isSale && game.remainTime * 1000 < smallest) smallest = game.remainTime * 1000;
  }
  if (smallest === Number.POSITIVE_INFINITY || !(smallest > 0)) {
    return TIMERS.lotteryRefreshFallback;
  }
  return Math.min(smallest, TIMERS.lotteryRefreshCap);
}
