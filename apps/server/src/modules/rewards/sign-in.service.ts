import {
  SIGN_IN_CYCLE_DAYS,
  REWARD_CLAIM_DAYS,
  formatAmountMinor,
  parseAmountMinor,
  type SignInResult,
  type SignInState,
} from '@app/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signIns } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantDay } from '../../lib/merchant-day.ts';
import { getMoneySettings } from '../money-settings/money-settings.service.ts';
import { selectProtection } from '../protection/protection.repository.ts';
import { excludedError, isExcluded } from '../protection/protection.service.ts';
import { insertRewardGrant } from './rewards.repository.ts';

const DAY_MS = 86_400_000;

type LastSignIn = { day: string; cycleDay: number; streak: number } | undefined;

async function lastSignIn(db: Db, memberId: number): Promise<LastSignIn> {
  const [row] = await db
    .select({ day: signIns.day, cycleDay: signIns.cycleDay, streak: signIns.streak })
    .from(signIns)
    .where(eq(signIns.memberId, memberId))
    .orderBy(desc(signIns.day))
    .limit(1);
  return row;
}

/** Where a sign-in today would land: the cycle day and the streak it makes. */
function nextOf(last: LastSignIn, now: Date): { cycleDay: number; streak: number } {
  const yesterday = merchantDay(new Date(now.getTime() - DAY_MS));
  if (last?.day === yesterday) {
    return { cycleDay: (last.cycleDay % SIGN_IN_CYCLE_DAYS) + 1, streak: last.streak + 1 };
  }
  return { cycleDay: 1, streak: 1 };
}

function stateOf(
  last: LastSignIn,
  now: Date,
  settings: { rewards: string[]; wageringMultiple: number },
): SignInState {
  const today = merchantDay(now);
  const signedToday = last?.day === today;
  const next = nextOf(last, now);
  const current = signedToday ? last.cycleDay : next.cycleDay;
  return {
    today,
    signedToday,
    streak: signedToday ? last.streak : next.streak - 1,
    days: settings.rewards.map((reward, i) => {
      const day = i + 1;
      const state =
        day < current ? 'signed' : day > current ? 'upcoming' : signedToday ? 'today' : 'open';
      return { day, reward, state };
    }),
    wageringMultiple: settings.wageringMultiple,
  };
}

/** The member's place in the seven-day cycle on the merchant's day. */
export async function readSignIn(db: Db, memberId: number, now: Date): Promise<SignInState> {
  const [last, settings] = await Promise.all([lastSignIn(db, memberId), getMoneySettings(db)]);
  return stateOf(last, now, settings.signIn);
}

/**
 * Signs the member in for today and grants the day's reward into the reward center, in one
 * transaction. The (member, day) unique index makes it once per day however many requests arrive
 * together: the others find the row written and answer `signIn.already`, granting nothing.
 */
export async function signIn(db: Db, memberId: number, now: Date): Promise<SignInResult> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const protection = await selectProtection(tx, memberId);
    if (protection && isExcluded(protection, now)) throw excludedError(protection);
    const settings = (await getMoneySettings(tx)).signIn;
    const last = await lastSignIn(tx, memberId);
    const today = merchantDay(now);
    if (last?.day === today) throw new AppError('signIn.already');
    const next = nextOf(last, now);
    const rewardMinor = parseAmountMinor(settings.rewards[next.cycleDay - 1]!)!;
    const written = await tx
      .insert(signIns)
      .values({ memberId, day: today, ...next, rewardMinor })
      .onConflictDoNothing()
      .returning({ day: signIns.day });
    if (written.length === 0) throw new AppError('signIn.already');
    await insertRewardGrant(
      tx,
      {
        memberId,
        source: `sign_in:${memberId}:${today}`,
        title: `Điểm danh ngày ${next.cycleDay}`,
        amountMinor: rewardMinor,
        wageringMultiple: settings.wageringMultiple,
      },
      REWARD_CLAIM_DAYS,
    );
    const state = stateOf({ day: today, ...next }, now, settings);
    return { state, reward: formatAmountMinor(rewardMinor), day: next.cycleDay };
  });
}
