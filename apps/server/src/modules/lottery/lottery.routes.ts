import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  listAdminLotteryGamesEndpoint,
  updateAdminLotteryGameEndpoint,
  cancelLotteryDrawEndpoint,
  correctLotteryResultEndpoint,
  listLotteryCorrectionsEndpoint,
  enterLotteryResultEndpoint,
  getLotteryDrawEndpoint,
  getLotteryGameEndpoint,
  getLotteryMenusEndpoint,
  getLotteryScheduleEndpoint,
  getLotterySettingsEndpoint,
  getVietnameseNumeroEndpoint,
  listAdminLotteryDrawsEndpoint,
  listLotteryBetsEndpoint,
  listLotteryHistoryEndpoint,
  placeLotteryBetsEndpoint,
  runLotteryTickEndpoint,
  updateLotterySettingsEndpoint,
  verifyLotteryDrawEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { auditDone, auditedChange } from '../operator/operator-audit.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { resolveToken } from '../auth/session.service.ts';
import type { LotteryEngine } from './draw-engine.ts';
import { listLotteryBets, placeLotteryBets } from './lottery-betting.service.ts';
import {
  getLotteryDraw,
  getLotteryGameDetail,
  getLotteryHistory,
  getLotteryMenus,
  getLotterySchedule,
  getVietnameseNumero,
  verifyLotteryDraw,
} from './lottery-lobby.service.ts';
import {
  cancelLotteryDraw,
  enterLotteryResult,
  listAdminDraws,
} from './lottery-results.service.ts';
import { correctLotteryResult, listLotteryCorrections } from './lottery-correction.service.ts';
import { patchLotterySettings, readLotterySettings } from './lottery-settings.service.ts';
import { listAdminLotteryGames, updateAdminLotteryGame } from './lottery-admin.service.ts';

/** Timers change every second: never cached. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The lottery (spec §2 lottery lobby, §3, §4, §7): menus, the Vietnamese strip, the weekly
 * schedule, history, draws and ELOTT verification (no token); bets (member); results, cancellation,
 * odds and draws (operator). The draw engine is the app's `lottery` decoration.
 */
export function lotteryRoutes(deps: RouteDeps & { engine: LotteryEngine }): FastifyPluginAsync {
  const { engine } = deps;
  return async (app) => {
    const now = () => engine.now();

    route(app, getLotteryMenusEndpoint, async (request, reply) => {
      noStore(reply);
      // The token is optional here: visitors see the menus, members also their recent games.
      const token = tokenOf(request);
      const member = token ? await resolveToken(deps.db, token) : null;
      return getLotteryMenus(deps.db, request.query, member?.id ?? null, now(), deps.cache);
    });
    route(app, getVietnameseNumeroEndpoint, async (request, reply) => {
      noStore(reply);
      return getVietnameseNumero(deps.db, request.query, now(), deps.cache);
    });
    route(app, getLotteryScheduleEndpoint, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getLotterySchedule(deps.db, request.query, now(), deps.cache);
    });
    route(app, listLotteryHistoryEndpoint, async (request, reply) => {
      noStore(reply);
      return getLotteryHistory(deps.db, request.query, deps.cache);
    });
    route(app, getLotteryDrawEndpoint, async (request, reply) => {
      noStore(reply);
      return getLotteryDraw(deps.db, request.query);
    });
    route(app, getLotteryGameEndpoint, async (request, reply) => {
      noStore(reply);
      return getLotteryGameDetail(deps.db, request.query, now());
    });
    route(app, verifyLotteryDrawEndpoint, async (request, reply) => {
      noStore(reply);
      return verifyLotteryDraw(deps.db, request.query);
    });
    route(app, placeLotteryBetsEndpoint, async (request, reply) => {
      noStore(reply);
      return placeLotteryBets(deps.db, request.member!, request.body, now());
    });
    route(app, listLotteryBetsEndpoint, async (request, reply) => {
      noStore(reply);
      return listLotteryBets(deps.db, request.member!.id, request.query);
    });

    // ---- operator

    // The draw engine settles with its own transactions; the audit line follows the settlement.
    route(app, enterLotteryResultEndpoint, async (request) => {
      const value = await enterLotteryResult(deps.db, engine, request.body, now());
      await auditDone(deps.db, request, {
        action: 'lottery.result',
        targetType: 'lottery_draw',
        targetId: `${request.body.gameId}:${request.body.numero}`,
        after: { result: request.body, settled: value },
      });
      return value;
    });
    route(app, cancelLotteryDrawEndpoint, async (request) => {
      const value = await cancelLotteryDraw(deps.db, engine, request.body, now());
      await auditDone(deps.db, request, {
        action: 'lottery.cancel',
        targetType: 'lottery_draw',
        targetId: `${request.body.gameId}:${request.body.numero}`,
        reason: request.body.reason,
        after: value,
      });
      return value;
    });
    // Re-settlement runs in its own transactions; the audit line follows a correction that was made.
    route(app, correctLotteryResultEndpoint, async (request) => {
      const { actor } = callerOf(request);
      const value = await correctLotteryResult(
        deps.db,
        engine,
        request.body,
        { name: actor.name, operatorId: actor.operatorId ?? null },
        now(),
      );
      if (value.changed && value.correction) {
        const { lines: _lines, ...summary } = value.correction;
        await auditDone(deps.db, request, {
          action: 'lottery.correction',
          targetType: 'lottery_draw',
          targetId: `${request.body.gameId}:${request.body.numero}`,
          reason: request.body.reason,
          before: { winningNumber: summary.previousWinningNumber },
          after: summary,
        });
      }
      return value;
    });
    route(app, listLotteryCorrectionsEndpoint, (request) =>
      listLotteryCorrections(deps.db, request.query),
    );
    route(app, listAdminLotteryDrawsEndpoint, (request) =>
      listAdminDraws(deps.db, request.query, now()),
    );
    route(app, listAdminLotteryGamesEndpoint, () => listAdminLotteryGames(deps.db, now()));
    route(app, updateAdminLotteryGameEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateAdminLotteryGame(tx, now(), request.params.gameId, request.body),
        ({ before, after: changed }) => ({
          action: 'lottery.game',
          targetType: 'lottery_game',
          targetId: changed.gameId,
          before,
          after: changed,
        }),
      );
      // The lobby's kept game rows (lottery-games.service.ts), in every process.
      await deps.cache.invalidate('catalogue');
      return after;
    });
    route(app, getLotterySettingsEndpoint, () => readLotterySettings(deps.db));
    route(app, updateLotterySettingsEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        async (tx) => ({
          before: await readLotterySettings(tx),
          after: await patchLotterySettings(tx, request.body),
        }),
        ({ before, after }) => ({
          action: 'lottery.settings',
          targetType: 'settings',
          targetId: 'lottery',
          before,
          after,
        }),
      ).then(({ after }) => after),
    );
    route(app, runLotteryTickEndpoint, async (request) => {
      const value = await engine.tick(now());
      await auditDone(deps.db, request, {
        action: 'lottery.tick',
        targetType: 'lottery_engine',
        targetId: 'tick',
        after: value,
      });
      return value;
    });
  };
}
