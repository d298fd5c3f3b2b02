import type { FastifyInstance } from 'fastify';
import { MODULE_HEADER, WhitelabelFlagSchema, type WhitelabelFlag } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';
import { statusCode } from '../modules/system/system.service.ts';
import type { CompiledGate } from '../modules/system/settings-store.ts';
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
  // A callback hook, not an async one: with the settings loaded and no module to check (most
  // calls), the gate decides without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // Judge by the route that matched, not the raw URL: the router decodes the path, so
    // `/%77ps/…` reaches a /wps route while its URL does not start with /wps/.
    const route = request.routeOptions.url;
    if (!route) return done(); // unknown route: the 404 handler answers
    if (!route.startsWith('/wps/') || route.startsWith('/wps/docs')) return done();
    const config = request.routeOptions.config;
    const store = app.settings;
    const modules: WhitelabelFlag[] = [];
    if (config.module) modules.push(config.module);
    const header = request.headers[MODULE_HEADER];
    // Most calls name no module: a failed parse of nothing would cost an error object each time.
    if (header !== undefined && config.gate !== false) {
      const named = WhitelabelFlagSchema.safeParse(Array.isArray(header) ? header[0] : header);
      if (named.success && !modules.includes(named.data)) modules.push(named.data);
    }
    const snapshot = store.fresh();
    if (snapshot && modules.length === 0) {
      try {
        checkGate(config.gate, snapshot.gate, request);
      } catch (error) {
        return done(error as Error);
      }
      return done();
    }
    void (async () => {
      if (config.gate !== false) checkGate(config.gate, await store.gate(), request);
      for (const flag of modules) {
        if (!(await store.isEnabled(flag))) {
          throw new AppError('module.disabled', { value: { module: flag } });
        }
      }
    })().then(() => done(), done);
  });
}

function checkGate(
  gate: boolean | undefined,
  settings: CompiledGate,
  request: Parameters<typeof visitorOf>[0],
): void {
  if (gate === false) return;
  const { code } = statusCode(settings, visitorOf(request));
  if (code === 1) throw new AppError('system.maintenance');
  if (code === 2) throw new AppError('system.region_restricted');
}
