import type { TimerProps } from '../lib/countdown.ts';
import { useCountdown } from '../lib/use-countdown.ts';

/** spec §4 "Countdown": h:mm:ss refreshed every 500 ms, flagged near under 6 s, --:--:-- at 0. */
export function CountdownText({ timer, testId }: { timer: TimerProps; testId?: string }) {
  const view = useCountdown(timer);
  return (
    <span
      className={`lottery-countdown${view.isNear ? ' lottery-countdown--near' : ''}`}
      data-testid={testId}
      data-near={view.isNear ? 'true' : 'false'}
      data-seconds={view.seconds}
      role="timer"
    >
      {view.text}
    </span>
  );
}
