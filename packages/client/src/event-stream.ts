import { safeParse } from 'zod/v4/core';
import type * as core from 'zod/v4/core';
import { MODULE_HEADER, type EndpointShape } from '@app/contracts';
import { ApiError, failCall, tokenForCall } from './api-client.ts';

/** One parsed server-sent event: its `id:` (when sent) and its JSON `data:`. */
export type StreamEvent<T> = { id: number | null; data: T };

/**
 * Splits a text/event-stream into events. Returns the events of the complete blocks and the
 * unfinished rest, to be prefixed to the next chunk.
 */
export function parseEventBlocks(buffer: string): {
  events: { id: string | null; data: string }[];
  rest: string;
} {
  const events: { id: string | null; data: string }[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ id, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Reads one server-sent events answer of an endpoint (docs/decisions/2026-11-24-live-chat.md):
 * fetch, not EventSource, so that the bearer token goes in a header like every other call. Each
 * event's data is parsed with `schema`; an event that does not parse is skipped. Resolves when the
 * server ends the stream (the caller connects again), rejects with an ApiError when it refuses.
 */
export async function readEventStream<T>(
  endpoint: EndpointShape,
  options: {
    query?: Record<string, string | number | undefined>;
    schema: core.$ZodType<T>;
    onEvent: (event: StreamEvent<T>) => void;
    /** Called once the server has accepted the stream (its answer's headers arrived). */
    onOpen?: () => void;
    signal: AbortSignal;
    token?: string | null;
  },
): Promise<void> {
  const url = new URL(endpoint.path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (endpoint.module) headers[MODULE_HEADER] = endpoint.module;
  const token = options.token === undefined ? tokenForCall() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url.pathname + url.search, {
      headers,
      signal: options.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network.error', 'Network error', 0);
  }
  if (!response.ok || !response.body) {
    let json: { code?: ApiError['code']; message?: string; value?: unknown } = {};
    try {
      json = (await response.json()) as typeof json;
    } catch {
      // not an envelope
    }
    return failCall(
      new ApiError(
        json.code ?? 'response.invalid',
        json.message ?? 'Unknown error',
        response.status,
        json.value,
      ),
    );
  }
  options.onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const { events, rest } = parseEventBlocks(buffer + value);
      buffer = rest;
      for (const raw of events) {
        let json: unknown;
        try {
          json = JSON.parse(raw.data);
        } catch {
          continue;
        }
        const parsed = safeParse(options.schema, json);
        if (!parsed.success) continue;
        const id = raw.id === null ? null : Number(raw.id);
        options.onEvent({ id: Number.isFinite(id) ? id : null, data: parsed.data as T });
      }
    }
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    // A dropped connection ends the stream like the server would: the caller reconnects.
  } finally {
    reader.releaseLock();
  }
}
