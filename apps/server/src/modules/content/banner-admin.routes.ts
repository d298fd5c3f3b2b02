import type { FastifyPluginAsync } from 'fastify';
import {
  createBannerEndpoint,
  endBannerEndpoint,
  listAdminBannersEndpoint,
  updateBannerEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import { createBanner, endBanner, listAdminBanners, updateBanner } from './banner-admin.service.ts';

/**
 * Banners of every group in the back office: list, create, change, end; each change audited, and
 * what is kept from banners (the `content` topic of the read cache) dropped in every process.
 */
export function bannerAdminRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listAdminBannersEndpoint, (request) => listAdminBanners(deps.db, request.query));

    route(app, createBannerEndpoint, async (request) => {
      const created = await auditedChange(
        deps.db,
        request,
        (tx) => createBanner(tx, request.body),
        (row) => ({
          action: 'banner.create',
          targetType: 'banner',
          targetId: String(row.id),
          after: row,
        }),
      );
      // Its picture may be one drawn from a banner's title (the media call keeps those).
      await deps.cache.invalidate('content');
      return created;
    });

    route(app, updateBannerEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateBanner(tx, request.params.id, request.body),
        (change) => ({
          action: 'banner.update',
          targetType: 'banner',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      await deps.cache.invalidate('content');
      return after;
    });

    route(app, endBannerEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => endBanner(tx, request.params.id),
        (change) => ({
          action: 'banner.end',
          targetType: 'banner',
          targetId: String(change.after.id),
          before: { endDate: change.before.endDate, state: change.before.state },
          after: { endDate: change.after.endDate, state: change.after.state },
        }),
      );
      await deps.cache.invalidate('content');
      return after;
    });
  };
}
