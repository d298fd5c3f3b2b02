import { z } from 'zod/mini';
import { AmountSchema } from './wallet.ts';

/**
 * Daily sign-in (spec §2 `/m/activity/signIn`; docs/decisions/2026-11-24-daily-sign-in.md): once
 * per merchant day, a reward for the day of a seven-day cycle, granted into the reward center.
 * Missing a day starts the cycle again at day 1; after day 7 it starts again too.
 */
export const SIGN_IN_CYCLE_DAYS = 7;

/** A merchant's rewards until an operator sets its own: growing through the week. */
export const DEFAULT_SIGN_IN_REWARDS = [
  '5000.00',
  '10000.00',
  '15000.00',
  '20000.00',
  '30000.00',
  '50000.00',
  '100000.00',
];

export const SignInDayStateSchema = z.enum(['signed', 'today', 'open', 'upcoming']);
export type SignInDayState = z.infer<typeof SignInDayStateSchema>;

export const SignInStateSchema = z.object({
  /** Today, the merchant's day (YYYY-MM-DD). */
  today: z.string(),
  signedToday: z.boolean(),
  /** Days signed in a row up to today (or yesterday, when today is not signed yet). */
  streak: z.int(),
  /**
   * The cycle's seven days: `signed` before today, `today` once signed today, `open` for the day
   * today's sign-in would take, `upcoming` after it; each with its reward.
   */
  days: z.array(z.object({ day: z.int(), reward: AmountSchema, state: SignInDayStateSchema })),
  /** Rewards are granted with this wagering multiple. */
  wageringMultiple: z.int(),
});
export type SignInState = z.infer<typeof SignInStateSchema>;

export const SignInResultSchema = z.object({
  state: SignInStateSchema,
  /** The reward granted by this sign-in (already in the reward center). */
  reward: AmountSchema,
  /** The cycle day this sign-in took (1–7). */
  day: z.int(),
});
export type SignInResult = z.infer<typeof SignInResultSchema>;
