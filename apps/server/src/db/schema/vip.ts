import { bigint, check, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members.ts';

/**
 * The VIP club's levels, set by the operator (docs/decisions/2026-11-25-vip-club.md): level 0 first,
 * with the calendar month's deposit and valid-turnover thresholds to reach and to keep a level,
 * and its bonuses, in minor units.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: smallint('level').primaryKey(),
    name: text('name').notNull(),
    upgradeDepositMinor: bigint('upgrade_deposit_minor', { mode: 'bigint' }).notNull(),
    upgradeTurnoverMinor: bigint('upgrade_turnover_minor', { mode: 'bigint' }).notNull(),
    keepDepositMinor: bigint('keep_deposit_minor', { mode: 'bigint' }).notNull(),
    keepTurnoverMinor: bigint('keep_turnover_minor', { mode: 'bigint' }).notNull(),
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'bigint' }).notNull(),
    weeklyBonusMinor: bigint('weekly_bonus_minor', { mode: 'bigint' }).notNull(),
    monthlyBonusMinor: bigint('monthly_bonus_minor', { mode: 'bigint' }).notNull(),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
  },
  (t) => [
    check('vip_levels_level_ck', sql`${t.level} between 0 and 19`),
    check(
      'vip_levels_amounts_ck',
      sql`least(${t.upgradeDepositMinor}, ${t.upgradeTurnoverMinor}, ${t.keepDepositMinor}, ${t.keepTurnoverMinor}, ${t.upgradeBonusMinor}, ${t.weeklyBonusMinor}, ${t.monthlyBonusMinor}, ${t.birthdayBonusMinor}) >= 0`,
    ),
  ],
);

/**
 * A member's level. `reviewedMonth` is the month (YYYY-MM, merchant time) whose start-of-month
 * review is done, so a month is reviewed once however often the job runs. A member without a
 * row is at level 0. `members.club_label` carries the level's name for the member info.
 */
export const memberVip = pgTable(
  'member_vip',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    level: smallint('level').notNull(),
    reviewedMonth: text('reviewed_month').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_vip_level_ck', sql`${t.level} between 0 and 19`),
    check('member_vip_month_ck', sql`${t.reviewedMonth} ~ '^\\d{4}-\\d{2}$'`),
  ],
);

/**
 * Weekly bonus periods the club's job finished (`weekly:2026-11-16`, the week's Monday): a pass skips
 * them. A pass that crashes before marking one does it again; each grant is once per member and
 * period by its source, so nothing is paid twice.
 */
export const vipJobPeriods = pgTable('vip_job_periods', {
  period: text('period').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
