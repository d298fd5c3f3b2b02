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

/** Banners of every group in the back office: list, create, change, end; each change audited. */
export function bannerAdminRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listAdminBannersEndpoint, (request) => listAdminBanners(deps.db, request.query));

    route(app, createBannerEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => createBanner(tx, request.body),
        (created) => ({
          action: 'banner.create',
          targetType: 'banner',
          targetId: String(created.id),
          after: created,
        }),
      ),
    );

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
      return after;
    });
  };
}
