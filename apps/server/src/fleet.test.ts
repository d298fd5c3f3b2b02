/**
 * WORKERS=3 (fleet.ts): the real server as three API processes behind one port, the primary
 * handing each connection to the next worker, on the test worker's PostgreSQL database. Each
 * request below opens its own connection, so consecutive requests go to different workers.
 * Runs only with TEST_DATABASE_URL (CI's second server pass): the embedded database serves one
 * process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@app/contracts';
import { signPayload } from './lib/signed-request.ts';
import { checkLedger } from './modules/ledger/ledger.service.ts';
import { betBody, buildMember, fund, sandboxSecret, walletBalance } from './testing/factories.ts';
import { requestJson, startFleet, type Fleet, type JsonAnswer } from './testing/fleet-process.ts';
import { buildTestApp, OPERATOR_AUTH, testDatabaseUrl } from './testing/test-app.ts';

const WORKERS = 3;
const OPERATOR_TOKEN = OPERATOR_AUTH.authorization.replace('Bearer ', '');

let app: FastifyInstance;
let fleet: Fleet;

const workers = () => fleet.workers();

/** One request on a connection of its own (no keep-alive): the primary picks the next worker. */
async function request(
  method: string,
  pathname: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const res = await requestJson(fleet.port, method, pathname, {
    body,
    headers,
    ownConnection: true,
  });
  if (!res) throw new Error(`no answer to ${method} ${pathname}`);
  return res;
}

async function vendor(action: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const timestamp = String(Date.now());
  const res = await request('POST', `/wps/vendor/JL/wallet/${action}`, payload, {
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signPayload(sandboxSecret(app), timestamp, payload),
  });
  expect(res.status).toBe(200);
  return res.json as { status: string; balance?: string };
}

const bet = betBody;

/** A bet sent again with the same body until some worker answers it (its worker may be killed). */
async function betUntilAnswered(body: Record<string, unknown>) {
  for (;;) {
    try {
      return await vendor('bet', body);
    } catch {
      // The connection was cut: the same transactionId again, to whichever worker is next.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp();
  fleet = await startFleet({
    workers: WORKERS,
    databaseUrl: testDatabaseUrl()!,
    env: { OPERATOR_TOKEN, VENDOR_SANDBOX_SECRET: sandboxSecret(app) },
  });
}, 150_000);

afterAll(async () => {
  await fleet?.stop();
  if (app) expect((await checkLedger(app.db)).ok).toBe(true);
  await app?.close();
});

describe.runIf(onPostgres)('three API processes behind one port (WORKERS=3)', () => {
  it('a block or a break set through one process is refused on the next bet by every process', async () => {
    const member = await buildMember(app, {});
    await fund(app, member, '1000.00');
    // Every worker has served the member and keeps its identity in memory.
    for (let i = 0; i < 2 * WORKERS; i++)
      expect((await vendor('bet', bet(member))).status).toBe('OK');

    const blocked = await request(
      'POST',
      `/wps/admin/members/${member.account}/block`,
      JSON.stringify({ reason: 'fleet test' }),
      OPERATOR_AUTH,
    );
    expect(blocked.status).toBe(200);
    for (let i = 0; i < 2 * WORKERS; i++) {
      expect((await vendor('bet', bet(member))).status).toBe('PLAYER_NOT_FOUND');
    }
    const unblocked = await request(
      'POST',
      `/wps/admin/members/${member.account}/unblock`,
      JSON.stringify({ reason: 'fleet test' }),
      OPERATOR_AUTH,
    );
    expect(unblocked.status).toBe(200);
    for (let i = 0; i < 2 * WORKERS; i++)
      expect((await vendor('bet', bet(member))).status).toBe('OK');

    // A time-out written by another process (this test's own pool on the database).
    await app.db.execute(
      sql`insert into member_protection (member_id, exclusion_kind, exclusion_started_at, excluded_until)
          values (${member.id}, 'timeout', now(), now() + interval '1 day')`,
    );
    for (let i = 0; i < 2 * WORKERS; i++) {
      expect((await vendor('bet', bet(member))).status).toBe('PLAYER_NOT_FOUND');
    }
    expect(await walletBalance(app.db, member)).toBe(`${1000 - 10 * 4 * WORKERS}.00`);
  }, 120_000);

  it('a worker killed under load is replaced while the others answer, and nothing is doubled', async () => {
    const member = await buildMember(app, {});
    await fund(app, member, '1000.00');
    const before = workers();
    expect(before).toHaveLength(WORKERS);
    const victim = before[0]!;
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 10; i++) {
          const answer = await betUntilAnswered(bet(member, { amount: '1.00' }));
          expect(answer.status).toBe('OK');
        }
      }),
    );
    process.kill(victim, 'SIGKILL');
    await load;
    // The primary starts another worker in the killed one's place.
    await expect
      .poll(
        () => {
          const now = workers();
          return now.length === WORKERS && !now.includes(victim);
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    // 80 bets of 1.00, each applied once however often it was sent.
    expect(await walletBalance(app.db, member)).toBe('920.00');
  }, 120_000);

  it('SIGTERM to the primary stops every worker', async () => {
    const running = workers();
    expect(await fleet.stop()).toBe(0);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(() => running.filter(alive), { timeout: 30_000 }).toEqual([]);
  }, 60_000);
});
