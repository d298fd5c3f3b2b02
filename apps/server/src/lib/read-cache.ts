import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { okEnvelope, type EndpointShape } from '@app/contracts';
import * as core from 'zod/v4/core';
import type { EventBus } from './event-bus.ts';

/**
 * What a cached answer depends on. An operator's change to one of them drops its answers in every
 * process (docs/decisions/2026-11-24-cached-reads.md): `settings` (site, gate, white label,
 * customer service), `catalogue` (vendors, games and their limits), `content` (banners,
 * promotions and announcements).
 */
export type CacheTopic = 'settings' | 'catalogue' | 'content';

export type CacheEvent = { kind: 'invalidate'; topic: CacheTopic; origin: string };

/** Answers under this size are sent as they are (as the compression plugin does). */
const COMPRESS_FROM = 1024;

/** A serialised success answer, its validator and its compressed forms (made on first use). */
export class CachedAnswer {
  readonly etag: string;
  private br: Buffer | undefined;
  private gz: Buffer | undefined;

  /**
   * @param quality brotli quality. 5 by default: a game list page of 22 KB compresses in about
   * 0.25 ms to 1,030 bytes, where quality 9 takes ten times as long for 950, and most lists are
   * compressed for the one visitor who asked.
   */
  constructor(
    readonly body: Buffer,
    private readonly quality = 5,
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  }

  /** The body in the encoding the client accepts best (brotli, then gzip, else none). */
  encoded(acceptEncoding: string | undefined): { body: Buffer; encoding: string | null } {
    if (this.body.length < COMPRESS_FROM || !acceptEncoding)
      return { body: this.body, encoding: null };
    const choice = preferredEncoding(acceptEncoding);
    if (choice === 'br') {
      this.br ??= brotliCompressSync(this.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: this.quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
        },
      });
      return { body: this.br, encoding: 'br' };
    }
    if (choice === 'gzip') {
      this.gz ??= gzipSync(this.body, { level: this.quality >= 9 ? 9 : 6 });
      return { body: this.gz, encoding: 'gzip' };
    }
    return { body: this.body, encoding: null };
  }
}

/** The choice for each Accept-Encoding header seen lately (browsers send a handful of them). */
const encodingChoices = new Map<string, 'br' | 'gzip' | null>();

/** brotli if the header accepts it, else gzip, else none. */
function preferredEncoding(header: string): 'br' | 'gzip' | null {
  let choice = encodingChoices.get(header);
  if (choice === undefined) {
    const accepts = acceptedEncodings(header);
    choice = accepts.has('br') ? 'br' : accepts.has('gzip') ? 'gzip' : null;
    if (encodingChoices.size >= 256) encodingChoices.clear();
    encodingChoices.set(header, choice);
  }
  return choice;
}

/** The codings of an Accept-Encoding header that are not refused with q=0. */
function acceptedEncodings(header: string): Set<string> {
  const out = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    out.add(name);
  }
  return out;
}

/**
 * The success envelope of a value, checked and encoded by the endpoint's schema exactly as the
 * route's serializer does (fastify-type-provider-zod), once per cached answer instead of per request.
 */
export function serialiseSuccess(endpoint: EndpointShape, value: unknown): Buffer {
  const schema = endpoint.envelope === false ? endpoint.response : okEnvelope(endpoint.response);
  const envelope = endpoint.envelope === false ? value : { success: true, value };
  return Buffer.from(JSON.stringify(core.encode(schema, envelope)));
}

/**
 * Sends a cached answer: its ETag (a matching If-None-Match gets 304 and no body), the encoding the
 * client accepts, already compressed, and `Vary: Accept-Encoding`.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
): FastifyReply {
  reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('vary', 'Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    return reply.status(304).send();
  }
  const { body, encoding } = answer.encoded(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

type Entry = { topic: CacheTopic; generation: number; until: number; value: Promise<unknown> };

/**
 * Answers of read endpoints kept in memory as serialised bodies, per topic. An entry lives until
 * its topic is invalidated here or in another process (through the bus), or `ttlMs` passes (the
 * bound for a writer that does not publish, such as a change made in SQL by hand). With `ttlMs` 0
 * nothing is kept.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<CacheTopic, number>();
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus<CacheEvent>,
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === 'invalidate' && event.origin !== this.origin) this.drop(event.topic);
    });
  }

  private generation(topic: CacheTopic): number {
    return this.generations.get(topic) ?? 0;
  }

  /**
   * How many times the topic has been invalidated here or in another process: what is derived
   * from the topic's data elsewhere (the game list's snapshot) is current while this is unchanged.
   */
  generationOf(topic: CacheTopic): number {
    return this.generation(topic);
  }

  private drop(topic: CacheTopic): void {
    this.generations.set(topic, this.generation(topic) + 1);
    for (const [key, entry] of this.entries) if (entry.topic === topic) this.entries.delete(key);
  }

  /**
   * The cached answer of `key`, or the one `compute` makes now (one computation per key at a time;
   * a failed one is not kept; one started before an invalidation is not kept either). `lifetimeMs`
   * may shorten its life, for an answer that changes by itself (the winner board, with each win).
   */
  answer(
    topic: CacheTopic,
    key: string,
    endpoint: EndpointShape,
    compute: () => Promise<unknown>,
    lifetimeMs?: number,
  ): Promise<CachedAnswer> {
    return this.value(
      topic,
      `answer\u0000${key}`,
      async () => new CachedAnswer(serialiseSuccess(endpoint, await compute())),
      lifetimeMs === undefined ? undefined : () => lifetimeMs,
    );
  }

  /**
   * A value derived from the topic's data that is not an endpoint's answer (the demo artwork a
   * media call draws), kept by the same rules as answers: dropped with its topic, after the
   * lifetime, least recently used first. `undefined` (nothing of that name) is not kept, so names
   * that lead nowhere take no room. `lifetime` may shorten the value's life: the milliseconds
   * until what it shows changes by itself (a banner's window opens or closes), or null for never.
   */
  value<T>(
    topic: CacheTopic,
    key: string,
    compute: () => Promise<T>,
    lifetime?: (value: T) => number | null,
  ): Promise<T> {
    const full = `${topic}\u0000${key}`;
    const entry = this.entries.get(full);
    const generation = this.generation(topic);
    if (entry && entry.generation === generation && Date.now() < entry.until) {
      // Most recently used last: the oldest goes first when the cache is full.
      this.entries.delete(full);
      this.entries.set(full, entry);
      return entry.value as Promise<T>;
    }
    const value = compute();
    if (this.ttlMs <= 0) return value;
    this.entries.delete(full);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const at = Date.now();
    const created: Entry = { topic, generation, until: at + this.ttlMs, value };
    this.entries.set(full, created);
    const forget = () => {
      if (this.entries.get(full) === created) this.entries.delete(full);
    };
    value.then((result) => {
      if (result === undefined) return forget();
      const ms = lifetime?.(result);
      // Counted from when the computation started, before the database measured it: early, not late.
      if (ms !== undefined && ms !== null) created.until = Math.min(created.until, at + ms);
    }, forget);
    return value;
  }

  /** Drops the topic's answers here and in every other process. */
  async invalidate(topic: CacheTopic): Promise<void> {
    this.drop(topic);
    await this.bus
      .publish({ kind: 'invalidate', topic, origin: this.origin })
      .catch(() => undefined);
  }

  /** Calls the listener when another process invalidates a topic. */
  onInvalidate(listener: (topic: CacheTopic) => void): () => void {
    return this.bus.subscribe((event) => {
      if (event.kind === 'invalidate' && event.origin !== this.origin) listener(event.topic);
    });
  }

  /** Resolves once invalidations of other processes are being received. */
  ready(): Promise<void> {
    return this.bus.ready();
  }

  close(): void {
    this.unsubscribe();
  }
}
