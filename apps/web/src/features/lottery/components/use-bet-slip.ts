import { useMemo, useState } from 'react';
import type { LotteryBetType, LotteryGameDetail } from '@app/contracts';
import { orderOptions } from '../lib/bet-options.ts';
import { summariseSlip } from '../lib/bet-slip.ts';

/** The line under the slip after a try: placed (a status) or refused (an alert, with its code). */
export type SlipMessage = { kind: 'ok' | 'error'; text: string; code?: string };

/**
 * The slip being filled in on the betting page: the draw, the bet type, the numbers and the stake
 * per number, and what they add up to (summariseSlip, the balance check last). Any change clears
 * the message of the last try; another bet type starts its numbers afresh.
 */
export function useBetSlip(data: LotteryGameDetail | undefined, balance: string | null) {
  const [pickedNumero, setPickedNumero] = useState<string | null>(null);
  const [betType, setBetType] = useState<LotteryBetType | null>(null);
  const [numbers, setNumbers] = useState<string[]>([]);
  const [stake, setStake] = useState('');
  const [message, setMessage] = useState<SlipMessage | null>(null);

  const options = useMemo(() => orderOptions(data?.betOptions ?? []), [data?.betOptions]);
  const option = options.find((o) => o.betType === betType) ?? options[0] ?? null;
  // The chosen draw while it is still on sale, else the current one.
  const open = data?.openDraws ?? [];
  const numero = open.some((d) => d.numero === pickedNumero)
    ? pickedNumero
    : (data?.game.numero ?? open[0]?.numero ?? null);
  const stakeText = stake || option?.minStake || '';
  const summary = option
    ? summariseSlip({
        rule: option,
        numbers,
        stake: stakeText,
        minStake: option.minStake,
        maxStake: option.maxStake,
        balance,
      })
    : null;

  return {
    options,
    option,
    numero,
    numbers,
    /** The stake as typed ('' shows the minimum as the placeholder). */
    stake,
    /** The stake the slip is placed with: as typed, else the type's minimum. */
    stakeText,
    summary,
    message,
    setMessage,
    chooseType: (next: LotteryBetType) => {
      setBetType(next);
      setNumbers([]);
      setMessage(null);
    },
    pickDraw: (next: string) => {
      setPickedNumero(next);
      setMessage(null);
    },
    changeNumbers: (next: string[]) => {
      setNumbers(next);
      setMessage(null);
    },
    changeStake: (next: string) => {
      setStake(next);
      setMessage(null);
    },
    /** After a placed slip: the numbers go; the draw, the type and the stake stay. */
    clearNumbers: () => setNumbers([]),
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
