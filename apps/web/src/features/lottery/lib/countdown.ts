import { lotteryRefreshIn, TIMERS } from '@app/contracts';

/**
 * What a countdown needs (spec §3 "Timer props") as the server sent them, plus the instant the
 * answer arrived on this phone's clock (docs/decisions/2026-11-21-lottery-countdown.md).
 */
export type TimerProps = {
  /** ms to the draw, counted when the server answered. */
  remainTime: number;
  /** The server's pair; half its span is taken off remainTime (spec §4). */
  lotteryTime: readonly [number, number];
  isSale: boolean;
  /** Date.now() when the answer arrived. */
  receivedAt: number;
};

/** The text of a countdown that has nothing to count (spec §4). */
export const NO_COUNTDOWN = '--:--:--';

const HOUR = 3600;
const DAY_MS = 24 * HOUR * 1000;

/** ms left at `now`: remainTime minus half the lotteryTime span minus the time since the answer. */
export function countdownMs(props: TimerProps, now: number): number {
  const [from, to] = props.lotteryTime;
  const halfSpan = Math.abs(to - from) / 2;
  const elapsed = Math.max(0, now - props.receivedAt);
  return props.remainTime - halfSpan - elapsed;
}

/** spec §4 "Countdown": whole seconds, never below 0. */
export function countdownSeconds(props: TimerProps, now: number): number {
  return Math.max(0, Math.floor(countdownMs(props, now) / 1000));
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
 * spec §4: a lottery item is highlighted when its remaining time minus its lock time is above 0
 * and under 24 hours, i.e. it still takes bets and its sale closes within a day. Both in ms.
 */
export function isHighlighted(remainMs: number, lockMs: number): boolean {
  const open = remainMs - lockMs;
  return open > 0 && open < DAY_MS;
}

/** The live remaining ms of a game (remainTime less the time since the answer). */
export function liveRemainMs(props: Pick<TimerProps, 'remainTime' | 'receivedAt'>, now: number) {
  return props.remainTime - Math.max(0, now - props.receivedAt);
}

/** A refresh a little after the instant a draw opens, so that the answer already shows it open. */
const OPENING_MARGIN_MS = 250;

/**
 * spec §4 "Lottery menu refresh timer": the smallest remaining time (ms) among the open games (on
 * sale), capped at 30000 ms; 7000 ms when that is 0 or less or when no game is open. A game
 * between two draws (not on sale, its next draw opening at `openAt`) is refreshed when that draw
 * opens if that comes first: the one-minute room would otherwise show --:--:-- for up to 30 s
 * after its 10 s lock.
 */
export function menuRefreshDelay(
  games: readonly (Pick<TimerProps, 'remainTime' | 'isSale'> & { openAt?: string | null })[],
  now: number = Date.now(),
): number {
  const spec = lotteryRefreshIn(games);
  const openings = games
    .filter((g) => !g.isSale && g.openAt)
    .map((g) => Date.parse(g.openAt!) - now)
    .filter((ms) => Number.isFinite(ms) && ms > 0);
  if (openings.length === 0) return spec;
  return Math.min(spec, Math.min(...openings) + OPENING_MARGIN_MS);
}
