import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../config.ts';

/**
 * The workers of a fleet (WORKERS > 1) whose primary is `primary`: the processes whose parent it
 * is and that run the server (Linux /proc). Tests and the chaos script kill them one by one.
 */
export function workerPidsOf(primary: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4, after the command in parentheses, is the parent's pid.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== primary) continue;
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server.')) {
        found.push(Number(entry));
      }
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** A running fleet of the real server (`WORKERS` processes) on a PostgreSQL database. */
export type Fleet = {
  port: number;
  child: ChildProcess;
  /** Its workers' pids now. */
  workers: () => number[];
  /** The last 64 KB the fleet logged (to explain a failure). */
  output: () => string;
  /** SIGTERM to the primary; resolves with its exit code once it (and so every worker) is gone. */
  stop: () => Promise<number | null>;
};

/** A TCP port free on the loopback now (for a server a test or script starts). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts `node apps/server/src/server.ts` with WORKERS=`workers` on `databaseUrl` (already
 * migrated or not) and resolves once the primary says every worker listens. `env` adds or
 * overrides settings (the operator token and vendor secret the test signs with). The primary says
 * it is ready over an IPC channel, whatever LOG_LEVEL is.
 */
export async function startFleet(options: {
  workers: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<Fleet> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      WORKERS: String(options.workers),
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      RATE_LIMIT_MULTIPLIER: '1000',
      // Eight connections a process: a test fleet of three beside the other test worker's stays
      // within PostgreSQL's default 100 (see testing/test-app.ts).
      DATABASE_POOL_SIZE: '8',
      WEB_DIST: path.join(ROOT_DIR, 'no-site-needed'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The log's last 64 KB, for the error when it does not start.
  let output = '';
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-65_536));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ready = false;
  child.on('message', (message: { fleet?: string }) => {
    if (message.fleet === 'ready') ready = true;
  });
  const workers = () => workerPidsOf(child.pid!);
  for (let waited = 0; !(ready && workers().length === options.workers); waited += 250) {
    if (child.exitCode !== null) throw new Error(`the fleet stopped:\n${output}`);
    if (waited > 120_000) throw new Error(`the fleet did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    child,
    workers,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

/** A status and JSON body the server answered. */
export type JsonAnswer = { status: number; json: Record<string, unknown> };

/**
 * One request to the server on the loopback at `port`: its status and JSON body, or null when no
 * JSON answer came (refused, cut, or nothing in `timeoutMs`). A vendor gives up on a call after a
 * while and sends it again: a connection a fleet's primary was handing to a worker at the moment
 * the worker was killed is never answered (node:cluster). `ownConnection` opens a connection for
 * this request alone, so that a fleet's primary hands it to the next worker.
 */
export function requestJson(
  port: number,
  method: string,
  pathname: string,
  options: {
    body?: string;
    headers?: Record<string, string>;
    timeoutMs?: number;
    ownConnection?: boolean;
  } = {},
): Promise<JsonAnswer | null> {
  const { body, headers = {}, timeoutMs = 10_000 } = options;
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        ...(options.ownConnection ? { agent: false } : {}),
        headers:
          body === undefined
            ? headers
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                ...headers,
              },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(data) });
          } catch {
            resolve(null);
          }
        });
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.setTimeout(timeoutMs, () => req.destroy());
    req.end(body);
  });
}
