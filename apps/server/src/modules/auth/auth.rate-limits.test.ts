import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_ID_HEADER } from '@app/contracts';
import { buildTestApp } from '../../testing/test-app.ts';
import { solvedCaptcha } from '../../testing/auth-helpers.ts';

// Issue 18 "Rate limits that fit people": an office or a carrier's NAT puts many people behind one
// address. Per address only a ceiling (at least 100 registrations and 100 free-play starts an
// hour); the tight counts are per device, phone number or member.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** One browser: a device id as the site keeps it in local storage. */
const newDevice = () => randomBytes(16).toString('base64url');

let nextName = 1;
async function register(ip: string, device: string | null): Promise<LightMyRequestResponse> {
  const username = `nat${Date.now().toString(36).slice(-5)}${nextName++}`.slice(0, 16);
  return app.inject({
    method: 'PUT',
    url: '/wps/auth/register',
    remoteAddress: ip,
    headers: device ? { [DEVICE_ID_HEADER]: device } : {},
    payload: {
      ...(await solvedCaptcha(app)),
      method: 'username',
      username,
      password: 'Lotus2468x',
      confirmPassword: 'Lotus2468x',
    },
  });
}

function startTrial(ip: string, device: string | null) {
  return app.inject({
    method: 'POST',
    url: '/wps/auth/trial',
    remoteAddress: ip,
    headers: device ? { [DEVICE_ID_HEADER]: device } : {},
  });
}

function expectRateLimited(res: LightMyRequestResponse, maxWaitSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, code: 'rate.limited' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitSeconds);
  expect(res.json().value.retryAfter).toBe(retryAfter);
}

describe('registration and free play from one address (an office, a carrier NAT)', () => {
  const office = '198.51.100.200';

  it('lets 100 registrations from one address through in an hour, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await register(office, newDevice());
      expect(res.statusCode, `registration ${i + 1}: ${res.body}`).toBe(201);
    }
    expectRateLimited(await register(office, newDevice()), 3600);
    // another address is not affected
    expect((await register('198.51.100.201', newDevice())).statusCode).toBe(201);
  }, 120_000);

  it('counts free play apart from registration: 100 starts from the same address pass', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await startTrial(office, newDevice());
      expect(res.statusCode, `free play ${i + 1}: ${res.body}`).toBe(200);
    }
    expectRateLimited(await startTrial(office, newDevice()), 3600);
  }, 120_000);
});

describe('counts on one device, phone number and member', () => {
  it('stops one device after 10 registrations an hour while its neighbours go on', async () => {
    const ip = '198.51.100.210';
    const device = newDevice();
    for (let i = 0; i < 10; i++) expect((await register(ip, device)).statusCode).toBe(201);
    expectRateLimited(await register(ip, device), 3600);
    expect((await register(ip, newDevice())).statusCode).toBe(201);
  }, 60_000);

  it('stops one device after 10 free-play starts an hour', async () => {
    const device = newDevice();
    for (let i = 0; i < 10; i++) {
      expect((await startTrial('198.51.100.211', device)).statusCode).toBe(200);
    }
    expectRateLimited(await startTrial('198.51.100.212', device), 3600);
  });

  it('takes at most 5 code requests an hour for one phone number, from any address and device', async () => {
    const send = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/wps/auth/sms',
        // a minute apart per purpose is the service's own rule; the purposes let 5 through at once
        payload: {
          mobileNum: '0955000111',
          countryDialingCode: '+84',
          purpose: (['register', 'login', 'reset'] as const)[i % 3],
        },
        remoteAddress: `198.51.100.${220 + i}`,
        headers: { [DEVICE_ID_HEADER]: newDevice() },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send(i));
    // each answer is a code or the per-minute refusal; none is the hourly limit until the sixth
    for (const res of answers.slice(0, 5)) expect(res.json().code).not.toBe('rate.limited');
    expectRateLimited(answers[5]!, 3600);
  });

  it('ignores a malformed device id (the address ceiling still counts)', async () => {
    const ip = '198.51.100.230';
    for (let i = 0; i < 12; i++) {
      expect((await startTrial(ip, 'not a device id!')).statusCode).toBe(200);
    }
  });
});
