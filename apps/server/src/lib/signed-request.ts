import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived, for routes whose callers sign it (see keepRawBodies). */
    rawBody: Buffer | null;
  }
}

/**
 * For the routes of one encapsulated plugin only: keeps every request body as raw bytes in
 * `request.rawBody` (any content type, up to `bodyLimit`), because a signature covers the exact
 * bytes sent. With `parseJson` the body is also parsed as JSON for the route's schema (invalid
 * JSON is a 400); without it `request.body` stays undefined and the route parses it itself.
 */
export function keepRawBodies(
  scope: FastifyInstance,
  options: { bodyLimit: number; parseJson: boolean },
): void {
  scope.decorateRequest('rawBody', null);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: options.bodyLimit },
    (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      if (!options.parseJson) return done(null, undefined);
      try {
        done(null, raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8')));
      } catch {
        done(new AppError('request.invalid', { message: 'The body is not valid JSON' }), undefined);
      }
    },
  );
}

/** Lowercase hex HMAC-SHA256 of `${timestamp}.${body}`: how vendors and gateways sign a call. */
export function signPayload(secret: string, timestamp: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/**
 * Checks a signed call: the timestamp (ms since the epoch) within `windowMs` of `now`, and the
 * signature equal, compared in constant time, to the HMAC of the raw body. Null when it holds.
 */
export function checkSignature(options: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | null;
  now: number;
  windowMs: number;
}): SignatureProblem | null {
  const { timestamp, signature } = options;
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return 'missing';
  if (!/^[0-9a-f]{64}$/.test(signature)) return 'mismatch';
  const expected = Buffer.from(
    signPayload(options.secret, timestamp, options.rawBody ?? Buffer.alloc(0)),
    'hex',
  );
  const same = timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  if (Math.abs(options.now - Number(timestamp)) > options.windowMs) return 'stale';
  return same ? null : 'mismatch';
}

/** A header's single value (the first when repeated). */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
