import type { LotteryGameDetail } from '@app/contracts';
import type { Timed } from '../api/timed.ts';
import type { TimerProps } from '../lib/countdown.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { timerOf } from './lottery-card.tsx';

/** The timer while the game is still loading: nothing on sale. */
const NO_TIMER: TimerProps = { remainTime: 0, lotteryTime: [0, 0], isSale: false, receivedAt: 0 };

/**
 * spec §4: betting on the current draw stops at its sale close, when the server no longer sells it
 * or when its countdown has run out on the phone (before the next answer says so). The later draws
 * on sale stay open.
 */
export function useSaleClosed(
  detail: Timed<LotteryGameDetail> | undefined,
  numero: string | null,
): boolean {
  const countdown = useCountdown(detail ? timerOf(detail.game, detail.receivedAt) : NO_TIMER);
  return (
    numero !== null && numero === detail?.game.numero && (!detail.game.isSale || countdown.isOver)
  );
}
