/**
 * The lobby's last result of each game reads one row per game, however many draws a game has had:
 * the fast rooms draw up to 2,880 times a day. Rows read, not timings (the figures are in
 * docs/decisions/2026-12-01-less-server-work-per-page.md).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { previousResultsQuery, selectPreviousResults } from './lottery.repository.ts';

const DRAWN = 3000;
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
  Plans?: PlanNode[];
};
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

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
    const [explained] = await queryRows<{ 'QUERY PLAN': unknown }>(
      app.db,
      sql`explain (analyze, format json) ${previousResultsQuery(app.db, pks).getSQL()}`,
    );
    const plan = explained!['QUERY PLAN'];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    const drawsRead = nodes(root[0].Plan)
      .filter((n) => n['Relation Name'] === 'lottery_draws')
      .reduce((sum, n) => sum + n['Actual Rows'] * n['Actual Loops'], 0);
    expect(drawsRead).toBeGreaterThan(0);
    expect(drawsRead).toBeLessThanOrEqual(pks.length);
  });
});
