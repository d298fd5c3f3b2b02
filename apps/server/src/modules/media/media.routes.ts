import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { getMediaImageEndpoint } from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { renderMedia } from './media.service.ts';

/** Generated demo artwork (SVG), cacheable with an ETag. */
export function mediaRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getMediaImageEndpoint, async (request, reply) => {
      const { kind, name } = request.params;
      const svg = await renderMedia(deps, kind, name.slice(0, -4));
      if (svg === undefined) {
        throw new AppError('resource.not_found', { value: { kind, name } });
      }
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    });
  };
}
