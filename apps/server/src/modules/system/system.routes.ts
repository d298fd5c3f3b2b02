import type { FastifyPluginAsync } from 'fastify';
import {
  getDomainRouteEndpoint,
  getGateSettingsEndpoint,
  getSystemStatusEndpoint,
  updateGateSettingsEndpoint,
  updateWhitelabelEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { visitorOf } from '../../plugins/request-context.ts';
import { getSystemStatus, readGate, updateGate, updateWhitelabel } from './system.service.ts';

/** System status and site settings (spec §3, §4, §7); the operator's gate and whitelabel switches. */
export const systemRoutes: FastifyPluginAsync = async (app) => {
  route(app, getSystemStatusEndpoint, (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getSystemStatus(app.settings, visitorOf(request));
  });

  route(app, getDomainRouteEndpoint, async () => {
    const site = await app.settings.site();
    return { domains: site.domainRoute, mainDomain: site.mainDomain };
  });

  // ---- operator (Authorization: Bearer OPERATOR_TOKEN)

  route(app, getGateSettingsEndpoint, () => readGate(app.settings));

  route(app, updateGateSettingsEndpoint, async (request) => {
    const value = await updateGate(app.settings, request.body);
    request.log.info({ audit: 'gate.update', patch: request.body }, 'operator changed the gate');
    return value;
  });

  route(app, updateWhitelabelEndpoint, async (request) => {
    const value = await updateWhitelabel(app.settings, request.body);
    request.log.info({ audit: 'whitelabel.update', patch: request.body }, 'operator changed flags');
    return value;
  });
};
