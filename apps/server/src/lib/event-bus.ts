import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Small events between the processes of a fleet (live chat's wake-ups, cache invalidations):
 * through Redis when it is configured, else PostgreSQL LISTEN/NOTIFY, else this process alone.
 * An event is a hint; what it points at is always read from the database.
 */
export interface EventBus<E extends { kind: string }> {
  /** Which transport carries the events: this process only, Redis, or PostgreSQL NOTIFY. */
  readonly kind: 'memory' | 'redis' | 'postgres';
  publish(event: E): Promise<void>;
  /** Calls the listener for every event of every process; returns the unsubscribe. */
  subscribe(listener: (event: E) => void): () => void;
  /** Resolves once events of other processes are being received. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function parseEvent<E>(raw: string): E | null {
  try {
    const value = JSON.parse(raw) as { kind?: unknown };
    return typeof value === 'object' && value && typeof value.kind === 'string'
      ? (value as E)
      : null;
  } catch {
    return null;
  }
}

/** Listeners of this process; each bus delivers what it receives to them. */
class Listeners<E> {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open chat stream: many is normal.
    this.emitter.setMaxListeners(0);
  }
  add(listener: (event: E) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
  emit(event: E) {
    this.emitter.emit('event', event);
  }
}

/** One process: events go straight to this process's listeners. */
export class MemoryBus<E extends { kind: string }> implements EventBus<E> {
  readonly kind = 'memory' as const;
  private readonly listeners = new Listeners<E>();
  async publish(event: E) {
    this.listeners.emit(event);
  }
  subscribe(listener: (event: E) => void) {
    return this.listeners.add(listener);
  }
  async ready() {}
  async close() {}
}

/** A fleet sharing Redis: PUBLISH on one connection, SUBSCRIBE on another. */
export class RedisBus<E extends { kind: string }> implements EventBus<E> {
  readonly kind = 'redis' as const;
  private readonly listeners = new Listeners<E>();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly subscribed: Promise<void>;

  constructor(
    private readonly channel: string,
    url: string,
    log: FastifyBaseLogger,
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    // Subscribed again by us on every (re)connection, with the failure handled: ioredis's own
    // resubscription leaves a rejected promise unhandled when the client closes meanwhile.
    this.sub = new Redis(url, { lazyConnect: false, autoResubscribe: false });
    // ioredis reconnects by itself; without a listener its 'error' events would end the process.
    this.pub.on('error', (err) => log.warn({ err: err.message, channel }, 'bus: redis publisher'));
    this.sub.on('error', (err) => log.warn({ err: err.message, channel }, 'bus: redis subscriber'));
    this.sub.on('message', (from: string, raw: string) => {
      if (from !== channel) return;
      const event = parseEvent<E>(raw);
      if (event) this.listeners.emit(event);
    });
    let subscribed!: () => void;
    this.subscribed = new Promise<void>((resolve) => (subscribed = resolve));
    this.sub.on('ready', () => {
      this.sub.subscribe(channel).then(
        () => subscribed(),
        (err: Error) => log.warn({ err: err.message, channel }, 'bus: redis subscribe'),
      );
    });
  }
  async publish(event: E) {
    await this.pub.publish(this.channel, JSON.stringify(event));
  }
  subscribe(listener: (event: E) => void) {
    return this.listeners.add(listener);
  }
  ready() {
    return this.subscribed;
  }
  async close() {
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

/**
 * A fleet on one PostgreSQL: NOTIFY through a small pool, LISTEN on a connection of its own that
 * is opened again when the server drops it.
 */
export class PostgresBus<E extends { kind: string }> implements EventBus<E> {
  readonly kind = 'postgres' as const;
  private readonly listeners = new Listeners<E>();
  private listener: pg.Client | null = null;
  private readonly notifier: pg.Pool;
  private closed = false;
  private connected: Promise<void>;

  constructor(
    private readonly channel: string,
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    this.notifier = new pg.Pool({ connectionString: url, max: 2 });
    this.notifier.on('error', (err) => log.warn({ err: err.message, channel }, 'bus: notify pool'));
    this.connected = this.connect();
    this.connected.catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (err) => {
      this.log.warn({ err: err.message, channel: this.channel }, 'bus: listen connection lost');
    });
    client.on('end', () => {
      if (this.closed) return;
      // Reconnect after a moment; what was missed meanwhile is read from the database.
      setTimeout(() => {
        if (!this.closed) this.connected = this.connect().catch(() => undefined);
      }, 1000).unref();
    });
    client.on('notification', (msg) => {
      if (msg.channel !== this.channel || !msg.payload) return;
      const event = parseEvent<E>(msg.payload);
      if (event) this.listeners.emit(event);
    });
    await client.connect();
    await client.query(`listen ${this.channel}`);
    this.listener = client;
  }

  async publish(event: E) {
    await this.notifier.query('select pg_notify($1, $2)', [this.channel, JSON.stringify(event)]);
  }
  subscribe(listener: (event: E) => void) {
    return this.listeners.add(listener);
  }
  ready() {
    return this.connected;
  }
  async close() {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await this.notifier.end().catch(() => undefined);
  }
}

/**
 * The bus of this configuration on one channel: Redis when REDIS_URL is set, else PostgreSQL
 * LISTEN/NOTIFY when the database is PostgreSQL, else this process alone (the embedded database
 * has one process).
 */
export function createEventBus<E extends { kind: string }>(
  channel: string,
  options: { redisUrl: string | undefined; databaseUrl: string | undefined },
  log: FastifyBaseLogger,
): EventBus<E> {
  if (options.redisUrl) return new RedisBus<E>(channel, options.redisUrl, log);
  if (options.databaseUrl) return new PostgresBus<E>(channel, options.databaseUrl, log);
  return new MemoryBus<E>();
}
