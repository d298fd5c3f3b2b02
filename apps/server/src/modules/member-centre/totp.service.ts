import type {
  TotpDisableBody,
  TotpEnableBody,
  TotpEnableValue,
  TotpSetupBody,
  TotpSetupValue,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from '../../lib/totp.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import {
  deleteMemberTotp,
  enablePendingTotp,
  findMemberTotp,
  putPendingTotp,
  useMemberTotpStep,
  useRecoveryHash,
} from './totp.repository.ts';

// The members' authenticator-app second factor (ASVS 6.3.2): set up after the login password,
// on with a first code, asked at every sign-in, off with the password and a code
// (docs/decisions/2026-11-25-member-totp.md).

/** A new secret for the app to scan; nothing changes at sign-in until a first code confirms it. */
export async function setupTotp(
  deps: { db: Db; settings: SettingsStore },
  member: MemberRow,
  body: TotpSetupBody,
): Promise<TotpSetupValue> {
  await reauthenticate(deps.db, member, body.loginPassword);
  const secret = newTotpSecret();
  if (!(await putPendingTotp(deps.db, member.id, secret))) throw new AppError('totp.enabled');
  const site = await deps.settings.site();
  return { secret, otpauthUri: otpauthUri(secret, member.account, site.siteName) };
}

/** Turns the app on with its first code; answers the recovery codes, once. */
export async function enableTotp(
  db: Db,
  member: MemberRow,
  body: TotpEnableBody,
  now = new Date(),
): Promise<TotpEnableValue> {
  const row = await findMemberTotp(db, member.id);
  if (!row) throw new AppError('totp.not_set_up');
  if (row.enabledAt) throw new AppError('totp.enabled');
  const step = matchTotpStep(row.secret, body.code.trim(), now);
  if (step === null) throw new AppError('totp.code_invalid');
  const { codes, hashes } = newRecoveryCodes();
  // Conditional on the same pending secret: a setup or an enable at the same moment wins whole.
  if (!(await enablePendingTotp(db, member.id, row.secret, step, hashes))) {
    throw new AppError('totp.not_set_up');
  }
  return { recoveryCodes: codes };
}

/**
 * Whether `code` is the member's current app code (each step good once) or an unused recovery
 * code (used up by this); null when the member has no app on.
 */
export async function checkSecondFactor(
  db: Db,
  memberId: number,
  code: string | undefined,
  now = new Date(),
): Promise<boolean | null> {
  const row = await findMemberTotp(db, memberId);
  if (!row?.enabledAt) return null;
  const typed = code?.trim() ?? '';
  if (!typed) return false;
  if (/^\d{6}$/.test(typed)) {
    const step = matchTotpStep(row.secret, typed, now);
    return step !== null && (await useMemberTotpStep(db, memberId, step));
  }
  return useRecoveryHash(db, memberId, hashRecoveryCode(typed));
}

/** Turns the app off after the login password and a code or a recovery code. */
export async function disableTotp(
  db: Db,
  member: MemberRow,
  body: TotpDisableBody,
  now = new Date(),
): Promise<void> {
  await reauthenticate(db, member, body.loginPassword);
  const ok = await checkSecondFactor(db, member.id, body.code, now);
  if (ok === null) throw new AppError('totp.not_enabled');
  if (!ok) throw new AppError('totp.code_invalid');
  await deleteMemberTotp(db, member.id);
}

/** Whether the member's sign-ins ask for an app code. */
export async function totpEnabled(db: Db, memberId: number): Promise<boolean> {
  return !!(await findMemberTotp(db, memberId))?.enabledAt;
}
