import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { clearFailures, readFailures, recordFailure, type MemberRow } from './auth.repository.ts';

// Re-authentication (OWASP ASVS 5.0 7.5.1): before a change to where a member's money can go
// (binding a bank account, setting the payment password) the member types their login password
// again, so that a stolen session alone cannot redirect withdrawals. Failures count per member:
// five in 15 minutes lock it for 15 minutes (docs/decisions/2026-11-24-member-authentication.md).

export const REAUTH_MAX_FAILURES = 5;
const REAUTH_WINDOW_SECONDS = 15 * 60;

/** Checks the member's login password again; throws `reauth.password_wrong` or `reauth.locked`. */
export async function reauthenticate(db: Db, member: MemberRow, password: string): Promise<void> {
  const key = `reauth:${member.id}`;
  const record = await readFailures(db, key);
  if (record?.lockedUntil && record.lockedUntil.getTime() > Date.now()) {
    throw new AppError('reauth.locked');
  }
  if (await verifyPassword(password, member.passwordHash)) {
    if (record) await clearFailures(db, key);
    return;
  }
  const after = await recordFailure(
    db,
    key,
    REAUTH_WINDOW_SECONDS,
    REAUTH_MAX_FAILURES,
    REAUTH_WINDOW_SECONDS,
  );
  if (after.lockedUntil && after.lockedUntil.getTime() > Date.now()) {
    throw new AppError('reauth.locked');
  }
  throw new AppError('reauth.password_wrong', {
    value: {
      field: 'body.loginPassword',
      attemptsLeft: Math.max(0, REAUTH_MAX_FAILURES - after.failures),
    },
  });
}
