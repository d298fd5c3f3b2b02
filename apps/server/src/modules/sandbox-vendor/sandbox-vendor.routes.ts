import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AmountSchema, ErrorEnvelopeSchema, okEnvelope } from '@app/contracts';
import { SERVER_SRC } from '../../lib/source-dir.ts';
import { runnerPage } from './runner-page.ts';
import { sandboxMatch } from '../sports/sandbox-feed.ts';
import {
  SANDBOX_STAKES,
  playRound,
  sessionBalance,
  startSession,
  type SandboxVendorDeps,
} from './sandbox-vendor.service.ts';

const asset = (name: string) =>
  readFileSync(path.join(SERVER_SRC, 'modules', 'sandbox-vendor', 'assets', name), 'utf8');

const VendorParams = z.object({ vendorCode: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) });
const GameCode = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const SessionText = z.string().min(1).max(1000);

const PlayQuerySchema = z.object({
  token: z.string().max(200).optional(),
  game: GameCode,
  language: z.enum(['vi', 'en']).default('vi'),
  /** A path of the site; anything else falls back to the home page. */
  lobbyUrl: z.string().max(200).optional(),
  /** Sports: the hot match the member tapped. */
  match: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

const SITE_PATH = /^\/m(\/[A-Za-z0-9/_.?=&-]*)?$/;

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  502: ErrorEnvelopeSchema,
};

const SessionAnswerSchema = z.object({
  session: z.string(),
  playerId: z.string(),
  currency: z.string(),
  balance: AmountSchema,
  stakes: z.array(AmountSchema),
});
const RoundAnswerSchema = z.object({
  roundId: z.string(),
  stake: AmountSchema,
  multiplier: z.string(),
  win: AmountSchema,
  balance: AmountSchema,
  currency: z.string(),
});

/**
 * The sandbox vendor (docs/decisions/2026-11-21-sandbox-vendor.md): the game page every demo vendor's
 * launch URL opens, and the vendor-side API its script calls. The money moves only through the
 * signed wallet API, called over HTTP like any outside vendor.
 */
export function sandboxVendorRoutes(deps: SandboxVendorDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const script = asset('runner.js');
    const style = asset('runner.css');

    app.get('/sandbox/assets/runner.js', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(script),
    );
    app.get('/sandbox/assets/runner.css', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(style),
    );

    app.get(
      '/sandbox/vendor/:vendorCode/play',
      {
        schema: {
          // The vendor's own pages and API, not the platform's: kept out of /wps/docs.
          hide: true,
          tags: ['sandbox-vendor'],
          summary: 'Sandbox game runner page (HTML) that a demo vendor’s launch URL opens',
          params: VendorParams,
          querystring: PlayQuerySchema,
          response: { 200: z.string().describe('text/html page'), 400: ErrorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const { game, language, lobbyUrl, match } = request.query;
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The launch token is in this page's URL: never send it on as a referrer.
          .header('referrer-policy', 'no-referrer');
        return runnerPage({
          vendorCode: request.params.vendorCode,
          gameCode: game,
          language,
          lobbyUrl: lobbyUrl && SITE_PATH.test(lobbyUrl) ? lobbyUrl : '/m/home',
          stakes: SANDBOX_STAKES,
          match: match ? sandboxMatch(match, new Date()) : null,
        });
      },
    );

    app.post(
      '/sandbox/vendor/:vendorCode/session',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          // The vendor's own pages and API, not the platform's: kept out of /wps/docs.
          hide: true,
          tags: ['sandbox-vendor'],
          summary: 'Runner: trade the launch token for a runner session (wallet authenticate)',
          params: VendorParams,
          body: z.object({ token: z.string().min(1).max(200), game: GameCode }).strict(),
          response: { 200: okEnvelope(SessionAnswerSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          value: await startSession(deps, request.params.vendorCode, request.body),
        };
      },
    );

    app.post(
      '/sandbox/vendor/:vendorCode/balance',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          // The vendor's own pages and API, not the platform's: kept out of /wps/docs.
          hide: true,
          tags: ['sandbox-vendor'],
          summary: 'Runner: the player’s balance (wallet balance)',
          params: VendorParams,
          body: z.object({ session: SessionText }).strict(),
          response: {
            200: okEnvelope(z.object({ balance: AmountSchema, currency: z.string() })),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          value: await sessionBalance(deps, request.params.vendorCode, request.body.session),
        };
      },
    );

    app.post(
      '/sandbox/vendor/:vendorCode/round',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          // The vendor's own pages and API, not the platform's: kept out of /wps/docs.
          hide: true,
          tags: ['sandbox-vendor'],
          summary: 'Runner: play one round (wallet bet, then win with roundClosed)',
          params: VendorParams,
          body: z.object({ session: SessionText, stake: z.enum(SANDBOX_STAKES) }).strict(),
          response: { 200: okEnvelope(RoundAnswerSchema), ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          value: await playRound(deps, request.params.vendorCode, request.body),
        };
      },
    );
  };
}
