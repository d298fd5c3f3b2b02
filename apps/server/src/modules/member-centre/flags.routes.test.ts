import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WhitelabelFlag } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';

// spec §6 and issue "flags close pages and the API, not only menu entries": with a member-centre
// flag off, every call of its page answers 403 module.disabled naming the flag; back on, it works.

let app: FastifyInstance;
let member: TestMember;
beforeAll(async () => {
  app = await buildTestApp();
  member = await buildMember(app);
});
afterAll(async () => {
  await app.close();
});

async function setWhitelabel(flags: Partial<Record<WhitelabelFlag, boolean>>) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/wps/admin/system/whitelabel',
    headers: OPERATOR_AUTH,
    payload: flags,
  });
  expect(res.statusCode, res.body).toBe(200);
}

type Call = readonly [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: object];

const CALLS: Record<string, readonly Call[]> = {
  MYACC: [
    ['GET', '/wps/member/personal-info'],
    ['PUT', '/wps/member/personal-info', { zalo: '0901' }],
    ['PUT', '/wps/member/nickname', { nickname: 'An Bình' }],
    ['POST', '/wps/member/head-icon', { avatarType: 'STATIC', avatar: 'moon' }],
  ],
  SECPRIV: [
    ['GET', '/wps/member/security'],
    ['GET', '/wps/member/login-history'],
    ['GET', '/wps/member/sessions'],
    ['DELETE', '/wps/member/sessions'],
    [
      'PUT',
      '/wps/member/payment-password',
      {
        oldPaymentPassword: '246810',
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
        loginPassword: 'Demo1234',
      },
    ],
  ],
  TRANSREC3: [['GET', '/wps/records/transactions']],
  TRANSBETREPMEM3: [['GET', '/wps/game/record']],
  REWCEN3: [
    ['GET', '/wps/member/rewards'],
    ['POST', '/wps/member/rewards/1/claim'],
  ],
};

const send = ([method, url, body]: Call) =>
  app.inject({
    method,
    url,
    headers: bearer(member.token),
    remoteAddress: freshAddress(),
    ...(body ? { payload: body } : {}),
  });

describe('member-centre flags close their API', () => {
  it.each(Object.entries(CALLS))(
    '%s off: every call of its page is refused',
    async (flag, calls) => {
      await setWhitelabel({ [flag]: false });
      try {
        for (const call of calls) {
          const res = await send(call);
          expect(res.statusCode, `${call[0]} ${call[1]}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'module.disabled', value: { module: flag } });
        }
      } finally {
        await setWhitelabel({ [flag]: true });
      }
      // Open again: the reads answer.
      for (const call of calls.filter(([method]) => method === 'GET')) {
        expect((await send(call)).statusCode, call[1]).toBe(200);
      }
    },
  );

  it('keeps the avatar readable while MYACC is off (header and side menu show it)', async () => {
    await setWhitelabel({ MYACC: false });
    try {
      const res = await send(['GET', '/wps/member/head-icon']);
      expect(res.statusCode).toBe(200);
    } finally {
      await setWhitelabel({ MYACC: true });
    }
  });
});
