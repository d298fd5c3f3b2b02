import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { games, lotteryDraws, lotteryGames } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { LotteryEngine, randomSheet } from './draw-engine.ts';
import { storeResult } from './lottery.repository.ts';

// The scheduler sleeps between draw events (docs/decisions/2026-12-02-lottery-scheduler-sleeps.md).
// Monday 3 March 2031, 08:00 in Vietnam.
const start = new Date('2031-03-03T01:00:00Z');
let now = start;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({}, { lottery: { clock: () => now, demoResults: false } });
});
afterAll(async () => app.close());

/** Every instant after `after` at which a draw not yet drawn opens, closes or (if fast) is drawn. */
async function eventsAfter(after: Date): Promise<number[]> {
  const rows = await queryRows<{
    status: string;
    open_at: Date | string;
    close_at: Date | string;
    draw_at: Date | string;
    draw_mode: string;
  }>(
    app.db,
    sql`select d.status, d.open_at, d.close_at, d.draw_at, lg.draw_mode
        from lottery_draws d join lottery_games lg on lg.game_pk = d.game_pk
        where d.status in ('scheduled', 'open', 'locked')`,
  );
  const out: number[] = [];
  for (const r of rows) {
    if (r.status === 'scheduled') out.push(new Date(r.open_at).getTime());
    if (r.status !== 'locked') out.push(new Date(r.close_at).getTime());
    if (r.draw_mode === 'entertainment') out.push(new Date(r.draw_at).getTime());
  }
  return out.filter((t) => t > after.getTime()).sort((a, b) => a - b);
}

describe('the lottery scheduler', () => {
  it('plans each pass at the next draw event, so that none falls between two passes', async () => {
    await app.lottery.tick(now);
    const end = start.getTime() + 15 * 60_000;
    let passes = 1;
    let drawnOnTime = 0;
    while (now.getTime() < end) {
      const events = await eventsAfter(now);
      const next = await app.lottery.nextPassAt(now);
      expect(next.getTime()).toBeGreaterThan(now.getTime());
      // Never later than the first event, nor than the schedule's next extension (30 s).
      expect(next.getTime()).toBeLessThanOrEqual(events[0] ?? Infinity);
      expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(30_000);
      now = next;
      const report = await app.lottery.tick(now);
      drawnOnTime += report.drawn;
      passes++;
    }
    // A fast room draws every 45 s to 10 min: every draw of the quarter hour drawn at its time …
    const late = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from lottery_draws d
          join lottery_games lg on lg.game_pk = d.game_pk
          where lg.draw_mode = 'entertainment' and d.draw_at > ${start} and d.draw_at <= ${now}
            and (d.drawn_at is null or d.drawn_at <> d.draw_at)`,
    );
    expect(late[0]!.n).toBe(0);
    expect(drawnOnTime).toBeGreaterThan(50);
    // … in far fewer passes than a pass a second (900 in a quarter hour).
    expect(passes).toBeLessThan(300);
  });

  it('asks for a pass now while a drawn draw waits to be settled (the loop makes it a second later)', async () => {
    const [locked] = await queryRows<{ id: number }>(
      app.db,
      sql`select d.id from lottery_draws d join lottery_games lg on lg.game_pk = d.game_pk
          where d.status in ('open', 'scheduled') and lg.draw_mode = 'traditional'
          order by d.draw_at limit 1`,
    );
    await app.db
      .update(lotteryDraws)
      .set({ status: 'locked' })
      .where(eq(lotteryDraws.id, locked!.id));
    const [draw] = await app.db
      .select({ sheet: lotteryGames.sheet })
      .from(lotteryDraws)
      .innerJoin(lotteryGames, eq(lotteryGames.gamePk, lotteryDraws.gamePk))
      .where(eq(lotteryDraws.id, locked!.id));
    expect(draw!.sheet).toBeTruthy();
    expect(
      await storeResult(app.db, locked!.id, {
        winningNumber: randomSheet(draw!.sheet!),
        source: 'operator',
        drawnAt: now,
      }),
    ).toBe(true);
    expect((await app.lottery.nextPassAt(now)).getTime()).toBe(now.getTime());
    await app.lottery.tick(now);
    expect((await app.lottery.nextPassAt(now)).getTime()).toBeGreaterThan(now.getTime());
  });

  it('wakes for a provincial draw’s demo result, 20 minutes after it', async () => {
    const demo = new LotteryEngine(app.db, { clock: () => now, demoResults: true });
    const [first] = await queryRows<{ draw_at: Date | string }>(
      app.db,
      sql`select min(d.draw_at) as draw_at from lottery_draws d
          join lottery_games lg on lg.game_pk = d.game_pk
          where lg.draw_mode = 'traditional' and d.status in ('scheduled', 'open', 'locked')`,
    );
    const demoAt = new Date(first!.draw_at).getTime() + 20 * 60_000;
    // Entertainment rooms off: only the provincial draws' events are left.
    await app.db
      .update(lotteryGames)
      .set({ enabled: false })
      .where(eq(lotteryGames.drawMode, 'entertainment'));
    await app.db
      .update(lotteryDraws)
      .set({ status: 'cancelled', settledAt: now })
      .where(
        sql`${lotteryDraws.gamePk} in (select game_pk from lottery_games where draw_mode = 'entertainment')
            and ${lotteryDraws.status} in ('scheduled', 'open', 'locked')`,
      );
    const later = new Date(demoAt - 10_000);
    await demo.tick(later);
    expect((await demo.nextPassAt(later)).getTime()).toBe(demoAt);
    // Without demo results nothing is due then: the next pass is the schedule's extension or later.
    await app.lottery.tick(later);
    expect((await app.lottery.nextPassAt(later)).getTime()).toBeGreaterThan(demoAt);
  });

  it('draws a fast room’s draw as it comes due when started on a running clock', async () => {
    // A clock running with the machine's, set 1.5 s before a draw of a room drawing every 30 s
    // (local midnight falls on a 30 s boundary), so that the test waits for one draw, not 30 s.
    const real = Date.now();
    const offset = Math.ceil(real / 30_000) * 30_000 + 30_000 - 1_500 - real;
    const engine = new LotteryEngine(app.db, { clock: () => new Date(Date.now() + offset) });
    const [room] = await app.db
      .select({ gamePk: lotteryGames.gamePk })
      .from(lotteryGames)
      .innerJoin(games, eq(games.id, lotteryGames.gamePk))
      .where(eq(games.gameCode, 'TCG_MB45'));
    await app.db
      .update(lotteryGames)
      .set({ enabled: true, intervalSeconds: 30, lockSeconds: 1 })
      .where(eq(lotteryGames.gamePk, room!.gamePk));
    const startedAt = engine.now();
    engine.start();
    try {
      // Waits on the state: the room's next draw locked, then drawn by a pass of the scheduler.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                app.db,
                sql`select count(*)::int as n from lottery_draws
                    where game_pk = ${room!.gamePk} and draw_at > ${startedAt}
                      and drawn_at >= draw_at`,
              )
            )[0]!.n,
          { timeout: 60_000, interval: 200 },
        )
        .toBeGreaterThanOrEqual(1);
    } finally {
      await engine.stop();
    }
  });
});
