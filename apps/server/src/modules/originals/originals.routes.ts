import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ORIGINALS_SESSION_HEADER,
  OriginalsSessionHeadersSchema,
  getOriginalsRoundEndpoint,
  getOriginalsStateEndpoint,
  listOriginalsRoundsEndpoint,
  openOriginalsSessionEndpoint,
  playOriginalsRoundEndpoint,
  setOriginalsClientSeedEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { headerValue } from '../../lib/signed-request.ts';
import {
  lastRounds,
  openSession,
  playRound,
  resolveSession,
  setClientSeed,
  stateOf,
  verifyRound,
  type OriginalsDeps,
} from './originals.service.ts';

/** Per visitor address: a session exchange uses up a launch token; rounds move money. */
const limits = {
  session: { max: 30, timeWindow: '1 minute' },
  round: { max: 120, timeWindow: '1 minute' },
};
/** The session-bound calls read the game session header. */
const sessionHeaders = { headers: OriginalsSessionHeadersSchema };

/**
 * In-house games (docs/decisions/2026-11-23-in-house-games.md): the game page exchanges its launch token
 * for a game session, then plays rounds that settle through the vendor wallet API. Calls other
 * than the session and the public round check carry the session in the x-game-session header.
 * Every answer but the public round check is never cached.
 */
export function originalsRoutes(deps: OriginalsDeps): FastifyPluginAsync {
  return async (app) => {
    const session = (request: FastifyRequest) =>
      resolveSession(deps.db, headerValue(request.headers[ORIGINALS_SESSION_HEADER]));

    route(
      app,
      openOriginalsSessionEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return openSession(deps, request.body);
      },
      { rateLimit: limits.session },
    );
    route(
      app,
      getOriginalsStateEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return stateOf(deps, await session(request));
      },
      sessionHeaders,
    );
    route(
      app,
      playOriginalsRoundEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return playRound(deps, await session(request), request.body);
      },
      { ...sessionHeaders, rateLimit: limits.round },
    );
    route(
      app,
      setOriginalsClientSeedEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return setClientSeed(deps, await session(request), request.body.clientSeed);
      },
      sessionHeaders,
    );
    route(
      app,
      listOriginalsRoundsEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return lastRounds(deps.db, await session(request));
      },
      sessionHeaders,
    );
    route(app, getOriginalsRoundEndpoint, (request) =>
      verifyRound(deps.db, request.params.roundId),
    );
  };
}
