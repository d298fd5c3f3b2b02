import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { DEVICE_ID_HEADER } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';

/**
 * Rate limits (docs/decisions/2026-11-24-player-path-details.md). Two kinds, stated beside the
 * routes:
 *
 * - `config: { rateLimit: { max, timeWindow } }`: one count per route. A signed-in member's routes
 *   (config.auth) count per member, once the session is known, so that members behind one address
 *   (an office, a mobile carrier's NAT) do not share a count; every other route counts per visitor
 *   address (`request.ip`, which honours TRUST_PROXY; IPv6 addresses grouped by /64). On public
 *   routes this is the generous ceiling of one address.
 * - `limitBy(app, scope, limits)`: a preHandler with further counts on what names one person on a
 *   public route: the device id the site keeps in local storage and sends in `x-device-id`, a phone
 *   number, an account name. A request without that key is not counted by that limit (the address
 *   ceiling still applies).
 *
 * A refused call gets 429 `rate.limited` in the error envelope with the seconds to wait in
 * `value.retryAfter` and a Retry-After header. Counters live in this process, or in Redis when
 * REDIS_URL is set, so that a fleet of processes shares one count.
 */
export async function registerRateLimit(app: FastifyInstance) {
  // RATE_LIMIT_MULTIPLIER scales every route's allowance (e.g. for a browser suite whose visitors
  // all come from 127.0.0.1); it runs before the plugin reads the route options.
  const multiplier = app.config.rateLimitMultiplier;
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit !== 'object' || typeof limit.max !== 'number') return;
    const scaled = { ...limit, max: Math.ceil(limit.max * multiplier) };
    // A member's route counts per member: after the session is resolved (plugins/auth.ts runs
    // as an instance preHandler, before route-level ones).
    route.config = {
      ...route.config,
      rateLimit: route.config?.auth
        ? { ...scaled, hook: 'preHandler', keyGenerator: memberOrAddress }
        : scaled,
    };
  });
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    // Commands wait for the connection; if Redis is down they fail after one retry and the call is
    // let through (skipOnError) rather than locking every visitor out.
    redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => limited(context.ttl, context.statusCode),
  });
}

function limited(ttlMs: number, status = 429): AppError {
  return new AppError('rate.limited', {
    status,
    value: { retryAfter: retryAfterSeconds(ttlMs) },
  });
}

function retryAfterSeconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000));
}

function memberOrAddress(request: FastifyRequest): string {
  return request.member ? `member:${request.member.id}` : normalizeIP(request.ip);
}

/** The device id the site sends (a random id kept in local storage), or null when absent or odd. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

/** One count of `limitBy`: what it is kept on, and its allowance. */
export type KeyedLimit = {
  /** Names the count in keys and logs: 'device', 'mobile', 'account' … */
  name: string;
  /** The value counted on (a device id, a phone number); null or '' leaves the call uncounted. */
  key: (request: FastifyRequest) => string | null | undefined;
  max: number;
  timeWindow: string | number;
};

/** The device id as a KeyedLimit key. */
export const byDevice = (max: number, timeWindow: string | number): KeyedLimit => ({
  name: 'device',
  key: deviceIdOf,
  max,
  timeWindow,
});

/**
 * A preHandler counting each call against `limits` (after the body is parsed, so that a limit can
 * be kept on a phone number or an account name). `scope` keeps the counts of one route apart from
 * another's: free play and registration do not share a device's count.
 */
export function limitBy(app: FastifyInstance, scope: string, limits: readonly KeyedLimit[]) {
  const multiplier = app.config.rateLimitMultiplier;
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: Math.ceil(limit.max * multiplier),
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${scope}:${limit.name}:${String(limit.key(request))}`,
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const { limit, check } of checks) {
      if (!limit.key(request)) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('retry-after', retryAfterSeconds(result.ttl));
      throw limited(result.ttl);
    }
  };
}
