import {
  bigint,
  bigserial,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PROMOTION_CATEGORIES, type PromotionCategory } from '@app/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/** spec §3 banner groups. */
export const BANNER_GROUP_NAMES = [
  'm_home',
  'm_popup',
  'm_reg',
  'm_hot',
  'm_promotion',
  'm_help',
  'm_notice',
] as const;

/** spec §3 content types: Agent, Player, Banner, Pop-up, Promotion. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;

/** Platforms an announcement is shown on: every platform, mobile (spec §9 platform code M), web. */
export const ANNOUNCEMENT_PLATFORMS = ['ALL', 'M', 'W'] as const;

export { PROMOTION_CATEGORIES };
export type { PromotionCategory };

/** Images of a promotion (spec §3 announcementImages): sequence 1 for list cards, 2 for the banner. */
export type PromotionImage = { url: string; sequence: number };

/** Banners by group; shown while enabled and now is within [start_at, end_at). */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Site path a tap opens; empty for a picture only. */
    link: text('link').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('banners_group_sequence_idx').on(t.groupName, t.sequence),
    check('banners_group_name_ck', inList(t.groupName, BANNER_GROUP_NAMES)),
  ],
);

/**
 * Announcements (notices) by type. Operators write one row per content language; `content` is
 * HTML and is sanitised when written and again when rendered.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** Response group (spec §3): player, popup, banners, promotion, hot, agent. */
    groupName: text('group_name').notNull(),
    /** Content language code (spec §1), e.g. vi, en. */
    language: text('language').notNull().default('vi'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Platform it is shown on (spec §7 platform M); ALL for every platform. */
    platform: text('platform').notNull().default('ALL'),
    /**
     * Pages (request groupName, spec §7: m_home, m_reg …) it is limited to; empty for every page.
     */
    pages: text('pages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_type_lang_start_idx').on(t.type, t.language, t.startDate),
    check('announcements_type_ck', inList(t.type, ANNOUNCEMENT_TYPES)),
    check('announcements_platform_ck', inList(t.platform, ANNOUNCEMENT_PLATFORMS)),
  ],
);

/**
 * Announcements a member has read (spec §4: reading one marks it read, for members whose type is
 * not 4). One row per member and announcement; a missing row is unread.
 */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/**
 * Promotions (spec §3 "Promotion"); one row per content language. A row in another language may
 * translate a Vietnamese one (`translation_of`); visitors of a language without a translation get
 * the Vietnamese row (decision 2026-11-24-promotions-and-help).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    language: text('language').notNull().default('vi'),
    /** The Vietnamese promotion this row translates; null for an original. */
    translationOf: bigint('translation_of', { mode: 'number' }).references(
      (): AnyPgColumn => promotions.id,
      { onDelete: 'cascade' },
    ),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    /** Null when noExpiry is 1. */
    endDate: timestamp('end_date', { withTimezone: true }),
    /** spec §3: 1 = long term. */
    noExpiry: smallint('no_expiry').notNull().default(0),
    images: jsonb('images').$type<PromotionImage[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Members may apply (comment and images); an operator approves or rejects. */
    acceptsApplications: boolean('accepts_applications').notNull().default(false),
    /** The bonus the approve form starts with, in minor units. */
    applicationBonusMinor: bigint('application_bonus_minor', { mode: 'bigint' }),
    /** The wagering multiple the approve form starts with. */
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
  },
  (t) => [
    index('promotions_lang_category_sort_idx').on(t.language, t.category, t.sort),
    check('promotions_category_ck', inList(t.category, PROMOTION_CATEGORIES)),
    check('promotions_no_expiry_ck', sql`${t.noExpiry} in (0, 1)`),
    uniqueIndex('promotions_translation_language_uq').on(t.translationOf, t.language),
  ],
);

/**
 * Help-center groups (spec §2 "Help center"): the heading of a group of items, per content
 * language, in order. The banners above them are the m_help banner group.
 */
export const helpGroups = pgTable(
  'help_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The key help items name in their group_name. */
    groupName: text('group_name').notNull(),
    language: text('language').notNull().default('vi'),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_groups_group_language_uq').on(t.groupName, t.language)],
);

/** Help-center articles (spec §3 "Help item") by group; one row per content language. */
export const helpItems = pgTable(
  'help_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupName: text('group_name').notNull(),
    language: text('language').notNull().default('vi'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_items_lang_group_sort_idx').on(t.language, t.groupName, t.sort)],
);
