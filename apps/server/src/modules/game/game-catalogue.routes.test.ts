import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_GAME_VENDOR_SETTINGS,
  GameArraySchema,
  GameCenterSchema,
  GameListSchema,
  VendorConfigSchema,
  foldSearchText,
  type GameList,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { games, vendors } from '../../db/schema.ts';
import { demoGameRows } from '../../db/seed/demo/games.ts';
import { demoVendorRows } from '../../db/seed/demo/vendors.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Puts the catalogue back to the demo data and the default split before each test. */
beforeEach(async () => {
  for (const v of demoVendorRows()) {
    await app.db
      .update(vendors)
      .set({ category: v.category, sort: v.sort, enabled: true })
      .where(eq(vendors.code, v.code));
  }
  await app.db.update(games).set({ enabled: true });
  const touched = (g: { nodeId: string; vendorCode: string }) =>
    g.nodeId === 'BGS-1001' || ['TF', 'IMSB', 'DS88', 'SV3'].includes(g.vendorCode);
  for (const g of demoGameRows().filter(touched)) {
    await app.db
      .update(games)
      .set({ gameType: g.gameType, names: g.names, gameName: g.gameName, isHot: g.isHot })
      .where(eq(games.nodeId, g.nodeId));
  }
  await putSplit(DEFAULT_GAME_VENDOR_SETTINGS);
});

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().value as unknown;
}

async function list(query: string): Promise<GameList> {
  return GameListSchema.parse(await get(`/wps/game/list?${query}`));
}

async function putSplit(value: { esportsVendors: string[]; cockfightVendors: string[] }) {
  const res = await app.inject({
    method: 'PUT',
    url: '/wps/admin/game/vendor-split',
    headers: OPERATOR_AUTH,
    payload: value,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Playable games matching `where` (the expected totals come from the database itself). */
async function countGames(where?: ReturnType<typeof and>) {
  const [row] = await app.db
    .select({ n: count() })
    .from(games)
    .where(and(eq(games.enabled, true), where));
  return Number(row!.n);
}

/** Moves vendor rows (and their games) to the SPORTS category, as an upstream config lists them. */
async function storeUnderSports(codes: string[], sort: number) {
  await app.db
    .update(vendors)
    .set({ category: 'SPORTS', sort })
    .where(inArray(vendors.code, codes));
  await app.db.update(games).set({ gameType: 'SPORTS' }).where(inArray(games.vendorCode, codes));
}

describe('GET /wps/relay/GCSGAME_getVassGameType (spec §3 vendor config)', () => {
  const config = async () =>
    VendorConfigSchema.parse(
      await get('/wps/relay/GCSGAME_getVassGameType?typeId=1&merchantCode=VN01'),
    );

  it('sorts categories by their vendors, with names, vassalage and wallet accounts', async () => {
    const value = await config();
    expect(value.sorting.map((s) => s.gameCategory)).toEqual([
      'RNG',
      'INHOUSE',
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'PVP',
      'COCKFIGHT',
      'FISH',
      'ESPORTS',
    ]);
    expect(value.sorting[0]).toEqual({
      gameCategory: 'RNG',
      vendorNames: ['BGS', 'JL', 'RBG'],
      accountTypeName: ['BGS', 'JL', 'RBG'],
    });
    expect(value.mapping.FISH!.map((v) => v.vendorName)).toEqual(['JL_FISH', 'OKF']);
    expect(value.mapping.FISH![0]).toMatchObject({
      name: 'JL',
      displayName: 'JL Fishing',
      vassalage: 'JL',
      accountTypeName: 'JL',
      logoUrl: '/wps/media/vendor/JL_FISH.svg',
    });
    expect(value.displayNames.TCG_SEA).toBe('TCG SEA Lotto');
    expect(value.vassalage.JL_PVP).toBe('JL');
  });

  it('answers the home order (HOT, then the sorting without ELOTT) and the tab menu', async () => {
    const value = await config();
    expect(value.homeOrder).toEqual([
      'HOT',
      'RNG',
      'INHOUSE',
      'LOTT',
      'LIVE',
      'SPORTS',
      'PVP',
      'COCKFIGHT',
      'FISH',
      'ESPORTS',
    ]);
    expect(value.tabMenu).toEqual([
      'HOT',
      'RNG',
      'INHOUSE',
      'LIVE',
      'SPORTS',
      'PVP',
      'COCKFIGHT',
      'FISH',
      'ESPORTS',
    ]);
  });

  it('splits SPORTS vendors into ESPORTS and COCKFIGHT by the merchant lists, COCKFIGHT after PVP', async () => {
    // Upstream lists every one of them under SPORTS, sorted before PVP.
    await storeUnderSports(['TF', 'IMSB', 'DS88', 'SV3'], 125);
    let value = await config();
    const order = value.sorting.map((s) => s.gameCategory);
    expect(value.mapping.SPORTS!.map((v) => v.vendorName)).toEqual(['VSB', 'APS']);
    expect(value.mapping.ESPORTS!.map((v) => v.vendorName)).toEqual(['IMSB', 'TF']);
    expect(value.mapping.COCKFIGHT!.map((v) => v.vendorName)).toEqual(['DS88', 'SV3']);
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('PVP') + 1);
    // ESPORTS sorts where its vendors sort (before PVP); COCKFIGHT still moves after PVP.
    expect(order.indexOf('ESPORTS')).toBeLessThan(order.indexOf('PVP'));

    // The lists are merchant settings: the operator moves DS88, SV3 and IMSB back to SPORTS.
    await putSplit({ esportsVendors: ['TF'], cockfightVendors: [] });
    value = await config();
    expect(value.mapping.SPORTS!.map((v) => v.vendorName).sort()).toEqual(
      ['APS', 'DS88', 'IMSB', 'SV3', 'VSB'].sort(),
    );
    expect(value.mapping.ESPORTS!.map((v) => v.vendorName)).toEqual(['TF']);
    expect(value.mapping.COCKFIGHT).toBeUndefined();
    expect(value.tabMenu).not.toContain('COCKFIGHT');
  });

  it('places COCKFIGHT right after PVP wherever PVP sorts', async () => {
    await app.db.update(vendors).set({ sort: 900 }).where(eq(vendors.category, 'PVP'));
    const order = (await config()).sorting.map((s) => s.gameCategory);
    expect(order.slice(-2)).toEqual(['PVP', 'COCKFIGHT']);
  });

  it('leaves disabled vendors and emptied categories out', async () => {
    await app.db
      .update(vendors)
      .set({ enabled: false })
      .where(inArray(vendors.code, ['JL_FISH', 'OKF', 'BGS']));
    const value = await config();
    expect(value.mapping.FISH).toBeUndefined();
    expect(value.homeOrder).not.toContain('FISH');
    expect(value.mapping.RNG!.map((v) => v.vendorName)).toEqual(['JL', 'RBG']);
    expect(value.displayNames.BGS).toBeUndefined();
  });

  it('keeps the split lists in the merchant settings, readable by the operator only', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/wps/admin/game/vendor-split' });
    expect(anonymous.statusCode).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/admin/game/vendor-split',
      headers: OPERATOR_AUTH,
    });
    expect(res.json().value).toEqual({
      esportsVendors: ['TF', 'IMSB'],
      cockfightVendors: ['DS88', 'SV3'],
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/wps/admin/game/vendor-split',
      headers: OPERATOR_AUTH,
      payload: { esportsVendors: ["TF'; drop table games"], cockfightVendors: [] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /wps/game/list: paging (spec §4, §9)', () => {
  it('pages the RNG list by 50 and other lists by 25 by default', async () => {
    const rngTotal = await countGames(eq(games.gameType, 'RNG'));
    const first = await list('gameType=RNG');
    expect(first.pageSize).toBe(50);
    expect(first.games).toHaveLength(50);
    expect(first).toMatchObject({ pageNum: 1, total: rngTotal });
    expect(first.totalPages).toBe(Math.ceil(rngTotal / 50));
    // Default gameType is RNG.
    expect((await list('')).total).toBe(rngTotal);

    const liveTotal = await countGames(eq(games.gameType, 'LIVE'));
    const live = await list('gameType=LIVE');
    expect(live.pageSize).toBe(25);
    expect(live.games).toHaveLength(Math.min(25, liveTotal));
    expect(live.totalPages).toBe(Math.ceil(liveTotal / 25));
  });

  it('answers the last page short, and a page past the end empty with the page count', async () => {
    const rngTotal = await countGames(eq(games.gameType, 'RNG'));
    const pages = Math.ceil(rngTotal / 29);
    const last = await list(`gameType=RNG&pageSize=29&pageNo=${pages}`);
    expect(last.games).toHaveLength(rngTotal - (pages - 1) * 29);
    expect(last).toMatchObject({ pageNum: pages, totalPages: pages });
    const past = await list(`gameType=RNG&pageSize=29&pageNo=${pages + 1}`);
    expect(past).toMatchObject({
      games: [],
      pageNum: pages + 1,
      totalPages: pages,
      total: rngTotal,
    });
  });

  it('walks every page once: no game twice, none left out, pinned games first', async () => {
    const seen: string[] = [];
    const all: GameList['games'] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await list(`gameType=RNG&pageSize=40&pageNo=${pageNo}`);
      all.push(...page.games);
      seen.push(...page.games.map((g) => g.nodeId));
      if (pageNo >= page.totalPages) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await countGames(eq(games.gameType, 'RNG')));
    const firstUnpinned = all.findIndex((g) => !g.isTop);
    expect(all.slice(firstUnpinned).every((g) => !g.isTop)).toBe(true);
  });

  it('refuses bad paging and filters with 400', async () => {
    const bad = [
      'pageSize=101',
      'pageSize=100000',
      'pageSize=0',
      'pageNo=-1',
      'pageNo=0',
      'pageNo=1.5',
      `gameName=${'x'.repeat(10 * 1024)}`,
      'gameType=CASINO',
      'gameType=HOT',
      'gameClassify=XX',
      'minBet=abc',
      'minBet=-1',
      'isNew=maybe',
      'language=FR',
      'vassalage=BGS%27%3B',
    ];
    for (const query of bad) {
      const res = await app.inject({ method: 'GET', url: `/wps/game/list?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
    expect((await list('pageSize=100')).pageSize).toBe(100);
  });
});

describe('GET /wps/game/list: filters', () => {
  it('filters by vassalage (vendor)', async () => {
    const jl = await list('gameType=RNG&vassalage=JL&pageSize=100');
    expect(jl.total).toBe(
      await countGames(and(eq(games.gameType, 'RNG'), eq(games.vassalage, 'JL'))),
    );
    expect(jl.games.every((g) => g.vassalage === 'JL' && g.gameType === 'RNG')).toBe(true);
    // '' means every vendor.
    expect((await list('gameType=RNG&vassalage=')).total).toBe(
      await countGames(eq(games.gameType, 'RNG')),
    );
  });

  it('filters by game class; empty and all mean every class', async () => {
    const jp = await list('gameType=RNG&gameClassify=JP&pageSize=100');
    expect(jp.total).toBeGreaterThan(0);
    expect(jp.total).toBe(
      await countGames(and(eq(games.gameType, 'RNG'), eq(games.gameClassify, 'JP'))),
    );
    expect(jp.games.every((g) => g.gameClassify === 'JP')).toBe(true);
    const rngTotal = await countGames(eq(games.gameType, 'RNG'));
    expect((await list('gameType=RNG&gameClassify=')).total).toBe(rngTotal);
    expect((await list('gameType=RNG&gameClassify=all')).total).toBe(rngTotal);
  });

  it('filters by minimum bet (a decimal string) and by minimum lines', async () => {
    const bets = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(bets.total).toBe(
      await countGames(and(eq(games.gameType, 'RNG'), eq(games.minBetMinor, 5))),
    );
    expect(bets.games.every((g) => g.minBet === '0.05')).toBe(true);
    expect((await list('gameType=RNG&minBet=0.1')).games.every((g) => g.minBet === '0.10')).toBe(
      true,
    );
    expect((await list('gameType=RNG&minBet=all')).total).toBe(
      await countGames(eq(games.gameType, 'RNG')),
    );
    const lines = await list('gameType=RNG&minLine=25&pageSize=100');
    expect(lines.total).toBe(
      await countGames(and(eq(games.gameType, 'RNG'), eq(games.minLine, 25))),
    );
    expect(lines.games.every((g) => g.minLine === 25)).toBe(true);
  });

  it('filters new games', async () => {
    const fresh = await list('gameType=RNG&isNew=true&pageSize=100');
    expect(fresh.total).toBe(
      await countGames(and(eq(games.gameType, 'RNG'), eq(games.isNew, true))),
    );
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    expect((await list('gameType=RNG&isNew=1')).total).toBe(fresh.total);
    expect((await list('gameType=RNG&isNew=false')).total).toBe(
      await countGames(eq(games.gameType, 'RNG')),
    );
  });

  it('combines filters', async () => {
    const both = await list('gameType=RNG&vassalage=BGS&gameClassify=SC&minBet=0.01');
    expect(both.total).toBe(
      await countGames(
        and(
          eq(games.gameType, 'RNG'),
          eq(games.vassalage, 'BGS'),
          eq(games.gameClassify, 'SC'),
          eq(games.minBetMinor, 1),
        ),
      ),
    );
  });

  it('lists every category, LOTT with ELOTT, each game with the spec’s fields', async () => {
    for (const type of [
      'FISH',
      'LIVE',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'INHOUSE',
      'ELOTT',
    ] as const) {
      const page = await list(`gameType=${type}&pageSize=100`);
      expect(page.total, type).toBe(await countGames(eq(games.gameType, type)));
      expect(
        page.games.every((g) => g.gameType === type),
        type,
      ).toBe(true);
    }
    const lott = await list('gameType=LOTT&pageSize=100');
    expect(lott.total).toBe(await countGames(inArray(games.gameType, ['LOTT', 'ELOTT'])));
    const draw = lott.games.find((g) => g.drawDayOfWeek);
    expect(draw?.drawDayOfWeek).toMatch(/^[1-7](,[1-7])*$/);

    const one = (await list('gameType=RNG&pageSize=1')).games[0]!;
    expect(one).toMatchObject({
      code: one.gameCode,
      displayName: one.gameName,
      showIcon: true,
      iconUrl: `/wps/media/game/${one.nodeId}.svg`,
      mobileIconUrl: `/wps/media/game/${one.nodeId}.svg`,
    });
    expect(one.minBet).toMatch(/^\d+\.\d{2}$/);
  });

  it('lists the split categories by the merchant lists', async () => {
    await storeUnderSports(['TF', 'IMSB', 'DS88', 'SV3'], 125);
    const cockfight = await list('gameType=COCKFIGHT');
    expect(cockfight.games.map((g) => g.vendorCode).sort()).toEqual(['DS88', 'SV3']);
    expect(cockfight.games.every((g) => g.gameType === 'COCKFIGHT')).toBe(true);
    const esports = await list('gameType=ESPORTS');
    expect(new Set(esports.games.map((g) => g.vendorCode))).toEqual(new Set(['TF', 'IMSB']));
    const sports = await list('gameType=SPORTS');
    expect(new Set(sports.games.map((g) => g.vendorCode))).toEqual(new Set(['VSB', 'APS']));
  });

  it('leaves disabled games and games of disabled vendors out', async () => {
    await app.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'JL'));
    await app.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'BGS-1002'));
    const page = await list('gameType=RNG&pageSize=100');
    const all = [page, await list('gameType=RNG&pageSize=100&pageNo=2')].flatMap((p) => p.games);
    expect(all.some((g) => g.vendorCode === 'JL')).toBe(false);
    expect(all.some((g) => g.nodeId === 'BGS-1002')).toBe(false);
    expect(page.total).toBe(
      await countGames(
        and(eq(games.gameType, 'RNG'), sql`${games.vendorCode} <> 'JL'`, eq(games.enabled, true)),
      ),
    );
  });
});

describe('GET /wps/game/list: search and language', () => {
  async function rename(nodeId: string, vi: string, en: string) {
    await app.db
      .update(games)
      .set({ names: { vi, en }, gameName: en })
      .where(eq(games.nodeId, nodeId));
  }

  it('finds Vietnamese names without accents and in any case (spec §5)', async () => {
    await rename('BGS-1001', 'Nổ Hũ Thần Tài', 'Jackpot Fortune God');
    for (const text of ['no hu', 'Nổ Hũ', 'NỔ HŨ', 'NO HU', 'hũ thần', 'than tai', '  no   hu  ']) {
      const page = await list(`gameType=RNG&gameName=${encodeURIComponent(text)}`);
      expect(
        page.games.map((g) => g.nodeId),
        text,
      ).toContain('BGS-1001');
    }
    const found = await list(`gameType=RNG&gameName=${encodeURIComponent('no hu')}`);
    expect(found.games[0]!.gameName).toBe('Nổ Hũ Thần Tài');
    // The English name matches too.
    expect(
      (await list('gameType=RNG&gameName=fortune%20god')).games.map((g) => g.nodeId),
    ).toContain('BGS-1001');
    // đ folds to d: "Đá Gà" is found as "da ga".
    const cockfight = await list('gameType=COCKFIGHT&gameName=da%20ga');
    expect(cockfight.total).toBe(2);
  });

  it('matches substrings only, with LIKE wildcards taken literally', async () => {
    await rename('BGS-1001', 'Nổ Hũ 100% Thưởng', 'Jackpot 100% Bonus');
    expect((await list('gameType=RNG&gameName=%25')).games.map((g) => g.nodeId)).toEqual([
      'BGS-1001',
    ]);
    expect((await list('gameType=RNG&gameName=_')).total).toBe(0);
    expect((await list('gameType=RNG&gameName=zzzz-no-such-game')).total).toBe(0);
    // Blank search is no search.
    expect((await list('gameType=RNG&gameName=%20%20')).total).toBe(
      await countGames(eq(games.gameType, 'RNG')),
    );
  });

  it('agrees with the database on every demo name', async () => {
    const rows = await app.db
      .select({ nodeId: games.nodeId, names: games.names, gameType: games.gameType })
      .from(games)
      .where(eq(games.gameType, 'FISH'));
    for (const row of rows) {
      const text = foldSearchText(row.names.vi).split(' ').slice(-2).join(' ');
      const page = await list(`gameType=FISH&gameName=${encodeURIComponent(text)}`);
      expect(
        page.games.map((g) => g.nodeId),
        text,
      ).toContain(row.nodeId);
    }
  });

  it('answers names in the requested language, Vietnamese by default', async () => {
    const [row] = demoGameRows().filter((g) => g.nodeId === 'BGS-1001');
    const ty = (await list('gameType=RNG&gameName=' + encodeURIComponent(row!.names.vi))).games;
    expect(ty.find((g) => g.nodeId === 'BGS-1001')!.gameName).toBe(row!.names.vi);
    const en = await list(`gameType=RNG&language=EN&gameName=${encodeURIComponent(row!.names.en)}`);
    expect(en.games.find((g) => g.nodeId === 'BGS-1001')!.gameName).toBe(row!.names.en);
  });
});

describe('GET /wps/game/hot', () => {
  it('answers hot games of every category, pinned first', async () => {
    const hot = GameArraySchema.parse(
      await get('/wps/game/hot?isPlatform=2&platform=html5&merchantCode=VN01'),
    );
    expect(hot.length).toBe(Math.min(100, await countGames(eq(games.isHot, true))));
    expect(hot.every((g) => g.isHot)).toBe(true);
    expect(new Set(hot.map((g) => g.gameType)).size).toBeGreaterThan(2);
  });

  it('narrows to one category and to a page size', async () => {
    const fish = GameArraySchema.parse(await get('/wps/game/hot?gameType=FISH&language=EN'));
    expect(fish.length).toBe(
      await countGames(and(eq(games.isHot, true), eq(games.gameType, 'FISH'))),
    );
    expect(fish.every((g) => g.gameType === 'FISH' && g.isHot)).toBe(true);
    const few = GameArraySchema.parse(await get('/wps/game/hot?pageSize=3'));
    expect(few).toHaveLength(3);
  });

  it('pages by pageNo (spec §9: the hot page asks for 25 at a time); a short page is the last', async () => {
    const all = GameArraySchema.parse(await get('/wps/game/hot?pageSize=100'));
    expect(all.length).toBeGreaterThan(25);
    const pages: string[][] = [];
    for (let pageNo = 1; pageNo <= 5; pageNo++) {
      const page = GameArraySchema.parse(await get(`/wps/game/hot?pageSize=25&pageNo=${pageNo}`));
      pages.push(page.map((g) => g.nodeId));
      if (page.length < 25) break;
    }
    expect(pages[0]).toHaveLength(25);
    expect(pages.flat()).toEqual(all.map((g) => g.nodeId));
    const past = GameArraySchema.parse(await get('/wps/game/hot?pageSize=25&pageNo=99'));
    expect(past).toEqual([]);
  });

  it('answers split games under their listed category', async () => {
    await storeUnderSports(['DS88', 'SV3'], 125);
    await app.db.update(games).set({ isHot: true }).where(eq(games.vendorCode, 'DS88'));
    const hot = GameArraySchema.parse(await get('/wps/game/hot?gameType=COCKFIGHT'));
    expect(hot.map((g) => [g.vendorCode, g.gameType])).toContainEqual(['DS88', 'COCKFIGHT']);
    const all = GameArraySchema.parse(await get('/wps/game/hot'));
    expect(all.find((g) => g.vendorCode === 'DS88')!.gameType).toBe('COCKFIGHT');
  });

  it('is refused while GAMELOHOT3 is off', async () => {
    const patch = (on: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { GAMELOHOT3: on },
      });
    await patch(false);
    const res = await app.inject({ method: 'GET', url: '/wps/game/hot' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('module.disabled');
    await patch(true);
  });
});

describe('GET /wps/game/center (spec §2 game centre)', () => {
  const center = async (query: string) =>
    GameCenterSchema.parse(await get(`/wps/game/center${query}`));

  it('lists only vassalage BGS vendors on RNG', async () => {
    const rng = await center('?gameType=RNG');
    expect(rng.vendors.map((v) => v.vendorName)).toEqual(['BGS']);
    expect(rng.vendors[0]!.gameCount).toBe(await countGames(eq(games.vendorCode, 'BGS')));
  });

  it('lists a category’s vendors with banner and game count, SPORTS by default', async () => {
    const sports = await center('');
    expect(sports.gameType).toBe('SPORTS');
    expect(sports.vendors.map((v) => v.vendorName)).toEqual(['VSB', 'APS']);
    const live = await center('?gameType=LIVE');
    expect(live.vendors.map((v) => v.vendorName)).toEqual(['DGL', 'GPL', 'ASL']);
    for (const v of live.vendors) {
      expect(v.gameCount).toBe(await countGames(eq(games.vendorCode, v.vendorName)));
      expect(v.bannerUrl).toBe(`/wps/media/vendor/${v.vendorName}.svg`);
    }
    expect(live.vendors.some((v) => v.gameCount > 6)).toBe(true);
    const lott = await center('?gameType=LOTT');
    expect(lott.vendors.map((v) => v.vendorName)).toEqual([
      'LOTT',
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'ELOTT',
    ]);
  });

  it('follows the split and leaves disabled vendors out', async () => {
    await storeUnderSports(['DS88', 'SV3'], 125);
    expect((await center('?gameType=COCKFIGHT')).vendors.map((v) => v.vendorName)).toEqual([
      'DS88',
      'SV3',
    ]);
    await app.db.update(vendors).set({ enabled: false }).where(eq(vendors.code, 'DGL'));
    expect((await center('?gameType=LIVE')).vendors.map((v) => v.vendorName)).toEqual([
      'GPL',
      'ASL',
    ]);
  });

  it('refuses an unknown game type', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/game/center?gameType=NOPE' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /wps/game/list: counts of long lists', () => {
  let cached: FastifyInstance;
  beforeAll(async () => {
    cached = await buildTestApp({ settingsCacheMs: 60_000 });
  });
  afterAll(async () => {
    await cached.close();
  });
  const page = async (query: string) => {
    const res = await cached.inject({ method: 'GET', url: `/wps/game/list?${query}` });
    return GameListSchema.parse(res.json().value);
  };

  it('keeps the count of full pages for SETTINGS_CACHE_MS; short pages are exact', async () => {
    const before = await page('gameType=RNG&pageSize=10');
    const live = await page('gameType=LIVE');
    await app.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'BGS-1001'));
    await app.db.update(games).set({ enabled: false }).where(eq(games.nodeId, 'DGL-4001'));
    // A full page: the count is the one taken a moment ago.
    expect((await page('gameType=RNG&pageSize=10')).total).toBe(before.total);
    // A page that is not full tells its own count.
    expect((await page('gameType=LIVE')).total).toBe(live.total - 1);
  });
});
