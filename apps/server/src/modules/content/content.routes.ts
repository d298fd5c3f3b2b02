import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BannerListSchema,
  BannerQuerySchema,
  ErrorEnvelopeSchema,
  okEnvelope,
} from '@app/contracts';
import { listBanners } from './content.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/banners',
    {
      config: { module: 'COMM3' },
      schema: {
        tags: ['content'],
        summary: 'Banners of one group, enabled and within their dates, by sequence (spec §3)',
        querystring: BannerQuerySchema,
        response: { 200: okEnvelope(BannerListSchema), ...errors },
      },
    },
    async (request, reply) => {
      // Public and the same for everyone; a minute of staleness is fine for a carousel.
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, value: await listBanners(app.db, request.query.groupName) };
    },
  );
};
