import { randomBytes } from 'node:crypto';
import {
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  type Operator,
  type OperatorMe,
  type OperatorRole,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditActor, type Actor } from '../../lib/money.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { findMemberByAccount } from '../auth/auth.repository.ts';
import { hashToken, newToken } from '../auth/session.service.ts';
import { insertAudit } from '../operator/operator.repository.ts';
import {
  clearFailures,
  countOtherActiveAdministrators,
  deleteSignIn,
  findOperatorById,
  findOperatorByUsername,
  findOperatorSession,
  findSignIn,
  insertOperator,
  insertOperatorSession,
  insertSignIn,
  listOpenOperatorSessions,
  listOperatorRows,
  recordFailure,
  revokeMemberSessions,
  revokeOperatorSession,
  revokeOperatorSessions,
  touchOperatorSession,
  updateOperator,
  useRecoveryCode,
  useTotpStep,
  type OperatorRow,
  type OperatorSessionRow,
} from './operator-auth.repository.ts';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from '../../lib/totp.ts';

/** A session ends 30 minutes after its last call, and 12 hours after sign-in at the latest. */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
export const OPERATOR_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** A pending sign-in waits 5 minutes for its second factor. */
const SIGN_IN_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often, so that reads do not all turn into writes. */
const TOUCH_EVERY_MS = 30 * 1000;

export type OperatorAuthDeps = { db: Db; now: () => Date };

/** Who is calling an operator route: a signed-in operator, or the service token with its role. */
export type OperatorCaller = {
  kind: 'operator' | 'service';
  role: OperatorRole;
  operator: OperatorRow | null;
  session: OperatorSessionRow | null;
  actor: Actor;
};

export function toOperator(row: OperatorRow, now = new Date()): Operator {
  return {
    id: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    totpEnrolled: row.totpEnrolled,
    disabled: row.disabled,
    lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function meOf(caller: OperatorCaller, now: Date): OperatorMe {
  return {
    kind: caller.kind,
    operator: caller.operator ? toOperator(caller.operator, now) : null,
    role: caller.role,
    permissions: [...ROLE_PERMISSIONS[caller.role]],
    sessionExpiresAt: caller.session?.expiresAt.toISOString() ?? null,
  };
}

/** The audit actor of a signed-in operator. */
export function operatorActor(row: OperatorRow, ip: string | null): Actor {
  return { name: `operator:${row.username}`, ip, operatorId: row.id };
}

/** A generated password: 20 characters of base64url (120 bits), grouped for reading out. */
export function generatePassword(): string {
  const raw = randomBytes(15).toString('base64url');
  return raw.match(/.{1,5}/g)!.join('-');
}

let dummyHash: Promise<string> | undefined;
/** Spends a password check's time on an unknown username, so timing does not tell names apart. */
async function spendPasswordTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('no-such-operator-password');
  await verifyPassword(password, await dummyHash);
}

function isLocked(row: OperatorRow, now: Date): boolean {
  return Boolean(row.lockedUntil && row.lockedUntil > now);
}

type Meta = { ip: string | null; userAgent: string | null };

async function auditSignInFailure(
  deps: OperatorAuthDeps,
  who: string,
  id: number | null,
  ip: string | null,
  why: string,
) {
  await insertAudit(deps.db, {
    action: 'operator.sign_in_failed',
    actor: id === null ? 'anonymous' : `operator:${who}`,
    operatorId: id,
    targetType: 'operator',
    targetId: id === null ? who.slice(0, 64) : String(id),
    ip,
    details: { why },
  });
}

/**
 * First step: username and password. Answers a pending sign-in for the second factor; an operator
 * not yet enrolled gets a TOTP secret (kept until confirmed) and its otpauth:// URI. Every failure
 * looks the same to the caller (operator.sign_in_failed); a locked account says so.
 */
export async function signIn(
  deps: OperatorAuthDeps,
  body: { username: string; password: string },
  meta: Meta,
): Promise<{
  challenge: string;
  next: 'totp' | 'enrol';
  otpauthUri: string | null;
  expiresAt: string;
}> {
  const now = deps.now();
  const username = body.username.trim().toLowerCase();
  let row = await findOperatorByUsername(deps.db, username);
  if (!row) {
    await spendPasswordTime(body.password);
    await auditSignInFailure(deps, username, null, meta.ip, 'unknown username');
    throw new AppError('operator.sign_in_failed');
  }
  if (isLocked(row, now)) throw new AppError('operator.locked');
  const ok = await verifyPassword(body.password, row.passwordHash);
  if (!ok || row.disabled) {
    if (!ok) await recordFailure(deps.db, row.id, now);
    await auditSignInFailure(deps, row.username, row.id, meta.ip, ok ? 'disabled' : 'password');
    throw new AppError('operator.sign_in_failed');
  }
  let uri: string | null = null;
  if (!row.totpEnrolled) {
    if (!row.totpSecret) {
      row = (await updateOperator(deps.db, row.id, { totpSecret: newTotpSecret() }))!;
    }
    uri = otpauthUri(row.totpSecret!, row.username);
  }
  const challenge = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_MS);
  await insertSignIn(deps.db, { tokenHash: hashToken(challenge), operatorId: row.id, expiresAt });
  return {
    challenge,
    next: row.totpEnrolled ? 'totp' : 'enrol',
    otpauthUri: uri,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Checks a TOTP code (once per time step) or, once enrolled, a recovery code (once each). */
async function checkSecondFactor(
  deps: OperatorAuthDeps,
  row: OperatorRow,
  code: string,
  now: Date,
) {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = row.totpSecret ? matchTotpStep(row.totpSecret, trimmed, now) : null;
    return step !== null && (await useTotpStep(deps.db, row.id, step));
  }
  if (!row.totpEnrolled) return false;
  return useRecoveryCode(deps.db, row.id, hashRecoveryCode(trimmed));
}

/**
 * Second step: the pending sign-in and a code → a session. At enrolment the first good code
 * confirms the authenticator and ten recovery codes are answered, once.
 */
export async function completeSignIn(
  deps: OperatorAuthDeps,
  body: { challenge: string; code: string },
  meta: Meta,
): Promise<{ token: string; me: OperatorMe; recoveryCodes: string[] | null }> {
  const now = deps.now();
  const challengeHash = hashToken(body.challenge);
  const pending = await findSignIn(deps.db, challengeHash, now);
  const found = pending && (await findOperatorById(deps.db, pending.operatorId));
  if (!found || found.disabled) throw new AppError('operator.challenge_expired');
  if (isLocked(found, now)) throw new AppError('operator.locked');
  if (!(await checkSecondFactor(deps, found, body.code, now))) {
    await recordFailure(deps.db, found.id, now);
    await auditSignInFailure(deps, found.username, found.id, meta.ip, 'second factor');
    throw new AppError('operator.code_invalid');
  }
  if (!(await deleteSignIn(deps.db, challengeHash)))
    throw new AppError('operator.challenge_expired');
  await clearFailures(deps.db, found.id);
  let row = found;
  let recoveryCodes: string[] | null = null;
  if (!row.totpEnrolled) {
    const fresh = newRecoveryCodes();
    recoveryCodes = fresh.codes;
    row = (await updateOperator(deps.db, row.id, {
      totpEnrolled: true,
      recoveryCodeHashes: fresh.hashes,
    }))!;
  }
  const token = newToken();
  const session = await insertOperatorSession(deps.db, {
    tokenHash: hashToken(token),
    operatorId: row.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + OPERATOR_ABSOLUTE_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  await insertAudit(deps.db, {
    action: recoveryCodes ? 'operator.enrol' : 'operator.sign_in',
    actor: `operator:${row.username}`,
    operatorId: row.id,
    targetType: 'operator',
    targetId: String(row.id),
    ip: meta.ip,
    details: { session: session.id, recoveryCode: !/^\d{6}$/.test(body.code.trim()) },
  });
  const caller: OperatorCaller = {
    kind: 'operator',
    role: row.role as OperatorRole,
    operator: row,
    session,
    actor: operatorActor(row, meta.ip),
  };
  return { token, me: meOf(caller, now), recoveryCodes };
}

/**
 * The operator behind a session token, or undefined when it is unknown, ended, idle for more
 * than 30 minutes, past its 12 hours, or its operator is disabled.
 */
export async function resolveOperatorSession(
  deps: OperatorAuthDeps,
  token: string,
): Promise<{ operator: OperatorRow; session: OperatorSessionRow } | undefined> {
  if (!token || token.length > 128) return undefined;
  const now = deps.now();
  const found = await findOperatorSession(deps.db, hashToken(token));
  if (!found) return undefined;
  const { session, operator } = found;
  if (session.revokedAt || session.expiresAt <= now || operator.disabled) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() > OPERATOR_IDLE_MS) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchOperatorSession(deps.db, session.id, now);
  }
  return found;
}

export async function signOut(deps: OperatorAuthDeps, caller: OperatorCaller): Promise<null> {
  if (!caller.session || !caller.operator) return null;
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await revokeOperatorSession(tx, caller.session!.id, deps.now());
    await insertAudit(tx, {
      action: 'operator.sign_out',
      ...auditWho(caller),
      targetType: 'operator_session',
      targetId: String(caller.session!.id),
    });
  });
  return null;
}

function auditWho(caller: OperatorCaller) {
  return {
    actor: caller.actor.name,
    operatorId: caller.actor.operatorId ?? null,
    ip: caller.actor.ip,
  };
}

export async function listOperators(deps: OperatorAuthDeps): Promise<Operator[]> {
  const now = deps.now();
  return (await listOperatorRows(deps.db)).map((r) => toOperator(r, now));
}

/** Creates an operator with a generated password (answered once); enrols TOTP at first sign-in. */
export async function createOperator(
  deps: OperatorAuthDeps,
  body: { username: string; role: OperatorRole },
  actor: Actor,
  options: { password?: string; totpSecret?: string } = {},
): Promise<{ operator: Operator; password: string; otpauthUri: string }> {
  const password = options.password ?? generatePassword();
  const totpSecret = options.totpSecret ?? newTotpSecret();
  const passwordHash = await hashPassword(password);
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const created = await insertOperator(tx, {
      username: body.username,
      passwordHash,
      role: body.role,
      totpSecret,
    });
    if (!created) throw new AppError('operator.username_taken');
    await insertAudit(tx, {
      action: 'operator.create',
      ...auditActor(actor),
      targetType: 'operator',
      targetId: String(created.id),
      after: { username: created.username, role: created.role },
    });
    return created;
  });
  return {
    operator: toOperator(row, deps.now()),
    password,
    otpauthUri: otpauthUri(totpSecret, row.username),
  };
}

async function mustFind(db: Db, id: number): Promise<OperatorRow> {
  const row = await findOperatorById(db, id);
  if (!row) throw new AppError('operator.not_found');
  return row;
}

async function keepOneAdministrator(db: Db, row: OperatorRow) {
  if (row.role === 'administrator' && !row.disabled) {
    if ((await countOtherActiveAdministrators(db, row.id)) === 0) {
      throw new AppError('operator.last_administrator');
    }
  }
}

/** Disables an operator and ends its sessions, in one transaction with its audit line. */
export async function disableOperator(
  deps: OperatorAuthDeps,
  id: number,
  actor: Actor,
): Promise<Operator> {
  const now = deps.now();
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await mustFind(tx, id);
    await keepOneAdministrator(tx, before);
    const after = (await updateOperator(tx, id, { disabled: true }))!;
    const ended = await revokeOperatorSessions(tx, id, now);
    await insertAudit(tx, {
      action: 'operator.disable',
      ...auditActor(actor),
      targetType: 'operator',
      targetId: String(id),
      before: { disabled: before.disabled },
      after: { disabled: true, sessionsEnded: ended },
    });
    return toOperator(after, now);
  });
}

export async function changeOperatorRole(
  deps: OperatorAuthDeps,
  id: number,
  role: OperatorRole,
  actor: Actor,
): Promise<Operator> {
  if (!OPERATOR_ROLES.includes(role)) throw new AppError('request.invalid');
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await mustFind(tx, id);
    if (role !== 'administrator') await keepOneAdministrator(tx, before);
    const after = (await updateOperator(tx, id, { role }))!;
    await insertAudit(tx, {
      action: 'operator.role',
      ...auditActor(actor),
      targetType: 'operator',
      targetId: String(id),
      before: { role: before.role },
      after: { role },
    });
    return toOperator(after, deps.now());
  });
}

export async function listOperatorSessions(deps: OperatorAuthDeps, id: number) {
  await mustFind(deps.db, id);
  const rows = await listOpenOperatorSessions(deps.db, id, deps.now(), OPERATOR_IDLE_MS);
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
  }));
}

export async function endOperatorSessions(
  deps: OperatorAuthDeps,
  id: number,
  actor: Actor,
): Promise<{ ended: number }> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await mustFind(tx, id);
    const ended = await revokeOperatorSessions(tx, id, deps.now());
    await insertAudit(tx, {
      action: 'operator.sessions_end',
      ...auditActor(actor),
      targetType: 'operator',
      targetId: String(id),
      after: { ended },
    });
    return { ended };
  });
}

export async function endMemberSessions(
  deps: OperatorAuthDeps,
  account: string,
  actor: Actor,
): Promise<{ ended: number }> {
  const member = await findMemberByAccount(deps.db, account.trim());
  if (!member) throw new AppError('operator.account_not_found');
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const ended = await revokeMemberSessions(tx, member.id);
    await insertAudit(tx, {
      action: 'member.sessions_end',
      ...auditActor(actor),
      targetType: 'member',
      targetId: String(member.id),
      details: { account: member.account },
      after: { ended },
    });
    return { ended };
  });
}
