import { z } from 'zod/mini';
import { RebateRateSchema } from './agents.ts';
import {
  TURNOVER_CATEGORIES,
  TurnoverCategorySchema,
  type TurnoverCategory,
} from './protection.ts';
import { AmountSchema, DaySchema } from './wallet.ts';

/**
 * Rebates (issue 14; docs/decisions/2026-11-25-rebates.md). Each member has a rebate rate per game
 * category, set by its upline at or below the upline's own (the operator sets the top agents' and
 * the plan's default for members without an upline). A day's valid turnover earns the member its
 * own rate, and each upline the difference between its rate and the highest rate below it in the
 * chain. Rates are percents with one decimal, 0 to 10 ("0.8" = 0.8 %); on the server, per mille.
 */

/** Rates per category in percent ("0.8"); a category left out is 0. */
export const RebateRatesSchema = z.partialRecord(TurnoverCategorySchema, RebateRateSchema);
export type RebateRates = z.infer<typeof RebateRatesSchema>;

/** Every category with its rate. */
export const FullRebateRatesSchema = z.record(TurnoverCategorySchema, RebateRateSchema);
export type FullRebateRates = z.infer<typeof FullRebateRatesSchema>;

/** A percent string of per mille: 8 -> "0.8". */
export function permilleToRate(permille: number): string {
  return `${Math.floor(permille / 10)}.${permille % 10}`;
}

/** A percent string ("0.8", "10") to per mille (8, 100). */
export function rateToPermille(rate: string): number {
  const [whole = '0', tenth = '0'] = rate.split('.');
  return Number(whole) * 10 + Number(tenth.slice(0, 1) || '0');
}

/** Per-mille rates of every category (0 where not given) as percent strings. */
export function fullRates(permille: Partial<Record<TurnoverCategory, number>>): FullRebateRates {
  return Object.fromEntries(
    TURNOVER_CATEGORIES.map((c) => [c, permilleToRate(permille[c] ?? 0)]),
  ) as FullRebateRates;
}

export const RebateRatesQuerySchema = z.object({
  /** Part of a direct downline's account name, case-insensitive. */
  search: z.optional(z.string().check(z.maxLength(32))),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
});
export type RebateRatesQuery = z.infer<typeof RebateRatesQuerySchema>;

export const DownlineRatesSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  type: z.int(),
  /** Its rates in force. */
  rates: FullRebateRatesSchema,
  /** The highest rate among its own downlines: its rate cannot go below it. */
  floor: FullRebateRatesSchema,
});
export type DownlineRates = z.infer<typeof DownlineRatesSchema>;

/** An agent's rates and its direct downlines' (GAMSER). */
export const AgentRebateRatesSchema = z.object({
  /** The agent's own rates: the ceiling of its downlines'. */
  own: FullRebateRatesSchema,
  list: z.array(DownlineRatesSchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
export type AgentRebateRates = z.infer<typeof AgentRebateRatesSchema>;

export const SetRebateRatesBodySchema = z.object({
  /** The categories to change; the others keep their rates. */
  rates: RebateRatesSchema,
});
export type SetRebateRatesBody = z.input<typeof SetRebateRatesBodySchema>;

export const RebateIncomeQuerySchema = z.object({
  /** First merchant day included; 6 days before endDate when absent. */
  startDate: z.optional(DaySchema),
  /** Last merchant day included; yesterday when absent. */
  endDate: z.optional(DaySchema),
});
export type RebateIncomeQuery = z.input<typeof RebateIncomeQuerySchema>;

export const RebateIncomeSchema = z.object({
  startDate: DaySchema,
  endDate: DaySchema,
  /** Everything earned in the range. */
  total: AmountSchema,
  /** Earned on the agent's own valid turnover. */
  own: AmountSchema,
  /** Earned on the team's (the rate differences). */
  team: AmountSchema,
  /** The last day settled; days after it are not in the figures yet. */
  settledThrough: z.nullable(DaySchema),
  days: z.array(z.object({ day: DaySchema, turnover: AmountSchema, amount: AmountSchema })),
  categories: z.array(
    z.object({ category: TurnoverCategorySchema, turnover: AmountSchema, amount: AmountSchema }),
  ),
  /** Per member the income came from (the agent itself included), most first, at most 100. */
  members: z.array(
    z.object({
      memberId: z.int(),
      account: z.string(),
      /** 0: the agent itself; 1: a direct downline; … */
      depth: z.int(),
      turnover: AmountSchema,
      amount: AmountSchema,
    }),
  ),
});
export type RebateIncome = z.infer<typeof RebateIncomeSchema>;

// ---- back office

export const RebatePlanSchema = z.object({
  /** Off: the job settles nothing (days missed while off are not caught up later than 7 days). */
  enabled: z.boolean(),
  /** Turnover to play on a claimed rebate, as a multiple of it (0: none). */
  wageringMultiple: z.int().check(z.gte(0), z.lte(50)),
  /** Rates of members without an upline and without rates of their own. */
  defaultRates: FullRebateRatesSchema,
});
export type RebatePlan = z.infer<typeof RebatePlanSchema>;

export const RebatePlanBodySchema = z.object({
  enabled: z.boolean(),
  wageringMultiple: z.int().check(z.gte(0), z.lte(50)),
  defaultRates: RebateRatesSchema,
});
export type RebatePlanBody = z.input<typeof RebatePlanBodySchema>;

export const RebateDaySchema = z.object({
  day: DaySchema,
  settledAt: z.string(),
  /** Members paid for the day. */
  earners: z.int(),
  turnover: AmountSchema,
  amount: AmountSchema,
});
export const RebateDaysSchema = z.object({ list: z.array(RebateDaySchema) });
export type RebateDays = z.infer<typeof RebateDaysSchema>;

export const RebatePayoutsQuerySchema = z.object({
  day: DaySchema,
  search: z.optional(z.string().check(z.maxLength(32))),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
});
export type RebatePayoutsQuery = z.infer<typeof RebatePayoutsQuerySchema>;

export const RebatePayoutSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  type: z.int(),
  /** Earned on its own turnover. */
  own: AmountSchema,
  /** Earned on its team's. */
  team: AmountSchema,
  amount: AmountSchema,
  /** The reward center grant: claimable, claimed or expired. */
  grantState: z.string(),
});
export const RebatePayoutsSchema = z.object({
  list: z.array(RebatePayoutSchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
export type RebatePayouts = z.infer<typeof RebatePayoutsSchema>;

/** One account's rates as the operator sees them. */
export const MemberRebateRatesSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  type: z.int(),
  upline: z.nullable(z.string()),
  rates: FullRebateRatesSchema,
  /** The upline's rates: the ceiling (the plan's maximum, 10, without an upline). */
  ceiling: FullRebateRatesSchema,
  /** The highest rate among its downlines: the floor. */
  floor: FullRebateRatesSchema,
});
export type MemberRebateRates = z.infer<typeof MemberRebateRatesSchema>;

export const RebateRunSchema = z.object({
  /** Days settled by this run. */
  days: z.array(DaySchema),
  earners: z.int(),
  amount: AmountSchema,
});
export type RebateRun = z.infer<typeof RebateRunSchema>;
