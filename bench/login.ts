/**
 * Logins per second and tail latency through the whole login path: the encrypted body (RSA-OAEP
 * unwrap + AES-GCM), the nonce check, the failure counter, scrypt, and the session insert. Bodies
 * are encrypted before the clock starts (each is single-use), so the figure is the server's cost.
 */
import {
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  encryptLoginBody,
  LoginKeySchema,
  loginNonce,
  type EncryptedBody,
} from '@app/contracts';
import { databaseTargets, round, startServer, type Bench, type Figure } from './lib.ts';

const CLIENTS = 8;
const WARM_UP = 16;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const loginBench: Bench = {
  name: 'login',
  description: 'POST /wps/auth/login (encrypted body, scrypt): logins per second and p99',
  async run(ctx) {
    const figures: Figure[] = [];
    // Every bench visitor is 127.0.0.1: lift the per-IP login limit for the measurement.
    process.env.RATE_LIMIT_MULTIPLIER = '1000';
    const total = Math.max(60, ctx.durationSeconds * 30);
    for (const target of databaseTargets(ctx)) {
      const server = await startServer(target);
      try {
        const keyRes = await fetch(`${server.url}/wps/auth/key`);
        const key = LoginKeySchema.parse(((await keyRes.json()) as { value: unknown }).value);
        const bodies: EncryptedBody[] = [];
        for (let i = 0; i < total + WARM_UP; i++) {
          bodies.push(
            await encryptLoginBody(key, {
              type: 'username',
              username: 'demo',
              password: 'Demo1234',
              nonce: loginNonce(),
              timestamp: Date.now(),
            }),
          );
        }
        const post = async (body: EncryptedBody) => {
          const started = performance.now();
          const res = await fetch(`${server.url}/wps/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          return { ms: performance.now() - started, ok: res.status === 200 };
        };
        for (const body of bodies.splice(0, WARM_UP)) await post(body);

        const latencies: number[] = [];
        let failures = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            for (let body = bodies.pop(); body; body = bodies.pop()) {
              const result = await post(body);
              latencies.push(result.ms);
              if (!result.ok) failures++;
            }
          }),
        );
        const seconds = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        const context = { database: target.kind, clients: CLIENTS, logins: latencies.length };
        figures.push(
          {
            bench: 'login',
            name: 'logins per second',
            value: round(latencies.length / seconds),
            unit: 'logins/s',
            context,
          },
          {
            bench: 'login',
            name: 'latency p50',
            value: round(percentile(latencies, 50)),
            unit: 'ms',
            context,
          },
          {
            bench: 'login',
            name: 'latency p99',
            value: round(percentile(latencies, 99)),
            unit: 'ms',
            context,
          },
          { bench: 'login', name: 'failed logins', value: failures, unit: 'count', context },
        );
      } finally {
        await server.close();
      }
    }
    if (!ctx.postgresUrl) ctx.log('  PostgreSQL skipped: set BENCH_DATABASE_URL to measure it');
    return figures;
  },
};
