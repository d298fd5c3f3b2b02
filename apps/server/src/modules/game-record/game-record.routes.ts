import type { FastifyPluginAsync } from 'fastify';
import { getGameRecordEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { gameRecord } from './game-record.service.ts';

/** Per visitor address: the record scans the member's rounds with their totals. */
const recordLimit = { max: 120, timeWindow: '1 minute' };

/** The betting record (spec §2 /m/gameRecord). Trial accounts see their free-play rounds. */
export function gameRecordRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      getGameRecordEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return gameRecord(deps.db, request.member!.id, request.query);
      },
      { rateLimit: recordLimit },
    );
  };
}
