import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminLotteryDrawPageSchema,
  AdminLotteryDrawsQuerySchema,
  ErrorEnvelopeSchema,
  LotteryBetPageSchema,
  LotteryBetsQuerySchema,
  LotteryCancelBodySchema,
  LotteryDrawQuerySchema,
  LotteryDrawSchema,
  LotteryGameDetailSchema,
  LotteryGameQuerySchema,
  LotteryHistoryPageSchema,
  LotteryHistoryQuerySchema,
  LotteryMenusQuerySchema,
  LotteryMenusSchema,
  LotteryResultBodySchema,
  LotteryScheduleQuerySchema,
  LotteryScheduleSchema,
  LotterySettingsPatchSchema,
  LotterySettingsSchema,
  LotterySettleResultSchema,
  LotteryVerifySchema,
  PlaceLotteryBetsBodySchema,
  PlaceLotteryBetsResultSchema,
  VietnameseNumeroQuerySchema,
  VietnameseNumeroSchema,
  okEnvelope,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { requireOperator } from '../../plugins/request-context.ts';
import { resolveToken } from '../auth/session.service.ts';
import type { LotteryEngine } from './draw-engine.ts';
import {
  cancelLotteryDraw,
  enterLotteryResult,
  getLotteryDraw,
  getLotteryGameDetail,
  getLotteryHistory,
  getLotteryMenus,
  getLotterySchedule,
  getVietnameseNumero,
  listAdminDraws,
  listLotteryBets,
  patchLotterySettings,
  placeLotteryBets,
  readLotterySettings,
  verifyLotteryDraw,
} from './lottery.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });
const tags = ['lottery'];
const count = z.number().int();
const LotteryTickSchema = z.object({
  created: count,
  opened: count,
  locked: count,
  drawn: count,
  settledBets: count,
  settledDraws: count,
});
/** Timers change every second: never cached. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const operator = { config: { gate: false }, onRequest: requireOperator } as const;
const security = [{ operator: [] }];

function memberOf(request: FastifyRequest) {
  if (!request.member) throw new AppError('auth.required');
  return request.member;
}

/**
 * The lottery (spec §2 lottery lobby, §3, §4, §7): menus, the Vietnamese strip, the weekly
 * schedule, history, draws and ELOTT verification (no token); bets (member); results, cancellation,
 * odds and draws (operator). The draw engine is the app's `lottery` decoration.
 */
export function lotteryRoutes(engine: LotteryEngine): FastifyPluginAsyncZod {
  return async (app) => {
    const now = () => engine.now();

    app.get(
      '/lottery/menus',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary:
            'Lottery list / menu / recent (spec §7): the prize mode’s games by menu group with their timers; a member also gets their recent lottery games',
          querystring: LotteryMenusQuerySchema,
          response: ok(LotteryMenusSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        // The token is optional here: visitors see the menus, members also their recent games.
        const token = tokenOf(request);
        const member = token ? await resolveToken(app.db, token) : null;
        return {
          success: true as const,
          value: await getLotteryMenus(app.db, request.query, member?.id ?? null, now()),
        };
      },
    );

    app.get(
      '/lottery/numero',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary: 'Vietnamese numero (spec §7): the next draws with numero and remainTime',
          querystring: VietnameseNumeroQuerySchema,
          response: ok(VietnameseNumeroSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          success: true as const,
          value: await getVietnameseNumero(app.db, request.query, now()),
        };
      },
    );

    app.get(
      '/lottery/schedule',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary:
            'The weekly schedule: games by draw weekday (1 = Sunday … 7 = Saturday) and today',
          querystring: LotteryScheduleQuerySchema,
          response: ok(LotteryScheduleSchema),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return {
          success: true as const,
          value: await getLotterySchedule(app.db, request.query, now()),
        };
      },
    );

    app.get(
      '/lottery/history',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary: 'Drawn results, newest first, by lottery group, game and remark substring',
          querystring: LotteryHistoryQuerySchema,
          response: ok(LotteryHistoryPageSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return { success: true as const, value: await getLotteryHistory(app.db, request.query) };
      },
    );

    app.get(
      '/lottery/draw',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary: 'One draw and its result by prize level',
          querystring: LotteryDrawQuerySchema,
          response: ok(LotteryDrawSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return { success: true as const, value: await getLotteryDraw(app.db, request.query) };
      },
    );

    app.get(
      '/lottery/game',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary: 'The betting page: the game with its timer, draws on sale, bet types with odds',
          querystring: LotteryGameQuerySchema,
          response: ok(LotteryGameDetailSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          success: true as const,
          value: await getLotteryGameDetail(app.db, request.query, now()),
        };
      },
    );

    app.get(
      '/lottery/verify',
      {
        config: { module: 'GAMELO3' },
        schema: {
          tags,
          summary:
            'ELOTT verification: SHA-256(seed) = commitment and the sheet recomputed from the seed = the result',
          querystring: LotteryDrawQuerySchema,
          response: ok(LotteryVerifySchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return { success: true as const, value: await verifyLotteryDraw(app.db, request.query) };
      },
    );

    app.post(
      '/lottery/bets',
      {
        config: { auth: 'member', module: 'GAMELO3' },
        schema: {
          tags,
          summary:
            'Place bets on a draw (all or none); stakes are debited at once; refused after sale close',
          body: PlaceLotteryBetsBodySchema,
          response: ok(PlaceLotteryBetsResultSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          success: true as const,
          value: await placeLotteryBets(app.db, memberOf(request), request.body, now()),
        };
      },
    );

    app.get(
      '/lottery/bets',
      {
        config: { auth: 'member', module: 'GAMELO3' },
        schema: {
          tags,
          summary: 'The member’s lottery bets, newest first, with filters and totals',
          querystring: LotteryBetsQuerySchema,
          response: ok(LotteryBetPageSchema),
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          success: true as const,
          value: await listLotteryBets(app.db, memberOf(request).id, request.query),
        };
      },
    );

    // ---- operator

    app.post(
      '/admin/lottery/result',
      {
        ...operator,
        schema: {
          tags: ['operator'],
          security,
          summary:
            'Enter or import a traditional draw’s result (checked against its sheet), then settle its bets',
          body: LotteryResultBodySchema,
          response: ok(LotterySettleResultSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await enterLotteryResult(app.db, engine, request.body, now()),
      }),
    );

    app.post(
      '/admin/lottery/cancel',
      {
        ...operator,
        schema: {
          tags: ['operator'],
          security,
          summary: 'Cancel a draw without a result: every stake on it is refunded once',
          body: LotteryCancelBodySchema,
          response: ok(LotterySettleResultSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await cancelLotteryDraw(app.db, engine, request.body, now()),
      }),
    );

    app.get(
      '/admin/lottery/draws',
      {
        ...operator,
        schema: {
          tags: ['operator'],
          security,
          summary: 'Draws waiting for a result (default) or by status',
          querystring: AdminLotteryDrawsQuerySchema,
          response: ok(AdminLotteryDrawPageSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await listAdminDraws(app.db, request.query, now()),
      }),
    );

    app.get(
      '/admin/lottery/settings',
      {
        ...operator,
        schema: {
          tags: ['operator'],
          security,
          summary: 'Lottery odds per sheet and bet type, stake bounds',
          response: ok(LotterySettingsSchema),
        },
      },
      async () => ({ success: true as const, value: await readLotterySettings(app.db) }),
    );

    app.patch(
      '/admin/lottery/settings',
      {
        ...operator,
        schema: {
          tags: ['operator'],
          security,
          summary: 'Change odds or stake bounds (bets already placed keep their odds)',
          body: LotterySettingsPatchSchema,
          response: ok(LotterySettingsSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await patchLotterySettings(app.db, request.body),
      }),
    );

    app.post(
      '/admin/lottery/tick',
      {
        ...operator,
        schema: {
          tags: ['operator'],
          security,
          summary:
            'Run one pass of the draw scheduler now (create, open, lock, draw, settle); safe at any time',
          response: ok(LotteryTickSchema),
        },
      },
      async () => ({ success: true as const, value: await engine.tick(now()) }),
    );
  };
}
