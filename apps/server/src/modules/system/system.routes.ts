import type { FastifyPluginAsync } from 'fastify';
import {
  getDomainRouteEndpoint,
  getGateSettingsEndpoint,
  getSystemStatusEndpoint,
  updateGateSettingsEndpoint,
  updateWhitelabelEndpoint,
  type WhitelabelFlag,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { visitorOf } from '../../plugins/request-context.ts';
import { sendCached } from '../../lib/read-cache.ts';
import { auditDone, auditedChange } from '../operator/operator-audit.ts';
import { readGate, systemStatusAnswer, updateGate } from './system.service.ts';
import { updateWhitelabelFlags } from './site-settings.service.ts';

/** System status and site settings (spec §3, §4, §7); the operator's gate and whitelabel switches. */
export function systemRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    // The first call of every page: answered from the settings serialised once (not through the
    // schema serializer per call), revalidated by ETag so that a browser re-downloads it only when
    // it changed (private: it carries the visitor's address).
    route(
      app,
      getSystemStatusEndpoint,
      async (request, reply) => {
        const answer = await systemStatusAnswer(deps.settings, visitorOf(request));
        return sendCached(request, reply, answer, 'private, no-cache');
      },
      { encodesItself: true },
    );

    route(app, getDomainRouteEndpoint, async () => {
      const site = await deps.settings.site();
      return { domains: site.domainRoute, mainDomain: site.mainDomain };
    });

    // ---- operator (a session or the service token; each change leaves an audit line)

    route(app, getGateSettingsEndpoint, () => readGate(deps.settings));

    route(app, updateGateSettingsEndpoint, async (request) => {
      const before = await readGate(deps.settings);
      const value = await updateGate(deps.settings, request.body);
      await auditDone(deps.db, request, {
        action: 'gate.update',
        targetType: 'settings',
        targetId: 'gate',
        before,
        after: value,
        details: { patch: request.body },
      });
      return value;
    });

    route(app, updateWhitelabelEndpoint, async (request) => {
      const changed = Object.keys(request.body) as WhitelabelFlag[];
      // The site settings are changed under a row lock, with their audit line, in one transaction.
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateWhitelabelFlags(tx, request.body),
        ({ before, after: flags }) => ({
          action: 'whitelabel.update',
          targetType: 'settings',
          targetId: 'whitelabel',
          before: Object.fromEntries(changed.map((flag) => [flag, before[flag] ?? null])),
          after: Object.fromEntries(changed.map((flag) => [flag, flags[flag]])),
        }),
      );
      deps.settings.invalidate();
      return after;
    });
  };
}
