import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TURNOVER_CATEGORIES } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * A member's rebate rate per game category, per mille (docs/decisions/2026-11-25-rebates.md): set
 * by its upline (at most the upline's own, at least its downlines'), by the operator, or from the
 * invitation link it registered with. A category without a row is 0, or the plan's default for a
 * member without an upline.
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    category: text('category').notNull(),
    ratePermille: smallint('rate_permille').notNull(),
    /** `upline:<id>`, `operator:<name>` or `invitation:<code>`. */
    setBy: text('set_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check('rebate_rates_rate_ck', sql`${t.ratePermille} between 0 and 100`),
    check('rebate_rates_category_ck', inList(t.category, TURNOVER_CATEGORIES)),
  ],
);

/** The rebate plan: one row (id 1); the defaults apply while it is absent. */
export const rebatePlan = pgTable(
  'rebate_plan',
  {
    id: smallint('id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    /** Per-mille rates by category of members with neither an upline nor rates of their own. */
    defaultRates: jsonb('default_rates').$type<Record<string, number>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rebate_plan_one_ck', sql`${t.id} = 1`),
    check('rebate_plan_wagering_ck', sql`${t.wageringMultiple} between 0 and 50`),
  ],
);

/**
 * Days settled: written first in a day's settlement transaction, so a second process settling the
 * same day waits on its key and then finds it done; the figures are filled in at the end.
 */
export const rebateDays = pgTable('rebate_days', {
  day: text('day').primaryKey(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  earners: integer('earners').notNull().default(0),
  turnoverMinor: bigint('turnover_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  amountMinor: bigint('amount_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

/**
 * What a day paid, per earner, the member whose valid turnover earned it (the earner itself at
 * depth 0) and category: the earner's rate, the highest rate below it in that member's chain, and
 * the amount (turnover × the difference, rounded down). The day's grant of each earner is their sum.
 */
export const rebateIncome = pgTable(
  'rebate_income',
  {
    earnerId: bigint('earner_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: text('day').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    depth: smallint('depth').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
    ratePermille: smallint('rate_permille').notNull(),
    belowPermille: smallint('below_permille').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.earnerId, t.day, t.memberId, t.category] }),
    index('rebate_income_day_idx').on(t.day),
    check('rebate_income_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);
