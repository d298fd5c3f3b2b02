import {
  DEFAULT_VIP_LEVELS,
  REWARD_CLAIM_DAYS,
  formatAmountMinor,
  parseAmountMinor,
  type VipLevel,
  type VipLevelsBody,
  type VipRun,
  type VipStatus,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { merchantDay, merchantDayStart } from '../../lib/merchant-day.ts';
import { getMoneySettings } from '../money-settings/money-settings.service.ts';
import { selectProtection } from '../protection/protection.repository.ts';
import { isExcluded } from '../protection/protection.service.ts';
import { insertRewardGrant } from '../rewards/rewards.repository.ts';
import {
  NO_ACTIVITY,
  markPeriodDone,
  markReviewed,
  periodDone,
  raiseLevel,
  replaceLevels,
  selectActivity,
  selectBirthdays,
  selectLevels,
  selectMemberLevel,
  selectRanked,
  selectUnreviewed,
  type Activity,
  type VipLevelRow,
} from './vip.repository.ts';

// The VIP club (docs/decisions/2026-11-25-vip-club.md).

const DAY_MS = 86_400_000;
const BATCH = 500;

// ---- calendar (merchant time)

/** The merchant month an instant falls in, YYYY-MM. */
export function monthOf(at: Date): string {
  return merchantDay(at).slice(0, 7);
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A merchant month as a half-open UTC range. */
export function monthRange(month: string): { from: Date; to: Date } {
  return {
    from: merchantDayStart(`${month}-01`),
    to: merchantDayStart(`${shiftMonth(month, 1)}-01`),
  };
}

function addDays(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the merchant week a merchant day is in. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

// ---- levels

type Levels = VipLevelRow[];

const money = (minor: bigint) => formatAmountMinor(minor);

export function levelOf(row: VipLevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    upgradeDeposit: money(row.upgradeDepositMinor),
    upgradeTurnover: money(row.upgradeTurnoverMinor),
    keepDeposit: money(row.keepDepositMinor),
    keepTurnover: money(row.keepTurnoverMinor),
    upgradeBonus: money(row.upgradeBonusMinor),
    weeklyBonus: money(row.weeklyBonusMinor),
    monthlyBonus: money(row.monthlyBonusMinor),
    birthdayBonus: money(row.birthdayBonusMinor),
    wageringMultiple: row.wageringMultiple,
  };
}

/** A stored level clamped to the table: a table made shorter leaves members at its top. */
function rowAt(levels: Levels, level: number): VipLevelRow {
  return levels[Math.min(level, levels.length - 1)]!;
}

/** The highest level whose upgrade thresholds this activity reaches (both of them). */
export function reachedLevel(levels: Levels, activity: Activity): number {
  let reached = 0;
  for (const row of levels) {
    if (
      activity.deposit >= row.upgradeDepositMinor &&
      activity.turnover >= row.upgradeTurnoverMinor
    ) {
      reached = row.level;
    }
  }
  return reached;
}

function keeps(row: VipLevelRow, activity: Activity): boolean {
  return activity.deposit >= row.keepDepositMinor && activity.turnover >= row.keepTurnoverMinor;
}

/** The operator's table, or the default club until one is set. */
async function loadLevels(db: Db): Promise<Levels> {
  const rows = await selectLevels(db);
  if (rows.length > 0) return rows;
  return levelRows({
    levels: DEFAULT_VIP_LEVELS.map(({ level: _level, ...input }) => input),
  });
}

export async function readLevels(db: Db): Promise<{ levels: VipLevel[] }> {
  return { levels: (await loadLevels(db)).map(levelOf) };
}

const AMOUNT_FIELDS = [
  'upgradeDeposit',
  'upgradeTurnover',
  'keepDeposit',
  'keepTurnover',
  'upgradeBonus',
  'weeklyBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;

function invalid(level: number, field: string, reason: string): AppError {
  return new AppError('vip.levels_invalid', { value: { level, field, reason } });
}

/** Checks an operator's table (see `VipLevelsBodySchema`) and turns it into rows. */
export function levelRows(body: VipLevelsBody): VipLevelRow[] {
  const names = new Set<string>();
  const rows: VipLevelRow[] = [];
  body.levels.forEach((input, level) => {
    const minor = {} as Record<(typeof AMOUNT_FIELDS)[number], bigint>;
    for (const field of AMOUNT_FIELDS) {
      const value = parseAmountMinor(input[field]);
      if (value === null) throw invalid(level, field, 'amount');
      minor[field] = value;
    }
    const name = input.name.trim();
    if (names.has(name.toLowerCase())) throw invalid(level, 'name', 'duplicate');
    names.add(name.toLowerCase());
    if (level === 0) {
      for (const field of [
        'upgradeDeposit',
        'upgradeTurnover',
        'keepDeposit',
        'keepTurnover',
      ] as const) {
        if (minor[field] !== 0n) throw invalid(0, field, 'level 0 needs nothing');
      }
    } else {
      const below = rows[level - 1]!;
      if (minor.upgradeDeposit < below.upgradeDepositMinor)
        throw invalid(level, 'upgradeDeposit', 'below the level under it');
      if (minor.upgradeTurnover < below.upgradeTurnoverMinor)
        throw invalid(level, 'upgradeTurnover', 'below the level under it');
    }
    if (minor.keepDeposit > minor.upgradeDeposit)
      throw invalid(level, 'keepDeposit', 'above the upgrade threshold');
    if (minor.keepTurnover > minor.upgradeTurnover)
      throw invalid(level, 'keepTurnover', 'above the upgrade threshold');
    rows.push({
      level,
      name,
      upgradeDepositMinor: minor.upgradeDeposit,
      upgradeTurnoverMinor: minor.upgradeTurnover,
      keepDepositMinor: minor.keepDeposit,
      keepTurnoverMinor: minor.keepTurnover,
      upgradeBonusMinor: minor.upgradeBonus,
      weeklyBonusMinor: minor.weeklyBonus,
      monthlyBonusMinor: minor.monthlyBonus,
      birthdayBonusMinor: minor.birthdayBonus,
      wageringMultiple: input.wageringMultiple,
    });
  });
  return rows;
}

/** Replaces the table (in the caller's transaction); answers it before and after. */
export async function updateLevels(
  db: Db,
  body: VipLevelsBody,
): Promise<{ before: VipLevel[]; after: VipLevel[] }> {
  const rows = levelRows(body);
  const before = (await loadLevels(db)).map(levelOf);
  await replaceLevels(db, rows);
  return { before, after: rows.map(levelOf) };
}

// ---- bonuses

type Grant = { source: string; title: string; amountMinor: bigint; wageringMultiple: number };

/**
 * Grants a bonus into the reward center unless it is zero or the member is on a break (no
 * bonuses during a time-out or self-exclusion): once per source, so a pass run again or two
 * passes at once grant it once. Answers whether this call granted it.
 */
async function grant(db: Db, memberId: number, bonus: Grant, now: Date): Promise<boolean> {
  if (bonus.amountMinor <= 0n) return false;
  const protection = await selectProtection(db, memberId);
  if (protection && isExcluded(protection, now)) return false;
  return insertRewardGrant(db, { memberId, ...bonus }, REWARD_CLAIM_DAYS);
}

function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((t) => work(t as unknown as Db));
}

// ---- the job's stages

type Context = { levels: Levels; now: Date; month: string; activeTurnover: bigint };

async function contextOf(db: Db, now: Date): Promise<Context> {
  const [levels, settings] = await Promise.all([loadLevels(db), getMoneySettings(db)]);
  return {
    levels,
    now,
    month: monthOf(now),
    activeTurnover: parseAmountMinor(settings.wagering.activeMemberTurnover) ?? 0n,
  };
}

/**
 * The start-of-month review of these members (level ≥ 1, month not reviewed): a member keeps the
 * level when last month met its keep thresholds, else goes down one; and receives the level's
 * monthly bonus for last month when active in it. A level reached during last month is kept: its
 * first review is on the first whole month held. Answers how many went down and were granted.
 */
async function review(
  db: Db,
  ctx: Context,
  members: { memberId: number; level: number; reachedAt: Date }[],
): Promise<{ downgraded: number; granted: number }> {
  const last = shiftMonth(ctx.month, -1);
  const range = monthRange(last);
  const activity = await selectActivity(
    db,
    members.map((m) => m.memberId),
    range.from,
    range.to,
  );
  let downgraded = 0;
  let granted = 0;
  for (const { memberId, level, reachedAt } of members) {
    const held = rowAt(ctx.levels, level);
    const done = activity.get(memberId) ?? NO_ACTIVITY;
    const kept = reachedAt >= range.from || keeps(held, done);
    const next = level === 0 ? 0 : kept ? held.level : held.level - 1;
    await inTransaction(db, async (tx) => {
      const name = rowAt(ctx.levels, next).name;
      if (!(await markReviewed(tx, memberId, ctx.month, next, name))) return;
      if (next < level) downgraded += 1;
      if (level >= 1 && done.turnover >= ctx.activeTurnover && done.turnover > 0n) {
        const paid = await grant(
          tx,
          memberId,
          {
            source: `vip_monthly:${memberId}:${last}`,
            title: `Thưởng tháng ${held.name} (${last})`,
            amountMinor: held.monthlyBonusMinor,
            wageringMultiple: held.wageringMultiple,
          },
          ctx.now,
        );
        if (paid) granted += 1;
      }
    });
  }
  return { downgraded, granted };
}

/**
 * Moves these members up to the highest level this month's deposits and valid turnover reach,
 * granting the upgrade bonus of each level passed (once per member and level, ever).
 */
async function upgrade(
  db: Db,
  ctx: Context,
  memberIds: number[],
): Promise<{ upgraded: number; granted: number }> {
  let upgraded = 0;
  let granted = 0;
  for (let i = 0; i < memberIds.length; i += BATCH) {
    const ids = memberIds.slice(i, i + BATCH);
    const range = monthRange(ctx.month);
    const activity = await selectActivity(db, ids, range.from, range.to);
    for (const [memberId, done] of activity) {
      const target = reachedLevel(ctx.levels, done);
      if (target === 0) continue;
      await inTransaction(db, async (tx) => {
        const before = await raiseLevel(tx, memberId, target, ctx.levels[target]!.name, ctx.month);
        if (before === null) return;
        upgraded += 1;
        for (let level = before + 1; level <= target; level += 1) {
          const row = ctx.levels[level]!;
          const paid = await grant(
            tx,
            memberId,
            {
              source: `vip_upgrade:${memberId}:${level}`,
              title: `Thưởng thăng cấp ${row.name}`,
              amountMinor: row.upgradeBonusMinor,
              wageringMultiple: row.wageringMultiple,
            },
            ctx.now,
          );
          if (paid) granted += 1;
        }
      });
    }
  }
  return { upgraded, granted };
}

/** Each ranked member's weekly bonus for last week (Monday to Sunday), when active in it. */
async function weekly(db: Db, ctx: Context): Promise<number> {
  const start = addDays(mondayOf(merchantDay(ctx.now)), -7);
  const period = `weekly:${start}`;
  if (await periodDone(db, period)) return 0;
  const from = merchantDayStart(start);
  const to = merchantDayStart(addDays(start, 7));
  let granted = 0;
  let after = 0;
  for (;;) {
    const batch = await selectRanked(db, after, BATCH);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.memberId;
    const paying = batch.filter((m) => rowAt(ctx.levels, m.level).weeklyBonusMinor > 0n);
    const activity = await selectActivity(
      db,
      paying.map((m) => m.memberId),
      from,
      to,
    );
    for (const { memberId, level } of paying) {
      const done = activity.get(memberId) ?? NO_ACTIVITY;
      if (done.turnover === 0n || done.turnover < ctx.activeTurnover) continue;
      const row = rowAt(ctx.levels, level);
      const paid = await grant(
        db,
        memberId,
        {
          source: `vip_weekly:${memberId}:${start}`,
          title: `Thưởng tuần ${row.name} (${start})`,
          amountMinor: row.weeklyBonusMinor,
          wageringMultiple: row.wageringMultiple,
        },
        ctx.now,
      );
      if (paid) granted += 1;
    }
  }
  await markPeriodDone(db, period);
  return granted;
}

/** The birthday bonus of ranked members born on today's date (29 February on the 28th). */
async function birthdays(db: Db, ctx: Context): Promise<number> {
  const today = merchantDay(ctx.now);
  const monthDay = today.slice(5);
  const year = Number(today.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
  let granted = 0;
  for (const { memberId, level } of await selectBirthdays(db, days, year)) {
    const row = rowAt(ctx.levels, level);
    const paid = await grant(
      db,
      memberId,
      {
        source: `vip_birthday:${memberId}:${year}`,
        title: `Quà sinh nhật ${row.name}`,
        amountMinor: row.birthdayBonusMinor,
        wageringMultiple: row.wageringMultiple,
      },
      ctx.now,
    );
    if (paid) granted += 1;
  }
  return granted;
}

/**
 * One pass of the club's job: the month's review of everyone not yet reviewed, upgrades of the
 * members given (those with money moving since the last pass), last week's bonuses and today's
 * birthdays. Safe to run again, after a crash, or in several processes at once.
 */
export async function runVipPass(db: Db, now: Date, candidates: number[]): Promise<VipRun> {
  const ctx = await contextOf(db, now);
  const run: VipRun = { upgraded: 0, downgraded: 0, granted: 0 };
  for (;;) {
    const batch = await selectUnreviewed(db, ctx.month, BATCH);
    if (batch.length === 0) break;
    const reviewed = await review(db, ctx, batch);
    run.downgraded += reviewed.downgraded;
    run.granted += reviewed.granted;
  }
  const raised = await upgrade(db, ctx, candidates);
  run.upgraded += raised.upgraded;
  run.granted += raised.granted + (await weekly(db, ctx)) + (await birthdays(db, ctx));
  return run;
}

/**
 * The member's place in the club. The member is reviewed and moved up first if due, so the page
 * never shows a level the job has yet to catch up with.
 */
export async function readVipStatus(db: Db, memberId: number, now: Date): Promise<VipStatus> {
  const ctx = await contextOf(db, now);
  const current = await selectMemberLevel(db, memberId);
  if (current >= 1) {
    const pending = await selectUnreviewed(db, ctx.month, 1, memberId);
    if (pending.length > 0) await review(db, ctx, pending);
  }
  await upgrade(db, ctx, [memberId]);
  const level = Math.min(await selectMemberLevel(db, memberId), ctx.levels.length - 1);
  const range = monthRange(ctx.month);
  const done =
    (await selectActivity(db, [memberId], range.from, range.to)).get(memberId) ?? NO_ACTIVITY;
  const row = ctx.levels[level]!;
  const nextRow = ctx.levels[level + 1];
  const progress = (current: bigint, target: bigint) => ({
    current: money(current),
    target: money(target),
  });
  return {
    level,
    name: row.name,
    month: ctx.month,
    next: nextRow
      ? {
          level: nextRow.level,
          name: nextRow.name,
          deposit: progress(done.deposit, nextRow.upgradeDepositMinor),
          turnover: progress(done.turnover, nextRow.upgradeTurnoverMinor),
        }
      : null,
    keep:
      level === 0
        ? null
        : {
            deposit: progress(done.deposit, row.keepDepositMinor),
            turnover: progress(done.turnover, row.keepTurnoverMinor),
          },
    levels: ctx.levels.map(levelOf),
  };
}
