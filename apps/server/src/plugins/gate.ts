import type { FastifyInstance } from 'fastify';
import { MODULE_HEADER, WhitelabelFlagSchema, type WhitelabelFlag } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';
import { statusCode } from '../modules/system/system.service.ts';
import { visitorOf } from './request-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whitelabel flag this route belongs to; refused with module.disabled while the flag is off. */
    module?: WhitelabelFlag;
    /** false for routes that must answer under maintenance or region restriction (status, operator). */
    gate?: boolean;
  }
}

/**
 * Gate for /wps calls: refused under maintenance (503 system.maintenance) or region restriction
 * (403 system.region_restricted) unless the route opts out, and refused with module.disabled when
 * the route's module or the module named in the module header (spec §7) is switched off.
 */
export function registerGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // Judge by the route that matched, not the raw URL: the router decodes the path, so
    // `/%77ps/…` reaches a /wps route while its URL does not start with /wps/.
    const route = request.routeOptions.url;
    if (!route) return; // unknown route: the 404 handler answers
    if (!route.startsWith('/wps/') || route.startsWith('/wps/docs')) return;
    const config = request.routeOptions.config;
    const store = app.settings;
    if (config.gate !== false) {
      const { code } = statusCode(await store.gate(), visitorOf(request));
      if (code === 1) throw new AppError('system.maintenance');
      if (code === 2) throw new AppError('system.region_restricted');
    }
    const modules = new Set<WhitelabelFlag>();
    if (config.module) modules.add(config.module);
    const header = request.headers[MODULE_HEADER];
    // Most calls name no module: a failed parse of nothing would cost an error object each time.
    if (header !== undefined && config.gate !== false) {
      const named = WhitelabelFlagSchema.safeParse(Array.isArray(header) ? header[0] : header);
      if (named.success) modules.add(named.data);
    }
    for (const flag of modules) {
      if (!(await store.isEnabled(flag))) {
        throw new AppError('module.disabled', { value: { module: flag } });
      }
    }
  });
}
