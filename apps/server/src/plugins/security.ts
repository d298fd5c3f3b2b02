import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/app-error.ts';
import { SHELL_CSS_HASH, START_SCRIPT_HASH } from './page-shell.ts';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // A framed page's start script (page-shell.ts), by its hash: no other inline script.
      scriptSrc: ["'self'", START_SCRIPT_HASH],
      // The home frame's inline style (page-shell.ts), by its hash: no other inline style.
      styleSrc: ["'self'", SHELL_CSS_HASH],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      // In-house and sandbox vendor games run in frames served by this server.
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 15552000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer
 * (no nonces), and building helmet's middleware per request (as @fastify/helmet does) cost about
 * a seventh of a cached read's time.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The headers of an API answer: data is never a document, so the page headers (a policy listing
 * where scripts, styles and fonts come from, opener and agent-cluster isolation, DNS prefetch,
 * IE's download and XSS switches) do nothing on it but cost bytes and time on every call. What
 * still matters (OWASP's REST security cheat sheet): a policy that lets the answer load nothing
 * and be framed by no one (an uploaded image opened on its own, an answer opened in a tab), no
 * content sniffing, HTTPS only, the referrer policy and same-origin embedding.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': pageHeaders['cross-origin-resource-policy']!,
    'referrer-policy': pageHeaders['referrer-policy']!,
    'strict-transport-security': pageHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Security headers with a strict Content-Security-Policy: scripts, styles, fonts and API calls from
 * this origin only, images from this origin and data/blob URLs, no framing, no plugins. A route
 * that needs another policy (the API docs page, the sandbox gateway) sets its own header.
 */
export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  const api = apiSecurityHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    // A route registered from an endpoint definition answers data (JSON, an image, a CSV, an
    // event stream), never a page: the short set.
    reply.headers(request.routeOptions.config?.endpoint ? api : headers);
    done();
  });
  app.addHook('preValidation', rejectUnsafeInput);
}

/** NUL, or half of a surrogate pair: PostgreSQL stores neither in text or jsonb. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any contract goes; deeper input is refused before a schema walks it recursively. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { field: string; message: string };

/**
 * The first thing in a parsed input (body, query or path parameters) that no route should see: a
 * string or key with text the database refuses, or nesting deeper than MAX_INPUT_DEPTH. Walks
 * without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeInput(input: unknown, root: string): InputProblem | undefined {
  const stack: Array<[unknown, string, number]> = [[input, root, 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) {
        return {
          field: path,
          message: 'Text must not contain NUL characters or unpaired surrogates',
        };
      }
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) {
        return { field: path, message: `Nested more than ${MAX_INPUT_DEPTH} levels deep` };
      }
      for (const [key, child] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) {
          return {
            field: path,
            message: 'Keys must not contain NUL characters or unpaired surrogates',
          };
        }
        stack.push([child, `${path}.${key}`, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Refuses, with 400 request.invalid, input carrying a NUL character or an unpaired surrogate (the
 * database would fail on it with a 500 deep inside a route) or nested absurdly deep. Other control
 * characters are the contracts' business, field by field.
 */
async function rejectUnsafeInput(request: FastifyRequest) {
  const problem =
    findUnsafeInput(request.params, 'params') ??
    findUnsafeInput(request.query, 'querystring') ??
    findUnsafeInput(request.body, 'body');
  if (!problem) return;
  throw new AppError('request.invalid', {
    message: `${problem.field}: ${problem.message}`,
    value: { field: problem.field, issues: [problem] },
  });
}
