import {
  exclusionEnd,
  formatAmountMinor,
  LIMIT_COOLING_OFF_MS,
  LIMIT_PERIOD_HOURS,
  LIMIT_PERIODS,
  parseAmountMinor,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type ExcludeBody,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type Protection,
  type SessionResult,
  type SetLimitBody,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { StoredLimit } from '../../db/schema/protection.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { revokeAllSessions } from '../auth/auth.repository.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import {
  lockProtection,
  selectProtection,
  sumDepositsSince,
  sumPlaySince,
  updateProtection,
  type ProtectionRow,
} from './protection.repository.ts';

/**
 * Player protection (UKGC RTS 12–14; docs/decisions/2026-11-24-protect.md). Invariants:
 * - every time is the caller's `now` (the routes pass the clock; tests pass a fake one);
 * - a limit in force is the stored amount, or its pending change once `effectiveAt` has passed:
 *   a lower limit holds at once, a less restrictive one only after LIMIT_COOLING_OFF_MS;
 * - a time-out or self-exclusion ends only at its end: a new one may only end later;
 * - while one runs, stakes and deposits are refused; wins, refunds and withdrawals are not.
 */

const HOUR_MS = 60 * 60 * 1000;
const key = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

/** The amount of a stored limit in force at `now` (null: none). */
export function limitInForce(stored: StoredLimit | undefined, now: Date): bigint | null {
  if (!stored) return null;
  const pending = stored.pending;
  const amount =
    pending && Date.parse(pending.effectiveAt) <= now.getTime()
      ? pending.amountMinor
      : stored.amountMinor;
  return amount === null ? null : BigInt(amount);
}

/** The stored limit after the member asks for `amount` (null: none) at `now`. */
export function nextLimit(
  stored: StoredLimit | undefined,
  amount: bigint | null,
  now: Date,
): StoredLimit {
  const current = limitInForce(stored, now);
  // Stricter (or the same, which cancels a pending change): at once.
  const stricter = amount !== null && (current === null || amount <= current);
  if (stricter) return { amountMinor: amount.toString() };
  if (current === null) return { amountMinor: null };
  return {
    amountMinor: current.toString(),
    pending: {
      amountMinor: amount === null ? null : amount.toString(),
      effectiveAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS).toISOString(),
    },
  };
}

/** Whether a time-out or self-exclusion runs at `now`. */
export function isExcluded(row: ProtectionRow | undefined, now: Date): boolean {
  if (!row?.exclusionKind) return false;
  return row.excludedUntil === null || row.excludedUntil.getTime() > now.getTime();
}

const since = (now: Date, period: LimitPeriod) =>
  new Date(now.getTime() - LIMIT_PERIOD_HOURS[period] * HOUR_MS);

function limitsOf(row: ProtectionRow | undefined, kind: LimitKind, now: Date) {
  return LIMIT_PERIODS.map((period) => ({
    period,
    amount: limitInForce(row?.limits[key(kind, period)], now),
  })).filter((l): l is { period: LimitPeriod; amount: bigint } => l.amount !== null);
}

/** The refusal of a time-out or self-exclusion, with its kind and end. */
export function excludedError(row: ProtectionRow) {
  return new AppError('protection.excluded', {
    value: { kind: row.exclusionKind, until: row.excludedUntil?.toISOString() ?? null },
  });
}

/**
 * Refuses a sign-in during a time-out or self-exclusion unless the member signs in to withdraw the
 * balance (`toWithdraw`): that session works, and every money path in stays closed to it.
 */
export async function assertMaySignIn(
  db: Db,
  memberId: number,
  toWithdraw: boolean,
  now: Date,
): Promise<void> {
  if (toWithdraw) return;
  const row = await selectProtection(db, memberId);
  if (row && isExcluded(row, now)) throw excludedError(row);
}

/**
 * Refuses a deposit of `amountMinor` while a break runs or when it would pass a deposit limit
 * (deposits asked for in the rolling window, pending or credited, plus this one).
 */
export async function assertMayDeposit(
  db: Db,
  memberId: number,
  amountMinor: bigint,
  now: Date,
): Promise<void> {
  const row = await selectProtection(db, memberId);
  if (!row) return;
  if (isExcluded(row, now)) throw excludedError(row);
  for (const limit of limitsOf(row, 'deposit', now)) {
    const used = await sumDepositsSince(db, memberId, since(now, limit.period));
    if (used + amountMinor > limit.amount) {
      throw new AppError('protection.deposit_limit', {
        value: {
          period: limit.period,
          limit: formatAmountMinor(limit.amount),
          remaining: formatAmountMinor(limit.amount > used ? limit.amount - used : 0n),
        },
      });
    }
  }
}

/** Why a stake is refused: a break, or a loss limit; null: it may be taken. */
export type BetRefusal = 'protection.excluded' | 'protection.loss_limit';

/**
 * The bet path's check: one primary-key read for everyone; members with a loss limit also pay
 * one indexed sum of their play in the longest limited window. A stake is refused when the net
 * loss (stakes − wins − refunds) of a window plus the stake would pass that window's limit.
 */
export async function checkStake(
  db: Db,
  memberId: number,
  stakeMinor: bigint,
  now: Date,
): Promise<BetRefusal | null> {
  const row = await selectProtection(db, memberId);
  if (!row) return null;
  if (isExcluded(row, now)) return 'protection.excluded';
  for (const limit of limitsOf(row, 'loss', now)) {
    const play = await sumPlaySince(db, memberId, since(now, limit.period));
    if (play.stakes - play.returns + stakeMinor > limit.amount) return 'protection.loss_limit';
  }
  return null;
}

/** checkStake, throwing the refusal (lottery bets, in-house rounds). */
export async function assertMayStake(db: Db, memberId: number, stakeMinor: bigint, now: Date) {
  const refusal = await checkStake(db, memberId, stakeMinor, now);
  if (refusal === 'protection.excluded')
    throw excludedError((await selectProtection(db, memberId))!);
  if (refusal) throw new AppError(refusal);
}

async function limitState(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  stored: StoredLimit | undefined,
  now: Date,
): Promise<LimitState> {
  const amount = limitInForce(stored, now);
  const pending =
    stored?.pending && Date.parse(stored.pending.effectiveAt) > now.getTime()
      ? stored.pending
      : undefined;
  let used: bigint;
  if (kind === 'deposit') used = await sumDepositsSince(db, memberId, since(now, period));
  else {
    const play = await sumPlaySince(db, memberId, since(now, period));
    used = play.stakes > play.returns ? play.stakes - play.returns : 0n;
  }
  return {
    amount: amount === null ? null : formatAmountMinor(amount),
    pending: pending
      ? {
          amount:
            pending.amountMinor === null ? null : formatAmountMinor(BigInt(pending.amountMinor)),
          effectiveAt: pending.effectiveAt,
        }
      : null,
    used: formatAmountMinor(used),
  };
}

/** What the responsible gaming page (and the back office, read-only) shows. */
export async function readProtection(db: Db, memberId: number, now: Date): Promise<Protection> {
  const row = await selectProtection(db, memberId);
  const limits = row?.limits ?? {};
  const group = async (kind: LimitKind) => {
    const [day, week, month] = await Promise.all(
      LIMIT_PERIODS.map((p) => limitState(db, memberId, kind, p, limits[key(kind, p)], now)),
    );
    return { day: day!, week: week!, month: month! };
  };
  return {
    depositLimits: await group('deposit'),
    lossLimits: await group('loss'),
    realityCheckMinutes: row?.realityCheckMinutes ?? null,
    exclusion:
      row && isExcluded(row, now)
        ? {
            kind: row.exclusionKind!,
            startedAt: (row.exclusionStartedAt ?? now).toISOString(),
            until: row.excludedUntil?.toISOString() ?? null,
          }
        : null,
  };
}

/** Sets one limit (see nextLimit), the row locked so two changes at once both count. */
export async function setLimit(
  db: Db,
  member: MemberRow,
  body: SetLimitBody,
  now: Date,
): Promise<Protection> {
  const amount = body.amount === null ? null : parseAmountMinor(body.amount)!;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockProtection(tx, member.id);
    const k = key(body.kind, body.period);
    const limits = { ...row.limits, [k]: nextLimit(row.limits[k], amount, now) };
    await updateProtection(tx, member.id, { limits });
  });
  return readProtection(db, member.id, now);
}

export async function setRealityCheck(
  db: Db,
  member: MemberRow,
  minutes: number | null,
  now: Date,
): Promise<Protection> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockProtection(tx, member.id);
    await updateProtection(tx, member.id, { realityCheckMinutes: minutes });
  });
  return readProtection(db, member.id, now);
}

/**
 * Starts a time-out or self-exclusion after the login password: it ends no earlier than one
 * running, and every session of the member ends with it (RTS 14: immediate logout).
 */
export async function exclude(
  db: Db,
  member: MemberRow,
  body: ExcludeBody,
  now: Date,
): Promise<Protection> {
  const allowed: readonly string[] =
    body.kind === 'timeout' ? TIMEOUT_DURATIONS : SELF_EXCLUSION_DURATIONS;
  if (!allowed.includes(body.duration)) {
    throw new AppError('protection.duration_kind', { value: { field: 'body.duration' } });
  }
  await reauthenticate(db, member, body.password);
  const until = exclusionEnd(body.duration, now);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockProtection(tx, member.id);
    if (isExcluded(row, now)) {
      const running = row.excludedUntil;
      const shorter = running === null || (until !== null && until.getTime() <= running.getTime());
      if (shorter) throw new AppError('protection.exclusion_shorter');
    }
    await updateProtection(tx, member.id, {
      exclusionKind: body.kind,
      exclusionStartedAt: now,
      excludedUntil: until,
    });
    await revokeAllSessions(tx, member.id);
  });
  return readProtection(db, member.id, now);
}

/** The reality check's figures since the session started. */
export async function sessionResult(db: Db, memberId: number, from: Date): Promise<SessionResult> {
  const play = await sumPlaySince(db, memberId, from);
  return {
    stakes: formatAmountMinor(play.stakes),
    returns: formatAmountMinor(play.returns),
    net: formatAmountMinor(play.returns - play.stakes),
  };
}
