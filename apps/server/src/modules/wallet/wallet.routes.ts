import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelopeSchema,
  SessionRenewValueSchema,
  WalletValueSchema,
  okEnvelope,
} from '@app/contracts';
import { getWallet, renewSession } from './wallet.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const bearer = [{ bearer: [] }];

/** spec §7 "Wallets (merchant, member), session renew": the balance widget and header. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wallet',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        summary:
          'sumBalance and currencySymbol for the balance widget and header (trial: play money)',
        security: bearer,
        response: { 200: okEnvelope(WalletValueSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        value: await getWallet(app.db, app.settings, request.member!),
      };
    },
  );

  app.get(
    '/session/renew',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['wallet'],
        summary: 'Renew the session (full idle time from now) and answer the wallet',
        security: bearer,
        response: { 200: okEnvelope(SessionRenewValueSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        value: await renewSession(app.db, app.settings, request.member!, request.sessionToken!),
      };
    },
  );
};
