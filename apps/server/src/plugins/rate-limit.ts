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
