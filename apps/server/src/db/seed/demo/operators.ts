import { OPERATOR_ROLES, type OperatorRole } from '@app/contracts';
import { hashPassword } from '../../../lib/password.ts';
import type { operators } from '../../schema.ts';

/**
 * One demo operator per role, username = role name, all with this password and an enrolled TOTP
 * whose secret is fixed and printed in the README, so that a tester can compute the codes (demo
 * only: a real operator's secret is random and never shown after enrolment).
 */
export const DEMO_OPERATOR_PASSWORD = 'LotusDemo-2026!';

export const DEMO_OPERATOR_TOTP_SECRETS: Record<OperatorRole, string> = {
  administrator: 'MRSW23ZNMFSG22LONFZXI4TBORXXELLU',
  finance: 'MRSW23ZNMZUW4YLOMNSS25DPORYC243F',
  content: 'MRSW23ZNMNXW45DFNZ2C25DPORYC243F',
  support: 'MRSW23ZNON2XA4DPOJ2C25DPORYC243F',
  lottery: 'MRSW23ZNNRXXI5DFOJ4S25DPORYC243F',
  read_only: 'MRSW23ZNOJSWCZC7N5XGY6JNORXXI4BN',
};

let demoHash: Promise<string> | undefined;

/** The demo operators' rows; the password is hashed once per process (scrypt is slow on purpose). */
export async function demoOperatorRows(): Promise<(typeof operators.$inferInsert)[]> {
  demoHash ??= hashPassword(DEMO_OPERATOR_PASSWORD);
  const passwordHash = await demoHash;
  return OPERATOR_ROLES.map((role) => ({
    username: role,
    passwordHash,
    role,
    totpSecret: DEMO_OPERATOR_TOTP_SECRETS[role],
    totpEnrolled: true,
  }));
}
