import { eq, sql } from 'drizzle-orm';
import type { AdminLotteryGame, LotteryGamePatch } from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { lotteryGames } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type Row = Record<string, unknown>;
const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

/**
 * Every lottery game with its timing and its draw and settlement status, in one query. Each part
 * reads a few rows per game through an index, however many draws a game has had (the plan is
 * checked in lottery.repository.plan.test.ts).
 */
async function selectGames(db: Db, now: Date, gameId?: string): Promise<AdminLotteryGame[]> {
  const rows = await queryRows<Row>(db, adminGamesQuery(now, gameId));
  return rows.map((r) => ({
    gameId: String(r.game_id),
    gameName: String(r.game_name),
    region: r.region as AdminLotteryGame['region'],
    drawMode: r.draw_mode as AdminLotteryGame['drawMode'],
    sheet: (r.sheet ?? null) as AdminLotteryGame['sheet'],
    drawTime: (r.draw_time ?? null) as string | null,
    intervalSeconds: r.interval_seconds === null ? null : Number(r.interval_seconds),
    lockSeconds: Number(r.lock_seconds),
    enabled: Boolean(r.enabled),
    openDraw: r.open_numero
      ? { numero: String(r.open_numero), closeAt: iso(r.open_close_at) }
      : null,
    lastDrawn: r.drawn_numero
      ? {
          numero: String(r.drawn_numero),
          drawnAt: iso(r.drawn_at),
          settled: r.drawn_status === 'settled',
        }
      : null,
    unsettledBets: Number(r.unsettled),
    awaitingResult: Number(r.awaiting),
  }));
}

/** The query of selectGames (its plan is checked in lottery.repository.plan.test.ts). */
export function adminGamesQuery(now: Date, gameId?: string) {
  // Named as the draws list names them (nameIn, TY): the Vietnamese name, else the catalogue's.
  return sql`select lg.game_id, coalesce(nullif(g.names->>'vi', ''), g.game_name) as game_name, lg.region, lg.draw_mode, lg.sheet, lg.draw_time,
               lg.interval_seconds, lg.lock_seconds, lg.enabled,
               o.numero as open_numero, o.close_at as open_close_at,
               d.numero as drawn_numero, d.drawn_at, d.status as drawn_status,
               (select count(*)::int from lottery_bets b join lottery_draws bd on bd.id = b.draw_id
                 where bd.game_pk = lg.game_pk and bd.status = 'drawn' and b.status = 'pending') as unsettled,
               (select count(*)::int from lottery_draws w
                 where w.game_pk = lg.game_pk and lg.draw_mode = 'traditional'
                   and w.close_at <= ${now.toISOString()} and w.winning_number is null and w.status <> 'cancelled') as awaiting
          from lottery_games lg
          join games g on g.id = lg.game_pk
          left join lateral (select numero, close_at from lottery_draws
                              where game_pk = lg.game_pk and status = 'open'
                              order by close_at limit 1) o on true
          left join lateral (select numero, drawn_at, status from lottery_draws
                              where game_pk = lg.game_pk and drawn_at is not null
                              order by drawn_at desc nulls last limit 1) d on true
         where ${gameId === undefined ? sql`true` : sql`lg.game_id = ${gameId}`}
         order by lg.region, lg.draw_mode, lg.draw_time nulls first, lg.interval_seconds, lg.game_id`;
}

/** `now` is the engine's clock (tests run it ahead). */
export function listAdminLotteryGames(db: Db, now: Date): Promise<AdminLotteryGame[]> {
  return selectGames(db, now);
}

/** Changes a game's sales, lock or fast-room interval; answers it before and after. */
export async function updateAdminLotteryGame(
  db: Db,
  now: Date,
  gameId: string,
  patch: LotteryGamePatch,
) {
  const [before] = await selectGames(db, now, gameId);
  if (!before) throw new AppError('lottery.game_not_found');
  if (patch.intervalSeconds !== undefined && before.drawMode !== 'entertainment') {
    throw new AppError('request.invalid', {
      message: 'Only the fast rooms draw at an interval',
      value: { field: 'body.intervalSeconds' },
    });
  }
  await db
    .update(lotteryGames)
    .set({
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.lockSeconds !== undefined ? { lockSeconds: patch.lockSeconds } : {}),
      ...(patch.intervalSeconds !== undefined ? { intervalSeconds: patch.intervalSeconds } : {}),
    })
    .where(eq(lotteryGames.gameId, gameId));
  const [after] = await selectGames(db, now, gameId);
  return { before, after: after! };
}
