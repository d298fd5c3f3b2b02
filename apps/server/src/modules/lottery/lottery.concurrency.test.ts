import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { buildTestApp, getTestDatabase, testDatabaseUrl } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import type { TickReport } from './draw-engine.ts';

/**
 * Two server processes on one database run the scheduler at the same moments: every draw is created
 * once, drawn once and every bet settled and paid once. On PostgreSQL (TEST_DATABASE_URL, as in CI)
 * the second app has its own connection pool, as a second process would; on PGlite both share the
 * one embedded database.
 */
const pgUrl = testDatabaseUrl();
let now = new Date('2031-05-05T09:00:00Z');
let a: FastifyInstance;
let b: FastifyInstance;
let second: Database | null = null;

beforeAll(async () => {
  const clock = () => now;
  a = await buildTestApp({}, { lottery: { clock, demoResults: false } });
  second = pgUrl ? await openDatabase({ databaseUrl: pgUrl, dataDir: '', poolSize: 20 }) : null;
  b = await buildTestApp(
    {},
    {
      lottery: { clock, demoResults: false },
      database: second ?? (await getTestDatabase()),
      reset: false,
    },
  );
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await second?.close();
});

function sum(reports: TickReport[], key: keyof TickReport): number {
  return reports.reduce((s, r) => s + r[key], 0);
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string }>(a.db, query);
  return Number(row!.n);
}

describe(`two processes on one ${pgUrl ? 'PostgreSQL' : 'PGlite'} database`, () => {
  it('create each draw once', async () => {
    const before = await countRows(sql`select count(*)::text as n from lottery_draws`);
    const reports = await Promise.all([a.lottery.tick(now), b.lottery.tick(now)]);
    const after = await countRows(sql`select count(*)::text as n from lottery_draws`);
    expect(after - before).toBeGreaterThan(100);
    expect(sum(reports, 'created')).toBe(after - before);
    // The second pass, from either process, creates nothing.
    const again = await Promise.all([a.lottery.ensureDraws(now), b.lottery.ensureDraws(now)]);
    expect(again).toEqual([0, 0]);
    const dupes = await countRows(
      sql`select count(*)::text as n from (select game_pk, numero from lottery_draws group by 1, 2 having count(*) > 1) d`,
    );
    expect(dupes).toBe(0);
  }, 60_000);

  it('draw each draw once and pay each bet once', async () => {
    // Bets from both processes on the fast draws on sale now.
    const token = await loginAs(a, 'demo');
    const open = await queryRows<{ game_id: string; numero: string }>(
      a.db,
      sql`select lg.game_id, d.numero from lottery_draws d join lottery_games lg on lg.game_pk = d.game_pk
          where lg.draw_mode = 'entertainment' and d.open_at <= ${now} and d.close_at > ${now}`,
    );
    expect(open.length).toBeGreaterThan(5);
    let placed = 0;
    for (const [i, d] of open.entries()) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.inject({
        method: 'POST',
        url: '/wps/lottery/bets',
        headers: bearer(token),
        payload: {
          gameId: d.game_id,
          numero: d.numero,
          requestId: `concurrent-${i}`,
          bets: [
            {
              betType: 'LO2',
              numbers: ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'],
              stake: '1000',
            },
            { betType: 'DAU', numbers: ['0', '1', '2', '3', '4'], stake: '1000' },
            { betType: 'XIEN2', numbers: ['12', '21'], stake: '1000' },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      placed += 3;
    }

    // Ten and a half minutes pass (the longest room draws every 10) in 30-second steps; both
    // processes tick at every step.
    const reports: TickReport[] = [];
    for (let step = 0; step < 21; step++) {
      now = new Date(now.getTime() + 30_000);
      reports.push(...(await Promise.all([a.lottery.tick(now), b.lottery.tick(now)])));
    }
    const drawnRows = await countRows(
      sql`select count(*)::text as n from lottery_draws where result_source = 'rng' and drawn_at > '2031-01-01'`,
    );
    expect(drawnRows).toBeGreaterThan(10);
    expect(sum(reports, 'drawn')).toBe(drawnRows);
    expect(sum(reports, 'settledBets')).toBe(placed);
    const pending = await countRows(
      sql`select count(*)::text as n from lottery_bets where status = 'pending'`,
    );
    expect(pending).toBe(0);
    const won = await countRows(
      sql`select count(*)::text as n from lottery_bets where status = 'won'`,
    );
    const wins = await countRows(
      sql`select count(*)::text as n from ledger_transfers where kind = 'lottery_win'`,
    );
    expect(wins).toBe(won);
    const paidTwice = await countRows(
      sql`select count(*)::text as n from (select reference from ledger_transfers where kind = 'lottery_win' group by 1 having count(*) > 1) t`,
    );
    expect(paidTwice).toBe(0);
    expect((await checkLedger(a.db)).ok).toBe(true);
  }, 180_000);
});
