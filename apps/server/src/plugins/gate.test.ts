import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { getTestDatabase, OPERATOR_AUTH, resetDatabase } from '../testing/test-app.ts';

/** The test app with a few /wps routes of our own, one of them belonging to module CBS3. */
async function buildGateApp(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const database = await getTestDatabase();
  await resetDatabase(database);
  const app = await buildApp({
    database,
    logger: false,
    config: {
      env: 'test',
      operatorToken: 'test-operator-token-0123456789',
      settingsCacheMs: 0,
      webDist: '/nonexistent',
      ...config,
    },
  });
  app.get('/wps/test/plain', async (request) => ({ success: true, value: { ip: request.ip } }));
  app.get('/wps/test/cbs', { config: { module: 'CBS3' } }, async () => ({
    success: true,
    value: 'cbs',
  }));
  app.get('/wps/test/ungated', { config: { gate: false } }, async () => ({
    success: true,
    value: 'ungated',
  }));
  await app.ready();
  return app;
}

async function patch(app: FastifyInstance, what: 'gate' | 'whitelabel', payload: object) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/wps/admin/system/${what}`,
    headers: OPERATOR_AUTH,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const VISITOR = '203.0.113.9';

describe('module switches', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildGateApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers, remoteAddress: VISITOR });

  it('refuses a call that names a switched-off module in the module header', async () => {
    expect((await get('/wps/test/plain', { 'x-module-id': 'CBS3' })).statusCode).toBe(200);
    await patch(app, 'whitelabel', { CBS3: false });
    const res = await get('/wps/test/plain', { 'x-module-id': 'CBS3' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'module.disabled',
      value: { module: 'CBS3' },
    });
    // Other modules and calls without the header are not affected.
    expect((await get('/wps/test/plain', { 'x-module-id': 'COMM3' })).statusCode).toBe(200);
    expect((await get('/wps/test/plain')).statusCode).toBe(200);
  });

  it('refuses a route whose own module is off, whatever the header says', async () => {
    const off = await get('/wps/test/cbs', { 'x-module-id': 'COMM3' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'module.disabled', value: { module: 'CBS3' } });
    expect((await get('/wps/test/cbs')).statusCode).toBe(403);
    await patch(app, 'whitelabel', { CBS3: true });
    expect((await get('/wps/test/cbs')).statusCode).toBe(200);
  });

  it('ignores an unknown or malformed module header', async () => {
    await patch(app, 'whitelabel', { CBS3: false });
    for (const value of ['NOPE3', 'cbs3', '', 'CBS3 ', '__proto__', 'x'.repeat(5000)]) {
      const res = await get('/wps/test/plain', { 'x-module-id': value });
      expect(res.statusCode, JSON.stringify(value.slice(0, 20))).toBe(200);
    }
    await patch(app, 'whitelabel', { CBS3: true });
  });

  it('does not gate the status call and the operator routes on the module header', async () => {
    await patch(app, 'whitelabel', { CBS3: false });
    const status = await get('/wps/system/status', { 'x-module-id': 'CBS3' });
    expect(status.statusCode).toBe(200);
    expect(status.json().value.info.whitelabel.CBS3).toBe(false);
    await patch(app, 'whitelabel', { CBS3: true });
  });
});

describe('maintenance and region restriction', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildGateApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, ip = VISITOR) =>
    app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  /** Every gated GET route the app registered (modules added later are covered too). */
  function gatedRoutes() {
    return app.routeCatalogue.filter(
      (r) =>
        r.url.startsWith('/wps/') &&
        !r.url.startsWith('/wps/docs') &&
        r.gated &&
        r.method !== 'HEAD',
    );
  }

  it('answers status and refuses every other gated call under maintenance', async () => {
    await patch(app, 'gate', { maintenance: { enabled: true, title: 'Back soon' } });
    const status = await get('/wps/system/status');
    expect(status.statusCode).toBe(200);
    expect(status.json().value).toMatchObject({ status: 1, maintenance: { title: 'Back soon' } });
    expect((await get('/wps/test/ungated')).statusCode).toBe(200);
    expect(gatedRoutes().length).toBeGreaterThan(1);
    for (const route of gatedRoutes()) {
      const res = await app.inject({
        method: route.method,
        url: route.url.replace(/:[A-Za-z0-9_]+/g, '1'),
        remoteAddress: VISITOR,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'system.maintenance' });
    }
    // The operator can still switch it off.
    await patch(app, 'gate', { maintenance: { enabled: false } });
    expect((await get('/wps/test/plain')).statusCode).toBe(200);
  });

  it('answers status and refuses other calls for a restricted address or country', async () => {
    await patch(app, 'gate', {
      regionRestriction: {
        enabled: true,
        blockedRanges: ['203.0.113.0/24', '2001:db8::/32'],
        blockedCountries: ['US'],
      },
    });
    for (const [ip, headers] of [
      [VISITOR, {}],
      ['::ffff:203.0.113.77', {}],
      ['2001:db8::1', {}],
      ['198.51.100.1', { 'cf-ipcountry': 'us' }],
    ] as const) {
      const status = await get('/wps/system/status', headers, ip);
      expect(status.statusCode).toBe(200);
      expect(status.json().value.status, ip).toBe(2);
      const res = await get('/wps/test/plain', headers, ip);
      expect(res.statusCode, ip).toBe(403);
      expect(res.json()).toMatchObject({ code: 'system.region_restricted' });
      expect((await get('/wps/test/ungated', headers, ip)).statusCode).toBe(200);
    }
    expect(
      (await get('/wps/test/plain', { 'cf-ipcountry': 'VN' }, '198.51.100.1')).statusCode,
    ).toBe(200);
  });

  it('says maintenance, not restricted, when both apply (spec §4)', async () => {
    await patch(app, 'gate', { maintenance: { enabled: true } });
    expect((await get('/wps/system/status')).json().value.status).toBe(1);
    const res = await get('/wps/test/plain');
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('system.maintenance');
    await patch(app, 'gate', {
      maintenance: { enabled: false },
      regionRestriction: { enabled: false },
    });
    expect((await get('/wps/test/plain')).statusCode).toBe(200);
  });

  it('cannot be slipped past with an encoded or oddly written path', async () => {
    await patch(app, 'gate', { maintenance: { enabled: true } });
    for (const url of [
      '/%77ps/test/plain',
      '/wps/%74est/plain',
      '/wps/test/plain/',
      '/wps/test/plain?x=/wps/docs',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).not.toBe(200);
    }
    await patch(app, 'gate', { maintenance: { enabled: false } });
  });
});

describe('TRUST_PROXY decides which address the gate sees', () => {
  const forwarded = { 'x-forwarded-for': '198.51.100.7' };
  const block = { regionRestriction: { enabled: true, blockedRanges: ['198.51.100.0/24'] } };

  it('reads the configuration', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('with trustProxy true, X-Forwarded-For is the visitor', async () => {
    const app = await buildGateApp({ trustProxy: true });
    try {
      await patch(app, 'gate', block);
      const status = await app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: forwarded,
        remoteAddress: '10.0.0.2',
      });
      expect(status.json().value).toMatchObject({ status: 2, location: { ip: '198.51.100.7' } });
      const res = await app.inject({
        method: 'GET',
        url: '/wps/test/plain',
        headers: forwarded,
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('system.region_restricted');
    } finally {
      await app.close();
    }
  });

  it('with trustProxy false, X-Forwarded-For is ignored both ways', async () => {
    const app = await buildGateApp({ trustProxy: false });
    try {
      await patch(app, 'gate', block);
      const res = await app.inject({
        method: 'GET',
        url: '/wps/test/plain',
        headers: forwarded,
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.ip).toBe('10.0.0.2');
      // A blocked visitor cannot unblock itself with a forged header.
      const forged = await app.inject({
        method: 'GET',
        url: '/wps/test/plain',
        headers: { 'x-forwarded-for': '203.0.113.1' },
        remoteAddress: '198.51.100.9',
      });
      expect(forged.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('with a list of proxies, trusts X-Forwarded-For only from them', async () => {
    const app = await buildGateApp({ trustProxy: '10.0.0.0/8' });
    try {
      await patch(app, 'gate', block);
      const fromProxy = await app.inject({
        method: 'GET',
        url: '/wps/test/plain',
        headers: forwarded,
        remoteAddress: '10.1.2.3',
      });
      expect(fromProxy.statusCode).toBe(403);
      const direct = await app.inject({
        method: 'GET',
        url: '/wps/test/plain',
        headers: forwarded,
        remoteAddress: '203.0.113.50',
      });
      expect(direct.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
