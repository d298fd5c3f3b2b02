import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { DEVICE_ID_HEADER } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';
import { rateLimitFallback } from '../lib/metrics.ts';

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
 * REDIS_URL is set, so that a fleet of processes shares one count; while Redis is unreachable they
 * fall back to this process's counters.
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
    // No offline queue: while Redis is unreachable a command fails at once and the count is kept
    // in this process instead (FallbackStore), never let through and never waiting.
    redis = new Redis(app.config.redisUrl, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      enableOfflineQueue: false,
    });
    // ioredis reconnects by itself; without a listener its 'error' events would end the process.
    redis.on('error', () => undefined);
    // Start with shared counts when Redis answers within the connect timeout, else in fallback.
    const connected = redis;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2500);
      connected.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, app.log) } : {}),
    errorResponseBuilder: (_request, context) => limited(context.ttl, context.statusCode),
  });
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (err: Error | null, result?: StoreResult) => void;
type Store = {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreConstructor = new (...args: never[]) => Store;
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/**
 * Counts in Redis (shared by every process of a fleet) and, while Redis is unreachable, in this
 * process: limits keep holding per process — never open — and the log and the
 * `rate_limit_local_fallback` metric say so until Redis answers again.
 */
function fallbackStore(redis: Redis, log: FastifyBaseLogger) {
  let degraded = false;
  const fellBack = (err: Error) => {
    if (!degraded)
      log.warn({ err: err.message }, 'Redis unreachable: rate limits count in this process');
    degraded = true;
    rateLimitFallback.set(1);
  };
  const recovered = () => {
    if (degraded) log.info('Redis reachable again: rate limits are shared');
    degraded = false;
    rateLimitFallback.set(0);
  };
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    private run(method: 'incr' | 'read', key: string, cb: StoreCallback, win: number, max: number) {
      const local = () => {
        const fn = this.local[method];
        if (fn) fn.call(this.local, key, cb, win, max);
        else cb(null, { current: 0, ttl: 0 });
      };
      if (redis.status !== 'ready') {
        fellBack(new Error(`Redis is ${redis.status}`));
        return local();
      }
      this.shared[method]!.call(
        this.shared,
        key,
        (err, result) => {
          if (err) {
            fellBack(err);
            return local();
          }
          recovered();
          cb(null, result);
        },
        win,
        max,
      );
    }
    incr(key: string, cb: StoreCallback, win: number, max: number) {
      this.run('incr', key, cb, win, max);
    }
    read(key: string, cb: StoreCallback, win: number, max: number) {
      this.run('read', key, cb, win, max);
    }
    child(routeOptions: unknown): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The plugin constructs its store with its global options (continueExceeding, exponentialBackoff).
  return class extends FallbackStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const args = [options.continueExceeding, options.exponentialBackoff] as never[];
      super(new RedisStore(...args, redis as never, 'rl:' as never), new LocalStore(...args));
    }
  };
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
