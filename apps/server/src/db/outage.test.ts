import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from './client.ts';
import { getTestDatabase, resetDatabase, testDatabaseUrl } from '../testing/test-app.ts';
import { TcpProxy } from '../testing/tcp-proxy.ts';

// A database that goes away under traffic (a restart, a failover, connections killed): every
// request in the meantime gets 200 or 503 `system.unavailable`, never a 500 or a crash; /readyz
// says the database is down; when it is back the site serves again without a restart.
// PGlite is in the process and cannot go away: this runs with TEST_DATABASE_URL (CI's PostgreSQL).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('a database outage under traffic', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let url: URL;

  beforeAll(async () => {
    await resetDatabase(await getTestDatabase());
    url = new URL(testDatabaseUrl()!);
    proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      dataDir: '',
      poolSize: 4,
      onConnectionError: () => undefined,
    });
    app = await buildApp({
      database,
      logger: false,
      config: {
        env: 'test',
        operatorToken: 'test-operator-token-0123456789',
        settingsCacheMs: 0,
        webDist: '/nonexistent',
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.stop();
  });

  /** `count` reads in parallel; the answers' statuses and error codes. */
  async function traffic(count: number): Promise<{ status: number; code?: string }[]> {
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        app.inject({
          method: 'GET',
          url: i % 2 ? '/wps/system/status' : '/wps/game/list?gameType=RNG&pageNo=1&pageSize=5',
        }),
      ),
    );
    return answers.map((res) => ({
      status: res.statusCode,
      ...(res.statusCode === 200 ? {} : { code: (res.json() as { code: string }).code }),
    }));
  }

  function expectOnlyOkOrUnavailable(answers: { status: number; code?: string }[]) {
    for (const a of answers) {
      if (a.status === 200) continue;
      expect(a).toEqual({ status: 503, code: 'system.unavailable' });
    }
  }

  it('answers 503 system.unavailable while connections are cut mid-traffic, then serves again', async () => {
    expect((await traffic(8)).every((a) => a.status === 200)).toBe(true);
    const during = traffic(40);
    proxy.cut();
    expectOnlyOkOrUnavailable(await during);
    // The pool replaced its connections by itself.
    expect((await traffic(8)).every((a) => a.status === 200)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('reports the database down on /readyz while it is down, and recovers without a restart', async () => {
    await proxy.stop();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
    const answers = await traffic(6);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    expectOnlyOkOrUnavailable(answers);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);

    await proxy.start();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await traffic(8)).every((a) => a.status === 200)).toBe(true);
  });

  it('survives the database terminating every connection of the site (pg_terminate_backend)', async () => {
    const during = traffic(40);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and application_name = $2',
        [url.pathname.slice(1), ''],
      );
    } finally {
      await admin.end();
    }
    expectOnlyOkOrUnavailable(await during);
    // An idle connection's termination notice may arrive after a request has taken it (that
    // request answers 503); the pool has replaced them all once the notices are in.
    await expect
      .poll(async () => (await traffic(8)).every((a) => a.status === 200), { timeout: 30_000 })
      .toBe(true);
  });
});
