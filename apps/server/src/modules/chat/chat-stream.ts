import type { FastifyReply, FastifyRequest } from 'fastify';

/** A server-sent events answer: write events, end it, learn when it is over. */
export type EventStream = {
  send: (data: unknown, id?: number) => void;
  /** Called once when the stream ends, whoever ends it. */
  onEnd: (cleanup: () => void) => void;
  end: () => void;
};

/** Every open stream of this process, so that a shutdown can end them at once. */
const open = new Set<() => void>();

/** Ends every open chat stream (before the server closes: clients reconnect to another process). */
export function endAllStreams(): void {
  for (const end of [...open]) end();
}

/**
 * Takes the answer over from Fastify and opens a text/event-stream on it. The server ends it
 * after `lifetimeMs` (clients reconnect with their last sequence number: no connection outlives a
 * proxy's idle limit and no process holds a client for ever); a comment every 15 s keeps proxies
 * from closing it first.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  lifetimeMs: number,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
    // Never reused for another request: a closing server need not wait for it to idle.
    connection: 'close',
  });
  // The client waits this long before reconnecting after the server ended the stream.
  raw.write('retry: 1000\n\n');
  const cleanups: (() => void)[] = [];
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    open.delete(end);
    clearTimeout(lifetime);
    clearInterval(keepAlive);
    for (const cleanup of cleanups) cleanup();
    if (!raw.writableEnded) raw.end();
  };
  const lifetime = setTimeout(end, lifetimeMs);
  const keepAlive = setInterval(() => {
    if (!ended) raw.write(': keep-alive\n\n');
  }, 15_000);
  request.raw.on('close', end);
  raw.on('close', end);
  raw.on('error', end);
  open.add(end);
  return {
    send(data, id) {
      if (ended) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    onEnd(cleanup) {
      if (ended) cleanup();
      else cleanups.push(cleanup);
    },
    end,
  };
}
