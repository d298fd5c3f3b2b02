import { z } from 'zod/mini';
import { AmountInputSchema, AmountSchema } from './wallet.ts';
import {
  TURNOVER_CATEGORIES,
  WageringContributionsSchema,
  type TurnoverCategory,
} from './protection.ts';

// ---- money settings (docs/decisions/2026-11-24-back-office-api.md)

/**
 * The money rules operators set at run time (`GET`/`PATCH /wps/admin/settings/money`): when a
 * balance adjustment needs a second operator, and the members' withdrawal limits.
 */
export const MoneySettingsSchema = z.object({
  adjust: z.object({
    /**
     * An adjustment of this amount or more, credit or debit, waits for a second operator with
     * money.adjust (two-person approval); below it, it is posted at once.
     */
    approvalAbove: AmountSchema,
  }),
  withdraw: z.object({
    /** Smallest withdrawal. */
    minAmount: AmountSchema,
    /** Largest single withdrawal. */
    maxAmount: AmountSchema,
    /**
     * Most a member may ask to withdraw per merchant day (pending and paid withdrawals count,
     * rejected ones do not); null: no daily amount limit.
     */
    dailyMaxAmount: z.nullable(AmountSchema),
    /** Most withdrawals a member may ask for per merchant day (same counting); null: no limit. */
    dailyMaxCount: z.nullable(z.int()),
  }),
  /** Wagering on rewards and the active-member threshold (docs/decisions/2026-11-24-protect.md). */
  wagering: z.object({
    /** Percent of each category's valid turnover that counts toward a wagering requirement. */
    contributions: WageringContributionsSchema,
    /** An active member has at least this valid turnover in a period. */
    activeMemberTurnover: AmountSchema,
  }),
  /** Daily sign-in rewards (docs/decisions/2026-11-24-daily-sign-in.md). */
  signIn: z.object({
    /** The reward of each day of the seven-day cycle. */
    rewards: z.array(AmountSchema).check(z.length(7)),
    /** The rewards' wagering multiple (0: none). */
    wageringMultiple: z.int(),
  }),
});
export type MoneySettings = z.infer<typeof MoneySettingsSchema>;

/** A change of the money settings: fields left out keep their value; null lifts a daily limit. */
export const MoneySettingsPatchBodySchema = z.strictObject({
  adjust: z.optional(z.strictObject({ approvalAbove: AmountInputSchema })),
  withdraw: z.optional(
    z.strictObject({
      minAmount: z.optional(AmountInputSchema),
      maxAmount: z.optional(AmountInputSchema),
      dailyMaxAmount: z.optional(z.nullable(AmountInputSchema)),
      dailyMaxCount: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(1000)))),
    }),
  ),
  wagering: z.optional(
    z.strictObject({
      contributions: z.optional(
        z.partialRecord(
          z.enum(TURNOVER_CATEGORIES),
          z.int().check(z.gte(0), z.lte(100)),
        ) as z.ZodMiniType<Partial<Record<TurnoverCategory, number>>>,
      ),
      activeMemberTurnover: z.optional(AmountInputSchema),
    }),
  ),
  signIn: z.optional(
    z.strictObject({
      rewards: z.optional(z.array(AmountInputSchema).check(z.length(7))),
      wageringMultiple: z.optional(z.int().check(z.gte(0), z.lte(100))),
    }),
  ),
});
export type MoneySettingsPatchBody = z.input<typeof MoneySettingsPatchBodySchema>;
