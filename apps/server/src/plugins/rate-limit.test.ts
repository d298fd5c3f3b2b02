import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { getTestDatabase, resetDatabase } from '../testing/test-app.ts';
import { bearer, loginAs } from '../testing/auth-helpers.ts';
import { DEVICE_ID_HEADER } from '@app/contracts';
import { byDevice, limitBy } from './rate-limit.ts';
import { rateLimitFallback } from '../lib/metrics.ts';
import { TcpProxy } from '../testing/tcp-proxy.ts';

/** The test app with routes that opt into a rate limit, and one that does not. */
async function buildLimitedApp(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const database = await getTestDatabase();
  await resetDatabase(database);
  const app = await buildApp({
    database,
    logger: false,
    config: { env: 'test', settingsCacheMs: 0, webDist: '/nonexistent', ...config },
  });
  const ok = async () => ({ success: true, value: 'ok' });
  app.get('/wps/test/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, ok);
  app.post('/wps/test/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, ok);
  app.get('/wps/test/short', { config: { rateLimit: { max: 1, timeWindow: 300 } } }, ok);
  app.get('/wps/test/open', ok);
  // A member's route: counted per member once the session is known.
  app.get(
    '/wps/test/member',
    { config: { auth: 'member', rateLimit: { max: 2, timeWindow: '1 minute' } } },
    ok,
  );
  // Keyed counts: per device id, and per a value of the body.
  app.post(
    '/wps/test/keyed',
    {
      config: { rateLimit: { max: 50, timeWindow: '1 minute' } },
      preHandler: limitBy(app, 'test', [
        byDevice(2, '1 minute'),
        {
          name: 'phone',
          key: (request) => (request.body as { phone?: string } | undefined)?.phone,
          max: 1,
          timeWindow: '1 minute',
        },
      ]),
    },
    ok,
  );
  app.get('/wps/test/throws-429', async () => {
    throw Object.assign(new Error('slow down, from somewhere deep'), { statusCode: 429 });
  });
  await app.ready();
  return app;
}

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildLimitedApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const hit = (url: string, remoteAddress: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, remoteAddress, ...(method === 'POST' ? { payload: {} } : {}) });

  it('lets max calls through, then answers 429 rate.limited in the envelope', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await hit('/wps/test/limited', '198.51.100.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const refused = await hit('/wps/test/limited', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, code: 'rate.limited' });
    expect(body.value.retryAfter).toBeGreaterThan(0);
    expect(body.value.retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each visitor address on its own', async () => {
    expect((await hit('/wps/test/limited', '198.51.100.2')).statusCode).toBe(200);
    expect((await hit('/wps/test/limited', '198.51.100.1')).statusCode).toBe(429);
  });

  it('counts each route and method on its own', async () => {
    expect((await hit('/wps/test/limited', '198.51.100.1', 'POST')).statusCode).toBe(200);
    expect((await hit('/wps/test/limited', '198.51.100.1', 'POST')).statusCode).toBe(429);
  });

  it('groups IPv6 visitors by /64, so one host cannot rotate through its own subnet', async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await hit('/wps/test/limited', `2001:db8:1:2::${i}`)).statusCode).toBe(200);
    }
    expect((await hit('/wps/test/limited', '2001:db8:1:2::ffff')).statusCode).toBe(429);
    expect((await hit('/wps/test/limited', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('lets calls through again once the window has passed', async () => {
    expect((await hit('/wps/test/short', '198.51.100.3')).statusCode).toBe(200);
    expect((await hit('/wps/test/short', '198.51.100.3')).statusCode).toBe(429);
    await sleep(450);
    expect((await hit('/wps/test/short', '198.51.100.3')).statusCode).toBe(200);
  });

  it('leaves routes that do not opt in alone', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await hit('/wps/test/open', '198.51.100.1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('counts a member’s route per member, so that members behind one address do not share it', async () => {
    const [demo, agent] = [await loginAs(app, 'demo'), await loginAs(app, 'agent01')];
    const as = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/wps/test/member',
        remoteAddress: '198.51.100.50',
        headers: bearer(token),
      });
    expect((await as(demo)).statusCode).toBe(200);
    expect((await as(demo)).statusCode).toBe(200);
    const refused = await as(demo);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the same address, another member: a count of their own
    expect((await as(agent)).statusCode).toBe(200);
    expect((await as(agent)).statusCode).toBe(200);
  });

  it('keeps keyed counts per device and per body value, with Retry-After', async () => {
    const post = (device: string | null, phone?: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/test/keyed',
        remoteAddress: '198.51.100.60',
        headers: device ? { [DEVICE_ID_HEADER]: device } : {},
        payload: phone ? { phone } : {},
      });
    const a = 'device-a-0123456789';
    const b = 'device-b-0123456789';
    expect((await post(a)).statusCode).toBe(200);
    expect((await post(a)).statusCode).toBe(200);
    const refused = await post(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate.limited' });
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().value.retryAfter);
    expect((await post(b)).statusCode).toBe(200);
    // no device id: only the address ceiling counts
    for (let i = 0; i < 5; i++) expect((await post(null)).statusCode).toBe(200);
    expect((await post(null, '0911')).statusCode).toBe(200);
    expect((await post(null, '0911')).statusCode).toBe(429);
    expect((await post(null, '0922')).statusCode).toBe(200);
  });

  it('answers any other 429 with rate.limited and no detail', async () => {
    const res = await hit('/wps/test/throws-429', '198.51.100.4');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      code: 'rate.limited',
      message: 'Too many requests, please try again later',
    });
  });
});

describe('rate limits behind a proxy', () => {
  it('keys on the forwarded address when the proxy is trusted', async () => {
    const app = await buildLimitedApp({ trustProxy: true });
    try {
      const via = (client: string) =>
        app.inject({
          method: 'POST',
          url: '/wps/test/limited',
          payload: {},
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      expect((await via('198.51.100.10')).statusCode).toBe(200);
      expect((await via('198.51.100.10')).statusCode).toBe(429);
      // Another visitor behind the same proxy has its own counter.
      expect((await via('198.51.100.11')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  // Needs a Redis server: TEST_REDIS_URL (CI sets it; without it, in CI, the test fails).
  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl && !process.env.CI)(
    'shares counters between processes through Redis',
    async () => {
      expect(redisUrl, 'TEST_REDIS_URL must be set in CI').toBeTruthy();
      const first = await buildLimitedApp({ redisUrl });
      const second = await buildLimitedApp({ redisUrl });
      const visitor = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
      try {
        const post = (app: FastifyInstance) =>
          app.inject({
            method: 'POST',
            url: '/wps/test/limited',
            payload: {},
            remoteAddress: visitor,
          });
        expect((await post(first)).statusCode).toBe(200);
        // the second process sees the first one's count
        expect((await post(second)).statusCode).toBe(429);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});

describe('rate limits when Redis is unreachable', () => {
  const post = (app: FastifyInstance, visitor: string) =>
    app.inject({ method: 'POST', url: '/wps/test/limited', payload: {}, remoteAddress: visitor });

  it('keep holding with the counters of this process (never open), as the metrics say', async () => {
    // Nothing listens on port 1: every Redis command fails.
    const app = await buildLimitedApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      expect((await post(app, '198.51.100.90')).statusCode).toBe(200);
      expect((await post(app, '198.51.100.90')).statusCode).toBe(429);
      expect((await post(app, '198.51.100.91')).statusCode).toBe(200);
      const [fallback] = (await rateLimitFallback.get()).values;
      expect(fallback?.value).toBe(1);
    } finally {
      await app.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl && !process.env.CI)(
    'fall back when Redis goes away mid-traffic and share counts again when it is back',
    async () => {
      expect(redisUrl, 'TEST_REDIS_URL must be set in CI').toBeTruthy();
      const target = new URL(redisUrl!);
      const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      await proxy.start();
      const app = await buildLimitedApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
      const visitor = () => `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
      try {
        const first = visitor();
        expect((await post(app, first)).statusCode).toBe(200);
        // Counted in Redis: the metric says shared.
        expect((await rateLimitFallback.get()).values[0]?.value).toBe(0);
        expect((await post(app, first)).statusCode).toBe(429);
        await proxy.stop();
        const second = visitor();
        expect((await post(app, second)).statusCode).toBe(200);
        expect((await post(app, second)).statusCode).toBe(429);
        expect((await rateLimitFallback.get()).values[0]?.value).toBe(1);
        await proxy.start();
        // Back to Redis once it answers again: a visitor counted there is limited as before.
        await expect
          .poll(
            async () => {
              await post(app, visitor());
              return (await rateLimitFallback.get()).values[0]?.value;
            },
            { timeout: 20_000 },
          )
          .toBe(0);
      } finally {
        await app.close();
        await proxy.stop();
      }
    },
  );
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every route allowance', async () => {
    const app = await buildLimitedApp({ rateLimitMultiplier: 3 });
    try {
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/wps/test/limited',
          payload: {},
          remoteAddress: '198.51.100.77',
        });
      for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
