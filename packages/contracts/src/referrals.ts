import { z } from 'zod/mini';
import { ADMIN_PAGE_FIELDS, AmountInputSchema, AmountSchema, pageOf } from './wallet.ts';

/**
 * Invite friends (spec §2 /m/inviteFriends, §6 share button rules; issue 13;
 * docs/decisions/2026-11-25-referrals.md). Every real, non-agent member has a personal referral
 * code; a friend who registers with it is the member's referral (never the agents' team tree), and
 * when the friend's first confirmed deposit meets the operator's condition the member is granted
 * a reward in the reward center, once per friend (source `referral:<friendId>`).
 */

/**
 * A member's referral code: `R` and seven characters of an alphabet without look-alikes. Agents'
 * invitation codes are `AG` and eight characters, and their own codes are set by the operator:
 * registration reads an agent's code first, then a member's referral code.
 */
export const REFERRAL_CODE_PATTERN = /^R[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{7}$/;

/** Whether a code has the shape of a member's referral code (any case). */
export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code.trim().toUpperCase());
}

/**
 * A referral's state as the referrer sees it: `registered` (no deposit yet), `deposited` (a first
 * deposit, no reward: below the condition, rewards off, or waiting for the referrer's break to
 * end), `rewarded` (the reward is in the reward center).
 */
export const REFERRAL_STATES = ['registered', 'deposited', 'rewarded'] as const;
export const ReferralStateSchema = z.enum(REFERRAL_STATES);
export type ReferralState = z.infer<typeof ReferralStateSchema>;

/**
 * Why a deposited referral is not rewarded (back office): `below` first deposit under the
 * minimum, `off` rewards off when it was seen, `same_address` the friend registered from an
 * address the referrer used, `break` waiting for the referrer's time-out or self-exclusion to end,
 * `inactive` the referrer's account is closed.
 */
export const REFERRAL_HOLD_REASONS = ['below', 'off', 'same_address', 'break', 'inactive'] as const;
export const ReferralHoldReasonSchema = z.enum(REFERRAL_HOLD_REASONS);
export type ReferralHoldReason = z.infer<typeof ReferralHoldReasonSchema>;

/** The operator's referral rule. */
export const ReferralSettingsSchema = z.object({
  /** Rewards are granted (the page and the share button follow the REFERRAL3 flag). */
  enabled: z.boolean(),
  /** The friend's first confirmed deposit must be at least this. */
  minFirstDeposit: AmountSchema,
  /** What the referrer is granted per qualifying friend. */
  rewardAmount: AmountSchema,
  /** The reward's wagering multiple (0: none). */
  wageringMultiple: z.int(),
  /** Refuse friends who registered from an address the referrer signed in or registered from. */
  refuseSameAddress: z.boolean(),
});
export type ReferralSettings = z.infer<typeof ReferralSettingsSchema>;

export const ReferralSettingsBodySchema = z.strictObject({
  enabled: z.boolean(),
  minFirstDeposit: AmountInputSchema,
  rewardAmount: AmountInputSchema,
  wageringMultiple: z.int().check(z.gte(0), z.lte(100)),
  refuseSameAddress: z.boolean(),
});
export type ReferralSettingsBody = z.infer<typeof ReferralSettingsBodySchema>;

/** One invited friend as the referrer sees it: the account masked. */
export const ReferralFriendSchema = z.object({
  account: z.string(),
  registeredAt: z.string(),
  state: ReferralStateSchema,
  /** The friend's first confirmed deposit; null before it. */
  firstDepositAt: z.nullable(z.string()),
  /** The reward granted for this friend; null when none. */
  reward: z.nullable(AmountSchema),
});
export type ReferralFriend = z.infer<typeof ReferralFriendSchema>;

/** `GET /wps/member/referral`: the member's code, the rule, the friends and what they earned. */
export const ReferralSummarySchema = z.object({
  code: z.string(),
  rule: z.object({
    enabled: z.boolean(),
    minFirstDeposit: AmountSchema,
    rewardAmount: AmountSchema,
    wageringMultiple: z.int(),
  }),
  invited: z.int(),
  rewarded: z.int(),
  /** The sum of every reward granted for the member's friends. */
  totalEarned: AmountSchema,
  /** Newest first, at most 200. */
  friends: z.array(ReferralFriendSchema),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

/** One referral in the back office. */
export const AdminReferralSchema = z.object({
  friendId: z.int(),
  friendAccount: z.string(),
  referrerId: z.int(),
  referrerAccount: z.string(),
  code: z.string(),
  registeredAt: z.string(),
  registerIp: z.nullable(z.string()),
  state: ReferralStateSchema,
  holdReason: z.nullable(ReferralHoldReasonSchema),
  firstDeposit: z.nullable(AmountSchema),
  firstDepositAt: z.nullable(z.string()),
  reward: z.nullable(AmountSchema),
  rewardedAt: z.nullable(z.string()),
});
export type AdminReferral = z.infer<typeof AdminReferralSchema>;

export const AdminReferralsQuerySchema = z.object({
  /** Part of the referrer's or the friend's account. */
  search: z.optional(z.string().check(z.maxLength(32))),
  state: z.optional(ReferralStateSchema),
  ...ADMIN_PAGE_FIELDS,
});

/** A page of referrals, newest first, with how many match and every reward granted. */
export const AdminReferralsSchema = z.extend(pageOf(AdminReferralSchema), {
  totalRewarded: AmountSchema,
});
export type AdminReferrals = z.infer<typeof AdminReferralsSchema>;

/** What one pass of the referral job did. */
export const ReferralRunSchema = z.object({
  /** Referrals whose friend's first deposit was seen in this pass. */
  deposited: z.int(),
  /** Rewards granted into the reward center in this pass. */
  rewarded: z.int(),
});
export type ReferralRun = z.infer<typeof ReferralRunSchema>;
