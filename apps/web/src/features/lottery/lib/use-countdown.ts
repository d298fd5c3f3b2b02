import { useEffect, useState } from 'react';
import { TIMERS } from '@app/contracts';
import { countdownView, type CountdownView, type TimerProps } from './countdown.ts';

/**
 * One clock for every countdown on screen: it ticks every 500 ms (spec §9 "countdown refresh")
 * while at least one countdown listens, so a strip of twenty draws runs one interval, not twenty.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let interval: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (interval === null) {
    now = Date.now();
    interval = setInterval(tick, TIMERS.countdownRefresh);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval !== null) {
      clearInterval(interval);
      interval = null;
    }
  };
}

/** The shared clock, refreshed every 500 ms; the first render reads the clock itself. */
export function useCountdownClock(): number {
  const [value, setValue] = useState(() => Date.now());
  useEffect(() => subscribe(() => setValue(now)), []);
  return value;
}

/** spec §4 "Countdown": the live text and near flag of one lottery's timer props. */
export function useCountdown(props: TimerProps): CountdownView {
  return countdownView(props, useCountdownClock());
}

/** The value after it has held still for `delay` ms (spec §4: language change, 250 ms). */
export function useDebouncedValue<T>(value: T, delay: number = TIMERS.languageDebounce): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, debounced, delay]);
  return debounced;
}
