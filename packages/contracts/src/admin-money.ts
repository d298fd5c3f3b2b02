import { z } from 'zod/mini';
import { AmountInputSchema, AmountSchema } from './wallet.ts';

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
});
export type MoneySettingsPatchBody = z.input<typeof MoneySettingsPatchBodySchema>;
