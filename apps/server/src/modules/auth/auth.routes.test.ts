import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import {
  bearer,
  encryptedLogin,
  lastOutbox,
  loginAs,
  postLogin,
  smsCodeIn,
  solvedCaptcha,
} from '../../testing/auth-helpers.ts';
import { LOCK_AFTER_FAILURES } from './auth.service.ts';
import { hashToken } from './session.service.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';

let app: FastifyInstance;
let ipCounter = 1;
/** A fresh visitor address per test, so per-IP rate limits do not couple tests. */
const nextIp = () => `203.0.113.${ipCounter++}`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function setFlags(flags: Record<string, boolean>) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/wps/admin/system/whitelabel',
    headers: OPERATOR_AUTH,
    payload: flags,
  });
  expect(res.statusCode).toBe(200);
}

const registration = (overrides: Record<string, unknown> = {}) => ({
  method: 'username',
  username: `player${Math.floor(Math.random() * 1e6)}`,
  password: 'Lotus2468x',
  confirmPassword: 'Lotus2468x',
  ...overrides,
});

/** Registers with a solved captcha (the demo merchant asks for one). */
async function register(body: Record<string, unknown>, ip = nextIp()) {
  const captcha = await solvedCaptcha(app);
  return app.inject({
    method: 'PUT',
    url: '/wps/auth/register',
    payload: { ...captcha, ...body },
    remoteAddress: ip,
  });
}

async function captchaAnswerFor(): Promise<{ captchaId: string; captcha: string }> {
  // Tests read the answer from the store through a known-answer path: solve by brute force over
  // the equation space is not possible for text captchas, so tests use the kind=equation image
  // and the server's own checker via a wrong answer only where the answer does not matter.
  const res = await app.inject({ method: 'GET', url: '/wps/auth/captcha?kind=equation' });
  return { captchaId: res.json().value.captchaId, captcha: 'wrong' };
}

describe('login (spec §2, §3, §4)', () => {
  it('logs the demo member in with an encrypted body and answers the session', async () => {
    const res = await postLogin(app, { username: 'demo', password: 'Demo1234' }, nextIp());
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: 'demo', customerType: 0, firstTimeLogin: false });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(value.token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().value).toMatchObject({ account: 'demo', nickname: 'Demo Player', type: 0 });
  });

  it('refuses a plain-text login body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/auth/login',
      payload: { type: 'username', username: 'demo', password: 'Demo1234' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(['auth.encryption_required', 'request.invalid']).toContain(res.json().code);
  });

  it('refuses a replayed encrypted body', async () => {
    const body = await encryptedLogin(app, { username: 'demo', password: 'Demo1234' });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/wps/auth/login',
        headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
        payload: body,
        remoteAddress: nextIp(),
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.replayed');
  });

  it('answers a sealed username or password holding NUL or other control characters as a wrong login', async () => {
    for (const [username, password] of [
      ['de\u0000mo', 'Demo1234'],
      ['nobody_nul', 'Demo\u00001234'],
      ['\u0000', '\u0000'],
      ['demo\u0007', 'Demo1234'],
    ]) {
      const res = await postLogin(app, { username, password }, nextIp());
      expect(res.statusCode, JSON.stringify(username)).toBeLessThan(500);
      expect(['auth.invalid_credentials', 'request.invalid']).toContain(res.json().code);
    }
  });

  it('refuses a stale body and one encrypted with another key', async () => {
    const stale = await postLogin(
      app,
      { username: 'demo', password: 'Demo1234', timestamp: Date.now() - 10 * 60_000 },
      nextIp(),
    );
    expect(stale.json().code).toBe('auth.replayed');
    const body = await encryptedLogin(app, { username: 'demo', password: 'Demo1234' });
    const res = await app.inject({
      method: 'POST',
      url: '/wps/auth/login',
      headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
      payload: { ...body, key: Buffer.from('x'.repeat(256)).toString('base64') },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('auth.decryption_failed');
  });

  it('answers a wrong password and an unknown account alike, with the captcha flag', async () => {
    const wrong = await postLogin(app, { username: 'agent01', password: 'nope12345' }, nextIp());
    const unknown = await postLogin(
      app,
      { username: 'nobody_here', password: 'nope12345' },
      nextIp(),
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'auth.invalid_credentials',
        value: { captcha: true },
      });
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('requires a captcha after a failure, refuses a wrong one, and locks after ten failures', async () => {
    const name = 'lockme';
    await register(registration({ username: name }));
    const first = await postLogin(app, { username: name, password: 'bad-password1' }, nextIp());
    expect(first.json().code).toBe('auth.invalid_credentials');
    const noCaptcha = await postLogin(app, { username: name, password: 'Lotus2468x' }, nextIp());
    expect(noCaptcha.json()).toMatchObject({
      code: 'auth.captcha_required',
      value: { captcha: true },
    });
    const wrongCaptcha = await postLogin(
      app,
      { username: name, password: 'Lotus2468x', ...(await captchaAnswerFor()) },
      nextIp(),
    );
    expect(wrongCaptcha.json().code).toBe('auth.captcha_invalid');
    let last = wrongCaptcha;
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      last = await postLogin(
        app,
        { username: name, password: 'Lotus2468x', ...(await captchaAnswerFor()) },
        nextIp(),
      );
    }
    expect(last.json().code).toBe('auth.locked');
  });

  it('answers a captcha as a base64 png', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/auth/captcha' });
    expect(res.statusCode).toBe(200);
    const { image, captchaId } = res.json().value;
    expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(captchaId.length).toBeGreaterThan(10);
  });
});

describe('sessions', () => {
  it('refuses a revoked token after logout, and a missing one', async () => {
    const token = await loginAs(app, 'demo');
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/auth/session',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.session_expired');
    const none = await app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(none.json().code).toBe('auth.required');
  });

  it('accepts the token as a query parameter', async () => {
    const token = await loginAs(app, 'demo');
    const res = await app.inject({ method: 'GET', url: `/wps/member/info?token=${token}` });
    expect(res.statusCode).toBe(200);
  });

  it('ends a session 30 days after sign-in however often it was used, and never slides past that', async () => {
    const token = await loginAs(app, 'demo');
    const info = () =>
      app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    const hash = hashToken(token);
    // Signed in 29 days ago, used a minute ago: still good, and renewed no further than day 30.
    await app.db.execute(
      sql`update sessions set created_at = now() - interval '29 days', last_seen_at = now() - interval '2 minutes' where token_hash = ${hash}`,
    );
    expect((await info()).statusCode).toBe(200);
    const [row] = await queryRows<{ days: number }>(
      app.db,
      sql`select extract(epoch from (expires_at - created_at)) / 86400 as days from sessions where token_hash = ${hash}`,
    );
    expect(Number(row!.days)).toBeLessThanOrEqual(30);
    expect(Number(row!.days)).toBeGreaterThan(29.9);
    // Signed in just over 30 days ago though used all along: over.
    await app.db.execute(
      sql`update sessions set created_at = now() - interval '30 days 1 minute', expires_at = now() + interval '7 days' where token_hash = ${hash}`,
    );
    const after = await info();
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.session_expired');
  });
});

describe('password rules for every new password (ASVS 5.0 6.2)', () => {
  it('refuses short, common and account-holding passwords at sign-up, and takes a long passphrase', async () => {
    const cases: [string, string][] = [
      // the site's rule (8 to 64) fails first, with the spec's message
      ['Ab1cd2e', 'validation.password_format'],
      ['password1', 'validation.password_common'],
      ['QWERTY123', 'validation.password_common'],
    ];
    for (const [password, message] of cases) {
      const res = await register(registration({ password, confirmPassword: password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().value).toMatchObject({
        field: 'body.password',
        issues: [{ field: 'body.password', message }],
      });
    }
    const body = registration();
    const own = `${body.username}-2026`;
    const likeAccount = await register({ ...body, password: own, confirmPassword: own });
    expect(likeAccount.json().value.issues[0].message).toBe('validation.password_like_account');
    const phrase = 'cuối tuần này đi đà lạt ngắm hoa';
    const ok = await register(registration({ password: phrase, confirmPassword: phrase }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('applies to a changed password too', async () => {
    const body = registration();
    const token = (await register(body)).json().value.token;
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: bearer(token),
        payload: { oldPassword: body.password, newPassword, confirmNewPassword: newPassword },
        remoteAddress: nextIp(),
      });
    const common = await change('iloveyou');
    expect(common.statusCode).toBe(400);
    expect(common.json().value.issues[0].message).toBe('validation.password_common');
  });
});

describe('register (spec §2, §3, §5)', () => {
  it('registers by username, logs in and answers a generated account number', async () => {
    const body = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const value = res.json().value;
    expect(value.userName).toBe(body.username);
    expect(value.accountNo).toMatch(/^\d{8}$/);
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(value.token),
    });
    expect(info.json().value.accountNo).toBe(value.accountNo);
  });

  it('gives exactly one account when two registrations of one username race', async () => {
    const username = `racer${Date.now() % 100000}`;
    const results = await Promise.all([
      register(registration({ username })),
      register(registration({ username: username.toUpperCase() })),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('register.username_exists');
  });

  it('checks the confirmation and the field rules', async () => {
    const mismatch = await register(registration({ confirmPassword: 'Other1234' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().value.field).toBe('body.confirmPassword');
    const short = await register(registration({ username: 'ab' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().value.field).toBe('body.username');
  });

  it('refuses an invalid invitation code and accepts the agent’s', async () => {
    const bad = await register(registration({ affiliateCode: 'NOPE99' }));
    expect(bad.json()).toMatchObject({
      code: 'register.invalid_invitation',
      value: { field: 'body.affiliateCode' },
    });
    const check = await app.inject({
      method: 'GET',
      url: '/wps/auth/affiliate?code=agent01',
      remoteAddress: nextIp(),
    });
    expect(check.json().value.valid).toBe(true);
    const good = await register(registration({ affiliateCode: 'AGENT01' }));
    expect(good.statusCode).toBe(201);
  });

  it('registers by mobile with an SMS code when verification is on', async () => {
    await setFlags({ MOBILENUMREG3: true, REGMOBVERF3: true });
    const mobileNum = `09${Math.floor(10000000 + Math.random() * 89999999)}`;
    const send = await app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      payload: { mobileNum, countryDialingCode: '+84', purpose: 'register' },
      remoteAddress: nextIp(),
    });
    expect(send.statusCode).toBe(200);
    expect(send.json().value.expirationTime).toBeGreaterThan(Date.now());
    const code = smsCodeIn(await lastOutbox(app, `+84${mobileNum.slice(1)}`));
    const wrong = await register(
      registration({
        method: 'mobileNum',
        username: '',
        mobileNum,
        countryDialingCode: '+84',
        verificationCode: '000000' === code ? '111111' : '000000',
      }),
    );
    expect(wrong.json().code).toBe('sms.code_invalid');
    // a wrong try does not burn a code
    const ok = await register(
      registration({
        method: 'mobileNum',
        username: '',
        mobileNum,
        countryDialingCode: '+84',
        verificationCode: code,
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().value.userName).toMatch(/^vn\d{8}$/);
    const reuse = await register(
      registration({
        method: 'mobileNum',
        username: '',
        mobileNum,
        countryDialingCode: '+84',
        verificationCode: code,
      }),
    );
    expect(reuse.json().code).toBe('sms.code_invalid');
  });

  it('refuses another SMS to the same number within a minute', async () => {
    const payload = { mobileNum: '0933333333', countryDialingCode: '+84', purpose: 'register' };
    expect(
      (await app.inject({ method: 'POST', url: '/wps/auth/sms', payload, remoteAddress: nextIp() }))
        .statusCode,
    ).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      payload,
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('sms.too_soon');
  });
});

describe('free play', () => {
  it('opens a trial session that real-account functions refuse', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/auth/trial',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const { token, customerType, trialName } = res.json().value;
    expect(customerType).toBe(4);
    expect(trialName).toMatch(/^trial_/);
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    expect(info.json().value.type).toBe(4);
    const change = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: { oldPassword: 'x12345', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({
      code: 'auth.trial_forbidden',
      message: 'Please login an actual account to use this function',
    });
  });
});

describe('change password (spec §2, §4, §5)', () => {
  it('refuses new = old with modify.new.old.same, rotates the session on success', async () => {
    const body = registration();
    const reg = await register(body);
    const token = reg.json().value.token;
    const same = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: {
        oldPassword: 'Lotus2468x',
        newPassword: 'Lotus2468x',
        confirmNewPassword: 'Lotus2468x',
      },
    });
    expect(same.json().code).toBe('modify.new.old.same');
    const wrongOld = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: {
        oldPassword: 'Wrong1234',
        newPassword: 'Better123',
        confirmNewPassword: 'Better123',
      },
    });
    expect(wrongOld.json().code).toBe('password.old_incorrect');
    const ok = await app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: {
        oldPassword: 'Lotus2468x',
        newPassword: 'Better123',
        confirmNewPassword: 'Better123',
      },
    });
    expect(ok.statusCode).toBe(200);
    const newToken = ok.json().value.token;
    expect(
      (await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(newToken) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await postLogin(app, { username: body.username, password: 'Better123' }, nextIp()))
        .statusCode,
    ).toBe(200);
  });
});

describe('recovery (spec §2 Forgot password)', () => {
  it('mails a single-use reset link when username and e-mail match, and answers alike when not', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/wps/auth/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo&email=demo%40luckylotus.vn',
      remoteAddress: nextIp(),
    });
    expect(ok.statusCode).toBe(200);
    const mismatch = await app.inject({
      method: 'POST',
      url: '/wps/auth/password/email',
      payload: { username: 'demo', email: 'someone@else.com' },
      remoteAddress: nextIp(),
    });
    expect(mismatch.statusCode).toBe(200);
    const mail = await lastOutbox(app, 'demo@luckylotus.vn');
    const resetToken = /resetToken=([\w-]+)/.exec(mail)![1]!;
    const reset = () =>
      app.inject({
        method: 'POST',
        url: '/wps/auth/password/reset',
        payload: { resetToken, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
        remoteAddress: nextIp(),
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).json().code).toBe('reset.token_invalid');
    expect(
      (await postLogin(app, { username: 'demo', password: 'Fresh1234' }, nextIp())).statusCode,
    ).toBe(200);
  });

  it('resets by phone with an SMS code and logs in', async () => {
    const send = await app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      payload: { mobileNum: '0987654321', countryDialingCode: '+84', purpose: 'reset' },
      remoteAddress: nextIp(),
    });
    expect(send.statusCode).toBe(200);
    const code = smsCodeIn(await lastOutbox(app, '+84987654321'));
    const res = await app.inject({
      method: 'POST',
      url: '/wps/auth/password/phone',
      payload: {
        mobileNum: '0987654321',
        countryDialingCode: '+84',
        verificationCode: code,
        newPassword: 'Phone1234',
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe('agent01');
  });

  it('keeps the SMS code good when the new password is refused, and says when to resend', async () => {
    const mobileNum = '0912345678'; // the demo player, whose password the first test set
    const before = Date.now();
    const send = await app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      payload: { mobileNum, countryDialingCode: '+84', purpose: 'reset' },
      remoteAddress: nextIp(),
    });
    expect(send.statusCode).toBe(200);
    const { expirationTime, resendAfter } = send.json().value;
    // Another code may be asked for after a minute; this one is typed for five.
    expect(resendAfter - before).toBeGreaterThanOrEqual(60_000);
    expect(resendAfter - Date.now()).toBeLessThanOrEqual(60_000);
    expect(expirationTime - resendAfter).toBeGreaterThanOrEqual(3 * 60_000);
    const code = smsCodeIn(await lastOutbox(app, '+84912345678'));
    const setPassword = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/auth/password/phone',
        payload: { mobileNum, countryDialingCode: '+84', verificationCode: code, newPassword },
        remoteAddress: nextIp(),
      });
    // The member's current password (set by the first test): refused, the code not used up.
    const same = await setPassword('Fresh1234');
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('modify.new.old.same');
    const again = await setPassword('Another1234');
    expect(again.statusCode).toBe(200);
    // Now it is used up.
    expect((await setPassword('Third12345')).json().code).toBe('sms.code_invalid');
  });

  it('refuses an empty or malformed e-mail or username instead of answering "sent"', async () => {
    const ask = (payload: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/wps/auth/password/email',
        payload,
        remoteAddress: nextIp(),
      });
    for (const [payload, field] of [
      [{ username: 'nobody', email: '' }, 'body.email'],
      [{ username: 'nobody', email: '   ' }, 'body.email'],
      [{ username: 'nobody', email: 'not-an-email' }, 'body.email'],
      [{ username: 'nobody', email: 'a@b' }, 'body.email'],
      [{ username: '', email: 'demo@luckylotus.vn' }, 'body.username'],
    ] as const) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'request.invalid', value: { field } });
    }
  });
});

describe('texts in the member’s language (issue 18: no English on the Vietnamese site)', () => {
  const sendSms = (mobileNum: string, language?: 'TY' | 'EN') =>
    app.inject({
      method: 'POST',
      url: '/wps/auth/sms',
      payload: { mobileNum, countryDialingCode: '+84', purpose: 'reset', language },
      remoteAddress: nextIp(),
    });

  it('sends the SMS code in Vietnamese (the merchant’s default) without diacritics', async () => {
    expect((await sendSms('0944000001')).statusCode).toBe(200);
    const text = await lastOutbox(app, '+84944000001');
    expect(text).toMatch(/^Lucky Lotus: \d{6} la ma xac minh cua ban, hieu luc trong 5 phut\./);
    expect(text).not.toMatch(/verification|expires/i);
    // plain GSM-7 letters: one SMS part, accepted by Vietnamese brand-name gateways
    expect(text).toMatch(/^[\x20-\x7e]+$/);
  });

  it('sends it in English when the site is in English', async () => {
    expect((await sendSms('0944000002', 'EN')).statusCode).toBe(200);
    expect(await lastOutbox(app, '+84944000002')).toMatch(/is your verification code/);
  });

  it('mails the reset link in the language the form was sent in, Vietnamese by default', async () => {
    const ask = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/auth/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
        remoteAddress: nextIp(),
      });
    expect((await ask('username=demo&email=demo%40luckylotus.vn')).statusCode).toBe(200);
    const vi = await lastOutbox(app, 'demo@luckylotus.vn');
    expect(vi).toMatch(/^Mở liên kết này trong vòng một giờ/);
    expect(vi).toMatch(/resetToken=/);
    expect((await ask('username=demo&email=demo%40luckylotus.vn&language=EN')).statusCode).toBe(
      200,
    );
    expect(await lastOutbox(app, 'demo@luckylotus.vn')).toMatch(/^Open this link within one hour/);
  });
});

describe('bad input', () => {
  it('answers 400 for huge, mistyped and control-character input', async () => {
    const cases = [
      { username: 'x'.repeat(10_000), password: 'a', confirmPassword: 'a', method: 'username' },
      { username: 42, password: [], method: 'username' },
      {
        username: 'ab\u0000cd',
        password: 'Lotus2468x',
        confirmPassword: 'Lotus2468x',
        method: 'username',
      },
      {},
    ];
    for (const payload of cases) {
      const res = await register(payload as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
