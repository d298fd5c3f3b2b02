import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '@app/contracts';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { databaseUnavailable, httpErrors } from '../lib/metrics.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  value?: unknown,
) {
  const body: ErrorEnvelope = { success: false, code, message };
  if (value !== undefined) body.value = value;
  httpErrors.inc({ code, status: String(status) });
  // The route's error schemas document its codes; an error is written as it is, never refused.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/** SQLSTATEs of a value the database refuses to hold: untranslatable character, bad encoding, too long, too big. */
const VALUE_REFUSED_SQLSTATES = new Set(['22P05', '22021', '22001', '54000', '22003']);

/** Fastify's own client-error codes and the stable code each maps to. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalid',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid',
  FST_ERR_BAD_URL: 'request.invalid',
  FST_ERR_ASYNC_CONSTRAINT: 'request.invalid',
};

/**
 * One error handler for the whole API: a bad body, query, header or path gets 400 with
 * `request.invalid` and the field at fault; expected failures carry their own code; anything else
 * is logged and answered `internal.error` with no detail. A client never sees a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, error.code, error.message, error.value);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const issues = error.validation.map((v) => ({
        field: [
          where,
          ...String(v.instancePath || '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'invalid',
      }));
      const first = issues[0];
      return send(
        reply,
        400,
        'request.invalid',
        first ? `${first.field}: ${first.message}` : 'The request is not valid',
        { field: first?.field ?? where, issues },
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(reply, 500, 'internal.error', ERROR_CODES['internal.error'].message);
    }
    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (mapped) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return send(reply, status, mapped, error.message);
    }
    if (error.statusCode === 403 || error.statusCode === 404) {
      // @fastify/static refuses directories and odd paths (`/m/assets/`, `/m//x.js`) with 403:
      // to a visitor that is a file that is not there, and says nothing about the folders.
      return send(reply, 404, 'resource.not_found', ERROR_CODES['resource.not_found'].message);
    }
    if (error.statusCode === 429) {
      return send(reply, 429, 'rate.limited', ERROR_CODES['rate.limited'].message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'request.invalid', error.message);
    }
    if (typeof error.code === 'string' && VALUE_REFUSED_SQLSTATES.has(error.code)) {
      // A value the database cannot hold (a NUL in text, a malformed byte sequence, a value too
      // big for an index) that a schema let through: the request's fault, refused as such.
      request.log.warn({ code: error.code }, 'value refused by the database');
      return send(reply, 400, 'request.invalid', 'A value of the request cannot be stored');
    }
    if (isDatabaseUnavailable(error)) {
      // A lost or unreachable database: nothing was written (the transaction died with its
      // connection); the player may try again in a moment, and /readyz says the same meanwhile.
      request.log.warn(
        { err: { message: error.message, code: error.code } },
        'database unavailable',
      );
      databaseUnavailable.inc();
      reply.header('retry-after', '5');
      return send(reply, 503, 'system.unavailable', ERROR_CODES['system.unavailable'].message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal.error', ERROR_CODES['internal.error'].message);
  });
}

/**
 * Errors the router raises before any route or hook runs, which would otherwise bypass the error
 * handler with Fastify's own JSON: a URL that cannot be decoded (FST_ERR_BAD_URL), a path segment
 * longer than maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414), a failing async constraint.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, 'request.url_too_long', ERROR_CODES['request.url_too_long'].message);
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void send(reply, 400, 'request.invalid', 'The URL is not valid');
    return;
  }
  request.log.warn({ err: error }, 'framework error');
  void send(reply, 400, 'request.invalid', ERROR_CODES['request.invalid'].message);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (an over-long URL or header block,
 * a malformed request line, a client that never finishes): answered with the error envelope rather
 * than Fastify's own JSON, then the connection is closed.
 */
export function handleClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let code: ErrorCode = 'request.invalid';
  let message: string = ERROR_CODES['request.invalid'].message;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    code = 'request.headers_too_large';
    message = ERROR_CODES['request.headers_too_large'].message;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'The request took too long to arrive';
  }
  const body: ErrorEnvelope = { success: false, code, message };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
