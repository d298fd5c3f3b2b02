import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Rate limits that routes opt into with `config: { rateLimit: { max, timeWindow } }` (auth and
 * money routes). Counters are keyed by the visitor's address (`request.ip`, which honours
 * TRUST_PROXY; IPv6 addresses are grouped by /64). A refused call gets 429 `rate.limited` in the
 * error envelope with the seconds to wait in `value.retryAfter` and a Retry-After header.
 *
 * Counters live in this process, or in Redis when REDIS_URL is set, so that a fleet of processes
 * shares one count per visitor.
 */
export async function registerRateLimit(app: FastifyInstance) {
  // RATE_LIMIT_MULTIPLIER scales every route's allowance (e.g. for a browser suite whose visitors
  // all come from 127.0.0.1); it runs before the plugin reads the route options.
  const multiplier = app.config.rateLimitMultiplier;
  if (multiplier !== 1) {
    app.addHook('onRoute', (route) => {
      const limit = route.config?.rateLimit;
      if (limit && typeof limit === 'object' && typeof limit.max === 'number') {
        route.config = {
          ...route.config,
          rateLimit: { ...limit, max: Math.ceil(limit.max * multiplier) },
        };
      }
    });
  }
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
    errorResponseBuilder: (_request, context) =>
      new AppError('rate.limited', {
        status: context.statusCode,
        value: { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) },
      }),
  });
}
