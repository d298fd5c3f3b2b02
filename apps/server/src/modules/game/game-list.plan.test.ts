/**
 * The game list's plans at 100,000 games (issue 15), on PostgreSQL (TEST_DATABASE_URL; CI's second
 * server pass): a page's ids and a list's count are read from a list index alone, whatever the
 * filters and however deep the page, and no list reads the whole table. Plans, not timings: the
 * figures are in the README (`npm run bench -- game-list`).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app.ts';
import { queryPrepared } from '../../db/client.ts';
import {
  listCountStatement,
  listPageStatement,
  type ListFilter,
  type Statement,
} from './game.repository.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const GAMES = 100_000;
const noSplit = { esports: [], cockfight: [] };

let app: FastifyInstance;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp();
  // 100,000 games over every vendor row: 70% slots of the three slot vendors, filters spread.
  await app.db.execute(sql`
    insert into games (node_id, game_code, game_id, game_type, vassalage, vendor_code, node_name,
      game_name, names, icon_url, is_top, is_new, is_hot, is_game_h5, support_play, game_classify,
      game_classify_new, min_bet_minor, min_line, sort, enabled)
    select 'PLAN-' || i, 'PLAN_' || i, (800000 + i)::text, v.category, v.vassalage, v.code,
      'Game ' || i, 'Game ' || i, jsonb_build_object('vi', 'Trò ' || i, 'en', 'Game ' || i),
      '/wps/media/game/PLAN-' || i || '.svg', i % 50 = 0, i % 9 = 0, i % 7 = 0, true, true,
      (array['JP', 'SC', 'VP', 'AC', null, null, null, null])[1 + i % 8], 'SLOT',
      (array[1, 5, 10, 50, 75])[1 + i % 5], (array[1, 9, 20, 25, 30, 40, 50])[1 + i % 7],
      10000 + i, i % 97 <> 0
    from generate_series(1, ${GAMES}) as i
    join lateral (
      select * from vendors
       where code = case when i % 10 < 7 then (array['BGS', 'JL', 'RBG'])[1 + i % 3]
                         else (select code from vendors order by code offset (i / 10) % 15 limit 1) end
    ) v on true`);
  await app.db.execute(sql`vacuum analyze games`);
}, 240_000);
afterAll(() => app?.close());

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** Every node of a plan, flattened. */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(statement: Statement): Promise<PlanNode[]> {
  const [row] = await queryPrepared<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    app.db,
    '',
    `explain (format json) ${statement.text}`,
    statement.values,
  );
  return nodes(row!['QUERY PLAN'][0].Plan);
}

/** The scans of the games table in a plan, but the page's rows read by their ids. */
function gameScans(plan: PlanNode[]) {
  return plan
    .filter((n) => n['Relation Name'] === 'games' && n['Index Name'] !== 'games_pkey')
    .map((n) => `${n['Node Type']}${n['Index Name'] ? ` on ${n['Index Name']}` : ''}`);
}

const slots = { category: 'RNG', split: noSplit } as const;
/**
 * `counted`: the count too comes from a list index. Counting most of the table (every slot), the
 * planner may read the table in order instead, as fast; such counts are kept (listGames' totals).
 */
const LISTS: Array<{
  name: string;
  filter: ListFilter;
  page: number;
  size: number;
  counted?: boolean;
}> = [
  { name: 'slots, page 1', filter: slots, page: 1, size: 50 },
  { name: 'slots, page 60', filter: slots, page: 60, size: 50 },
  {
    name: 'slots with a classification and a minimum bet, page 30',
    filter: { ...slots, gameClassify: 'JP', minBetMinor: 5 },
    page: 30,
    size: 25,
  },
  {
    name: 'new slots of one vendor, page 10',
    filter: { ...slots, vassalage: 'JL', isNew: true },
    page: 10,
    size: 50,
    counted: true,
  },
  {
    name: 'live games of one vendor with a minimum line, page 2',
    filter: { category: 'LIVE', split: noSplit, vassalage: 'DGL', minLine: 20 },
    page: 2,
    size: 25,
    counted: true,
  },
];

describe('game list plans at 100,000 games (PostgreSQL)', () => {
  for (const list of LISTS) {
    it.skipIf(!onPostgres)(`${list.name}: ids from a list index alone`, async () => {
      const page = { offset: (list.page - 1) * list.size, limit: list.size };
      const scans = gameScans(await planOf(listPageStatement(list.filter, page)));
      expect(scans).toHaveLength(1);
      expect(scans[0]).toMatch(/^Index Only Scan on games_list(_vassalage)?_idx$/);
    });

    it.skipIf(!onPostgres)(
      `${list.name}: counted in one pass, from a list index when few`,
      async () => {
        const scans = gameScans(await planOf(listCountStatement(list.filter)));
        expect(scans).toHaveLength(1);
        expect(scans[0]).toMatch(
          list.counted
            ? /^Index Only Scan on games_list(_vassalage)?_idx$/
            : /^(Index Only Scan on games_list(_vassalage)?_idx|Seq Scan)$/,
        );
      },
    );
  }

  it.skipIf(!onPostgres)('a name search reads the trigram index, not the table', async () => {
    const filter = { ...slots, search: 'game 4242' };
    const plan = await planOf(listPageStatement(filter, { offset: 0, limit: 50 }));
    expect(plan.map((n) => n['Index Name'])).toContain('games_search_name_trgm_idx');
    expect(gameScans(plan).join()).not.toMatch(/Seq Scan/);
  });
});
