import type { FastifyPluginAsync } from 'fastify';
import { launchGameEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { launchGame, type GameLaunchDeps } from './game-launch.service.ts';

/** Per visitor address: every launch issues a token and writes the recent list. */
const launchLimit = { max: 60, timeWindow: '1 minute' };

/** `GET /wps/game/launchGame` (spec §7 "Launch game"). */
export function gameLaunchRoutes(deps: GameLaunchDeps): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      launchGameEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return launchGame(deps, request.member!, request.query);
      },
      { rateLimit: launchLimit },
    );
  };
}
