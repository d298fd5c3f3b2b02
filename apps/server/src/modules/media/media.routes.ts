import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { MEDIA_KINDS, MEDIA_NAME_PATTERN } from './media-url.ts';
import { renderMedia } from './media.service.ts';

const MediaParamsSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  name: z
    .string()
    .max(104)
    .refine((n) => n.endsWith('.svg') && MEDIA_NAME_PATTERN.test(n.slice(0, -4)), {
      message: 'must be a name of letters, digits, "-", "_" or "." ending in .svg',
    }),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:kind/:name',
    {
      // The maintenance and restricted pages still show the logo and images.
      config: { gate: false },
      schema: {
        tags: ['media'],
        summary: 'Generated demo artwork (SVG): game tiles, banners, vendor logos, promotions, …',
        params: MediaParamsSchema,
        response: {
          200: z.string().describe('An SVG document (image/svg+xml)'),
          304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, name } = request.params;
      const svg = await renderMedia(app, kind, name.slice(0, -4));
      if (svg === undefined) {
        throw new AppError('resource.not_found', { value: { kind, name } });
      }
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};
