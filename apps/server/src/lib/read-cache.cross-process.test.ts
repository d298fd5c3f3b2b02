import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VendorConfigSchema } from '@app/contracts';
import { queryRows } from '../db/client.ts';
import { buildTestApp, OPERATOR_AUTH, testDatabaseUrl } from '../testing/test-app.ts';

// Two app instances on one database, as two processes of a fleet: each keeps the catalogue's
// answers, the banners and the settings for an hour, so only the cache's bus (Redis, or PostgreSQL
// LISTEN/NOTIFY) can tell the second about a change made through the first. CI sets both
// TEST_REDIS_URL and TEST_DATABASE_URL; without them these tests are skipped.

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function twoProcesses(config: Record<string, unknown>) {
  const hour = { readCacheMs: 3_600_000, settingsCacheMs: 60_000, ...config };
  const first = await buildTestApp(hour);
  apps.push(first);
  const second = await buildTestApp(hour, { reset: false });
  apps.push(second);
  return [first, second] as const;
}

const displayName = async (app: FastifyInstance) =>
  VendorConfigSchema.parse(
    (await app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_getVassGameType' })).json().value,
  ).displayNames.JL_FISH;

const statusCode = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status as number;

const listedNodeIds = async (app: FastifyInstance) =>
  (
    (await app.inject({ method: 'GET', url: '/wps/game/list?gameType=RNG&pageSize=3' })).json()
      .value.games as { nodeId: string }[]
  ).map((game) => game.nodeId);

async function changesReachTheOther(first: FastifyInstance, second: FastifyInstance) {
  const before = await displayName(second);
  // The second answers game lists from its snapshot of the catalogue (game-list-index.ts).
  expect(await second.gameListIndex.ready()).toBeDefined();
  const [listedFirst] = await listedNodeIds(second);
  expect(await statusCode(second)).toBe(0);
  const renamed = await first.inject({
    method: 'PATCH',
    url: '/wps/admin/game/vendors/JL_FISH',
    headers: OPERATOR_AUTH,
    payload: { displayName: 'Đổi ở tiến trình 1' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  // The bus delivers in its own time: wait for the state, not for a time.
  await expect.poll(() => displayName(second), { timeout: 30_000 }).toBe('Đổi ở tiến trình 1');
  // A game switched off through the first leaves the second's lists.
  const [row] = await queryRows<{ id: number }>(
    first.db,
    sql`select id::float8 as id from games where node_id = ${listedFirst!}`,
  );
  const off = await first.inject({
    method: 'PATCH',
    url: `/wps/admin/game/games/${row!.id}`,
    headers: OPERATOR_AUTH,
    payload: { enabled: false },
  });
  expect(off.statusCode, off.body).toBe(200);
  await expect
    .poll(async () => (await listedNodeIds(second)).includes(listedFirst!), { timeout: 30_000 })
    .toBe(false);
  // A banner renamed through the first reaches the second's banner call (topic content).
  const homeBanners = async () =>
    (await second.inject({ method: 'GET', url: '/wps/content/banners?groupName=m_home' })).json()
      .value as { id: number; title: string }[];
  const homeTitles = async () => (await homeBanners()).map((shown) => shown.title);
  const [banner] = await homeBanners();
  expect(banner!.title).not.toBe('Banner đổi ở tiến trình 1');
  const retitled = await first.inject({
    method: 'PATCH',
    url: `/wps/admin/content/banners/${banner!.id}`,
    headers: OPERATOR_AUTH,
    payload: { title: 'Banner đổi ở tiến trình 1' },
  });
  expect(retitled.statusCode, retitled.body).toBe(200);
  await expect.poll(homeTitles, { timeout: 30_000 }).toContain('Banner đổi ở tiến trình 1');
  // Maintenance closes every call but the status (so it comes after the catalogue's check).
  const gate = await first.inject({
    method: 'PATCH',
    url: '/wps/admin/system/gate',
    headers: OPERATOR_AUTH,
    payload: { maintenance: { enabled: true } },
  });
  expect(gate.statusCode, gate.body).toBe(200);
  await expect.poll(() => statusCode(second), { timeout: 30_000 }).toBe(1);
  expect(before).not.toBe('Đổi ở tiến trình 1');
}

describe.runIf(process.env.TEST_REDIS_URL)('cached reads across processes through Redis', () => {
  it("an operator's change through one process reaches the other's cache", async () => {
    const [first, second] = await twoProcesses({ redisUrl: process.env.TEST_REDIS_URL });
    await Promise.all([first.readCache.ready(), second.readCache.ready()]);
    await changesReachTheOther(first, second);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'cached reads across processes through PostgreSQL LISTEN/NOTIFY',
  () => {
    it("an operator's change through one process reaches the other's cache", async () => {
      const [first, second] = await twoProcesses({
        databaseUrl: testDatabaseUrl() ?? undefined,
        redisUrl: undefined,
      });
      await Promise.all([first.readCache.ready(), second.readCache.ready()]);
      await changesReachTheOther(first, second);
    }, 120_000);
  },
);
