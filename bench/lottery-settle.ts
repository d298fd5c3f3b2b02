/**
 * Lottery settlement: one North draw with 1,000,000 bets of every bet type (LO2, LO3, DE, DE_G1,
 * DAU, DUOI, BA_CANG, XIEN2/3/4) by 1,000 players, settled by the draw engine (settleDraw: batches
 * claimed with FOR UPDATE SKIP LOCKED, each win one ledger transfer keyed by the bet) with
 * SETTLERS engines at once, as several server processes would. Measured on PostgreSQL
 * (BENCH_DATABASE_URL); without it, 50,000 bets on PGlite. The bet rows are written by one SQL
 * statement before the clock starts (their stakes are not charged: only settlement is measured).
 * Afterwards: no pending bet, one transfer per winning bet, ledger check OK.
 *
 *   LOTTERY_BENCH_BETS   number of bets (default 1,000,000 on PostgreSQL, 50,000 on PGlite)
 *   LOTTERY_BENCH_SETTLERS  concurrent settlers (default 2)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { insertMember } from '../apps/server/src/modules/auth/auth.repository.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { LotteryEngine, randomSheet } from '../apps/server/src/modules/lottery/draw-engine.ts';
import { storeResult } from '../apps/server/src/modules/lottery/lottery.repository.ts';
import { DEFAULT_LOTTERY_SETTINGS, parseOddsMilli, VIETNAMESE_BET_TYPES } from '@app/contracts';
import type { Db } from '../apps/server/src/db/client.ts';
import { freshPostgresDatabase, round, type Bench, type Figure } from './lib.ts';

const PLAYERS = 1000;
/** Monday 2 June 2031, 15:00 in Vietnam: the North draw (18:15) is on sale. */
const NOW = new Date('2031-06-02T08:00:00Z');

async function settleOnce(
  target: { kind: 'pglite' } | { kind: 'postgres'; url: string },
  betCount: number,
  settlers: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const databaseUrl =
    target.kind === 'postgres'
      ? await freshPostgresDatabase(target.url, 'bench_lottery')
      : undefined;
  const app = await buildApp({
    logger: false,
    config: {
      env: 'development',
      dataDir: 'memory://',
      databaseUrl,
      demoData: true,
      databasePoolSize: 20,
    },
    lottery: { clock: () => NOW, demoResults: false },
  });
  try {
    const db = app.db;
    await app.lottery.tick(NOW);
    const [draw] = await queryRows<{ id: number; game_pk: number }>(
      db,
      sql`select d.id, d.game_pk from lottery_draws d join lottery_games g on g.game_pk = d.game_pk
          where g.game_id = '101' and d.numero = '20310602'`,
    );
    if (!draw) throw new Error('no North draw on 2031-06-02');
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < PLAYERS; i++) {
      await insertMember(db, {
        account: `lb${tag}${i}`,
        nickname: null,
        type: 0,
        passwordHash: '!bench',
      });
    }
    const odds = DEFAULT_LOTTERY_SETTINGS.odds.north;
    const oddsList = VIETNAMESE_BET_TYPES.map((t) => parseOddsMilli(odds[t]).toString()).join(',');
    const typeList = VIETNAMESE_BET_TYPES.map((t) => `'${t}'`).join(',');
    const started = Date.now();
    // Bet i has type i mod 10; numbers drawn at random, xiên pairs distinct by construction.
    await db.execute(
      sql.raw(`
      with m as (select array_agg(id order by id) ids from members where account like 'lb${tag}%'),
      s as (
        select g, (g % 10) + 1 as t, (random() * 99)::int as a, (random() * 999)::int as b, (random() * 9)::int as c
        from generate_series(1, ${betCount}) g
      )
      insert into lottery_bets (bet_no, member_id, draw_id, game_pk, bet_type, numbers, units,
        stake_minor, total_stake_minor, odds_milli, request_key, created_at)
      select 'LB' || s.g, m.ids[1 + (s.g % ${PLAYERS})], ${draw.id}, ${draw.game_pk},
        (array[${typeList}])[s.t],
        case (array[${typeList}])[s.t]
          when 'LO3' then lpad(s.b::text, 3, '0')
          when 'BA_CANG' then lpad(s.b::text, 3, '0')
          when 'DAU' then s.c::text
          when 'DUOI' then s.c::text
          when 'XIEN2' then lpad(s.a::text, 2, '0') || ',' || lpad(((s.a + 13) % 100)::text, 2, '0')
          when 'XIEN3' then lpad(s.a::text, 2, '0') || ',' || lpad(((s.a + 13) % 100)::text, 2, '0') || ',' || lpad(((s.a + 29) % 100)::text, 2, '0')
          when 'XIEN4' then lpad(s.a::text, 2, '0') || ',' || lpad(((s.a + 13) % 100)::text, 2, '0') || ',' || lpad(((s.a + 29) % 100)::text, 2, '0') || ',' || lpad(((s.a + 47) % 100)::text, 2, '0')
          else lpad(s.a::text, 2, '0')
        end,
        1, 100000, 100000, (array[${oddsList}]::bigint[])[s.t], 'bench:' || s.g, '${NOW.toISOString()}'
      from s, m`),
    );
    await db.execute(sql`analyze lottery_bets`);
    log(
      `  ${target.kind}: ${betCount.toLocaleString('en')} bets written in ${round((Date.now() - started) / 1000)} s`,
    );

    await db.transaction(async (tx) => {
      await storeResult(tx as unknown as Db, draw.id, {
        winningNumber: randomSheet('north'),
        source: 'operator',
        drawnAt: NOW,
      });
    });
    // Several engines on the same database, as several processes would run them.
    const engines = Array.from(
      { length: settlers },
      () => new LotteryEngine(db, { clock: () => NOW }),
    );
    const t0 = performance.now();
    const reports = await Promise.all(engines.map((e) => e.settleDraw(draw.id, NOW)));
    const seconds = (performance.now() - t0) / 1000;
    const settled = reports.reduce((s, r) => s + r.settled, 0);
    const won = reports.reduce((s, r) => s + r.won, 0);
    const [pending] = await queryRows<{ n: string }>(
      db,
      sql`select count(*)::text n from lottery_bets where draw_id = ${draw.id} and status = 'pending'`,
    );
    const [wins] = await queryRows<{ n: string }>(
      db,
      sql`select count(*)::text n from ledger_transfers where kind = 'lottery_win'`,
    );
    const check = await checkLedger(db);
    log(
      `  ${target.kind}: settled ${settled.toLocaleString('en')} bets (${won.toLocaleString('en')} won) in ${round(seconds, 1)} s ` +
        `with ${settlers} settlers; pending left ${pending!.n}, win transfers ${wins!.n}, ledger ${check.ok ? 'OK' : 'NOT OK'}`,
    );
    if (settled !== betCount || Number(pending!.n) !== 0 || Number(wins!.n) !== won || !check.ok) {
      throw new Error('settlement left work undone or paid something twice');
    }
    const context = { database: target.kind, bets: betCount, winners: won, settlers };
    return [
      {
        bench: 'lottery-settle',
        name: 'settle one draw',
        value: round(seconds, 1),
        unit: 's',
        context,
      },
      {
        bench: 'lottery-settle',
        name: 'bets settled per second',
        value: Math.round(betCount / seconds),
        unit: 'bets/s',
        context,
      },
    ];
  } finally {
    await app.close();
  }
}

export const lotterySettleBench: Bench = {
  name: 'lottery-settle',
  description: 'settle 1,000,000 lottery bets of mixed types on one draw (PostgreSQL)',
  async run(ctx) {
    const settlers = Number(process.env.LOTTERY_BENCH_SETTLERS ?? 2);
    if (ctx.postgresUrl) {
      const bets = Number(process.env.LOTTERY_BENCH_BETS ?? 1_000_000);
      return settleOnce({ kind: 'postgres', url: ctx.postgresUrl }, bets, settlers, ctx.log);
    }
    ctx.log(
      '  BENCH_DATABASE_URL is not set: 50,000 bets on PGlite instead of 1,000,000 on PostgreSQL',
    );
    const bets = Number(process.env.LOTTERY_BENCH_BETS ?? 50_000);
    return settleOnce({ kind: 'pglite' }, bets, settlers, ctx.log);
  },
};
