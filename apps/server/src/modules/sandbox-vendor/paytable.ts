import { randomInt } from 'node:crypto';

/**
 * The sandbox game's paytable: each outcome pays `tenths / 10` times the stake and comes up
 * `weight` times in WEIGHT_TOTAL. The weights make the return to player exactly 96%:
 * (0.5·2000 + 1·1000 + 2·1200 + 5·600 + 10·180 + 50·8) / 10000 = 0.96.
 */
export const PAYTABLE = [
  { tenths: 0, weight: 5012 },
  { tenths: 5, weight: 2000 },
  { tenths: 10, weight: 1000 },
  { tenths: 20, weight: 1200 },
  { tenths: 50, weight: 600 },
  { tenths: 100, weight: 180 },
  { tenths: 500, weight: 8 },
] as const;

export const WEIGHT_TOTAL = PAYTABLE.reduce((sum, o) => sum + o.weight, 0);

/** Return to player of PAYTABLE, as a fraction (0.96). */
export function returnToPlayer(): number {
  const paid = PAYTABLE.reduce((sum, o) => sum + o.tenths * o.weight, 0);
  return paid / 10 / WEIGHT_TOTAL;
}

/** Picks an outcome from a number in [0, WEIGHT_TOTAL). */
export function outcomeAt(ticket: number): (typeof PAYTABLE)[number] {
  let left = ticket;
  for (const outcome of PAYTABLE) {
    if (left < outcome.weight) return outcome;
    left -= outcome.weight;
  }
  throw new RangeError(`ticket ${ticket} is outside [0, ${WEIGHT_TOTAL})`);
}

/** A ticket from the operating system's CSPRNG (uniform, no modulo bias). */
export function drawTicket(): number {
  return randomInt(WEIGHT_TOTAL);
}

/** The win of a stake (minor units) for an outcome; stakes are whole units, so it is exact. */
export function winOf(stakeMinor: bigint, outcome: { tenths: number }): bigint {
  return (stakeMinor * BigInt(outcome.tenths)) / 10n;
}
