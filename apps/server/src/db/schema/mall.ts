import {
  bigint,
  bigserial,
  boolean,
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
import {
  MALL_ITEM_KINDS,
  MALL_ORDER_STATES,
  POINT_ENTRY_KINDS,
  TURNOVER_CATEGORIES,
  type DeliveryAddress,
} from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';

// Points and the point mall (docs/decisions/2026-11-25-point-mall.md).

/**
 * A member's points: changed only together with a `point_entries` row in the same transaction,
 * so the balance is always the sum of the member's entries and never below zero.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_points_balance_ck', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger. `source` is unique: `earn:<member>:<hour>` credits a member once per settled
 * hour however often the job runs, `redeem:<order>` and `refund:<order>` once per order.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_entries_source_uq').on(t.source),
    index('point_entries_member_idx').on(t.memberId, t.createdAt),
    check('point_entries_kind_ck', inList(t.kind, POINT_ENTRY_KINDS)),
    check('point_entries_points_ck', sql`${t.points} <> 0`),
  ],
);

/** Points per 1,000.00 of valid turnover, per category (absent: the default rate). */
export const pointRates = pgTable(
  'point_rates',
  {
    category: text('category').primaryKey(),
    rate: integer('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_rates_category_ck', inList(t.category, TURNOVER_CATEGORIES)),
    check('point_rates_rate_ck', sql`${t.rate} between 0 and 10000`),
  ],
);

/** The hours the points job finished: the next run starts after the latest. */
export const pointPeriods = pgTable('point_periods', {
  periodStart: timestamp('period_start', { withTimezone: true }).primaryKey(),
  members: integer('members').notNull(),
  points: bigint('points', { mode: 'number' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mallItems = pgTable(
  'mall_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    stock: integer('stock').notNull(),
    perMemberLimit: integer('per_member_limit'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mall_items_kind_ck', inList(t.kind, MALL_ITEM_KINDS)),
    check('mall_items_stock_ck', sql`${t.stock} >= 0`),
    check('mall_items_cost_ck', sql`${t.cost} > 0`),
    check(
      'mall_items_bonus_ck',
      sql`(${t.kind} = 'bonus') = (${t.bonusMinor} is not null and ${t.bonusMinor} > 0)`,
    ),
    check('mall_items_limit_ck', sql`${t.perMemberLimit} is null or ${t.perMemberLimit} >= 1`),
  ],
);

export const mallOrders = pgTable(
  'mall_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => mallItems.id),
    /** What the item was when redeemed (an operator may change the item later). */
    itemName: text('item_name').notNull(),
    kind: text('kind').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }),
    voucherCode: text('voucher_code'),
    address: jsonb('address').$type<DeliveryAddress>(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mall_orders_kind_ck', inList(t.kind, MALL_ITEM_KINDS)),
    check('mall_orders_state_ck', inList(t.state, MALL_ORDER_STATES)),
    index('mall_orders_member_idx').on(t.memberId, t.createdAt),
    // The per-member limit counts a member's orders of an item that are not cancelled.
    index('mall_orders_member_item_idx').on(t.memberId, t.itemId),
    index('mall_orders_state_idx').on(t.state, t.createdAt),
  ],
);
