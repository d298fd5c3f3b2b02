import { z } from 'zod/mini';
import { AmountInputSchema, AmountSchema } from './wallet.ts';

// Valid turnover, active members, wagering on rewards and player protection (issue 13;
// docs/decisions/2026-11-24-protect.md). Defined here once: the server, the back office and the
// agents' features read the same words.

/**
 * The game categories valid turnover is counted by: the vendors' stored categories (HOT is a
 * list, never a vendor's category). Lottery bets count as LOTT.
 */
export const TURNOVER_CATEGORIES = [
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
] as const;
export const TurnoverCategorySchema = z.enum(TURNOVER_CATEGORIES);
export type TurnoverCategory = z.infer<typeof TurnoverCategorySchema>;

/**
 * **Valid turnover** (issue 13): the stake of settled bets — vendor bets whose round is closed
 * (in-house games settle through the vendor wallet, so their rounds are among them), lottery bets
 * settled won or lost — minus what was refunded or rolled back (a rolled-back vendor bet and a
 * voided lottery bet count nothing), by game category, counted at the moment of settlement.
 * Minor units by category; a category with no turnover is absent or 0.
 */
export type ValidTurnover = Partial<Record<TurnoverCategory, bigint>>;

/** The sum of valid turnover over every category. */
export function totalTurnover(turnover: ValidTurnover): bigint {
  let sum = 0n;
  for (const value of Object.values(turnover)) sum += value ?? 0n;
  return sum;
}

/**
 * An **active member** in a period has valid turnover of at least the operator's amount in it
 * (`wagering.activeMemberTurnover` in the money settings).
 */
export function isActiveMember(turnover: ValidTurnover, thresholdMinor: bigint): boolean {
  return totalTurnover(turnover) >= thresholdMinor;
}

/** Contribution of each category to a wagering requirement, in whole percent (0–100). */
export type WageringContributions = Record<TurnoverCategory, number>;

/** What a merchant starts with: slots and in-house games count fully, live casino 10%. */
export const DEFAULT_WAGERING_CONTRIBUTIONS: WageringContributions = {
  RNG: 100,
  FISH: 100,
  INHOUSE: 100,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LOTT: 50,
  ELOTT: 50,
  LIVE: 10,
  COCKFIGHT: 10,
};

/**
 * Turnover that counts toward a wagering requirement: each category's valid turnover times its
 * share, rounded down to the minor unit per category.
 */
export function wageringTurnover(
  turnover: ValidTurnover,
  contributions: WageringContributions,
): bigint {
  let sum = 0n;
  for (const category of TURNOVER_CATEGORIES) {
    const value = turnover[category] ?? 0n;
    sum += (value * BigInt(contributions[category])) / 100n;
  }
  return sum;
}

export const WageringContributionsSchema = z.object(
  Object.fromEntries(
    TURNOVER_CATEGORIES.map((c) => [c, z.int().check(z.gte(0), z.lte(100))]),
  ) as Record<TurnoverCategory, z.ZodMiniInt>,
);

/** The member's open wagering: the sum of the claimed rewards' requirements not yet met. */
export const WageringStatusSchema = z.object({
  /** Requirement of the open rewards (amount × multiple), summed. */
  required: AmountSchema,
  /** Turnover counted toward it since the first open reward was claimed (shares applied). */
  counted: AmountSchema,
  /** What is still to be wagered; 0.00 when nothing is open. */
  remaining: AmountSchema,
  /** Rewards whose requirement is open. */
  openRewards: z.int(),
  /** The shares per category, so the page can say what counts. */
  contributions: WageringContributionsSchema,
});
export type WageringStatus = z.infer<typeof WageringStatusSchema>;

// ---- player protection (UKGC RTS 12–14)

/** Rolling windows of deposit and loss limits, and their length in hours. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriodSchema>;
export const LIMIT_PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 168, month: 720 };

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export const LimitKindSchema = z.enum(LIMIT_KINDS);
export type LimitKind = z.infer<typeof LimitKindSchema>;

/** RTS 12: a less restrictive limit (a raise or a removal) waits this long; a lower one holds at once. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** Time-outs (RTS 14 "take a break") and self-exclusions, and how long each lasts. */
export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'indefinite'] as const;
export const EXCLUSION_KINDS = ['timeout', 'self_exclusion'] as const;
export const ExclusionKindSchema = z.enum(EXCLUSION_KINDS);
export type ExclusionKind = z.infer<typeof ExclusionKindSchema>;
export const ExclusionDurationSchema = z.enum([...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS]);
export type ExclusionDuration = z.infer<typeof ExclusionDurationSchema>;

/** When an exclusion of this duration that starts at `from` ends; null: never (indefinite). */
export function exclusionEnd(duration: ExclusionDuration, from: Date): Date | null {
  const end = new Date(from);
  const days = (n: number) => end.setUTCDate(end.getUTCDate() + n);
  const months = (n: number) => end.setUTCMonth(end.getUTCMonth() + n);
  switch (duration) {
    case '24h':
      return new Date(from.getTime() + 24 * 60 * 60 * 1000);
    case '7d':
      days(7);
      return end;
    case '30d':
      days(30);
      return end;
    case '6w':
      days(42);
      return end;
    case '6m':
      months(6);
      return end;
    case '1y':
      months(12);
      return end;
    case '5y':
      months(60);
      return end;
    case 'indefinite':
      return null;
  }
}

/** Reality-check intervals a member may choose, in minutes (null: off). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** One limit: the amount in force, a raise or removal waiting out its cooling-off, and the use. */
export const LimitStateSchema = z.object({
  /** null: no limit. */
  amount: z.nullable(AmountSchema),
  /** A less restrictive amount (null: removal) that takes effect at `effectiveAt`. */
  pending: z.nullable(z.object({ amount: z.nullable(AmountSchema), effectiveAt: z.string() })),
  /** Deposits asked for, or net loss, in the rolling window up to now. */
  used: AmountSchema,
});
export type LimitState = z.infer<typeof LimitStateSchema>;

const limitsOf = () =>
  z.object({ day: LimitStateSchema, week: LimitStateSchema, month: LimitStateSchema });

export const ExclusionSchema = z.object({
  kind: ExclusionKindSchema,
  /** ISO 8601. */
  startedAt: z.string(),
  /** ISO 8601; null: indefinite. */
  until: z.nullable(z.string()),
});
export type Exclusion = z.infer<typeof ExclusionSchema>;

/** `GET /wps/member/protection`: the member's limits, reality check and exclusion. */
export const ProtectionSchema = z.object({
  depositLimits: limitsOf(),
  /** Net loss = stakes − wins − refunds. */
  lossLimits: limitsOf(),
  realityCheckMinutes: z.nullable(z.int()),
  /** The time-out or self-exclusion running now, if any. */
  exclusion: z.nullable(ExclusionSchema),
});
export type Protection = z.infer<typeof ProtectionSchema>;

/** Sets one limit: a lower amount holds at once, a higher one or null (none) after 24 hours. */
export const SetLimitBodySchema = z.strictObject({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  amount: z.nullable(AmountInputSchema),
});
export type SetLimitBody = z.infer<typeof SetLimitBodySchema>;

export const SetRealityCheckBodySchema = z.strictObject({
  minutes: z.nullable(z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)))),
});
export type SetRealityCheckBody = z.infer<typeof SetRealityCheckBodySchema>;

/** A time-out takes a TIMEOUT_DURATIONS value, a self-exclusion a SELF_EXCLUSION_DURATIONS one. */
export const ExcludeBodySchema = z.strictObject({
  kind: ExclusionKindSchema,
  duration: ExclusionDurationSchema,
  /** The member types their login password: an exclusion cannot be taken back. */
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});
export type ExcludeBody = z.infer<typeof ExcludeBodySchema>;

/** `GET /wps/member/protection/session?since=`: the reality check's figures. */
export const SessionResultQuerySchema = z.object({
  since: z.iso.datetime(),
});
export const SessionResultSchema = z.object({
  stakes: AmountSchema,
  /** Wins and refunds. */
  returns: AmountSchema,
  /** returns − stakes: negative is a loss. */
  net: AmountSchema,
});
export type SessionResult = z.infer<typeof SessionResultSchema>;

/** The back office's read-only view of a member's protection. */
export const AdminProtectionSchema = ProtectionSchema;
