import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  ORIGINALS_SESSION_HEADER,
  OriginalsPlayBodySchema,
  OriginalsPlayValueSchema,
  OriginalsRoundListSchema,
  OriginalsSeedBodySchema,
  OriginalsSessionBodySchema,
  OriginalsSessionValueSchema,
  OriginalsStateSchema,
  OriginalsVerifyValueSchema,
  okEnvelope,
} from '@app/contracts';
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

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};
const sessionHeaders = z.object({ [ORIGINALS_SESSION_HEADER]: z.string().max(200).optional() });
const roundLimit = { max: 120, timeWindow: '1 minute' };

/**
 * In-house games (docs/decisions/0016-in-house-games.md): the game page exchanges its launch token
 * for a game session, then plays rounds that settle through the vendor wallet API. Calls other
 * than the session and the public round check carry the session in the x-game-session header.
 */
export function originalsRoutes(deps: OriginalsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const session = (request: FastifyRequest) =>
      resolveSession(deps.db, headerValue(request.headers[ORIGINALS_SESSION_HEADER]));

    app.post(
      '/originals/session',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['originals'],
          summary: 'Exchange the launch token of an in-house game URL for a game session',
          body: OriginalsSessionBodySchema,
          response: { 200: okEnvelope(OriginalsSessionValueSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, value: await openSession(deps, request.body) };
      },
    );

    app.get(
      '/originals/state',
      {
        schema: {
          tags: ['originals'],
          summary: 'Balance, stake limits and the next round’s server seed hash and nonce',
          headers: sessionHeaders,
          response: { 200: okEnvelope(OriginalsStateSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, value: await stateOf(deps, await session(request)) };
      },
    );

    app.post(
      '/originals/play',
      {
        config: { rateLimit: roundLimit },
        schema: {
          tags: ['originals'],
          summary: 'Play one round: stake, provably fair draw, win; seeds revealed',
          description:
            'A repeat with the same requestId answers the same round and moves no money again.',
          headers: sessionHeaders,
          body: OriginalsPlayBodySchema,
          response: { 200: okEnvelope(OriginalsPlayValueSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const value = await playRound(deps, await session(request), request.body);
        return { success: true as const, value };
      },
    );

    app.put(
      '/originals/seed',
      {
        schema: {
          tags: ['originals'],
          summary: 'Set the client seed of the next rounds',
          headers: sessionHeaders,
          body: OriginalsSeedBodySchema,
          response: { 200: okEnvelope(OriginalsStateSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const value = await setClientSeed(deps, await session(request), request.body.clientSeed);
        return { success: true as const, value };
      },
    );

    app.get(
      '/originals/rounds',
      {
        schema: {
          tags: ['originals'],
          summary: 'The last 10 rounds of this game, seeds revealed',
          headers: sessionHeaders,
          response: { 200: okEnvelope(OriginalsRoundListSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, value: await lastRounds(deps.db, await session(request)) };
      },
    );

    app.get(
      '/originals/rounds/:roundId',
      {
        schema: {
          tags: ['originals'],
          summary: 'A settled round with its seeds, recomputed by the server (public)',
          params: z.object({ roundId: z.string().max(64) }),
          response: { 200: okEnvelope(OriginalsVerifyValueSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        value: await verifyRound(deps.db, request.params.roundId),
      }),
    );
  };
}
