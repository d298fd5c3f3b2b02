import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';

// spec §3 "A token query parameter in a URL is stored as the session token": a token that passed
// through an address is traded for a fresh session and dies; a provider's sign-in never puts one in
// an address at all (docs/decisions/2026-11-24-member-authentication.md).

/** A stand-in OAuth provider: its token and profile endpoints answer one person. */
function startProvider(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/token')) {
      res.end(JSON.stringify({ access_token: 'provider-access-token' }));
    } else if (req.url?.startsWith('/userinfo')) {
      res.end(
        JSON.stringify({ sub: 'google-subject-42', name: 'Lan Nguyen', email: 'lan@example.vn' }),
      );
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

let app: FastifyInstance;
let provider: Awaited<ReturnType<typeof startProvider>>;
let ip = 0;
const nextIp = () => `198.18.7.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  provider = await startProvider();
  app = await buildTestApp({
    oauth: {
      google: {
        clientId: 'client-id',
        clientSecret: 'client-secret',
        authUrl: `${provider.url}/auth`,
        tokenUrl: `${provider.url}/token`,
        userInfoUrl: `${provider.url}/userinfo`,
      },
    },
  });
  const flags = await app.inject({
    method: 'PATCH',
    url: '/wps/admin/system/whitelabel',
    headers: OPERATOR_AUTH,
    payload: { GOOGLELOGIN3: true, PHONEAUTH3: true },
  });
  expect(flags.statusCode, flags.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

const exchange = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/wps/auth/session/exchange',
    payload,
    headers,
    remoteAddress: nextIp(),
  });
const info = (token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

describe('a token handed over in an address', () => {
  it('is traded for a fresh session and then signs in nobody', async () => {
    const linked = await loginAs(app, 'demo');
    const res = await exchange({ token: linked });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ userName: 'demo', customerType: 0, merchantCode: 'VN01' });
    expect(value.token).not.toBe(linked);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await info(value.token)).statusCode).toBe(200);
    expect((await info(linked)).statusCode).toBe(401);
    // A copy of the link (history, a shared message) no longer works.
    const again = await exchange({ token: linked });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth.session_expired');
  });

  it('gives one session when two tabs trade the same token at once', async () => {
    const linked = await loginAs(app, 'demo');
    const answers = await Promise.all([exchange({ token: linked }), exchange({ token: linked })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an unknown, empty or oversized token', async () => {
    expect((await exchange({ token: 'no-such-token' })).json().code).toBe('auth.session_expired');
    expect((await exchange({})).json().code).toBe('auth.session_expired');
    expect((await exchange({ token: 'x'.repeat(200) })).statusCode).toBe(400);
  });
});

describe('signing in with a provider', () => {
  it('returns to the site with the session in a short-lived HttpOnly cookie, never in the address', async () => {
    const start = await app.inject({ method: 'GET', url: '/wps/auth/oauth/google/start' });
    expect(start.statusCode).toBe(302);
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const back = await app.inject({
      method: 'GET',
      url: `/wps/auth/oauth/google/callback?code=the-code&state=${state}`,
      remoteAddress: nextIp(),
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/m/home?signin=oauth');
    const cookie = String(back.headers['set-cookie']);
    expect(cookie).toMatch(
      /^mc_signin=[\w-]{20,}; Max-Age=120; Path=\/wps\/auth\/session; HttpOnly; SameSite=Lax/,
    );
    const handed = /^mc_signin=([^;]+)/.exec(cookie)![1]!;

    const res = await exchange({}, { cookie: `other=1; mc_signin=${handed}` });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.userName).toMatch(/^gg_[0-9a-f]{10}$/);
    expect(value.token).not.toBe(handed);
    // The cookie is cleared, and the handed-over session is spent.
    expect(String(res.headers['set-cookie'])).toMatch(/^mc_signin=; Max-Age=0;/);
    expect((await info(handed)).statusCode).toBe(401);
    expect((await info(value.token)).json().value.account).toBe(value.userName);
  });
});
