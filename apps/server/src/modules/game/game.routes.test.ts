import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ProviderListSchema } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { STORED_GAME_CATEGORIES, vendors } from '../../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function providers() {
  const res = await app.inject({ method: 'GET', url: '/wps/game/providers' });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return ProviderListSchema.parse(res.json().value);
}

describe('GET /wps/game/providers', () => {
  it('lists a provider for every category of spec §3, BGS first, with logos', async () => {
    const list = await providers();
    expect(list[0]).toMatchObject({ code: 'BGS', category: 'RNG' });
    const categories = new Set(list.map((p) => p.category));
    for (const category of STORED_GAME_CATEGORIES) expect(categories).toContain(category);
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'TF', 'IMSB', 'DS88', 'SV3', 'JL_FISH']) {
      expect(list.map((p) => p.code)).toContain(code);
    }
    for (const p of list) expect(p.logoUrl).toBe(`/wps/media/vendor/${p.code}.svg`);
    const logo = await app.inject({ method: 'GET', url: list[1]!.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('follows the vendors’ sort order and leaves disabled vendors out', async () => {
    await app.db.update(vendors).set({ sort: -1 }).where(eq(vendors.code, 'SV3'));
    await app.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'JL'));
    const list = await providers();
    expect(list[0]!.code).toBe('SV3');
    expect(list.map((p) => p.code)).not.toContain('JL');
    expect(list.map((p) => p.code)).toContain('JL_FISH');
  });

  it('is refused while the GAMELO3 module is switched off', async () => {
    const patch = (on: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { GAMELO3: on },
      });
    expect((await patch(false)).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/wps/game/providers' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('module.disabled');
    await patch(true);
  });

  it('answers 503 under maintenance', async () => {
    const gate = (enabled: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/gate',
        headers: OPERATOR_AUTH,
        payload: { maintenance: { enabled } },
      });
    await gate(true);
    const res = await app.inject({ method: 'GET', url: '/wps/game/providers' });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('system.maintenance');
    await gate(false);
  });
});
