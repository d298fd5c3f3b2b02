import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminGamePageSchema, AdminVendorSchema } from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { originalsLimits } from '../originals/originals-settings.ts';
import { checkStake } from '../originals/originals.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: OPERATOR_AUTH, ...(payload ? { payload } : {}) });

async function auditOf(action: string, targetId: string) {
  const res = await call('GET', `/wps/admin/audit?action=${action}&targetId=${targetId}`);
  return res.json().value.list as {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];
}

describe('back office: vendors', () => {
  it('lists every vendor with its game counts', async () => {
    const res = await call('GET', '/wps/admin/game/vendors');
    expect(res.statusCode).toBe(200);
    const list = res.json().value.map((v: unknown) => AdminVendorSchema.parse(v));
    const pg = list.find((v: { code: string }) => v.code === 'BGS');
    expect(pg.games).toBeGreaterThan(0);
    expect(pg.enabledGames).toBeLessThanOrEqual(pg.games);
  });

  it('switches a vendor off (it leaves the lobby) and on again, each change audited', async () => {
    const providers = async () =>
      (await app.inject({ method: 'GET', url: '/wps/game/providers' }))
        .json()
        .value.map((p: { code: string }) => p.code);
    expect(await providers()).toContain('JL_FISH');
    try {
      const off = await call('PATCH', '/wps/admin/game/vendors/JL_FISH', {
        enabled: false,
        displayName: 'JILI Cá',
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().value).toMatchObject({ enabled: false, displayName: 'JILI Cá' });
      expect(await providers()).not.toContain('JL_FISH');
      const [line] = await auditOf('game.vendor', 'JL_FISH');
      expect(line!.before.enabled).toBe(true);
      expect(line!.after.enabled).toBe(false);
    } finally {
      await call('PATCH', '/wps/admin/game/vendors/JL_FISH', { enabled: true });
    }
    expect(await providers()).toContain('JL_FISH');
  });

  it('refuses an unknown vendor and unknown fields', async () => {
    expect((await call('PATCH', '/wps/admin/game/vendors/NOPE', { sort: 1 })).json().code).toBe(
      'game.vendor_not_found',
    );
    const bad = await call('PATCH', '/wps/admin/game/vendors/JL_FISH', { code: 'X' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('back office: games', () => {
  it('finds games by Vietnamese name without accents, by code and by vendor', async () => {
    const all = AdminGamePageSchema.parse(
      (await call('GET', '/wps/admin/game/games?pageSize=5')).json().value,
    );
    expect(all.total).toBeGreaterThan(5);
    const sample = all.list[0]!;
    const byVendor = AdminGamePageSchema.parse(
      (await call('GET', `/wps/admin/game/games?vendor=${sample.vendorCode}&pageSize=200`)).json()
        .value,
    );
    expect(byVendor.list.every((g) => g.vendorCode === sample.vendorCode)).toBe(true);
    const byCode = AdminGamePageSchema.parse(
      (await call('GET', `/wps/admin/game/games?q=${encodeURIComponent(sample.gameCode)}`)).json()
        .value,
    );
    expect(byCode.list.map((g) => g.id)).toContain(sample.id);
    const accented = byVendor.list.find((g) => /[ăâđêôơưàáảãạ]/i.test(g.names.vi));
    if (accented) {
      const plain = accented.names.vi
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd');
      const found = AdminGamePageSchema.parse(
        (
          await call('GET', `/wps/admin/game/games?q=${encodeURIComponent(plain)}&pageSize=200`)
        ).json().value,
      );
      expect(found.list.map((g) => g.id)).toContain(accented.id);
    }
  });

  it('changes flags, order, minimum bet and names; a game switched off leaves the list; audited', async () => {
    const page = AdminGamePageSchema.parse(
      (await call('GET', '/wps/admin/game/games?category=RNG&enabled=true&pageSize=1')).json()
        .value,
    );
    const game = page.list[0]!;
    const listedTotal = async () =>
      (await app.inject({ method: 'GET', url: '/wps/game/list?gameType=RNG' })).json().value
        .total as number;
    const before = await listedTotal();
    try {
      const res = await call('PATCH', `/wps/admin/game/games/${game.id}`, {
        isHot: !game.isHot,
        minBet: '1500',
        names: { vi: 'Trò chơi thử', en: 'Test game' },
        enabled: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({
        isHot: !game.isHot,
        minBet: '1500.00',
        names: { vi: 'Trò chơi thử', en: 'Test game' },
        enabled: false,
      });
      expect(await listedTotal()).toBe(before - 1);
      const [line] = await auditOf('game.update', String(game.id));
      expect(line!.before.minBet).toBe(game.minBet);
      expect(line!.after.minBet).toBe('1500.00');
    } finally {
      await call('PATCH', `/wps/admin/game/games/${game.id}`, {
        isHot: game.isHot,
        minBet: game.minBet,
        names: game.names,
        enabled: true,
      });
    }
  });

  it('answers a game whose stored names lack a language, and switches it off', async () => {
    await app.db.execute(sql`
      insert into games (node_id, game_code, game_id, game_type, vassalage, vendor_code, node_name,
        game_name, names, icon_url, game_classify_new, sort)
      values ('ONE-NAME', 'ONE_NAME', '990001', 'RNG', 'BGS', 'BGS', 'One name', 'One name',
        '{"vi": "Một tên"}', '/wps/media/game/ONE-NAME.svg', 'SLOT', 1)`);
    const [row] = await queryRows<{ id: number }>(
      app.db,
      sql`select id::float8 as id from games where node_id = 'ONE-NAME'`,
    );
    const res = await call('PATCH', `/wps/admin/game/games/${row!.id}`, { enabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ names: { vi: 'Một tên', en: '' }, enabled: false });
  });

  it('refuses an unknown game, a negative minimum bet and a script address for the icon', async () => {
    expect(
      (await call('PATCH', '/wps/admin/game/games/99999999', { isHot: true })).json().code,
    ).toBe('game.not_found');
    const page = (await call('GET', '/wps/admin/game/games?pageSize=1')).json().value;
    const id = page.list[0].id;
    for (const body of [
      { minBet: '-5' },
      { iconUrl: 'javascript:alert(1)' },
      { iconUrl: '//evil.example/x.png' },
    ]) {
      const res = await call('PATCH', `/wps/admin/game/games/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('back office: in-house games', () => {
  it('answers the design limits, then holds the next round to the operator’s, audited', async () => {
    const first = (await call('GET', '/wps/admin/game/originals')).json().value;
    expect(first.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'lotus-slot',
      'dice',
    ]);
    const res = await call('PATCH', '/wps/admin/game/originals', {
      gameCode: 'dice',
      minStake: '1',
      maxStake: '5000',
    });
    expect(res.statusCode, res.body).toBe(200);
    const dice = res.json().value.games.find((g: { gameCode: string }) => g.gameCode === 'dice');
    expect(dice).toMatchObject({ minStake: '1.00', maxStake: '5000.00' });
    const limits = (await originalsLimits(app.db)).dice;
    expect(() => checkStake('dice', '0.50', limits)).toThrow(
      expect.objectContaining({ code: 'originals.stake_below_min' }),
    );
    expect(() => checkStake('dice', '5000.01', limits)).toThrow(
      expect.objectContaining({ code: 'originals.stake_above_max' }),
    );
    expect(checkStake('dice', '2.00', limits)).toBe(200n);
    const [line] = await auditOf('game.originals', 'dice');
    expect(line!.after).toMatchObject({
      games: expect.arrayContaining([expect.objectContaining(dice)]),
    });
    await call('PATCH', '/wps/admin/game/originals', {
      gameCode: 'dice',
      minStake: '0.10',
      maxStake: '10000',
    });
  });

  it('refuses a smallest stake above the largest, and unknown games', async () => {
    const inverted = await call('PATCH', '/wps/admin/game/originals', {
      gameCode: 'dice',
      minStake: '100',
      maxStake: '10',
    });
    expect(inverted.statusCode).toBe(400);
    const unknown = await call('PATCH', '/wps/admin/game/originals', {
      gameCode: 'poker',
      minStake: '1',
      maxStake: '10',
    });
    expect(unknown.statusCode).toBe(400);
    const dice = (await call('GET', '/wps/admin/game/originals')).json().value.games[1];
    expect(dice.minStake).toBe('0.10');
  });
});
