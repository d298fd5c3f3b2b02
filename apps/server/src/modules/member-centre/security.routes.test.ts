import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { LoginHistoryItemSchema, SecurityOverviewSchema } from '@app/contracts';
import { buildTestApp } from '../../testing/test-app.ts';
import { bearer, loginAs, postLogin } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { memberProfiles } from '../../db/schema.ts';

// The security centre (spec §2 /m/securityCenter): level meter, sign-ins, payment password change.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (
  member: { token: string } | null,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

async function overview(member: { token: string }) {
  const res = await call(member, 'GET', '/wps/member/security');
  expect(res.statusCode, res.body).toBe(200);
  return SecurityOverviewSchema.parse(res.json().value);
}

async function setPaymentPassword(member: TestMember, paymentPassword = '246810') {
  const res = await call(member, 'POST', '/wps/withdraw/payment-password', {
    paymentPassword,
    confirmPaymentPassword: paymentPassword,
    loginPassword: 'Demo1234',
  });
  expect(res.statusCode, res.body).toBe(200);
}

const change = (member: TestMember, body: Record<string, string>) =>
  call(member, 'PUT', '/wps/member/payment-password', {
    oldPaymentPassword: '246810',
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
    loginPassword: 'Demo1234',
    ...body,
  });

describe('security centre: the level meter', () => {
  it('needs a session and a real account', async () => {
    for (const url of ['/wps/member/security', '/wps/member/login-history']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      const trial = await buildMember(app, { type: 4 });
      expect((await call(trial, 'GET', url)).json().code).toBe('auth.trial_forbidden');
    }
  });

  it('scores 20 for each of a fresh password, a payment password, a verified mobile and e-mail, an app', async () => {
    const member = await buildMember(app);
    // A new account's password is fresh; nothing else is set.
    expect(await overview(member)).toMatchObject({
      score: 20,
      level: 'low',
      hasPaymentPassword: false,
      hasMobile: false,
      mobileVerified: false,
    });
    await setPaymentPassword(member);
    expect(await overview(member)).toMatchObject({ score: 40, level: 'medium' });
    // An old password stops counting.
    await app.db
      .insert(memberProfiles)
      .values({ memberId: member.id, passwordChangedAt: new Date('2020-01-01T00:00:00Z') })
      .onConflictDoUpdate({
        target: memberProfiles.memberId,
        set: { passwordChangedAt: new Date('2020-01-01T00:00:00Z') },
      });
    const old = await overview(member);
    expect(old).toMatchObject({ score: 20, level: 'low' });
    expect(old.passwordAgeDays).toBeGreaterThan(180);
    // Changing the login password makes it fresh again.
    const changed = await call(member, 'POST', '/wps/member/password', {
      oldPassword: 'Demo1234',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = await overview({ token: changed.json().value.token });
    expect(fresh).toMatchObject({ score: 40, passwordAgeDays: 0 });
  });

  it("shows the demo player's medium level (mobile and e-mail verified, no payment password)", async () => {
    const token = await loginAs(app, 'demo');
    expect(await overview({ token })).toMatchObject({
      score: 60,
      level: 'medium',
      mobileVerified: true,
      emailVerified: true,
      hasPaymentPassword: false,
    });
  });
});

describe('security centre: login history', () => {
  it('lists the sign-ins with time, address and device, this one marked', async () => {
    const member = await buildMember(app);
    const login = await postLogin(
      app,
      { username: member.account, password: 'Demo1234' },
      '10.1.2.3',
    );
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().value.token as string;
    const res = await call({ token }, 'GET', '/wps/member/login-history');
    expect(res.statusCode).toBe(200);
    const items = res.json().value.map((i: unknown) => LoginHistoryItemSchema.parse(i));
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ ip: '10.1.2.3', current: true, active: true });
    expect(items[1]).toMatchObject({ current: false, active: true, device: 'test' });
    // Signing the others out leaves them in the history, no longer active.
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/member/sessions',
      headers: bearer(token),
    });
    expect(out.json().value.ended).toBe(1);
    const after = (await call({ token }, 'GET', '/wps/member/login-history')).json().value;
    expect(after[1]).toMatchObject({ active: false });
  });
});

describe('security centre: changing the payment password', () => {
  it('needs a session, well-formed digits and a payment password already set', async () => {
    const anonymous = await call(null, 'PUT', '/wps/member/payment-password', {
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
      loginPassword: 'Demo1234',
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await buildMember(app);
    const bad = await change(member, {
      paymentPassword: '12ab56',
      confirmPaymentPassword: '12ab56',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    const notSet = await change(member, {});
    expect(notSet.json().code).toBe('withdraw.payment_password_not_set');
  });

  it('changes it with the login password and the old one; withdrawals then take the new one', async () => {
    const member = await buildMember(app);
    await setPaymentPassword(member);
    const ok = await change(member, {});
    expect(ok.statusCode, ok.body).toBe(200);
    // The old one no longer works for a change; the new one does.
    const stale = await change(member, {});
    expect(stale.json().code).toBe('withdraw.payment_password_wrong');
    const back = await change(member, {
      oldPaymentPassword: '135790',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses a wrong login password, a mismatch, the same password, and locks after five wrong old ones', async () => {
    const member = await buildMember(app);
    await setPaymentPassword(member);
    expect((await change(member, { loginPassword: 'Nope1234' })).json().code).toBe(
      'reauth.password_wrong',
    );
    expect((await change(member, { confirmPaymentPassword: '000000' })).json().code).toBe(
      'withdraw.confirm_mismatch',
    );
    expect(
      (await change(member, { paymentPassword: '246810', confirmPaymentPassword: '246810' })).json()
        .code,
    ).toBe('security.payment_password_same');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await change(member, { oldPaymentPassword: '999999' })).json().code);
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('withdraw.payment_password_wrong'));
    expect(codes.at(-1)).toBe('withdraw.payment_password_locked');
    // Locked: even the right old password is refused now.
    expect((await change(member, {})).json().code).toBe('withdraw.payment_password_locked');
  });

  it('lets only one of two changes at once win', async () => {
    const member = await buildMember(app);
    await setPaymentPassword(member);
    const [a, b] = await Promise.all([
      change(member, { paymentPassword: '111222', confirmPaymentPassword: '111222' }),
      change(member, { paymentPassword: '333444', confirmPaymentPassword: '333444' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });
});

describe('a new account keeps what it registered with', () => {
  it('has no profile row until needed, and the overview still answers', async () => {
    const member = await buildMember(app);
    const rows = await app.db
      .select()
      .from(memberProfiles)
      .where(eq(memberProfiles.memberId, member.id));
    expect(rows).toEqual([]);
    expect((await overview(member)).score).toBe(20);
  });
});
