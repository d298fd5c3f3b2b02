import { sql } from 'drizzle-orm';
import {
  CONTRACT_AGENT_TYPES,
  CONTRACT_MAX_TIERS,
  NO_CONTRACT_PROMPT_TYPES,
  REWARD_CLAIM_DAYS,
  formatAmountMinor,
  parseAmountMinor,
  type Contract,
  type ContractKind,
  type ContractPage,
  type ContractRequests,
  type ContractRun,
  type ContractTier,
  type ContractTierInput,
  type MyContract,
  type OfferContractBody,
  type SiteLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { merchantDay, merchantDayStart } from '../../lib/merchant-day.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import { findMemberById, type MemberRow } from '../auth/auth.repository.ts';
import { depthUnder } from '../agents/agents.repository.ts';
import { getMoneySettings } from '../money-settings/money-settings.service.ts';
import {
  selectProtection,
  selectValidTurnoverByMember,
} from '../protection/protection.repository.ts';
import { isExcluded } from '../protection/protection.service.ts';
import { insertRewardGrant } from '../rewards/rewards.repository.ts';
import { sendOfferMessage, sendPaidMessage } from './contract-messages.ts';
import {
  carryBefore,
  contractView,
  endActive,
  insertOffer,
  insertStatement,
  lastSettledEnd,
  lockMember,
  selectContract,
  countContracts,
  selectContracts,
  selectSettleable,
  selectStatements,
  setContractState,
  teamIdsOf,
  teamWins,
  type ContractRow,
} from './agent-contracts.repository.ts';

/**
 * Agent contracts (docs/decisions/2026-11-25-agent-contracts.md). Invariants:
 * - one pending offer and one active contract per agent and kind (partial unique indexes; the
 *   agent's member row is locked while an offer or an answer is written);
 * - a contract pays the periods that start in [effectiveFrom, endedAt); effectiveFrom is the
 *   first period boundary at or after acceptance, so a contract replaced mid-period pays that
 *   period and its successor starts with the next one;
 * - a period settles once: its statement (unique contract + period) and its reward grant
 *   (unique source `<kind>:<contract>:<period>`) are written in one transaction.
 */

export type ContractDeps = { db: Db; settings: SettingsStore };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Dividend shares are percentages with 2 decimals: 100 % is 10000 hundredths. */
const FULL_SHARE = 10_000n;
/** Periods one contract settles in one pass at most (an hourly contract's 8 days of backlog). */
const MAX_PERIODS_PER_PASS = 200;

export const GRANT_PREFIX: Record<ContractKind, string> = {
  salary: 'salary',
  hourly: 'hourly',
  dividend: 'dividend',
};

// ---- periods (merchant time)

export type Period = { key: string; from: Date; to: Date };

/**
 * The period of a kind holding `at`: the merchant day (salary), the hour (hourly) or the
 * half-month, 1st–15th and 16th–end (dividend).
 */
export function periodAt(kind: ContractKind, at: Date): Period {
  const day = merchantDay(at);
  const dayStart = merchantDayStart(day);
  if (kind === 'salary') {
    return { key: day, from: dayStart, to: new Date(dayStart.getTime() + DAY_MS) };
  }
  if (kind === 'hourly') {
    const hour = Math.floor((at.getTime() - dayStart.getTime()) / HOUR_MS);
    const from = new Date(dayStart.getTime() + hour * HOUR_MS);
    return {
      key: `${day}T${String(hour).padStart(2, '0')}`,
      from,
      to: new Date(from.getTime() + HOUR_MS),
    };
  }
  const month = day.slice(0, 7);
  if (Number(day.slice(8, 10)) <= 15) {
    return {
      key: `${month}-H1`,
      from: merchantDayStart(`${month}-01`),
      to: merchantDayStart(`${month}-16`),
    };
  }
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    key: `${month}-H2`,
    from: merchantDayStart(`${month}-16`),
    to: merchantDayStart(`${next}-01`),
  };
}

/** The first period boundary at or after `at`. */
export function firstBoundaryFrom(kind: ContractKind, at: Date): Date {
  const period = periodAt(kind, at);
  return period.from.getTime() === at.getTime() ? period.from : period.to;
}

// ---- tiers

type Tier = { activeMembers: number; threshold: bigint; reward: bigint };

function tiersOf(tiers: ContractTier[]): Tier[] {
  return tiers.map((t) => ({
    activeMembers: t.activeMembers,
    threshold: parseAmountMinor(t.threshold) ?? 0n,
    reward: parseAmountMinor(t.reward) ?? 0n,
  }));
}

/**
 * Checks and normalises offered tiers: active members and threshold never go down from one tier
 * to the next, the reward goes up; rewards are positive, a dividend share at most 100 %.
 */
export function parseTiers(kind: ContractKind, input: ContractTierInput[]): ContractTier[] {
  const invalid = () => new AppError('contract.tiers_invalid');
  if (input.length === 0 || input.length > CONTRACT_MAX_TIERS) throw invalid();
  const parsed = input.map((t) => ({
    activeMembers: t.activeMembers,
    threshold: parseAmountMinor(t.threshold),
    reward: parseAmountMinor(t.reward),
  }));
  let previous: Tier | null = null;
  for (const t of parsed) {
    if (t.threshold === null || t.reward === null || t.reward <= 0n) throw invalid();
    if (kind === 'dividend' && t.reward > FULL_SHARE) throw invalid();
    if (t.reward > 1_000_000_000_000n) throw invalid();
    const tier = { activeMembers: t.activeMembers, threshold: t.threshold, reward: t.reward };
    if (
      previous &&
      (tier.activeMembers < previous.activeMembers ||
        tier.threshold < previous.threshold ||
        tier.reward <= previous.reward)
    ) {
      throw invalid();
    }
    previous = tier;
  }
  return parsed.map((t) => ({
    activeMembers: t.activeMembers,
    threshold: formatAmountMinor(t.threshold!),
    reward: formatAmountMinor(t.reward!),
  }));
}

/** The highest tier the figures reach, or null. */
export function tierReached(
  tiers: ContractTier[],
  activeMembers: number,
  figure: bigint,
): { index: number; reward: bigint } | null {
  const all = tiersOf(tiers);
  for (let i = all.length - 1; i >= 0; i--) {
    const t = all[i]!;
    if (activeMembers >= t.activeMembers && figure >= t.threshold) {
      return { index: i, reward: t.reward };
    }
  }
  return null;
}

// ---- offers and answers

async function dividendOn(deps: ContractDeps): Promise<boolean> {
  return (await deps.settings.site()).whitelabel.DIVIDEND3 === true;
}

async function assertKindOpen(deps: ContractDeps, kind: ContractKind) {
  if (kind === 'dividend' && !(await dividendOn(deps))) throw new AppError('contract.dividend_off');
}

function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((t) => work(t as unknown as Db));
}

async function writeOffer(
  deps: ContractDeps,
  target: MemberRow,
  body: OfferContractBody,
  tiers: ContractTier[],
  offeredBy: string,
  now: Date,
): Promise<Contract> {
  // Read before the transaction: the settings store has its own connection (one on PGlite).
  const language = (await deps.settings.site()).defaultLanguage;
  const id = await inTransaction(deps.db, async (tx) => {
    await lockMember(tx, target.id);
    const offer = await insertOffer(
      tx,
      { kind: body.kind, memberId: target.id, uplineId: target.parentId ?? null, offeredBy, tiers },
      now,
    );
    await sendOfferMessage(tx, target.id, body.kind, offeredBy, language);
    return offer;
  });
  return contractView((await selectContract(deps.db, id))!);
}

/**
 * An upline's offer to a direct sub-agent (types 1, 2). No tier may give more than the best tier
 * of the upline's own contract of that kind, when it has one in force.
 */
export async function offerByUpline(
  deps: ContractDeps,
  upline: MemberRow,
  body: OfferContractBody,
  now: Date,
): Promise<Contract> {
  await assertKindOpen(deps, body.kind);
  const depth = await depthUnder(deps.db, upline.id, body.memberId);
  if (depth === null) throw new AppError('agent.not_in_team');
  if (depth !== 1) throw new AppError('contract.not_direct');
  const target = await findMemberById(deps.db, body.memberId);
  if (!target || !CONTRACT_AGENT_TYPES.includes(target.type)) {
    throw new AppError('contract.type_refused');
  }
  const tiers = parseTiers(body.kind, body.tiers);
  const [own] = await selectContracts(
    deps.db,
    sql`c.member_id = ${upline.id} and c.kind = ${body.kind} and c.state = 'active'`,
    1,
  );
  if (own) {
    const cap = tiersOf(own.tiers).reduce((max, t) => (t.reward > max ? t.reward : max), 0n);
    if (tiersOf(tiers).some((t) => t.reward > cap)) throw new AppError('contract.above_upline');
  }
  return writeOffer(deps, target, body, tiers, `agent:${upline.account}`, now);
}

/** The operator's offer to any agent of type 1 or 2, on its upline's behalf (no cap). */
export async function offerByOperator(
  deps: ContractDeps,
  operatorName: string,
  body: OfferContractBody,
  now: Date,
): Promise<Contract> {
  await assertKindOpen(deps, body.kind);
  const target = await findMemberById(deps.db, body.memberId);
  if (!target) throw new AppError('operator.account_not_found');
  if (!CONTRACT_AGENT_TYPES.includes(target.type)) throw new AppError('contract.type_refused');
  const tiers = parseTiers(body.kind, body.tiers);
  const offeredBy = operatorName.startsWith('operator:')
    ? operatorName
    : `operator:${operatorName}`;
  return writeOffer(deps, target, body, tiers, offeredBy, now);
}

/** The offered agent's answer: accept (ends the contract of that kind in force) or decline. */
export async function answerOffer(
  deps: ContractDeps,
  member: MemberRow,
  id: number,
  accept: boolean,
  now: Date,
): Promise<Contract> {
  // Read before the transaction: the settings store has its own connection (one on PGlite).
  const dividends = await dividendOn(deps);
  await inTransaction(deps.db, async (tx) => {
    await lockMember(tx, member.id);
    const row = await selectContract(tx, id, true);
    if (!row || row.memberId !== member.id) throw new AppError('contract.not_found');
    if (row.state !== 'pending') throw new AppError('contract.not_open');
    if (!accept) {
      await setContractState(tx, id, 'declined', { endedAt: now });
      return;
    }
    if (row.kind === 'dividend' && !dividends) throw new AppError('contract.dividend_off');
    await endActive(tx, member.id, row.kind, now);
    await setContractState(tx, id, 'active', {
      acceptedAt: now,
      effectiveFrom: firstBoundaryFrom(row.kind, now),
    });
  });
  return contractView((await selectContract(deps.db, id))!);
}

/**
 * Withdraws an offer or ends a contract in force: by the upline that holds it (`uplineId`) or by
 * the operator (null). Periods already over still settle; none that starts later is paid.
 */
export async function cancelContract(
  db: Db,
  id: number,
  uplineId: number | null,
  now: Date,
): Promise<{ before: Contract; after: Contract }> {
  const before = await inTransaction(db, async (tx) => {
    const row = await selectContract(tx, id, true);
    if (!row || (uplineId !== null && row.uplineId !== uplineId)) {
      throw new AppError('contract.not_found');
    }
    if (row.state !== 'pending' && row.state !== 'active') throw new AppError('contract.not_open');
    await setContractState(tx, id, 'cancelled', { endedAt: now });
    return row;
  });
  return { before: contractView(before), after: contractView((await selectContract(db, id))!) };
}

// ---- reads

/** spec §3 Dividend info, §4 prompts: the pending offer of each kind (dividends with DIVIDEND3). */
export async function contractRequests(
  deps: ContractDeps,
  member: MemberRow,
): Promise<ContractRequests> {
  const none = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };
  if (NO_CONTRACT_PROMPT_TYPES.includes(member.type)) return none;
  const [pending, dividends] = await Promise.all([
    selectContracts(deps.db, sql`c.member_id = ${member.id} and c.state = 'pending'`, 10),
    dividendOn(deps),
  ]);
  const idOf = (kind: ContractKind) => pending.find((c) => c.kind === kind)?.id ?? null;
  return {
    dailysalreqtype: idOf('salary'),
    divtypecompperiodreq: dividends ? idOf('dividend') : null,
    contracthoursalreq: idOf('hourly'),
  };
}

export async function myContract(
  deps: ContractDeps,
  member: MemberRow,
  kind: ContractKind,
): Promise<MyContract> {
  await assertKindOpen(deps, kind);
  const [open, statements] = await Promise.all([
    selectContracts(
      deps.db,
      sql`c.member_id = ${member.id} and c.kind = ${kind} and c.state in ('pending', 'active')`,
      2,
    ),
    selectStatements(deps.db, sql`s.member_id = ${member.id} and s.kind = ${kind}`, 100),
  ]);
  const find = (state: string) => open.find((c) => c.state === state);
  const offer = find('pending');
  const active = find('active');
  return {
    kind,
    offer: offer ? contractView(offer) : null,
    active: active ? contractView(active) : null,
    statements,
  };
}

/** The open offers and contracts of the agent's direct sub-agents. */
export async function teamContracts(db: Db, agent: MemberRow): Promise<Contract[]> {
  const rows = await selectContracts(
    db,
    sql`m.parent_id = ${agent.id} and c.state in ('pending', 'active')`,
  );
  return rows.map(contractView);
}

/** The back office's list: a page of offers and contracts, newest first, and the count of all. */
export async function adminContracts(
  db: Db,
  query: {
    kind?: ContractKind;
    state?: Contract['state'];
    search?: string;
    pageNo: number;
    pageSize: number;
  },
): Promise<ContractPage> {
  const search = query.search?.trim().toLowerCase();
  const where = sql`true
      ${query.kind ? sql`and c.kind = ${query.kind}` : sql``}
      ${query.state ? sql`and c.state = ${query.state}` : sql``}
      ${search ? sql`and strpos(lower(m.account), ${search}) > 0` : sql``}`;
  const total = await countContracts(db, where);
  const { limit, offset } = pageWindow(query);
  const rows = await selectContracts(db, where, limit, offset);
  return toPage(rows.map(contractView), total, query);
}

export async function adminStatements(db: Db, id: number) {
  if (!(await selectContract(db, id))) throw new AppError('contract.not_found');
  return selectStatements(db, sql`s.contract_id = ${id}`, 200);
}

// ---- settlement

type SettleContext = { now: Date; activeTurnover: bigint; language: SiteLanguage };

const TITLES: Record<ContractKind, string> = {
  salary: 'Daily salary',
  hourly: 'Hourly salary',
  dividend: 'Dividend',
};

/**
 * Settles one period of a contract: the team's figures, the tier reached, the amount; then the
 * statement and the grant in one transaction, both under unique keys. Answers what was written.
 */
async function settlePeriod(
  db: Db,
  contract: ContractRow,
  period: Period,
  team: number[],
  ctx: SettleContext,
): Promise<{ written: boolean; granted: bigint | null }> {
  const turnover = await selectValidTurnoverByMember(db, period.from, period.to, team);
  let valid = 0n;
  let active = 0;
  const activeAt = ctx.activeTurnover > 0n ? ctx.activeTurnover : 1n;
  for (const byCategory of turnover.values()) {
    const total = Object.values(byCategory).reduce<bigint>((sum, v) => sum + (v ?? 0n), 0n);
    valid += total;
    if (total >= activeAt) active += 1;
  }
  const netLoss =
    contract.kind === 'dividend' ? valid - (await teamWins(db, period.from, period.to, team)) : 0n;
  const source = `${GRANT_PREFIX[contract.kind]}:${contract.id}:${period.key}`;

  return inTransaction(db, async (tx) => {
    let carryIn = 0n;
    let carryOut = 0n;
    let tier: { index: number; reward: bigint } | null;
    let amount = 0n;
    if (contract.kind === 'dividend') {
      carryIn = await carryBefore(tx, contract.id, period.from);
      const owed = netLoss + carryIn;
      if (owed < 0n) {
        carryOut = owed;
        tier = null;
      } else {
        tier = tierReached(contract.tiers, active, owed);
        amount = tier ? (owed * tier.reward) / FULL_SHARE : 0n;
      }
    } else {
      tier = tierReached(contract.tiers, active, valid);
      amount = tier?.reward ?? 0n;
    }
    const protection = amount > 0n ? await selectProtection(tx, contract.memberId) : undefined;
    const withheld = protection !== undefined && isExcluded(protection, ctx.now);
    const state = amount === 0n ? 'nothing' : withheld ? 'withheld' : 'paid';
    const written = await insertStatement(tx, {
      contractId: contract.id,
      memberId: contract.memberId,
      kind: contract.kind,
      period: period.key,
      from: period.from,
      to: period.to,
      activeMembers: active,
      validTurnover: valid,
      netLoss,
      carryIn,
      carryOut,
      tier: tier?.index ?? null,
      amount,
      state,
      grantSource: state === 'paid' ? source : null,
    });
    if (!written || state !== 'paid') return { written, granted: null };
    const granted = await insertRewardGrant(
      tx,
      {
        memberId: contract.memberId,
        source,
        title: `${TITLES[contract.kind]} ${period.key}`,
        amountMinor: amount,
        wageringMultiple: 0,
      },
      REWARD_CLAIM_DAYS,
    );
    if (granted) {
      await sendPaidMessage(tx, contract.memberId, contract.kind, period.key, amount, ctx.language);
    }
    return { written, granted: granted ? amount : null };
  });
}

/**
 * One settlement pass at `now`: every period over of every accepted contract, oldest first (a
 * dividend period needs the carry-over of the one before). Dividends wait while DIVIDEND3 is
 * off; their periods are settled when it comes back on.
 */
export async function runContractsPass(deps: ContractDeps, now: Date): Promise<ContractRun> {
  const [site, money] = await Promise.all([deps.settings.site(), getMoneySettings(deps.db)]);
  const dividends = site.whitelabel.DIVIDEND3 === true;
  const ctx: SettleContext = {
    now,
    activeTurnover: parseAmountMinor(money.wagering.activeMemberTurnover) ?? 0n,
    language: site.defaultLanguage,
  };
  const kinds: ContractKind[] = dividends ? ['salary', 'hourly', 'dividend'] : ['salary', 'hourly'];
  const contracts = await selectSettleable(deps.db, now, kinds);
  const run = { statements: 0, granted: 0, amount: 0n };
  for (const contract of contracts) {
    const start = (await lastSettledEnd(deps.db, contract.id)) ?? contract.effectiveFrom!;
    let period = periodAt(contract.kind, start);
    let team: number[] | null = null;
    for (let n = 0; n < MAX_PERIODS_PER_PASS; n++) {
      if (period.to > now) break;
      if (contract.endedAt && period.from >= contract.endedAt) break;
      team ??= await teamIdsOf(deps.db, contract.memberId);
      const result = await settlePeriod(deps.db, contract, period, team, ctx);
      if (result.written) run.statements += 1;
      if (result.granted !== null) {
        run.granted += 1;
        run.amount += result.granted;
      }
      period = periodAt(contract.kind, period.to);
    }
  }
  return {
    statements: run.statements,
    granted: run.granted,
    amount: formatAmountMinor(run.amount),
  };
}
