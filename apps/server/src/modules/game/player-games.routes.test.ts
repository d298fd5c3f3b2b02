import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import {
  FavouriteIdsSchema,
  FavouriteListSchema,
  RECENT_GAMES_KEPT,
  RecentGamesSchema,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { games, members, recentGames, vendors } from '../../db/schema.ts';
import { recordRecentGame } from './player-games.service.ts';

let app: FastifyInstance;
let demo: string;
let agent: string;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await loginAs(app, 'demo');
  agent = await loginAs(app, 'agent01');
});
afterAll(async () => {
  await app.close();
});

async function memberId(account: string): Promise<number> {
  const [row] = await app.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.account, account));
  return row!.id;
}

async function gameIdOf(nodeId: string): Promise<number> {
  const [row] = await app.db.select({ id: games.id }).from(games).where(eq(games.nodeId, nodeId));
  return row!.id;
}

const favourite = (method: 'POST' | 'DELETE', token: string | null, payload?: object, query = '') =>
  app.inject({
    method,
    url: `/wps/game/favourite${query}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function ids(token: string, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/game/favourite/ids${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return FavouriteIdsSchema.parse(res.json().value);
}

async function favourites(token: string, query = '') {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/game/favourite/list${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return FavouriteListSchema.parse(res.json().value);
}

describe('favourites (spec §4 Favourite toggle, §7)', () => {
  it('needs a session', async () => {
    for (const res of [
      await favourite('POST', null, { nodeId: 'BGS-1001', vendor: 'BGS' }),
      await favourite('DELETE', null, { nodeId: 'BGS-1001' }),
      await app.inject({ method: 'GET', url: '/wps/game/favourite/ids' }),
      await app.inject({ method: 'GET', url: '/wps/game/favourite/list' }),
      await favourite('POST', 'not-a-real-token', { nodeId: 'BGS-1001' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(['auth.required', 'auth.session_expired']).toContain(res.json().code);
    }
  });

  it('adds a favourite, twice without harm, and lists it with ids as strings', async () => {
    const first = await favourite('POST', demo, { nodeId: 'BGS-1001', vendor: 'BGS' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      value: { nodeId: 'BGS-1001', favourite: true },
    });
    const again = await favourite('POST', demo, { nodeId: 'BGS-1001', vendor: 'BGS' });
    expect(again.statusCode).toBe(200);
    expect(await ids(demo)).toEqual({ content: ['BGS-1001'], pageNum: 1, totalPages: 1 });

    // Newest first; the vendor may be the vassalage or the vendor row code.
    expect(
      (await favourite('POST', demo, { nodeId: 'JL-5001', vendor: 'JL_FISH' })).statusCode,
    ).toBe(200);
    expect((await favourite('POST', demo, { nodeId: 'DGL-4001' })).statusCode).toBe(200);
    const all = await ids(demo);
    expect(all.content).toEqual(['DGL-4001', 'JL-5001', 'BGS-1001']);
    expect(all.content.every((id) => typeof id === 'string')).toBe(true);

    const page = await favourites(demo, '?language=EN');
    expect(page.content.map((g) => g.nodeId)).toEqual(['DGL-4001', 'JL-5001', 'BGS-1001']);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    const [row] = await app.db
      .select({ names: games.names })
      .from(games)
      .where(eq(games.nodeId, 'JL-5001'));
    expect(page.content[1]!.gameName).toBe(row!.names.en);
  });

  it('filters the list by category and vendor, and pages ids and list', async () => {
    expect((await favourites(demo, '?gameType=FISH')).content.map((g) => g.nodeId)).toEqual([
      'JL-5001',
    ]);
    expect((await favourites(demo, '?gameType=RNG&vendor=BGS')).content).toHaveLength(1);
    expect((await favourites(demo, '?gameType=PVP')).content).toEqual([]);
    const first = await ids(demo, '?pageNo=1&pageSize=2');
    expect(first).toEqual({ content: ['DGL-4001', 'JL-5001'], pageNum: 1, totalPages: 2 });
    expect(await ids(demo, '?pageNo=2&pageSize=2')).toEqual({
      content: ['BGS-1001'],
      pageNum: 2,
      totalPages: 2,
    });
    expect((await ids(demo, '?pageNo=9&pageSize=2')).content).toEqual([]);
    const list = await favourites(demo, '?pageNo=2&pageSize=1');
    expect(list.content.map((g) => g.nodeId)).toEqual(['JL-5001']);
    expect(list.totalPages).toBe(3);
  });

  it('keeps each member’s favourites apart', async () => {
    expect((await ids(agent)).content).toEqual([]);
  });

  it('hides favourites of switched-off games and vendors until they return', async () => {
    await app.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'DGL'));
    expect((await ids(demo)).content).toEqual(['JL-5001', 'BGS-1001']);
    expect((await favourite('POST', demo, { nodeId: 'DGL-4002' })).statusCode).toBe(404);
    await app.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'DGL'));
    expect((await ids(demo)).content).toHaveLength(3);
  });

  it('removes by body or by query, idempotently', async () => {
    const res = await favourite('DELETE', demo, { nodeId: 'DGL-4001', vendor: 'DGL' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ nodeId: 'DGL-4001', favourite: false });
    expect((await favourite('DELETE', demo, { nodeId: 'DGL-4001' })).statusCode).toBe(200);
    const byQuery = await favourite('DELETE', demo, undefined, '?nodeId=JL-5001&vendor=JL');
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect((await ids(demo)).content).toEqual(['BGS-1001']);
  });

  it('answers 404 game.not_found for an unknown nodeId or a vendor that is not the game’s', async () => {
    for (const res of [
      await favourite('POST', demo, { nodeId: 'NOPE-1' }),
      await favourite('DELETE', demo, { nodeId: 'NOPE-1' }),
      await favourite('POST', demo, { nodeId: 'BGS-1002', vendor: 'JL' }),
      await favourite('DELETE', demo, undefined, '?nodeId=NOPE-2'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'game.not_found' });
    }
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [
      {},
      { nodeId: '' },
      { nodeId: 'x'.repeat(10 * 1024) },
      { nodeId: "BGS-1001' or 1=1" },
      { nodeId: 12 },
    ]) {
      const res = await favourite('POST', demo, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await favourite('DELETE', demo)).statusCode).toBe(400);
    for (const query of ['pageSize=101', 'pageSize=100000', 'pageNo=-1', 'pageNo=abc']) {
      const res = await app.inject({
        method: 'GET',
        url: `/wps/game/favourite/ids?${query}`,
        headers: bearer(demo),
      });
      expect(res.statusCode, query).toBe(400);
    }
    const type = await app.inject({
      method: 'GET',
      url: '/wps/game/favourite/list?gameType=NOPE',
      headers: bearer(demo),
    });
    expect(type.statusCode).toBe(400);
  });

  it('lets trial players keep favourites (spec: favourites need a login)', async () => {
    const trial = await app.inject({ method: 'POST', url: '/wps/auth/trial' });
    expect(trial.statusCode).toBe(200);
    const token = trial.json().value.token as string;
    expect((await favourite('POST', token, { nodeId: 'BGS-1003' })).statusCode).toBe(200);
    expect((await ids(token)).content).toEqual(['BGS-1003']);
  });

  it('takes the token as a query parameter as the spec’s calls send it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/wps/game/favourite/ids?token=${encodeURIComponent(demo)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.content).toEqual(['BGS-1001']);
  });

  it('is refused while GAMELOFAV3 is off', async () => {
    const patch = (on: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { GAMELOFAV3: on },
      });
    await patch(false);
    const res = await favourite('POST', demo, { nodeId: 'BGS-1001' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('module.disabled');
    await patch(true);
  });
});

describe('recent games (spec §3 Recent, §7)', () => {
  async function recent(token: string, query = '') {
    const res = await app.inject({
      method: 'GET',
      url: `/wps/game/recent${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return RecentGamesSchema.parse(res.json().value);
  }

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/game/recent' });
    expect(res.statusCode).toBe(401);
  });

  it('lists launched games last played first; a relaunch moves a game to the top', async () => {
    const id = await memberId('demo');
    const t0 = Date.parse('2026-11-01T10:00:00Z');
    await recordRecentGame(app.db, id, await gameIdOf('BGS-1001'), new Date(t0));
    await recordRecentGame(app.db, id, await gameIdOf('JL-5001'), new Date(t0 + 60_000));
    await recordRecentGame(app.db, id, await gameIdOf('DGL-4001'), new Date(t0 + 120_000));
    let value = await recent(demo);
    expect(value.list.map((g) => g.nodeId)).toEqual(['DGL-4001', 'JL-5001', 'BGS-1001']);
    expect(value.list[0]!.lastPlayedAt).toBe(new Date(t0 + 120_000).toISOString());
    expect(value).toMatchObject({ pageNum: 1, totalPages: 1 });

    await recordRecentGame(app.db, id, await gameIdOf('BGS-1001'), new Date(t0 + 180_000));
    value = await recent(demo);
    expect(value.list.map((g) => g.nodeId)).toEqual(['BGS-1001', 'DGL-4001', 'JL-5001']);
    // Without a time, the database clock (now) puts it first.
    await recordRecentGame(app.db, id, await gameIdOf('JL-5001'));
    expect((await recent(demo)).list[0]!.nodeId).toBe('JL-5001');

    const [row] = await app.db
      .select({ playCount: recentGames.playCount })
      .from(recentGames)
      .where(eq(recentGames.gameId, await gameIdOf('BGS-1001')));
    expect(row!.playCount).toBe(2);
  });

  it('filters by category and vassalage, in the requested language', async () => {
    expect((await recent(demo, '?gameType=FISH')).list.map((g) => g.nodeId)).toEqual(['JL-5001']);
    expect((await recent(demo, '?vassalage=BGS')).list.map((g) => g.nodeId)).toEqual(['BGS-1001']);
    const [row] = await app.db
      .select({ names: games.names })
      .from(games)
      .where(eq(games.nodeId, 'BGS-1001'));
    const en = await recent(demo, '?language=EN&gameType=RNG');
    expect(en.list[0]!.gameName).toBe(row!.names.en);
    expect((await recent(agent)).list).toEqual([]);
  });

  it(`keeps only the newest ${RECENT_GAMES_KEPT} per member and pages them by 25`, async () => {
    const id = await memberId('agent01');
    const rows = await app.db
      .select({ id: games.id, nodeId: games.nodeId })
      .from(games)
      .where(eq(games.enabled, true))
      .orderBy(asc(games.id))
      .limit(RECENT_GAMES_KEPT + 5);
    const t0 = Date.parse('2026-11-02T00:00:00Z');
    for (const [i, row] of rows.entries()) {
      await recordRecentGame(app.db, id, row.id, new Date(t0 + i * 1000));
    }
    const [kept] = await app.db
      .select({ n: count() })
      .from(recentGames)
      .where(eq(recentGames.memberId, id));
    expect(Number(kept!.n)).toBe(RECENT_GAMES_KEPT);

    const first = await recent(agent);
    expect(first.list).toHaveLength(25);
    expect(first.totalPages).toBe(RECENT_GAMES_KEPT / 25);
    expect(first.list[0]!.nodeId).toBe(rows.at(-1)!.nodeId);
    const last = await recent(agent, `?page=${RECENT_GAMES_KEPT / 25}`);
    // The five oldest launches are gone; the oldest kept is the sixth.
    expect(last.list.at(-1)!.nodeId).toBe(rows[5]!.nodeId);
    expect((await recent(agent, '?page=99')).list).toEqual([]);
    // The other member's list is untouched.
    expect((await recent(demo)).list).toHaveLength(3);
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['pageSize=101', 'page=0', 'page=-3', 'gameType=HOT']) {
      const res = await app.inject({
        method: 'GET',
        url: `/wps/game/recent?${query}`,
        headers: bearer(demo),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
