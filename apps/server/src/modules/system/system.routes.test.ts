import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function setGate(body: unknown) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/wps/admin/system/gate',
    headers: OPERATOR_AUTH,
    payload: body as object,
  });
  expect(res.statusCode).toBe(200);
}

async function status(headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/system/status',
    headers,
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

describe('GET /wps/system/status', () => {
  it('answers 0 with the site settings when nothing is restricted', async () => {
    const value = await status();
    expect(value.status).toBe(0);
    expect(value.location.ip).toBe('203.0.113.9');
    expect(value.info.languages).toContain('TY');
  });

  it('answers 1 under maintenance, also when the visitor is region restricted (spec §4)', async () => {
    await setGate({
      maintenance: { enabled: true },
      regionRestriction: { enabled: true, blockedRanges: ['203.0.113.0/24'] },
    });
    const value = await status();
    expect(value.status).toBe(1);
    expect(value.regionRestriction.restricted).toBe(true);
  });

  it('answers 2 only when restricted and not under maintenance', async () => {
    await setGate({ maintenance: { enabled: false } });
    expect((await status()).status).toBe(2);
    expect((await status({}, '198.51.100.1')).status).toBe(0);
    await setGate({ regionRestriction: { blockedRanges: [], blockedCountries: ['US'] } });
    expect((await status({ 'cf-ipcountry': 'us' })).status).toBe(2);
    expect((await status({ 'cf-ipcountry': 'VN' })).status).toBe(0);
    await setGate({ regionRestriction: { enabled: false } });
    expect((await status({ 'cf-ipcountry': 'US' })).status).toBe(0);
  });

  it('leaves the maintenance title and text to the site when the operator wrote none (no English on a Vietnamese site)', async () => {
    await setGate({ maintenance: { enabled: true } });
    const value = await status({}, '198.51.100.2');
    expect(value.status).toBe(1);
    expect(value.maintenance).toMatchObject({ title: '', text: '' });
    // the download bar's tagline and channel titles: the merchant's words or none
    expect(value.info.mobileTemplate.app_desc).not.toMatch(/play anywhere/i);
    for (const cs of value.info.customerService) expect(cs.title).not.toBe('Customer service');
    await setGate({ maintenance: { enabled: false } });
  });

  it('serves English texts that earlier defaults stored as empty, and an operator’s own as written', async () => {
    await setGate({
      maintenance: {
        enabled: true,
        title: 'System maintenance',
        text: 'We are upgrading the system. Please try again later.',
      },
    });
    expect((await status({}, '198.51.100.3')).maintenance).toMatchObject({ title: '', text: '' });
    await setGate({ maintenance: { title: 'Bảo trì định kỳ', text: 'Quay lại lúc 03:00' } });
    expect((await status({}, '198.51.100.3')).maintenance).toMatchObject({
      title: 'Bảo trì định kỳ',
      text: 'Quay lại lúc 03:00',
    });
    await setGate({ maintenance: { enabled: false, title: '', text: '' } });
  });

  it('refuses gate changes without the operator token and a malformed range', async () => {
    const anon = await app.inject({ method: 'PATCH', url: '/wps/admin/system/gate', payload: {} });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('operator.unauthorized');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/gate',
      headers: OPERATOR_AUTH,
      payload: { regionRestriction: { blockedRanges: ['300.1.1.1/8'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
  });
});
