import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  GameRecordPageSchema,
  GameRecordQuerySchema,
  okEnvelope,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { gameRecord } from './game-record.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/** The betting record (spec §2 /m/gameRecord). Trial accounts see their free-play rounds. */
export const gameRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/record',
    {
      config: { auth: 'member', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['game'],
        summary:
          'Betting record: the member’s game rounds (bet, win, net, game, vendor, time, status), newest first, by days, category or vendor, with totals',
        security: [{ bearer: [] }],
        querystring: GameRecordQuerySchema,
        response: { 200: okEnvelope(GameRecordPageSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.member) throw new AppError('auth.required');
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        value: await gameRecord(app.db, request.member.id, request.query),
      };
    },
  );
};
