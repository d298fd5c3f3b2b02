import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { REFERRAL_HOLD_REASONS } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * Members' personal referral codes (docs/decisions/2026-11-25-referrals.md), one per member, made
 * on first need. Kept apart from `members.affiliate_code` (agents' codes) so that a member's code
 * never places anyone in the agents' team tree.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_codes_code_uq').on(sql`upper(${t.code})`),
    check('referral_codes_code_ck', sql`${t.code} ~ '^R[A-HJ-NP-Z2-9]{7}$'`),
  ],
);

/**
 * Who invited whom: one row per invited friend (a friend has one referrer), written with the
 * registration. `state` registered → deposited (the friend's first confirmed deposit, judged once)
 * → rewarded (the reward-center grant `referral:<friendId>` written in the same transaction).
 * `hold_reason` says why a deposited referral is not rewarded; `break` and `inactive` are looked
 * at again by each pass, the others are final.
 */
export const referrals = pgTable(
  'referrals',
  {
    friendId: bigint('friend_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    registerIp: text('register_ip'),
    state: text('state').notNull().default('registered'),
    holdReason: text('hold_reason'),
    firstDepositMinor: bigint('first_deposit_minor', { mode: 'bigint' }),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    /** The reward promised when the first deposit was judged (paid later if held for a break). */
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referrals_state_ck', inList(t.state, ['registered', 'deposited', 'rewarded'])),
    check('referrals_hold_ck', inList(t.holdReason, REFERRAL_HOLD_REASONS)),
    check('referrals_not_self_ck', sql`${t.friendId} <> ${t.referrerId}`),
    check('referrals_rewarded_ck', sql`(${t.state} = 'rewarded') = (${t.rewardedAt} is not null)`),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    // The job reads the referrals still waiting: no deposit yet, or held for a reason that passes.
    index('referrals_open_idx')
      .on(t.state)
      .where(
        sql`${t.state} = 'registered' or (${t.state} = 'deposited' and ${t.holdReason} in ('break', 'inactive'))`,
      ),
  ],
);

/** The operator's referral rule: one row (id 1); absent until an operator sets it (rewards off). */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    minFirstDepositMinor: bigint('min_first_deposit_minor', { mode: 'bigint' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    refuseSameAddress: boolean('refuse_same_address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referral_settings_one_ck', sql`${t.id} = 1`),
    check(
      'referral_settings_amounts_ck',
      sql`${t.minFirstDepositMinor} > 0 and ${t.rewardMinor} > 0`,
    ),
  ],
);
