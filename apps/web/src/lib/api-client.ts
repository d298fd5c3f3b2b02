import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import {
  ErrorEnvelopeSchema,
  MODULE_HEADER,
  okEnvelope,
  type WhitelabelFlag,
} from '@app/contracts';

import { ApiError } from '@app/client/api-client';
import { failCall, tokenForCall } from '@app/client/api-client';

export { ApiError, callEndpoint, onApiError, setTokenProvider } from '@app/client/api-client';

export type RequestOptions<T extends $ZodType> = {
  /** The value schema of the `{ success: true, value }` answer. */
  schema: T;
  /** Module id sent in the module header (spec §7). */
  module?: WhitelabelFlag;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: RequestOptions<$ZodType>['query']): string {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

const fail = failCall;

/**
 * The call wrapper before endpoint definitions; being replaced by `callEndpoint`.
 * The one wrapper every call goes through (spec §7): sends the module header and the bearer token,
 * unwraps the envelope and parses the value with its contract schema.
 */
export async function apiRequest<T extends $ZodType>(
  path: string,
  options: RequestOptions<T>,
): Promise<output<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.module) headers[MODULE_HEADER] = options.module;
  const token = tokenForCall();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    return fail(new ApiError('network.error', 'Network error', 0));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return fail(new ApiError('response.invalid', 'Unknown error', response.status));
  }
  const err = safeParse(ErrorEnvelopeSchema, json);
  if (err.success) {
    return fail(new ApiError(err.data.code, err.data.message, response.status, err.data.value));
  }
  const ok = safeParse(okEnvelope(options.schema), json);
  if (!ok.success) return fail(new ApiError('response.invalid', 'Unknown error', response.status));
  return (ok.data as { value: output<T> }).value;
}
