import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '@app/contracts';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRETS } from '../db/seed/demo/operators.ts';
import { totpCode } from '../lib/totp.ts';

/** A settable clock for operator sessions: tests move it instead of waiting. */
export function testClock(start = new Date('2026-11-24T08:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let address = 0;
/** A fresh visitor address, so that per-address failure limits of one test do not hit another. */
export function freshAddress(): string {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * Signs a demo operator in (password, then the TOTP code of `at`) and answers the session token.
 * A code is good once per 30-second step: sign the same operator in again at another step.
 */
export async function signInDemoOperator(
  app: FastifyInstance,
  role: OperatorRole,
  at: Date,
): Promise<string> {
  const remoteAddress = freshAddress();
  const first = await app.inject({
    method: 'POST',
    url: '/wps/admin/auth/sign-in',
    payload: { username: role, password: DEMO_OPERATOR_PASSWORD },
    remoteAddress,
  });
  if (first.statusCode !== 200) throw new Error(`sign-in ${role}: ${first.body}`);
  const second = await app.inject({
    method: 'POST',
    url: '/wps/admin/auth/second-step',
    payload: {
      challenge: first.json().value.challenge,
      code: totpCode(DEMO_OPERATOR_TOTP_SECRETS[role], at),
    },
    remoteAddress,
  });
  if (second.statusCode !== 200) throw new Error(`second step ${role}: ${second.body}`);
  return second.json().value.token as string;
}
