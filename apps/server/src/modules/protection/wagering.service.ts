import {
  formatAmountMinor,
  wageringTurnover,
  type WageringContributions,
  type WageringStatus,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getMoneySettings } from '../money-settings/money-settings.service.ts';
import {
  markWageringMet,
  selectOpenWagering,
  selectValidTurnover,
} from './protection.repository.ts';

/**
 * Wagering on reward-center grants (issue 13; docs/decisions/2026-11-24-protect.md). A claimed
 * reward with a multiple above 0 opens a requirement of amount × multiple. The open requirements
 * are met together by valid turnover settled since the first of them was claimed, each category
 * counted at its operator-set share; once met they are stamped and never count again, so a
 * later reward starts a fresh count.
 */

type Computed = { required: bigint; counted: bigint; ids: number[] };

async function compute(
  db: Db,
  memberId: number,
  contributions: WageringContributions,
  now: Date,
): Promise<Computed> {
  const open = await selectOpenWagering(db, memberId);
  if (open.length === 0) return { required: 0n, counted: 0n, ids: [] };
  const required = open.reduce((s, g) => s + g.amountMinor * BigInt(g.wageringMultiple), 0n);
  const from = open[0]!.claimedAt ?? now;
  const turnover = await selectValidTurnover(db, memberId, from, new Date(now.getTime() + 1));
  return {
    required,
    counted: wageringTurnover(turnover, contributions),
    ids: open.map((g) => g.id),
  };
}

/** The member's wagering now; stamps the open rewards met when the count reaches them. */
export async function readWagering(db: Db, memberId: number, now: Date): Promise<WageringStatus> {
  const { contributions } = (await getMoneySettings(db)).wagering;
  const c = await compute(db, memberId, contributions, now);
  const met = c.ids.length > 0 && c.counted >= c.required;
  if (met) await markWageringMet(db, c.ids, now);
  const remaining = met || c.required <= c.counted ? 0n : c.required - c.counted;
  return {
    required: formatAmountMinor(met ? 0n : c.required),
    counted: formatAmountMinor(met ? 0n : c.counted),
    remaining: formatAmountMinor(remaining),
    openRewards: met ? 0 : c.ids.length,
    contributions,
  };
}

/** Refuses a withdrawal while a requirement is open, saying how much turnover remains. */
export async function assertWageringMet(db: Db, memberId: number, now: Date): Promise<void> {
  const status = await readWagering(db, memberId, now);
  if (status.openRewards > 0) {
    throw new AppError('withdraw.wagering_open', {
      message: `A bonus is still being wagered: ${status.remaining} of turnover remains before a withdrawal`,
      value: { remaining: status.remaining, required: status.required },
    });
  }
}
