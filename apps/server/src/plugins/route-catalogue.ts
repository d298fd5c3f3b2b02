import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { EndpointShape, WhitelabelFlag } from '@app/contracts';

/** One registered route, as the catalogue records it. */
export type CatalogueEntry = {
  method: HTTPMethods;
  /** Full path with its prefix, in the router's syntax (`/wps/game/:id`). */
  url: string;
  hasBody: boolean;
  hasQuery: boolean;
  hasParams: boolean;
  /** false for routes that answer under maintenance and region restriction (config.gate). */
  gated: boolean;
  module: WhitelabelFlag | undefined;
  /** The route's schemas (zod), so a test can derive inputs from them. */
  schema: FastifySchema | undefined;
  /** The contracts definition the route was registered from (lib/endpoint-route.ts). */
  endpoint: EndpointShape | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, one entry per method; tests walk it instead of a list kept by hand. */
    routeCatalogue: CatalogueEntry[];
  }
}

/**
 * Records every route registered after this call. Must run before any plugin or module registers
 * routes: an onRoute hook sees only the routes that come after it.
 */
export function registerRouteCatalogue(app: FastifyInstance) {
  const catalogue: CatalogueEntry[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as {
      gate?: boolean;
      module?: WhitelabelFlag;
      endpoint?: EndpointShape;
    };
    for (const method of methods) {
      catalogue.push({
        method,
        url: route.url,
        hasBody: Boolean(route.schema?.body),
        hasQuery: Boolean(route.schema?.querystring),
        hasParams: Boolean(route.schema?.params) || route.url.includes(':'),
        gated: config.gate !== false,
        module: config.module,
        schema: route.schema,
        endpoint: config.endpoint,
      });
    }
  });
}
