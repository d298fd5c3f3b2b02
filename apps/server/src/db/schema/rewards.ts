import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { APPLICATION_STATES, REWARD_STATES } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';
import { promotions } from './content.ts';
import { bytea } from './media.ts';

/** An image attached to an application, as the application lists it. */
export type ApplicationImageRef = { sha256: string; contentType: 'image/png' | 'image/jpeg' };

/**
 * Members' applications for a promotion (decision 2026-11-24-promotion-applications): a comment
 * and up to 3 images; the operator approves (a reward grant) or rejects (a reason). At most one
 * open (pending or approved) application per member and promotion.
 */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    comment: text('comment').notNull(),
    images: jsonb('images').$type<ApplicationImageRef[]>().notNull().default([]),
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('promotion_applications_state_ck', inList(t.state, APPLICATION_STATES)),
    check('promotion_applications_comment_ck', sql`char_length(${t.comment}) <= 140`),
    uniqueIndex('promotion_applications_open_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.state} in ('pending', 'approved')`),
    index('promotion_applications_state_created_idx').on(t.state, t.createdAt),
    index('promotion_applications_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * The images of applications: private evidence (only operators read them), kept in the database
 * like operators' uploads, metadata stripped, named by the SHA-256 of what is kept.
 */
export const applicationImages = pgTable(
  'application_images',
  {
    sha256: text('sha256').primaryKey(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('application_images_type_ck', inList(t.contentType, ['image/png', 'image/jpeg'])),
    check('application_images_bytes_ck', sql`${t.bytes} = octet_length(${t.data})`),
  ],
);

/**
 * Rewards waiting in a member's reward center: claimed into the wallet through the ledger once
 * (transfer kind `bonus`, key `reward:<id>`). One grant per source (an application grants once).
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** What granted it: `promotion_application:<id>`. */
    source: text('source').notNull(),
    title: text('title').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    state: text('state').notNull().default('claimable'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    transferId: bigint('transfer_id', { mode: 'number' }),
    /**
     * When the claimed reward's wagering requirement was found met (null: open, or nothing to
     * wager); docs/decisions/2026-11-24-protect.md.
     */
    wageringMetAt: timestamp('wagering_met_at', { withTimezone: true }),
  },
  (t) => [
    check('reward_grants_state_ck', inList(t.state, REWARD_STATES)),
    check('reward_grants_amount_ck', sql`${t.amountMinor} > 0`),
    uniqueIndex('reward_grants_source_uq').on(t.source),
    index('reward_grants_member_idx').on(t.memberId, t.state),
    // The withdrawal check reads a member's claimed rewards still being wagered.
    index('reward_grants_wagering_idx')
      .on(t.memberId, t.claimedAt)
      .where(
        sql`${t.state} = 'claimed' and ${t.wageringMultiple} > 0 and ${t.wageringMetAt} is null`,
      ),
  ],
);

/**
 * Daily sign-ins (docs/decisions/2026-11-24-daily-sign-in.md): one row per member and merchant
 * day, so a second sign-in the same day cannot be written however many arrive at once; the day
 * of the seven-day cycle it took and the reward it granted.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The merchant day, YYYY-MM-DD. */
    day: text('day').notNull(),
    cycleDay: integer('cycle_day').notNull(),
    /** Days signed in a row, this one included. */
    streak: integer('streak').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_ins_member_day_uq').on(t.memberId, t.day),
    check('sign_ins_cycle_day_ck', sql`${t.cycleDay} between 1 and 7`),
    check('sign_ins_streak_ck', sql`${t.streak} >= 1`),
    check('sign_ins_day_ck', sql`${t.day} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);
