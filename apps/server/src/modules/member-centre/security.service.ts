import {
  securityScore,
  type ChangePaymentPasswordBody,
  type LoginHistoryItem,
  type SecurityOverview,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import { reauthenticate } from '../auth/reauth.service.ts';
import { checkPaymentPassword, type WithdrawDeps } from '../withdraw/withdraw.service.ts';
import { findPaymentPasswordHash } from '../withdraw/withdraw.repository.ts';
import { findProfile, listSignIns } from './profile.repository.ts';
import { replacePaymentPassword } from './security.repository.ts';
import { totpEnabled } from './totp.service.ts';

// The security centre (spec §2 /m/securityCenter, §7 security settings):
// docs/decisions/2026-11-24-member-centre.md.

const DAY_MS = 24 * 60 * 60 * 1000;
export const LOGIN_HISTORY_SIZE = 20;

/** What is set and the security level scored from it (securityScore in the contracts). */
export async function getSecurityOverview(
  db: Db,
  member: MemberRow,
  now = new Date(),
): Promise<SecurityOverview> {
  const [profile, paymentHash, totpOn] = await Promise.all([
    findProfile(db, member.id),
    findPaymentPasswordHash(db, member.id),
    totpEnabled(db, member.id),
  ]);
  // A password an operator gave (firstTimeLogin) is not the member's own: it counts as old.
  const changedAt = profile?.passwordChangedAt ?? member.createdAt;
  const passwordAgeDays = member.mustChangePassword
    ? Number.MAX_SAFE_INTEGER
    : Math.max(0, Math.floor((now.getTime() - changedAt.getTime()) / DAY_MS));
  const facts = {
    passwordAgeDays,
    hasPaymentPassword: !!paymentHash,
    mobileVerified: !!member.mobileNum && !!profile?.mobileVerifiedAt,
    emailVerified: !!member.email && !!profile?.emailVerifiedAt,
    totpEnabled: totpOn,
  };
  return {
    ...securityScore(facts),
    ...facts,
    passwordAgeDays: Math.min(passwordAgeDays, 99_999),
    passwordChangedAt: changedAt.toISOString(),
    hasMobile: !!member.mobileNum,
    hasEmail: !!member.email,
  };
}

/** The member's last sign-ins (time, address, device), newest first. */
export async function listLoginHistory(
  db: Db,
  member: MemberRow,
  currentTokenHash: string,
): Promise<LoginHistoryItem[]> {
  const rows = await listSignIns(db, member.id, LOGIN_HISTORY_SIZE);
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    ip: row.ip,
    device: row.userAgent,
    current: row.tokenHash === currentTokenHash,
    active: row.active,
  }));
}

/**
 * Changes the payment password: the login password again (ASVS 7.5.1), then the old payment
 * password (its failures count and lock with the withdrawals'), then the new one twice.
 */
export async function changePaymentPassword(
  deps: WithdrawDeps,
  member: MemberRow,
  body: ChangePaymentPasswordBody,
): Promise<void> {
  if (body.paymentPassword !== body.confirmPaymentPassword) {
    throw new AppError('withdraw.confirm_mismatch', {
      value: { field: 'body.confirmPaymentPassword' },
    });
  }
  const oldHash = await findPaymentPasswordHash(deps.db, member.id);
  if (!oldHash) throw new AppError('withdraw.payment_password_not_set');
  await reauthenticate(deps.db, member, body.loginPassword);
  await checkPaymentPassword(deps, member.id, body.oldPaymentPassword);
  if (await verifyPassword(body.paymentPassword, oldHash)) {
    throw new AppError('security.payment_password_same', {
      value: { field: 'body.paymentPassword' },
    });
  }
  const replaced = await replacePaymentPassword(
    deps.db,
    member.id,
    oldHash,
    await hashPassword(body.paymentPassword),
  );
  // Changed by another request between the check and now: that one's old password was checked.
  if (!replaced) {
    throw new AppError('withdraw.payment_password_wrong', {
      value: { field: 'body.oldPaymentPassword' },
    });
  }
}
