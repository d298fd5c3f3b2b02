import type { FastifyPluginAsync } from 'fastify';
import {
  getDomainRouteEndpoint,
  getGateSettingsEndpoint,
  getSystemStatusEndpoint,
  updateGateSettingsEndpoint,
  updateWhitelabelEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { visitorOf } from '../../plugins/request-context.ts';
import { getSystemStatus, readGate, updateGate, updateWhitelabel } from './system.service.ts';

/** System status and site settings (spec §3, §4, §7); the operator's gate and whitelabel switches. */
export function systemRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getSystemStatusEndpoint, (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSystemStatus(deps.settings, visitorOf(request));
    });

    route(app, getDomainRouteEndpoint, async () => {
      const site = await deps.settings.site();
      return { domains: site.domainRoute, mainDomain: site.mainDomain };
    });

    // ---- operator (Authorization: Bearer OPERATOR_TOKEN)

    route(app, getGateSettingsEndpoint, () => readGate(deps.settings));

    route(app, updateGateSettingsEndpoint, async (request) => {
      const value = await updateGate(deps.settings, request.body);
      request.log.info({ audit: 'gate.update', patch: request.body }, 'operator changed the gate');
      return value;
    });

    route(app, updateWhitelabelEndpoint, async (request) => {
      const value = await updateWhitelabel(deps.settings, request.body);
      request.log.info(
        { audit: 'whitelabel.update', patch: request.body },
        'operator changed flags',
      );
      return value;
    });
  };
}
