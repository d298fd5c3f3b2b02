import {
  REWARD_CLAIM_DAYS,
  TURNOVER_CATEGORIES,
  formatAmountMinor,
  fullRates,
  rateToPermille,
  type AgentRebateRates,
  type MemberRebateRates,
  type RebateDays,
  type RebateIncome,
  type RebateIncomeQuery,
  type RebatePayouts,
  type RebatePayoutsQuery,
  type RebatePlan,
  type RebatePlanBody,
  type RebateRates,
  type RebateRatesQuery,
  type RebateRun,
  type TurnoverCategory,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { rebatePlan } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { PeriodicJob, type JobLog } from '../../lib/periodic-job.ts';
import { merchantDay, merchantDayRange, merchantDaysBetween } from '../../lib/merchant-day.ts';
import { findMemberById, type MemberRow } from '../auth/auth.repository.ts';
import {
  claimDay,
  lockMembers,
  selectDays,
  selectDirectDownlines,
  selectFloors,
  selectIncome,
  selectLastSettledDay,
  selectPayouts,
  selectRates,
  selectSettledDays,
  settleDayStatement,
  upsertRates,
  type PermilleRates,
} from './rebates.repository.ts';

// Rebates (docs/decisions/2026-11-25-rebates.md).

const DAY_MS = 86_400_000;
/** The highest rate anyone may have: 10 % (contracts RebateRateSchema). */
const MAX_PERMILLE = 100;
/** How many finished days back the job looks for days not settled yet. */
export const REBATE_CATCH_UP_DAYS = 7;
/** The longest range the income page reads. */
const MAX_RANGE_DAYS = 62;

/**
 * The plan a merchant starts with: on, rebates wagered once, members without an upline at 0.5 %
 * on slots, live casino, fishing and sports and 0.3 % on the rest.
 */
export const DEFAULT_REBATE_PLAN = {
  enabled: true,
  wageringMultiple: 1,
  defaultRates: {
    RNG: 5,
    LIVE: 5,
    PVP: 3,
    FISH: 5,
    SPORTS: 5,
    ESPORTS: 3,
    COCKFIGHT: 3,
    LOTT: 3,
    ELOTT: 3,
    INHOUSE: 3,
  } as PermilleRates,
};

type PlanValue = typeof DEFAULT_REBATE_PLAN;

async function readPlanValue(db: Db): Promise<PlanValue> {
  const [row] = await db.select().from(rebatePlan).limit(1);
  if (!row) return DEFAULT_REBATE_PLAN;
  return {
    enabled: row.enabled,
    wageringMultiple: row.wageringMultiple,
    defaultRates: { ...DEFAULT_REBATE_PLAN.defaultRates, ...row.defaultRates },
  };
}

export async function readRebatePlan(db: Db): Promise<RebatePlan> {
  const plan = await readPlanValue(db);
  return {
    enabled: plan.enabled,
    wageringMultiple: plan.wageringMultiple,
    defaultRates: fullRates(plan.defaultRates),
  };
}

export async function updateRebatePlan(db: Db, body: RebatePlanBody): Promise<RebatePlan> {
  const before = await readPlanValue(db);
  const defaultRates = { ...before.defaultRates, ...toPermille(body.defaultRates) };
  await db
    .insert(rebatePlan)
    .values({ id: 1, enabled: body.enabled, wageringMultiple: body.wageringMultiple, defaultRates })
    .onConflictDoUpdate({
      target: rebatePlan.id,
      set: {
        enabled: body.enabled,
        wageringMultiple: body.wageringMultiple,
        defaultRates,
        updatedAt: new Date(),
      },
    });
  return readRebatePlan(db);
}

function toPermille(rates: RebateRates): PermilleRates {
  const out: PermilleRates = {};
  for (const [category, rate] of Object.entries(rates)) {
    if (rate !== undefined) out[category as TurnoverCategory] = rateToPermille(rate);
  }
  return out;
}

/** A member's rates in force: its own; else the plan's default without an upline; else 0. */
async function ratesInForce(
  db: Db,
  member: Pick<MemberRow, 'id' | 'parentId'>,
  plan?: PlanValue,
): Promise<PermilleRates> {
  const own = (await selectRates(db, [member.id])).get(member.id) ?? {};
  if (member.parentId !== null) return own;
  const defaults = (plan ?? (await readPlanValue(db))).defaultRates;
  return { ...defaults, ...own };
}

// ---- the agent's pages

export async function agentRebateRates(
  db: Db,
  agent: MemberRow,
  query: RebateRatesQuery,
): Promise<AgentRebateRates> {
  const { pageNo, pageSize } = query;
  const own = await ratesInForce(db, agent);
  const { list, total } = await selectDirectDownlines(
    db,
    agent.id,
    query.search?.trim() || undefined,
    pageSize,
    (pageNo - 1) * pageSize,
  );
  const ids = list.map((m) => m.id);
  const [rates, floors] = await Promise.all([selectRates(db, ids), selectFloors(db, ids)]);
  return {
    own: fullRates(own),
    list: list.map((m) => ({
      memberId: m.id,
      account: m.account,
      type: m.type,
      rates: fullRates(rates.get(m.id) ?? {}),
      floor: fullRates(floors.get(m.id) ?? {}),
    })),
    total,
    pageNo,
    pageSize,
  };
}

export type RateSetter = { kind: 'upline'; agent: MemberRow } | { kind: 'operator'; name: string };

/**
 * Sets a member's rates in the given categories, between its floor (the highest rate among its
 * downlines) and its ceiling (its upline's rate; 10 % without an upline). An upline may set only
 * its direct downlines'. The member and its upline are locked first, so that an upline lowering
 * its rate and a downline's rate being raised cannot both pass their checks.
 */
export async function setRebateRates(
  db: Db,
  setter: RateSetter,
  memberId: number,
  rates: RebateRates,
): Promise<MemberRebateRates> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const target = await findMemberById(tx, memberId);
    if (setter.kind === 'upline' && (!target || target.parentId !== setter.agent.id)) {
      throw new AppError('agent.not_in_team');
    }
    if (!target || target.type === 4) throw new AppError('operator.account_not_found');
    await lockMembers(tx, target.parentId === null ? [target.id] : [target.id, target.parentId]);
    const wanted = toPermille(rates);
    const { ceiling, floor } = await boundsOf(tx, target);
    for (const [category, rate] of Object.entries(wanted)) {
      const c = category as TurnoverCategory;
      const field = { field: `body.rates.${c}` };
      if (rate > (ceiling[c] ?? 0)) throw new AppError('rebate.above_upline', { value: field });
      if (rate < (floor[c] ?? 0)) throw new AppError('rebate.below_downline', { value: field });
    }
    const setBy =
      setter.kind === 'upline' ? `upline:${setter.agent.id}` : `operator:${setter.name}`;
    await upsertRates(tx, target.id, wanted, setBy);
    return describeRates(tx, target);
  });
}

async function boundsOf(db: Db, target: MemberRow) {
  const parent = target.parentId === null ? null : await findMemberById(db, target.parentId);
  const ceiling: PermilleRates = parent
    ? await ratesInForce(db, parent)
    : Object.fromEntries(TURNOVER_CATEGORIES.map((c) => [c, MAX_PERMILLE]));
  const floor = (await selectFloors(db, [target.id])).get(target.id) ?? {};
  return { parent, ceiling, floor };
}

async function describeRates(db: Db, target: MemberRow): Promise<MemberRebateRates> {
  const { parent, ceiling, floor } = await boundsOf(db, target);
  return {
    memberId: target.id,
    account: target.account,
    type: target.type,
    upline: parent?.account ?? null,
    rates: fullRates(await ratesInForce(db, target)),
    ceiling: fullRates(ceiling),
    floor: fullRates(floor),
  };
}

/** The operator's view of one account's rates. */
export async function memberRebateRates(db: Db, memberId: number): Promise<MemberRebateRates> {
  const target = await findMemberById(db, memberId);
  if (!target || target.type === 4) throw new AppError('operator.account_not_found');
  return describeRates(db, target);
}

/**
 * Rates preset on the invitation link a member registered with, each at most the inviting
 * agent's own rate at that moment (the agent may have lowered its own since making the link).
 */
export async function applyInvitationRates(
  db: Db,
  memberId: number,
  agent: MemberRow,
  presets: Record<string, string>,
  code: string,
) {
  const ceiling = await ratesInForce(db, agent);
  const rates: PermilleRates = {};
  for (const [category, rate] of Object.entries(presets)) {
    if (!(TURNOVER_CATEGORIES as readonly string[]).includes(category)) continue;
    const c = category as TurnoverCategory;
    const permille = Math.min(rateToPermille(rate), ceiling[c] ?? 0);
    if (permille > 0) rates[c] = permille;
  }
  await upsertRates(db, memberId, rates, `invitation:${code}`);
}

// ---- settlement

/** The finished merchant days of the catch-up window, oldest first. */
export function daysToLookAt(now: Date): string[] {
  const yesterday = merchantDay(new Date(now.getTime() - DAY_MS));
  const first = merchantDay(new Date(now.getTime() - REBATE_CATCH_UP_DAYS * DAY_MS));
  return merchantDaysBetween(first, yesterday);
}

export type SettleHooks = {
  /** Called inside a day's transaction after the day is claimed (tests stop a run here). */
  afterClaim?: (day: string) => void | Promise<void>;
  /** Called inside a day's transaction after its statement, before the commit. */
  beforeCommit?: (day: string) => void | Promise<void>;
};

/**
 * The daily settlement: each finished day of the last 7 not settled yet, in one transaction per
 * day (claim the day, the statement writing income rows and grants, the day's figures). A crash
 * anywhere rolls the day back whole; the next run settles it again. Two processes: the second
 * waits on the day's key and finds it settled. A grant's unique source would refuse a second
 * payment even without that.
 */
export async function settleRebates(
  db: Db,
  now: Date,
  hooks: SettleHooks = {},
): Promise<RebateRun> {
  const run: RebateRun = { days: [], earners: 0, amount: '0.00' };
  const plan = await readPlanValue(db);
  if (!plan.enabled) return run;
  const candidates = daysToLookAt(now);
  const settled = await selectSettledDays(db, candidates);
  let amount = 0n;
  for (const day of candidates.filter((d) => !settled.has(d))) {
    const { from, to } = merchantDayRange(day, day);
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (!(await claimDay(tx, day))) return null;
      await hooks.afterClaim?.(day);
      const figures = await settleDayStatement(tx, {
        day,
        from: from!,
        to: to!,
        now,
        defaultRates: plan.defaultRates,
        wageringMultiple: plan.wageringMultiple,
        title: `Hoàn trả ngày ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
        claimDays: REWARD_CLAIM_DAYS,
      });
      await hooks.beforeCommit?.(day);
      return figures;
    });
    if (!result) continue;
    run.days.push(day);
    run.earners += result.earners;
    amount += result.amountMinor;
  }
  run.amount = formatAmountMinor(amount);
  return run;
}

// ---- income

export async function rebateIncome(
  db: Db,
  agent: MemberRow,
  query: RebateIncomeQuery,
  now: Date,
): Promise<RebateIncome> {
  const endDate = query.endDate ?? merchantDay(new Date(now.getTime() - DAY_MS));
  const startDate =
    query.startDate ?? merchantDay(new Date(Date.parse(`${endDate}T12:00:00Z`) - 6 * DAY_MS));
  const span = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
  if (span < 0 || span >= MAX_RANGE_DAYS) {
    throw new AppError('rebate.range', { value: { field: 'query.startDate' } });
  }
  const income = await selectIncome(db, agent.id, startDate, endDate);
  const money = (v: string) => formatAmountMinor(BigInt(v));
  const total = BigInt(income.total);
  const own = BigInt(income.own);
  return {
    startDate,
    endDate,
    total: formatAmountMinor(total),
    own: formatAmountMinor(own),
    team: formatAmountMinor(total - own),
    settledThrough: await selectLastSettledDay(db),
    days: income.days.map((d) => ({
      day: d.day,
      turnover: money(d.turnover),
      amount: money(d.amount),
    })),
    categories: income.categories.map((c) => ({
      category: c.category,
      turnover: money(c.turnover),
      amount: money(c.amount),
    })),
    members: income.byMember.map((m) => ({
      memberId: Number(m.member_id),
      account: m.account,
      depth: m.depth,
      turnover: money(m.turnover),
      amount: money(m.amount),
    })),
  };
}

// ---- back office

export async function listRebateDays(db: Db): Promise<RebateDays> {
  const rows = await selectDays(db);
  return {
    list: rows.map((r) => ({
      day: r.day,
      settledAt: new Date(r.settled_at).toISOString(),
      earners: r.earners,
      turnover: formatAmountMinor(BigInt(r.turnover)),
      amount: formatAmountMinor(BigInt(r.amount)),
    })),
  };
}

export async function listRebatePayouts(db: Db, query: RebatePayoutsQuery): Promise<RebatePayouts> {
  const { pageNo, pageSize } = query;
  const rows = await selectPayouts(
    db,
    query.day,
    query.search?.trim() || undefined,
    pageSize,
    (pageNo - 1) * pageSize,
  );
  return {
    list: rows.map((r) => {
      const amount = BigInt(r.amount);
      const own = BigInt(r.own);
      return {
        memberId: Number(r.member_id),
        account: r.account,
        type: r.type,
        own: formatAmountMinor(own),
        team: formatAmountMinor(amount - own),
        amount: formatAmountMinor(amount),
        grantState: r.state === 'claimable' && r.expired ? 'expired' : (r.state ?? 'claimable'),
      };
    }),
    total: rows[0]?.total ?? 0,
    pageNo,
    pageSize,
  };
}

/**
 * Runs the settlement every `everyMs` (10 minutes): a day is settled in the first run after it
 * ends. Safe in every process of a fleet (settleRebates).
 */
export function startRebateScheduler(db: Db, log: JobLog, everyMs = 10 * 60_000): () => void {
  const job = new PeriodicJob('rebate settlement', () => settleRebates(db, new Date()), log);
  job.start(everyMs);
  return () => void job.stop();
}
