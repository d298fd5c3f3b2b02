import type { $ZodType, output } from 'zod/v4/core';
import {
  MODULE_HEADER,
  fillPath,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
  type EndpointShape,
  type ErrorCode,
  type WhitelabelFlag,
} from '@app/contracts';

/** A failed call: the server's stable code and message, or `network.error` when it never answered. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network.error' | 'response.invalid';
  readonly status: number;
  readonly value: unknown;
  /** The server's X-Request-Id of the answer: what a player quotes to support. */
  readonly requestId: string | null;

  constructor(
    code: ApiError['code'],
    message: string,
    status: number,
    value?: unknown,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
    this.requestId = requestId;
  }
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** Called for every failed call; the status gate listens for maintenance and region codes. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let tokenProvider: () => string | null = () => null;
/** The session module tells the client where the bearer token lives. */
export function setTokenProvider(provider: () => string | null) {
  tokenProvider = provider;
}

type Inputs<E extends EndpointShape> = ([EndpointParams<E>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<E> }) &
  ([EndpointQuery<E>] extends [never]
    ? { query?: undefined }
    : Record<string, never> extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }) &
  ([EndpointBody<E>] extends [never] ? { body?: undefined } : { body: EndpointBody<E> });

/** What a call passes besides the definition: its inputs, and the rare per-call option. */
export type CallOptions<E extends EndpointShape> = Inputs<E> & {
  /** Module id sent in the module header (spec §7); the endpoint's own module by default. */
  module?: WhitelabelFlag;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The bearer token to send instead of the session's (a sign-in link's token). */
  token?: string;
};

function buildUrl(path: string, query: object | undefined): string {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

function fail(error: ApiError): never {
  for (const l of listeners) l(error);
  throw error;
}

/** Tells the listeners of a failed call and throws it (for callers outside `callEndpoint`). */
export const failCall = fail;

/** The session's bearer token, for callers outside `callEndpoint`. */
export function tokenForCall(): string | null {
  return tokenProvider();
}

function encodeBody(endpoint: EndpointShape, body: unknown, headers: Record<string, string>) {
  if (body === undefined) return undefined;
  if (endpoint.bodyEncoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body as object)) {
      if (v !== undefined && v !== null) form.set(k, String(v));
    }
    return form.toString();
  }
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

function isErrorEnvelope(
  json: unknown,
): json is { success: false; code: ErrorCode; message: string; value?: unknown } {
  if (typeof json !== 'object' || json === null) return false;
  const o = json as Record<string, unknown>;
  return o.success === false && typeof o.code === 'string' && typeof o.message === 'string';
}

/**
 * Checks a value against a schema through the schema's own Standard Schema interface
 * (`~standard`), so that this module brings no parser of its own: a bundle that builds no schema
 * carries none. The contracts' schemas are synchronous; an asynchronous one counts as a failure.
 */
export function checkValue<T extends $ZodType>(
  schema: T,
  value: unknown,
): { success: true; data: output<T> } | { success: false } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || result.issues) return { success: false };
  return { success: true, data: result.value as output<T> };
}

/**
 * The one way the site and the back office call the API (spec §7): the endpoint's definition gives
 * method, path, inputs and answer; this sends the module header and the bearer token, unwraps the
 * envelope and parses the value with the endpoint's response schema (when the build kept it).
 */
export async function callEndpoint<E extends EndpointShape>(
  endpoint: E,
  ...[options]: Record<string, never> extends CallOptions<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>]
): Promise<EndpointResult<E>> {
  const opts = (options ?? {}) as CallOptions<EndpointShape> & {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const module = opts.module ?? endpoint.module;
  if (module) headers[MODULE_HEADER] = module;
  const token = opts.token ?? tokenProvider();
  if (token) headers.authorization = `Bearer ${token}`;
  const body = encodeBody(endpoint, opts.body, headers);
  let response: Response;
  try {
    response = await fetch(buildUrl(fillPath(endpoint.path, opts.params), opts.query), {
      method: endpoint.method,
      headers,
      body,
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return fail(new ApiError('network.error', 'Network error', 0));
  }
  const requestId = response.headers?.get?.('x-request-id') ?? null;
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return fail(
      new ApiError('response.invalid', 'Unknown error', response.status, undefined, requestId),
    );
  }
  if (isErrorEnvelope(json)) {
    return fail(new ApiError(json.code, json.message, response.status, json.value, requestId));
  }
  const value =
    endpoint.envelope === false
      ? json
      : typeof json === 'object' &&
          json !== null &&
          (json as { success?: unknown }).success === true
        ? (json as { value: unknown }).value
        : undefined;
  // The site's build leaves the schemas out of its definitions: the server has checked the answer
  // against this schema before sending it (docs/decisions/2026-11-29-answers-checked-once.md).
  const schema = endpoint.response as EndpointShape['response'] | undefined;
  if (!schema) return value as EndpointResult<E>;
  const parsed = checkValue(schema, value);
  if (!parsed.success)
    return fail(
      new ApiError('response.invalid', 'Unknown error', response.status, undefined, requestId),
    );
  return parsed.data as EndpointResult<E>;
}
