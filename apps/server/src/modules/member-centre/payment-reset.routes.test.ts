import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PaymentResetCodeValueSchema } from '@app/contracts';
import { buildTestApp } from '../../testing/test-app.ts';
import { bearer, lastOutbox, smsCodeIn } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { memberProfiles } from '../../db/schema.ts';

// A forgotten payment password reset by an SMS code to the verified mobile
// (docs/decisions/2026-11-25-payment-password-reset.md).

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (member: { token: string } | null, url: string, payload: object, method = 'POST') =>
  app.inject({
    method: method as 'POST' | 'PUT',
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    payload,
  });

/** A member with a payment password and, unless told otherwise, a verified mobile number. */
async function memberWith(options: { verified?: boolean; payment?: boolean } = {}) {
  const member = await buildMember(app);
  const mobile = `+8490${randomInt(1_000_000, 9_999_999)}`;
  await app.db.execute(sql`update members set mobile_num = ${mobile} where id = ${member.id}`);
  if (options.verified !== false) {
    await app.db
      .insert(memberProfiles)
      .values({ memberId: member.id, mobileVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: memberProfiles.memberId,
        set: { mobileVerifiedAt: new Date() },
      });
  }
  if (options.payment !== false) {
    const res = await call(member, '/wps/withdraw/payment-password', {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      loginPassword: 'Demo1234',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...member, mobile };
}

const sendCode = (member: TestMember) =>
  call(member, '/wps/member/payment-password/reset-code', { language: 'EN' });

const reset = (member: TestMember, body: Record<string, string>) =>
  call(member, '/wps/member/payment-password/reset', {
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
    loginPassword: 'Demo1234',
    verificationCode: '000000',
    ...body,
  });

/** The payment password works: changing it with it as the old one succeeds. */
async function paymentPasswordIs(member: TestMember, value: string) {
  const res = await call(
    member,
    '/wps/member/payment-password',
    {
      oldPaymentPassword: value,
      paymentPassword: value === '975310' ? '864200' : '975310',
      confirmPaymentPassword: value === '975310' ? '864200' : '975310',
      loginPassword: 'Demo1234',
    },
    'PUT',
  );
  return res.statusCode === 200;
}

describe('payment password reset by SMS code', () => {
  it('needs a session, a real account, a payment password and a verified mobile', async () => {
    expect((await call(null, '/wps/member/payment-password/reset-code', {})).statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    expect((await sendCode(trial)).json().code).toBe('auth.trial_forbidden');
    const noPayment = await memberWith({ payment: false });
    expect((await sendCode(noPayment)).json().code).toBe('withdraw.payment_password_not_set');
    const unverified = await memberWith({ verified: false });
    const refused = await sendCode(unverified);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('security.mobile_unverified');
  });

  it('sends a code to the verified mobile and sets a new payment password with it, once', async () => {
    const member = await memberWith();
    const sent = await sendCode(member);
    expect(sent.statusCode, sent.body).toBe(200);
    const value = PaymentResetCodeValueSchema.parse(sent.json().value);
    expect(value.mobile).toContain('***');
    expect(value.mobile).not.toBe(member.mobile);
    const code = smsCodeIn(await lastOutbox(app, member.mobile));

    // The login password first: a wrong one is refused before the code is looked at.
    const wrongLogin = await reset(member, { verificationCode: code, loginPassword: 'Wrong1234' });
    expect(wrongLogin.json().code).toBe('reauth.password_wrong');
    const mismatch = await reset(member, {
      verificationCode: code,
      confirmPaymentPassword: '135791',
    });
    expect(mismatch.json().code).toBe('withdraw.confirm_mismatch');

    const done = await reset(member, { verificationCode: code });
    expect(done.statusCode, done.body).toBe(200);
    expect(await paymentPasswordIs(member, '246810')).toBe(false);
    expect(await paymentPasswordIs(member, '135790')).toBe(true);
    // The code worked once.
    const again = await reset(member, {
      verificationCode: code,
      paymentPassword: '111222',
      confirmPaymentPassword: '111222',
    });
    expect(again.json().code).toBe('sms.code_invalid');
  });

  it('refuses a wrong code, ends the code after five wrong tries, and one code per minute', async () => {
    const member = await memberWith();
    expect((await sendCode(member)).statusCode).toBe(200);
    const tooSoon = await sendCode(member);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('sms.too_soon');
    const code = smsCodeIn(await lastOutbox(app, member.mobile));
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await reset(member, { verificationCode: wrong });
      expect(res.json().code).toBe('sms.code_invalid');
    }
    // The right code no longer works after five wrong tries.
    expect((await reset(member, { verificationCode: code })).json().code).toBe('sms.code_invalid');
    expect(await paymentPasswordIs(member, '246810')).toBe(true);
  });

  it('does not take a code sent for signing in', async () => {
    const member = await memberWith();
    const login = await app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      remoteAddress: freshAddress(),
      payload: {
        mobileNum: member.mobile.slice(3),
        countryDialingCode: '+84',
        purpose: 'reset',
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    const code = smsCodeIn(await lastOutbox(app, member.mobile));
    expect((await reset(member, { verificationCode: code })).json().code).toBe('sms.code_invalid');
  });
});
