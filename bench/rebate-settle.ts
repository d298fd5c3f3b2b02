/**
 * Rebate settlement (issue 14; docs/decisions/2026-11-25-rebates.md): one day's settlement for
 * 100,000 members in a four-level team tree (10 general agents, 100 sub-agents, 1,000
 * sub-sub-agents, 98,890 players) and 1,000,000 vendor bets of that day in closed rounds, spread
 * over four game categories; every agent and a third of the players have rates. The members and
 * bets are written by SQL before the clock starts; the figure is `settleRebates` settling that day
 * (one transaction: the valid turnover, the chains through the closure table, the income rows and
 * one grant per earner). Afterwards it runs again and must pay nothing more. Measured on
 * PostgreSQL (BENCH_DATABASE_URL); without it, 10,000 members and 100,000 bets on PGlite.
 *
 *   REBATE_BENCH_MEMBERS   members (default 100,000 on PostgreSQL, 10,000 on PGlite)
 *   REBATE_BENCH_BETS      bets (default 1,000,000 on PostgreSQL, 100,000 on PGlite)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { settleRebates } from '../apps/server/src/modules/rebates/rebates.service.ts';
import { freshPostgresDatabase, round, type Bench, type Figure } from './lib.ts';

/** The settled day: Monday 2 June 2031 (+07:00); the run happens at 01:00 the next day. */
const DAY = '2031-06-02';
const NOW = new Date('2031-06-02T18:00:00Z');

async function settleOnce(
  target: { kind: 'pglite' } | { kind: 'postgres'; url: string },
  memberCount: number,
  betCount: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const databaseUrl =
    target.kind === 'postgres'
      ? await freshPostgresDatabase(target.url, 'bench_rebate')
      : undefined;
  const app = await buildApp({
    logger: false,
    config: { env: 'development', dataDir: 'memory://', databaseUrl, demoData: true },
  });
  try {
    const db = app.db;
    const tag = `rb${randomBytes(2).toString('hex')}`;
    const started = Date.now();
    // The tree, level by level (the closure table's trigger fills member_tree): 1 % agents in
    // three levels of ten, the rest players spread over the bottom agents.
    const general = 10;
    const sub = 100;
    const subsub = Math.min(1000, Math.floor(memberCount / 20));
    const players = memberCount - general - sub - subsub;
    await db.execute(
      sql.raw(`insert into members (account, password_hash, type)
               select '${tag}g' || g, '!bench', 1 from generate_series(1, ${general}) g`),
    );
    await db.execute(
      sql.raw(`insert into members (account, password_hash, type, parent_id)
               select '${tag}s' || g, '!bench', 2,
                      (select id from members where account = '${tag}g' || (1 + g % ${general}))
                 from generate_series(1, ${sub}) g`),
    );
    await db.execute(
      sql.raw(`insert into members (account, password_hash, type, parent_id)
               select '${tag}t' || g, '!bench', 2,
                      (select id from members where account = '${tag}s' || (1 + g % ${sub}))
                 from generate_series(1, ${subsub}) g`),
    );
    await db.execute(
      sql.raw(`with t as (select array_agg(id order by id) ids from members where account like '${tag}t%')
               insert into members (account, password_hash, type, parent_id)
               select '${tag}p' || g, '!bench', 0, t.ids[1 + g % ${subsub}]
                 from generate_series(1, ${players}) g, t`),
    );
    // Rates: general agents 1.2 %, sub-agents 0.9 %, sub-sub-agents 0.6 %, every third player 0.3 %.
    await db.execute(
      sql.raw(`insert into rebate_rates (member_id, category, rate_permille, set_by)
               select m.id, c.category,
                      case when m.account like '${tag}g%' then 12 when m.account like '${tag}s%' then 9
                           when m.account like '${tag}t%' then 6 else 3 end, 'bench'
                 from members m
                 cross join (values ('RNG'), ('LIVE'), ('FISH'), ('SPORTS')) c(category)
                where m.account like '${tag}%' and (m.type <> 0 or m.id % 3 = 0)`),
    );
    // One game of each of four categories from the catalogue.
    const picks = await queryRows<{ game_code: string; vassalage: string }>(
      db,
      sql`select distinct on (v.category) g.game_code, v.account_type_name as vassalage
            from games g join vendors v on v.code = g.vendor_code
           where v.category in ('RNG', 'LIVE', 'FISH', 'SPORTS')
           order by v.category, g.game_code`,
    );
    const codes = picks.map((p) => `'${p.game_code}'`).join(',');
    const wallets = picks.map((p) => `'${p.vassalage}'`).join(',');
    const dayStart = `${DAY}T00:00:00+07:00`;
    await db.execute(
      sql.raw(`with p as (select array_agg(id order by id) ids from members where account like '${tag}p%'),
               s as (select g, 1 + g % ${picks.length} as k from generate_series(1, ${betCount}) g)
               insert into vendor_bets (wallet_account, bet_transaction_id, member_id, round_id,
                                        game_code, amount_minor, state, seen, created_at)
               select (array[${wallets}])[s.k], 'b' || s.g, p.ids[1 + ((s.g::bigint * 7919) % ${players})::int],
                      'r' || s.g, (array[${codes}])[s.k], (1 + s.g % 20) * 1000000, 'won', true,
                      timestamptz '${dayStart}' + (s.g % 86000) * interval '1 second'
                 from s, p`),
    );
    await db.execute(
      sql.raw(`insert into vendor_rounds (wallet_account, member_id, round_id, created_at, closed_at)
               select wallet_account, member_id, round_id, created_at, created_at + interval '30 seconds'
                 from vendor_bets where bet_transaction_id like 'b%' and round_id like 'r%'`),
    );
    await db.execute(sql`analyze`);
    log(
      `  ${target.kind}: ${memberCount.toLocaleString('en')} members and ${betCount.toLocaleString('en')} bets written in ${round((Date.now() - started) / 1000)} s`,
    );

    const t0 = performance.now();
    const run = await settleRebates(db, NOW);
    const seconds = (performance.now() - t0) / 1000;
    const again = await settleRebates(db, NOW);
    const [rows] = await queryRows<{ income: string; grants: string }>(
      db,
      sql`select (select count(*) from rebate_income where day = ${DAY})::text as income,
                 (select count(*) from reward_grants where source like ${`rebate:%:${DAY}`})::text as grants`,
    );
    log(
      `  ${target.kind}: settled ${DAY} in ${round(seconds, 1)} s: ${run.earners.toLocaleString('en')} members paid ${run.amount}, ` +
        `${Number(rows!.income).toLocaleString('en')} income rows; a second run settled ${again.days.length} days`,
    );
    if (
      !run.days.includes(DAY) ||
      again.days.includes(DAY) ||
      Number(rows!.grants) !== run.earners
    ) {
      throw new Error('the settlement missed the day or paid it twice');
    }
    const context = { database: target.kind, members: memberCount, bets: betCount };
    return [
      {
        bench: 'rebate-settle',
        name: 'settle one day',
        value: round(seconds, 1),
        unit: 's',
        context,
      },
      {
        bench: 'rebate-settle',
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

export const rebateSettleBench: Bench = {
  name: 'rebate-settle',
  description: 'one day of rebates for 100,000 members and 1,000,000 bets (PostgreSQL)',
  async run(ctx) {
    if (ctx.postgresUrl) {
      const members = Number(process.env.REBATE_BENCH_MEMBERS ?? 100_000);
      const bets = Number(process.env.REBATE_BENCH_BETS ?? 1_000_000);
      return settleOnce({ kind: 'postgres', url: ctx.postgresUrl }, members, bets, ctx.log);
    }
    ctx.log(
      '  BENCH_DATABASE_URL is not set: 10,000 members and 100,000 bets on PGlite instead of 100,000 and 1,000,000 on PostgreSQL',
    );
    const members = Number(process.env.REBATE_BENCH_MEMBERS ?? 10_000);
    const bets = Number(process.env.REBATE_BENCH_BETS ?? 100_000);
    return settleOnce({ kind: 'pglite' }, members, bets, ctx.log);
  },
};
