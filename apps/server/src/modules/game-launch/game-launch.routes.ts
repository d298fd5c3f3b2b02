import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  LaunchGameQuerySchema,
  LaunchGameResultSchema,
  okEnvelope,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { launchGame, type GameLaunchDeps } from './game-launch.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/** `GET /wps/game/launchGame` (spec §7 "Launch game"). */
export function gameLaunchRoutes(deps: GameLaunchDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/game/launchGame',
      {
        config: {
          auth: 'member',
          module: 'GAMELO3',
          rateLimit: { max: 60, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['game'],
          summary:
            'Launch a game: checks it, issues a one-time launch token (5 minutes) and answers the vendor’s game URL carrying it',
          description:
            'Errors: game.not_found (unknown game, or not under this vendor and category), game.vendor_disabled, game.disabled, game.trial_unavailable (free play not offered for this game), game.launch_unavailable (a game the site opens itself, e.g. the lottery).',
          security: [{ bearer: [] }],
          querystring: LaunchGameQuerySchema,
          response: { 200: okEnvelope(LaunchGameResultSchema), ...errors },
        },
      },
      async (request, reply) => {
        if (!request.member) throw new AppError('auth.required');
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          value: await launchGame(deps, request.member, request.query),
        };
      },
    );
  };
}
