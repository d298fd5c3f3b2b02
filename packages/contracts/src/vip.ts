import { z } from 'zod/mini';
import { AmountSchema } from './wallet.ts';

/**
 * The VIP club (spec §1 "VIP club levels", §3 clubLabel.labelName; issue 13;
 * docs/decisions/2026-11-25-vip-club.md). Levels are set by the operator: level 0 is where every
 * member starts; a member moves up as soon as this calendar month's confirmed deposits and valid
 * turnover both reach a level's upgrade thresholds, and at the start of a month keeps the level
 * when last month met its keep thresholds, else goes down one level.
 */
export const VIP_MAX_LEVELS = 20;

/**
 * The club a merchant starts with until an operator sets its own: VIP0 to VIP6, thresholds and
 * bonuses in VND, keep thresholds half the upgrade ones.
 */
export const DEFAULT_VIP_LEVELS = (
  [
    [0, 0, 0, 0, 0, 0],
    [1_000_000, 5_000_000, 50_000, 10_000, 30_000, 50_000],
    [5_000_000, 30_000_000, 200_000, 30_000, 100_000, 150_000],
    [20_000_000, 150_000_000, 800_000, 80_000, 300_000, 500_000],
    [50_000_000, 500_000_000, 2_000_000, 200_000, 800_000, 1_000_000],
    [200_000_000, 2_000_000_000, 8_000_000, 500_000, 2_000_000, 3_000_000],
    [500_000_000, 6_000_000_000, 20_000_000, 1_500_000, 5_000_000, 8_000_000],
  ] as const
).map(([deposit, turnover, upgrade, weekly, monthly, birthday], level) => ({
  level,
  name: `VIP${level}`,
  upgradeDeposit: `${deposit}.00`,
  upgradeTurnover: `${turnover}.00`,
  keepDeposit: `${deposit / 2}.00`,
  keepTurnover: `${turnover / 2}.00`,
  upgradeBonus: `${upgrade}.00`,
  weeklyBonus: `${weekly}.00`,
  monthlyBonus: `${monthly}.00`,
  birthdayBonus: `${birthday}.00`,
  wageringMultiple: 1,
}));

export const VipLevelSchema = z.object({
  /** 0, 1, 2, … in order. */
  level: z.int(),
  /** What the member sees (clubLabel.labelName), e.g. "VIP3". */
  name: z.string(),
  /** This month's confirmed deposits needed to reach the level. */
  upgradeDeposit: AmountSchema,
  /** This month's valid turnover needed to reach the level. */
  upgradeTurnover: AmountSchema,
  /** Last month's deposits needed to keep the level at the start of a month. */
  keepDeposit: AmountSchema,
  /** Last month's valid turnover needed to keep the level. */
  keepTurnover: AmountSchema,
  /** Granted once, the first time the member reaches the level. */
  upgradeBonus: AmountSchema,
  /** Granted each week to a member at the level who was active the week before. */
  weeklyBonus: AmountSchema,
  /** Granted each month to a member at the level who was active the month before. */
  monthlyBonus: AmountSchema,
  /** Granted on the member's birthday (from My account), once a year. */
  birthdayBonus: AmountSchema,
  /** The bonuses' wagering multiple (0: none). */
  wageringMultiple: z.int(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

/** Progress toward a target: the amount so far and the amount needed. */
export const VipProgressSchema = z.object({ current: AmountSchema, target: AmountSchema });
export type VipProgress = z.infer<typeof VipProgressSchema>;

/** The member's place in the club (`GET /wps/member/vip`). */
export const VipStatusSchema = z.object({
  level: z.int(),
  name: z.string(),
  /** The calendar month counted (merchant time), YYYY-MM. */
  month: z.string(),
  /** This month's deposits and valid turnover toward the next level; null at the top level. */
  next: z.nullable(
    z.object({
      level: z.int(),
      name: z.string(),
      deposit: VipProgressSchema,
      turnover: VipProgressSchema,
    }),
  ),
  /** This month's progress toward keeping the level next month; null at level 0. */
  keep: z.nullable(z.object({ deposit: VipProgressSchema, turnover: VipProgressSchema })),
  /** Every level, lowest first: the benefits table. */
  levels: z.array(VipLevelSchema),
});
export type VipStatus = z.infer<typeof VipStatusSchema>;

const LevelInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)),
  upgradeDeposit: z.string().check(z.maxLength(24)),
  upgradeTurnover: z.string().check(z.maxLength(24)),
  keepDeposit: z.string().check(z.maxLength(24)),
  keepTurnover: z.string().check(z.maxLength(24)),
  upgradeBonus: z.string().check(z.maxLength(24)),
  weeklyBonus: z.string().check(z.maxLength(24)),
  monthlyBonus: z.string().check(z.maxLength(24)),
  birthdayBonus: z.string().check(z.maxLength(24)),
  wageringMultiple: z.int().check(z.gte(0), z.lte(100)),
});
export type VipLevelInput = z.infer<typeof LevelInputSchema>;

/**
 * The whole table, lowest level first (`PUT /wps/admin/vip/levels`): amounts are plain decimals
 * ("0" allowed); level 0 needs nothing; each level's upgrade thresholds are at least the level
 * below's, and a keep threshold is at most the level's upgrade threshold.
 */
export const VipLevelsBodySchema = z.strictObject({
  levels: z.array(LevelInputSchema).check(z.minLength(1), z.maxLength(VIP_MAX_LEVELS)),
});
export type VipLevelsBody = z.infer<typeof VipLevelsBodySchema>;

export const VipLevelsSchema = z.object({ levels: z.array(VipLevelSchema) });

/** What one pass of the club's job did (`POST /wps/admin/vip/run`). */
export const VipRunSchema = z.object({
  /** Members moved up. */
  upgraded: z.int(),
  /** Members reviewed at the start of the month and moved down one level. */
  downgraded: z.int(),
  /** Bonuses granted into the reward center (upgrade, weekly, monthly, birthday). */
  granted: z.int(),
});
export type VipRun = z.infer<typeof VipRunSchema>;
