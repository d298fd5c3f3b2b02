import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  GameListSchema,
  getSystemStatusEndpoint,
  okEnvelope,
  SystemStatusSchema,
  VendorConfigSchema,
} from '@app/contracts';
import * as core from 'zod/v4/core';
import { vendors } from '../../db/schema.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { getSystemStatus } from '../system/system.service.ts';

// The catalogue's public reads and the status call answered from memory (lib/read-cache.ts):
// the same bodies as before, an ETag, pre-compressed bodies, and operators' changes seen at once
// while a change made behind the server's back waits for the cache's lifetime.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ readCacheMs: 3_600_000, settingsCacheMs: 60_000 });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const displayNameOf = async (code: string) =>
  VendorConfigSchema.parse((await get('/wps/relay/GCSGAME_getVassGameType')).json().value)
    .displayNames[code];

describe('cached catalogue reads', () => {
  it('answer the same body with an ETag, and 304 to a matching If-None-Match', async () => {
    const first = await get('/wps/game/list?gameType=RNG&pageSize=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(GameListSchema.parse(first.json().value).games).toHaveLength(10);
    // The query's fields in another order are the same answer.
    const again = await get('/wps/game/list?pageSize=10&gameType=RNG');
    expect(again.headers.etag).toBe(etag);
    const unchanged = await get('/wps/game/list?gameType=RNG&pageSize=10', {
      'if-none-match': etag,
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('send a pre-compressed body by Accept-Encoding', async () => {
    const plain = await get('/wps/game/list?gameType=RNG&pageSize=30');
    const br = app.inject({
      method: 'GET',
      url: '/wps/game/list?gameType=RNG&pageSize=30',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const res = await br;
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it("see an operator's change at once; a change behind the server's back waits", async () => {
    const before = await displayNameOf('JL_FISH');
    // Written in SQL by hand: the cached answer stays until the cache's lifetime ends.
    await app.db
      .update(vendors)
      .set({ displayName: 'Behind the back' })
      .where(eq(vendors.code, 'JL_FISH'));
    expect(await displayNameOf('JL_FISH')).toBe(before);
    const changed = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/game/vendors/JL_FISH',
      headers: OPERATOR_AUTH,
      payload: { displayName: 'JILI Cá mới' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await displayNameOf('JL_FISH')).toBe('JILI Cá mới');
    await app.inject({
      method: 'PATCH',
      url: '/wps/admin/game/vendors/JL_FISH',
      headers: OPERATOR_AUTH,
      payload: { displayName: before },
    });
    expect(await displayNameOf('JL_FISH')).toBe(before);
  });
});

describe('the status call from serialised settings', () => {
  const status = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers });

  it("is the same answer as the schema's, per visitor, revalidated by ETag", async () => {
    const res = await status('203.0.113.9', { 'cf-ipcountry': 'vn' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const expected = core.encode(okEnvelope(getSystemStatusEndpoint.response), {
      success: true,
      value: await getSystemStatus(app.settings, { ip: '203.0.113.9', country: 'VN' }),
    });
    expect(res.json()).toEqual(expected);
    expect(SystemStatusSchema.parse(res.json().value).location).toEqual({
      ip: '203.0.113.9',
      country: 'VN',
    });
    const again = await status('203.0.113.9', {
      'cf-ipcountry': 'vn',
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    // Another visitor has another answer, so another ETag.
    const other = await status('198.51.100.7', { 'if-none-match': res.headers.etag as string });
    expect(other.statusCode).toBe(200);
    expect(other.json().value.location.ip).toBe('198.51.100.7');
  });

  it('follows an operator switching maintenance on and off at once', async () => {
    const before = await status('203.0.113.9');
    const setGate = (enabled: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/gate',
        headers: OPERATOR_AUTH,
        payload: { maintenance: { enabled } },
      });
    expect((await setGate(true)).statusCode).toBe(200);
    try {
      const during = await status('203.0.113.9');
      expect(during.json().value.status).toBe(1);
      expect(during.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await setGate(false);
    }
    const after = await status('203.0.113.9');
    expect(after.json().value.status).toBe(0);
    expect(after.headers.etag).toBe(before.headers.etag);
  });
});
