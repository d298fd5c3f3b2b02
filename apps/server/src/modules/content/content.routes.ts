import type { FastifyPluginAsync } from 'fastify';
import { listBannersEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { visibleBanners } from './content.service.ts';

/** Banners (spec §3 Banner). */
export function contentRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listBannersEndpoint, (request, reply) => {
      // Public and the same for everyone; a minute of staleness is fine for a carousel.
      reply.header('cache-control', 'public, max-age=60');
      return visibleBanners(deps, request.query.groupName);
    });
  };
}
