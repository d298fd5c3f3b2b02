import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error.ts';

/**
 * Rate limits that routes opt into with `config: { rateLimit: { max, timeWindow } }` (auth and
 * money routes). Counters are keyed by the visitor's address (`request.ip`, which honours
 * TRUST_PROXY; IPv6 addresses are grouped by /64). A refused call gets 429 `rate.limited` in the
 * error envelope with the seconds to wait in `value.retryAfter` and a Retry-After header.
 *
 * Counters live in this process. @fastify/rate-limit's Redis store needs the ioredis client, which
 * is not a dependency yet; until it is, REDIS_URL is reported at start-up and not used, and a fleet
 * of N processes lets through up to N times `max`.
 */
export async function registerRateLimit(app: FastifyInstance) {
  if (app.config.redisUrl) {
    app.log.warn(
      'REDIS_URL is set but the Redis client (ioredis) is not installed: rate-limit counters are per process',
    );
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate.limited', {
        status: context.statusCode,
        value: { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) },
      }),
  });
}
