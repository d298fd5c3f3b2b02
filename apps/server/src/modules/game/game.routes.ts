import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema, ProviderListSchema, okEnvelope } from '@app/contracts';
import { listProviders } from './game.service.ts';

const errors = { 403: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/providers',
    {
      config: { module: 'GAMELO3' },
      schema: {
        tags: ['game'],
        summary: 'Enabled game providers in sort order, with their logos (footer, vendor rows)',
        response: { 200: okEnvelope(ProviderListSchema), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, value: await listProviders(app.db) };
    },
  );
};
