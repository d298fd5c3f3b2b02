import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { startMetricsServer } from '../lib/metrics.ts';
import { buildTestApp, getTestDatabase, resetDatabase } from '../testing/test-app.ts';
import { redactUrl } from './observability.ts';

describe('probes and metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /healthz (the process) and /readyz (the database) apart', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: app.database.kind });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: app.database.kind });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('does not answer /metrics or unknown paths outside the site with 200 on the site port', async () => {
    for (const url of ['/metrics', '/.env', '/wp-login.php', '/foo/bar']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves Prometheus metrics on their own port: requests by route, errors by code, the pool', async () => {
    await app.inject({ method: 'GET', url: '/wps/system/status' });
    await app.inject({ method: 'GET', url: '/wps/no/such/route' });
    const metrics = await startMetricsServer(0);
    try {
      const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const body = await res.text();
      expect(body).toMatch(
        /http_requests_total\{method="GET",route="\/wps\/system\/status",status="200"\} [1-9]/,
      );
      expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",method="GET"/);
      expect(body).toMatch(/http_errors_total\{code="route\.not_found",status="404"\} [1-9]/);
      expect(body).toMatch(/nodejs_eventloop_lag_seconds /);
      for (const name of [
        'ledger_transfers_total',
        'vendor_wallet_calls_total',
        'lottery_draws_settled_total',
        'lottery_scheduler_lag_seconds',
        'database_pool_total',
        'rate_limit_local_fallback',
      ]) {
        expect(body, name).toContain(`# TYPE ${name} `);
      }
      // Only /metrics is there.
      expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => metrics.server.close(resolve));
    }
  });
});

describe('the access log', () => {
  it('redacts secret query values and never logs headers', () => {
    expect(redactUrl('/m/home?token=abc.def&lang=vi')).toBe('/m/home?token=[redacted]&lang=vi');
    expect(redactUrl('/wps/oauth/google/callback?code=xyz&state=s1')).toBe(
      '/wps/oauth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/wps/game/list?gameType=RNG')).toBe('/wps/game/list?gameType=RNG');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });

  it('writes no session token of a URL or a header into its lines', async () => {
    const database = await getTestDatabase();
    await resetDatabase(database);
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    const logged = await buildApp({
      database,
      logStream: stream,
      config: {
        env: 'test',
        logLevel: 'info',
        operatorToken: 'test-operator-token-0123456789',
        webDist: '/nonexistent',
      },
    });
    try {
      const secret = 'a1b2c3d4e5f6secret-session-token';
      await logged.inject({ method: 'GET', url: `/m/home?token=${secret}&lang=vi` });
      await logged.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { authorization: `Bearer ${secret}`, token: secret },
      });
      await logged.inject({ method: 'GET', url: '/wps/system/status' });
      const text = lines.join('\n');
      expect(text).toContain('token=[redacted]');
      expect(text).toContain('/wps/system/status');
      expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
