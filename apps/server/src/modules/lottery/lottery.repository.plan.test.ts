/**
 * Lottery reads stay bounded however many draws a game has had: the fast rooms draw up to 2,880
 * times a day. The lobby's last result of each game and the back office's game list read a few
 * rows per game; the draw lists list and count at most their depth. Rows read, not timings (the
 * figures are in docs/decisions/2026-12-01-less-server-work-per-page.md and
 * 2026-12-01-lottery-reads-that-grow.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app.ts';
import { queryRows } from '../../db/client.ts';
import {
  DRAW_LIST_DEPTH,
  nextDrawEventQuery,
  previousResultsQuery,
  selectPreviousResults,
} from './lottery.repository.ts';
import { adminGamesQuery, listAdminLotteryGames } from './lottery-admin.service.ts';
import { listAdminDraws } from './lottery-results.service.ts';

/** More than a draw list's depth, all in one fast room. */
const DRAWN = DRAW_LIST_DEPTH + 50;
let app: FastifyInstance;
let fastPk: number;
let pks: number[];

beforeAll(async () => {
  app = await buildTestApp();
  const games = await queryRows<{ game_pk: unknown; draw_mode: string }>(
    app.db,
    sql`select game_pk, draw_mode from lottery_games order by game_pk`,
  );
  pks = games.map((g) => Number(g.game_pk));
  fastPk = Number(games.find((g) => g.draw_mode === 'entertainment')!.game_pk);
  // A fast room's last DRAWN draws, one a minute, the newest a minute ago.
  await app.db.execute(sql`
    insert into lottery_draws (game_pk, numero, status, open_at, close_at, draw_at, winning_number,
      result_source, drawn_at)
    select ${fastPk}, 'PLAN' || i, 'settled', now() - make_interval(mins => i + 2),
      now() - make_interval(mins => i + 1), now() - make_interval(mins => i), i::text || ',1,2',
      'rng', now() - make_interval(mins => i)
    from generate_series(1, ${DRAWN}) as i`);
  await app.db.execute(sql`analyze lottery_draws`);
});
afterAll(() => app?.close());

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** Rows of lottery_draws the query's plan read, those its filters dropped included. */
async function drawsRead(query: SQL) {
  const [explained] = await queryRows<{ 'QUERY PLAN': unknown }>(
    app.db,
    sql`explain (analyze, format json) ${query}`,
  );
  const plan = explained!['QUERY PLAN'];
  const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return nodes(root[0].Plan)
    .filter((n) => n['Relation Name'] === 'lottery_draws')
    .reduce(
      (sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'],
      0,
    );
}

describe('the last result of each lottery game', () => {
  it('is the newest drawn draw of each game', async () => {
    const rows = await selectPreviousResults(app.db, pks);
    const expected = await queryRows<{ game_pk: unknown; numero: string; winning_number: string }>(
      app.db,
      sql`select distinct on (game_pk) game_pk, numero, winning_number from lottery_draws
           where winning_number is not null order by game_pk, draw_at desc`,
    );
    expect(
      rows.map((r) => [r.gamePk, r.numero, r.winningNumber]).sort((a, b) => +a[0]! - +b[0]!),
    ).toEqual(expected.map((r) => [Number(r.game_pk), r.numero, r.winning_number]));
    expect(rows.find((r) => r.gamePk === fastPk)).toBeDefined();
    expect(rows[0]!.drawAt).toBeInstanceOf(Date);
  });

  it(`reads about one draw per game, not the ${DRAWN} of a busy fast room`, async () => {
    const read = await drawsRead(previousResultsQuery(app.db, pks).getSQL());
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(pks.length);
  });
});

describe("the back office's lottery games", () => {
  it("shows each game's last drawn draw", async () => {
    const games = await listAdminLotteryGames(app.db, new Date());
    const expected = await queryRows<{ game_id: string; numero: string }>(
      app.db,
      sql`select distinct on (lg.game_id) lg.game_id, d.numero from lottery_draws d
            join lottery_games lg on lg.game_pk = d.game_pk
           where d.drawn_at is not null order by lg.game_id, d.drawn_at desc`,
    );
    expect(expected.length).toBeGreaterThan(1);
    for (const { game_id, numero } of expected) {
      expect(games.find((g) => g.gameId === game_id)?.lastDrawn?.numero).toBe(numero);
    }
  });

  it(`lists and counts the newest ${DRAW_LIST_DEPTH} settled draws`, async () => {
    const query = { status: 'settled' as const, pageNo: 1, pageSize: 50 };
    const first = await listAdminDraws(app.db, query, new Date());
    expect(first.total).toBe(DRAW_LIST_DEPTH);
    const times = first.list.map((d) => Date.parse(d.drawAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const past = await listAdminDraws(
      app.db,
      { ...query, pageNo: DRAW_LIST_DEPTH / 50 + 1 },
      new Date(),
    );
    expect(past.list).toEqual([]);
  });

  it("lists every settled provincial draw for the correction panel, the fast rooms' aside", async () => {
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from lottery_draws d
            join lottery_games lg on lg.game_pk = d.game_pk
           where d.status = 'settled' and lg.draw_mode = 'traditional'`,
    );
    expect(row!.n).toBeGreaterThan(0);
    const page = await listAdminDraws(
      app.db,
      { status: 'settled', drawMode: 'traditional', pageNo: 1, pageSize: 50 },
      new Date(),
    );
    expect(page.total).toBe(row!.n);
  });

  it(`reads a few draws per game, not the ${DRAWN} of a busy fast room`, async () => {
    const read = await drawsRead(adminGamesQuery(new Date()));
    // The open draw, the last drawn one, the unsettled bets' draws, the draws awaiting a result.
    expect(read).toBeLessThanOrEqual(pks.length * 4);
  });
});

describe('the lottery history', () => {
  const history = (query: string) =>
    app
      .inject({ method: 'GET', url: `/wps/lottery/history?${query}` })
      .then((r) => ({ status: r.statusCode, body: r.json().value }));

  it(`lists and counts the newest ${DRAW_LIST_DEPTH} results, newest first`, async () => {
    const first = await history('pageNo=1&pageSize=20');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(DRAW_LIST_DEPTH);
    expect(first.body.totalPages).toBe(DRAW_LIST_DEPTH / 20);
    const times = first.body.list.map((d: { drawAt: string }) => Date.parse(d.drawAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const last = await history(`pageNo=${DRAW_LIST_DEPTH / 20}&pageSize=20`);
    expect(last.body.list).toHaveLength(20);
    const past = await history(`pageNo=${DRAW_LIST_DEPTH / 20 + 1}&pageSize=20`);
    expect(past.status).toBe(200);
    expect(past.body.list).toEqual([]);
    expect(past.body.total).toBe(DRAW_LIST_DEPTH);
  });

  it('counts exactly below its depth', async () => {
    const [row] = await queryRows<{ game_id: string; n: number }>(
      app.db,
      sql`select lg.game_id, count(*)::int as n from lottery_draws d
            join lottery_games lg on lg.game_pk = d.game_pk
           where d.winning_number is not null and d.game_pk <> ${fastPk}
           group by lg.game_id order by n desc limit 1`,
    );
    const page = await history(`gameId=${row!.game_id}&pageSize=5`);
    expect(page.body.total).toBe(row!.n);
  });
});

describe("the scheduler's next draw event", () => {
  it(`reads the draws still to be drawn or settled, not the ${DRAWN} settled ones`, async () => {
    // The coming quarter hour's fast draws and the coming week's provincial ones.
    await app.lottery.tick(new Date());
    const [pending] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from lottery_draws
           where status in ('scheduled', 'open', 'locked', 'drawn', 'cancelled')`,
    );
    expect(pending!.n).toBeGreaterThan(0);
    const read = await drawsRead(nextDrawEventQuery(new Date()));
    expect(read).toBeGreaterThan(0);
    // Five parts, each reading at most the draws in its statuses.
    expect(read).toBeLessThanOrEqual(pending!.n * 5);
    expect(read).toBeLessThan(DRAWN / 2);
  });
});
