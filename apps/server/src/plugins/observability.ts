import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { databaseUp, httpDuration, httpRequests } from '../lib/metrics.ts';

// Probes and request metrics (docs/decisions/2026-11-24-production-operations.md).
// - /healthz: liveness. The process answers; it never touches the database, so that a database
//   outage does not get a healthy process restarted in a loop.
// - /readyz: readiness. 200 when the database answers within READY_TIMEOUT_MS, else 503: a load
//   balancer stops sending players here until the database is back, and the process recovers by
//   itself (the pool reconnects on the next query).

const READY_TIMEOUT_MS = 2000;

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /^(token|access_token|refresh_token|id_token|code|state|password|pwd|secret|sign|signature|key|otp|captcha)$/i;

/** A URL fit for the log: the values of secret-looking query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // an undecodable name is logged as it came
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

/** The logger's request serializer: no query secrets, no headers (tokens travel in headers). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function registerObservability(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: one series per route, not per player or game id.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: app.database.kind };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const up = await databaseAnswers(app);
    databaseUp.set(up ? 1 : 0);
    if (!up) {
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
    return { status: 'ready', database: app.database.kind };
  });
}

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      app.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
