import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  SecurityOverviewSchema,
  TotpEnableValueSchema,
  TotpSetupValueSchema,
} from '@app/contracts';
import { bearer, postLogin, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { totpCode, TOTP_PERIOD_S } from '../../lib/totp.ts';

// The members' authenticator app (docs/decisions/2026-11-25-member-totp.md): set up, on with a
// first code, asked at sign-in (each code once, recovery codes once), off again.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (member: { token: string } | null, url: string, payload?: object) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

/** The code of the step after `steps` from now: a step no earlier code took. */
const codeAt = (secret: string, steps: number) =>
  totpCode(secret, new Date(Date.now() + steps * TOTP_PERIOD_S * 1000));

async function turnedOn(member: TestMember) {
  const setup = await call(member, '/wps/member/totp/setup', { loginPassword: 'Demo1234' });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri } = TotpSetupValueSchema.parse(setup.json().value);
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(otpauthUri).toContain(member.account);
  const on = await call(member, '/wps/member/totp/enable', { code: codeAt(secret, 0) });
  expect(on.statusCode, on.body).toBe(200);
  const { recoveryCodes } = TotpEnableValueSchema.parse(on.json().value);
  return { secret, recoveryCodes };
}

const login = (member: TestMember, extra: object = {}) =>
  postLogin(app, { username: member.account, password: 'Demo1234', ...extra }, freshAddress());

describe('member authenticator app', () => {
  it('needs a session, a real account and the login password', async () => {
    expect((await call(null, '/wps/member/totp/setup', { loginPassword: 'x' })).statusCode).toBe(
      401,
    );
    const trial = await buildMember(app, { type: 4 });
    const refused = await call(trial, '/wps/member/totp/setup', { loginPassword: 'Demo1234' });
    expect(refused.json().code).toBe('auth.trial_forbidden');
    const member = await buildMember(app);
    const wrong = await call(member, '/wps/member/totp/setup', { loginPassword: 'Wrong1234' });
    expect(wrong.json().code).toBe('reauth.password_wrong');
    const early = await call(member, '/wps/member/totp/enable', { code: '123456' });
    expect(early.json().code).toBe('totp.not_set_up');
  });

  it('turns on with a first code only, then asks at sign-in, each code once', async () => {
    const member = await buildMember(app);
    const setup = await call(member, '/wps/member/totp/setup', { loginPassword: 'Demo1234' });
    const { secret } = TotpSetupValueSchema.parse(setup.json().value);
    // Set up but not confirmed: sign-in asks nothing yet.
    expect((await login(member)).statusCode).toBe(200);
    const bad = await call(member, '/wps/member/totp/enable', { code: '000000' });
    expect(bad.json().code).toBe('totp.code_invalid');
    const enabling = codeAt(secret, 0);
    const on = await call(member, '/wps/member/totp/enable', { code: enabling });
    expect(on.statusCode, on.body).toBe(200);
    expect(TotpEnableValueSchema.parse(on.json().value).recoveryCodes).toHaveLength(10);
    const again = await call(member, '/wps/member/totp/setup', { loginPassword: 'Demo1234' });
    expect(again.json().code).toBe('totp.enabled');
    const overview = SecurityOverviewSchema.parse(
      (await call(member, '/wps/member/security')).json().value,
    );
    expect(overview).toMatchObject({ totpEnabled: true, score: 40 });

    // The right password alone: the code is asked for, no captcha yet.
    const asked = await login(member);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({
      code: 'auth.totp_required',
      value: { totp: true, captcha: false },
    });
    // The enabling code's step is used: it signs nobody in.
    const reused = await login(member, { totpCode: enabling });
    expect(reused.json().code).toBe('auth.totp_invalid');
    // A wrong code counted as a failure: the next try needs the captcha.
    const next = codeAt(secret, 1);
    const noCaptcha = await login(member, { totpCode: next });
    expect(noCaptcha.json().code).toBe('auth.captcha_required');
    const ok = await login(member, { totpCode: next, ...(await solvedCaptcha(app)) });
    expect(ok.statusCode, ok.body).toBe(200);
    // The same code again is refused (the step is taken).
    const replay = await login(member, { totpCode: next, ...(await solvedCaptcha(app)) });
    expect(replay.json().code).toBe('auth.totp_invalid');
  });

  it('takes each recovery code once, and turns off with the password and a code', async () => {
    const member = await buildMember(app);
    const { secret, recoveryCodes } = await turnedOn(member);
    const [first, second] = recoveryCodes;
    expect((await login(member, { totpCode: first })).statusCode).toBe(200);
    const used = await login(member, { totpCode: first });
    expect(used.json().code).toBe('auth.totp_invalid');

    const wrongPassword = await call(member, '/wps/member/totp/disable', {
      loginPassword: 'Wrong1234',
      code: second,
    });
    expect(wrongPassword.json().code).toBe('reauth.password_wrong');
    const wrongCode = await call(member, '/wps/member/totp/disable', {
      loginPassword: 'Demo1234',
      code: '000000',
    });
    expect(wrongCode.json().code).toBe('totp.code_invalid');
    const off = await call(member, '/wps/member/totp/disable', {
      loginPassword: 'Demo1234',
      code: codeAt(secret, 1),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(member, { ...(await solvedCaptcha(app)) })).statusCode).toBe(200);
    const offAgain = await call(member, '/wps/member/totp/disable', {
      loginPassword: 'Demo1234',
      code: second,
    });
    expect(offAgain.json().code).toBe('totp.not_enabled');
  });

  it('lets one of two sign-ins with the same code through', async () => {
    const member = await buildMember(app);
    const { secret } = await turnedOn(member);
    const code = codeAt(secret, 1);
    const answers = await Promise.all([
      login(member, { totpCode: code }),
      login(member, { totpCode: code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('lets support remove a lost app with a reason: sessions end, the password alone signs in', async () => {
    const member = await buildMember(app);
    await turnedOn(member);
    const admin = (path: string, payload?: object) =>
      app.inject({
        method: payload ? 'POST' : 'GET',
        url: `/wps/admin/members/${member.account}${path}`,
        headers: OPERATOR_AUTH,
        ...(payload ? { payload } : {}),
      });
    expect((await admin('')).json().value.profile.totpEnabled).toBe(true);
    const noReason = await admin('/totp/remove', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const removed = await admin('/totp/remove', { reason: 'Lost phone, ID checked' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await call(member, '/wps/member/security')).statusCode).toBe(401);
    expect((await admin('')).json().value.profile.totpEnabled).toBe(false);
    expect((await login(member)).statusCode).toBe(200);
    const again = await admin('/totp/remove', { reason: 'Twice' });
    expect(again.json().code).toBe('totp.not_enabled');
    const audit = await app.inject({
      url: '/wps/admin/audit?action=member.totp_removed',
      headers: OPERATOR_AUTH,
    });
    expect(JSON.stringify(audit.json().value)).toContain('Lost phone, ID checked');
  });
});
