import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { buildTestApp, getTestDatabase, testDatabaseUrl } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import type { TickReport } from './draw-engine.ts';

/**
 * Three server processes on one database run the scheduler at the same moments: every draw is
 * created once, drawn once and every bet settled and paid once. On PostgreSQL (TEST_DATABASE_URL,
 * as in CI) the second and third apps have their own connection pools, as other processes would;
 * on PGlite all share the one embedded database.
 */
const pgUrl = testDatabaseUrl();
let now = new Date('2031-05-05T09:00:00Z');
let a: FastifyInstance;
let b: FastifyInstance;
let c: FastifyInstance;
let second: Database | null = null;
let third: Database | null = null;

beforeAll(async () => {
  const clock = () => now;
  a = await buildTestApp({}, { lottery: { clock, demoResults: false } });
  second = pgUrl ? await openDatabase({ databaseUrl: pgUrl, dataDir: '', poolSize: 10 }) : null;
  third = pgUrl ? await openDatabase({ databaseUrl: pgUrl, dataDir: '', poolSize: 10 }) : null;
  b = await buildTestApp(
    {},
    {
      lottery: { clock, demoResults: false },
      database: second ?? (await getTestDatabase()),
      reset: false,
    },
  );
  c = await buildTestApp(
    {},
    {
      lottery: { clock, demoResults: false },
      database: third ?? (await getTestDatabase()),
      reset: false,
    },
  );
});

afterAll(async () => {
  await c?.close();
  await b?.close();
  await a?.close();
  await third?.close();
  await second?.close();
});

/** One scheduler pass in every process at the same moment. */
const tickAll = (at: Date) => Promise.all([a, b, c].map((app) => app.lottery.tick(at)));

function sum(reports: TickReport[], key: keyof TickReport): number {
  return reports.reduce((s, r) => s + r[key], 0);
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string }>(a.db, query);
  return Number(row!.n);
}

describe(`three processes on one ${pgUrl ? 'PostgreSQL' : 'PGlite'} database`, () => {
  it('create each draw once', async () => {
    const before = await countRows(sql`select count(*)::text as n from lottery_draws`);
    const reports = await tickAll(now);
    const after = await countRows(sql`select count(*)::text as n from lottery_draws`);
    expect(after - before).toBeGreaterThan(100);
    expect(sum(reports, 'created')).toBe(after - before);
    // The second pass, from any process, creates nothing.
    const again = await Promise.all([a, b, c].map((app) => app.lottery.ensureDraws(now)));
    expect(again).toEqual([0, 0, 0]);
    const dupes = await countRows(
      sql`select count(*)::text as n from (select game_pk, numero from lottery_draws group by 1, 2 having count(*) > 1) d`,
    );
    expect(dupes).toBe(0);
  }, 60_000);

  it('draw each draw once and pay each bet once', async () => {
    // Bets from every process on the fast draws on sale now.
    const token = await loginAs(a, 'demo');
    const open = await queryRows<{ game_id: string; numero: string }>(
      a.db,
      sql`select lg.game_id, d.numero from lottery_draws d join lottery_games lg on lg.game_pk = d.game_pk
          where lg.draw_mode = 'entertainment' and d.open_at <= ${now} and d.close_at > ${now}`,
    );
    expect(open.length).toBeGreaterThan(5);
    let placed = 0;
    for (const [i, d] of open.entries()) {
      const app = [a, b, c][i % 3]!;
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

    // Ten and a half minutes pass (the longest room draws every 10) in 30-second steps; every
    // process ticks at every step.
    const reports: TickReport[] = [];
    for (let step = 0; step < 21; step++) {
      now = new Date(now.getTime() + 30_000);
      reports.push(...(await tickAll(now)));
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
  it('a settlement killed midway resumes and pays each bet once', async () => {
    await a.lottery.tick(now);
    const token = await loginAs(a, 'demo');
    const [draw] = await queryRows<{ id: string; game_id: string; numero: string; draw_at: Date }>(
      a.db,
      sql`select d.id, lg.game_id, d.numero, d.draw_at from lottery_draws d
            join lottery_games lg on lg.game_pk = d.game_pk
           where lg.draw_mode = 'entertainment' and d.open_at <= ${now} and d.close_at > ${now}
           order by d.draw_at, d.id limit 1`,
    );
    const drawId = Number(draw!.id);
    // LO2 on every number always wins; the others mostly lose (settled by the claiming statement).
    const everyNumber = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    for (let i = 0; i < 4; i++) {
      const res = await a.inject({
        method: 'POST',
        url: '/wps/lottery/bets',
        headers: bearer(token),
        payload: {
          gameId: draw!.game_id,
          numero: draw!.numero,
          requestId: `resume-${i}`,
          bets: [
            { betType: 'LO2', numbers: everyNumber, stake: '1000' },
            { betType: 'DE', numbers: ['07', '70'], stake: '1000' },
            { betType: 'XIEN2', numbers: ['12', '21'], stake: '1000' },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const placed = 12;
    const pendingOfDraw = () =>
      countRows(
        sql`select count(*)::text as n from lottery_bets where draw_id = ${drawId} and status = 'pending'`,
      );

    // The draw is drawn; its settler dies after committing two batches of two bets.
    now = new Date(new Date(draw!.draw_at).getTime() + 1000);
    await a.lottery.drawEntertainment(now);
    const crash = (batch: number) => {
      if (batch === 2) throw new Error('killed');
    };
    await expect(
      a.lottery.settleDraw(drawId, now, { batchSize: 2, afterBatch: crash }),
    ).rejects.toThrow('killed');
    expect(await pendingOfDraw()).toBe(placed - 4);

    // Both processes pick it up again: together they settle exactly the bets left.
    const reports = await Promise.all([
      a.lottery.settleDraw(drawId, now, { batchSize: 2 }),
      b.lottery.settleDraw(drawId, now, { batchSize: 2 }),
    ]);
    expect(reports[0]!.settled + reports[1]!.settled).toBe(placed - 4);
    expect(await pendingOfDraw()).toBe(0);
    const [status] = await queryRows<{ status: string }>(
      a.db,
      sql`select status from lottery_draws where id = ${drawId}`,
    );
    expect(status!.status).toBe('settled');

    // One win transfer per winning bet, keyed by the bet; none for a losing bet.
    const won = await countRows(
      sql`select count(*)::text as n from lottery_bets where draw_id = ${drawId} and status = 'won'`,
    );
    expect(won).toBeGreaterThanOrEqual(4);
    const transfers = await countRows(
      sql`select count(*)::text as n from ledger_transfers t
            join lottery_bets b on t.idempotency_key = 'lottery:win:' || b.id
           where b.draw_id = ${drawId}`,
    );
    expect(transfers).toBe(won);
    const wronglyPaid = await countRows(
      sql`select count(*)::text as n from ledger_transfers t
            join lottery_bets b on t.idempotency_key = 'lottery:win:' || b.id
           where b.draw_id = ${drawId} and (b.status <> 'won' or t.amount_minor <> b.win_minor)`,
    );
    expect(wronglyPaid).toBe(0);
    expect((await checkLedger(a.db)).ok).toBe(true);
  }, 60_000);
});
