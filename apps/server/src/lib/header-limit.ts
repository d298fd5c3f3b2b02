import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * preHandler that bounds the length of a few request headers a route reads (decision 2026-11-21-input-hardening-and-rate-limits: every
 * input has a ceiling). Endpoint definitions describe params, query and body only; a header that
 * is too long is refused as a header schema would: 400 `request.invalid` naming `headers.<name>`.
 */
export function limitHeaders(limits: Record<string, number>) {
  return async (request: FastifyRequest): Promise<void> => {
    for (const [name, max] of Object.entries(limits)) {
      const value = request.headers[name];
      if (value === undefined) continue;
      if (typeof value === 'string' && value.length <= max) continue;
      const field = `headers.${name}`;
      const message =
        typeof value === 'string'
          ? `Too big: expected string to have <=${max} characters`
          : 'Invalid input: expected string, received array';
      throw new AppError('request.invalid', {
        message: `${field}: ${message}`,
        value: { field, issues: [{ field, message }] },
      });
    }
  };
}
