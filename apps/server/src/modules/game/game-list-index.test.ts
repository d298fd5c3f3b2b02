/**
 * The game list found in memory (game-list-index.ts) against its reference, the SQL statements of
 * game.repository.ts, over the same games: for every kind of list (each category with and without
 * a vendor split, vendors, classes, minimum bets and lines, the new flag, searches of one, two and
 * more letters, with LIKE's wildcards, deep pages and pages past the end) both give the same ids
 * in the same order and the same count. Then the snapshot's lifetime: an operator's change, in
 * this process or another, is never answered from the old one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LISTED_GAME_CATEGORIES, foldSearchText, type ListedGameCategory } from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { GameListIndex, type GameListSnapshot } from './game-list-index.ts';
import {
  countListGames,
  selectListPage,
  type ListFilter,
  type VendorSplit,
} from './game.repository.ts';

let app: FastifyInstance;
let snapshot: GameListSnapshot;

beforeAll(async () => {
  app = await buildTestApp({ readCacheMs: 3_600_000 });
  // 1,500 more games over every vendor row, the filters spread, some disabled, some names with
  // LIKE's wildcards and the escape character, and a disabled vendor with games of its own.
  await app.db.execute(sql`
    insert into games (node_id, game_code, game_id, game_type, vassalage, vendor_code, node_name,
      game_name, names, icon_url, is_top, is_new, is_hot, is_game_h5, support_play, game_classify,
      game_classify_new, min_bet_minor, min_line, sort, enabled)
    select 'IDX-' || i, 'IDX_' || i, (700000 + i)::text, v.category,
      v.vassalage, v.code,
      'Game ' || i,
      (array['Golden Dragon', 'Lucky 100%', 'Tiger_King', 'Back\\slash', 'Hổ Vàng', 'Nổ Hũ'])[1 + i % 6] || ' ' || i,
      jsonb_build_object('vi', (array['Rồng Vàng', 'Hổ', 'Phượng Hoàng', 'Cá Chép'])[1 + i % 4] || ' ' || i,
                         'en', 'Game ' || i),
      '/wps/media/game/IDX-' || i || '.svg', i % 13 = 0, i % 9 = 0, i % 7 = 0, true, true,
      (array['JP', 'SC', 'VP', 'AC', null, null])[1 + i % 6], 'SLOT',
      case when i % 17 = 0 then null else (array[1, 5, 10, 50, 75])[1 + i % 5] end,
      case when i % 19 = 0 then null else (array[1, 9, 20, 25])[1 + i % 4] end,
      (i * 7919) % 301, i % 23 <> 0
    from generate_series(1, 1500) as i
    join lateral (
      select * from vendors order by code offset i % (select count(*) from vendors) limit 1
    ) v on true`);
  const [vendor] = await queryRows<{ code: string }>(
    app.db,
    sql`select code from vendors where category = 'RNG' order by code desc limit 1`,
  );
  await app.db.execute(sql`update vendors set enabled = false where code = ${vendor!.code}`);
  const index = new GameListIndex(app.db, app.readCache, 3_600_000);
  snapshot = (await index.ready())!;
  expect(snapshot).toBeDefined();
}, 120_000);
afterAll(() => app?.close());

/** A small deterministic random source, so that a failure names a filter that can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function vendorsAndSplit(): Promise<{ codes: string[]; vassalages: string[] }> {
  const rows = await queryRows<{ code: string; vassalage: string | null }>(
    app.db,
    sql`select code, vassalage from vendors order by code`,
  );
  return {
    codes: rows.map((r) => r.code),
    vassalages: [...new Set(rows.flatMap((r) => (r.vassalage ? [r.vassalage] : [])))],
  };
}

/** The operator's change to a game, through the back office's API. */
async function operatorChanges(nodeId: string, payload: object) {
  const [game] = await queryRows<{ id: number }>(
    app.db,
    sql`select id::float8 as id from games where node_id = ${nodeId}`,
  );
  const res = await app.inject({
    method: 'PATCH',
    url: `/wps/admin/game/games/${game!.id}`,
    headers: OPERATOR_AUTH,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function expectSame(filter: ListFilter, offset: number, limit: number) {
  const fromSql = await selectListPage(app.db, filter, { offset, limit });
  const count = await countListGames(app.db, filter);
  const inMemory = snapshot.page(filter, offset, limit);
  const label = JSON.stringify({ ...filter, offset, limit });
  expect(inMemory.ids, label).toEqual(fromSql.map((row) => row.id));
  expect(inMemory.total, label).toBe(count);
}

describe('a list found in memory', () => {
  it('gives the same page and count as the SQL statements for every kind of list', async () => {
    const { codes, vassalages } = await vendorsAndSplit();
    const sportsCodes = (
      await queryRows<{ code: string }>(
        app.db,
        sql`select code from vendors where category = 'SPORTS' order by code`,
      )
    ).map((r) => r.code);
    const splits: VendorSplit[] = [
      { esports: [], cockfight: [] },
      { esports: sportsCodes.slice(0, 1), cockfight: sportsCodes.slice(1, 3) },
      { esports: ['NO_SUCH_VENDOR'], cockfight: [] },
    ];
    const searches = [
      'a',
      'ho',
      'o',
      'rong',
      'rong vang 1',
      'golden dragon',
      '100%',
      '%',
      '_',
      'tiger_k',
      'back\\s',
      '\\',
      'no hu 4',
      'zzz',
      ' / ',
      '12',
    ];
    const next = random(20261128);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    let checked = 0;
    let nonEmpty = 0;
    for (const category of LISTED_GAME_CATEGORIES as readonly ListedGameCategory[]) {
      for (const split of splits) {
        await expectSame({ category, split }, 0, 50);
        await expectSame({ category, split }, 20, 20);
        checked += 2;
      }
    }
    for (let n = 0; n < 400; n++) {
      const filter: ListFilter = { category: pick(LISTED_GAME_CATEGORIES), split: pick(splits) };
      if (next() < 0.4) filter.vassalage = next() < 0.9 ? pick([...vassalages, ...codes]) : 'NOPE';
      if (next() < 0.25) filter.gameClassify = pick(['JP', 'SC', 'VP', 'AC']);
      if (next() < 0.2) filter.minBetMinor = pick([1, 5, 10, 50, 75, 3]);
      if (next() < 0.2) filter.minLine = pick([1, 9, 20, 25, 7]);
      if (next() < 0.15) filter.isNew = true;
      if (next() < 0.35) filter.search = foldSearchText(pick(searches)) || 'a';
      const limit = pick([1, 10, 30, 50]);
      const offset = pick([0, 0, 0, limit, limit * 3, 500, 5_000]);
      await expectSame(filter, offset, limit);
      if ((await countListGames(app.db, filter)) > 0) nonEmpty++;
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
    // The random lists are not all empty ones.
    expect(nonEmpty).toBeGreaterThan(150);
  }, 300_000);

  it('is what the list endpoint answers from, and an operator change is not answered from the old one', async () => {
    const url = '/wps/game/list?gameType=RNG&pageSize=5&language=TY';
    expect(await app.gameListIndex.ready()).toBeDefined();
    const first = await app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const games = first.json().value.games as { nodeId: string }[];
    expect(games).toHaveLength(5);
    // The operator disables the first game of the list.
    await operatorChanges(games[0]!.nodeId, { enabled: false });
    // The next list is read from SQL while the next snapshot is built, then from that snapshot.
    const fromSql = await app.inject({ method: 'GET', url: `${url}&pageNo=1` });
    expect(fromSql.json().value.games.map((g: { nodeId: string }) => g.nodeId)).not.toContain(
      games[0]!.nodeId,
    );
    expect(await app.gameListIndex.ready()).toBeDefined();
    const after = await app.inject({ method: 'GET', url });
    const nodeIds = (after.json().value.games as { nodeId: string }[]).map((g) => g.nodeId);
    expect(nodeIds).not.toContain(games[0]!.nodeId);
    expect(nodeIds[0]).toBe(games[1]!.nodeId);

    // The rows kept with a snapshot go with it: a renamed game is listed under its new name.
    await operatorChanges(games[1]!.nodeId, {
      names: { vi: 'Tên mới của trò chơi', en: 'A new name' },
    });
    expect(await app.gameListIndex.ready()).toBeDefined();
    const named = await app.inject({ method: 'GET', url: `${url}&pageNo=1` });
    expect(named.json().value.games[0]).toMatchObject({
      nodeId: games[1]!.nodeId,
      gameName: 'Tên mới của trò chơi',
    });
  });
});
