import type { FastifyPluginAsync } from 'fastify';
import { getSiteSettingsEndpoint, updateSiteSettingsEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import { changedParts, readSiteSettings, updateSiteSettings } from './site-settings.service.ts';

/**
 * The site settings in the back office (spec §3 "Status response value"): site name, customer
 * service, field rules, resources, languages, payment methods. A change reaches this process's
 * status call at once and every other process's within SETTINGS_CACHE_MS.
 */
export function siteSettingsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getSiteSettingsEndpoint, (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSiteSettings(deps.db);
    });

    route(app, updateSiteSettingsEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateSiteSettings(tx, request.body),
        ({ before, after: changed }) => ({
          action: 'settings.site',
          targetType: 'settings',
          targetId: 'site',
          ...changedParts(request.body, before, changed),
        }),
      );
      deps.settings.invalidate();
      return after;
    });
  };
}
