/**
 * 64 concurrent clients hammer one member's wallet through the signed HTTP vendor API on a real
 * PostgreSQL (PGlite runs one transaction at a time, so it cannot show a race): bets, wins and
 * rollbacks on shared bets and rounds, rollbacks that overtake their bets, replays, and storms of
 * one transactionId sent by every client at once. Afterwards the ledger's invariants hold and every
 * transactionId was applied once. Runs only with TEST_DATABASE_URL (CI's second server pass).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  formatAmountMinor,
  parseAmountMinor,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type VendorWalletAnswer,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { startFleet, type Fleet } from '../../testing/fleet-process.ts';
import { buildTestApp, testDatabaseUrl } from '../../testing/test-app.ts';
import { toBigInt } from '../ledger/ledger.repository.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { buildMember, fund, sandboxSecret, type TestMember } from '../../testing/factories.ts';
import { signPayload } from '../../lib/signed-request.ts';

const CLIENTS = 64;
const STEPS_PER_CLIENT = 30;
const START = '3000.00';
const onPostgres = !!process.env.TEST_DATABASE_URL;

let app: FastifyInstance;
let baseUrl: string;
let fleet: Fleet | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await buildTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fleet?.stop();
  await app?.close();
});

type Sent = { action: string; body: Record<string, unknown>; answer: VendorWalletAnswer };

/** A deterministic random sequence per client (so a failure can be rerun). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function post(
  base: string,
  action: string,
  body: Record<string, unknown>,
): Promise<VendorWalletAnswer> {
  const payload = JSON.stringify(body);
  const timestamp = String(Date.now());
  const res = await fetch(`${base}/wps/vendor/JL/wallet/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: signPayload(sandboxSecret(app), timestamp, payload),
    },
    body: payload,
  });
  if (res.status !== 200) {
    // What the server logged about it (the fleet's errors and lost database connections; the
    // test app logs to the console).
    const errors = (fleet?.output() ?? '')
      .split('\n')
      .filter((l) => /"level":(50|60)|database unavailable/.test(l));
    expect(res.status, `${await res.text()}\n${errors.slice(-5).join('\n')}`).toBe(200);
  }
  return (await res.json()) as VendorWalletAnswer;
}

/** One client: its own bets, wins and rollbacks on everyone's bets, replays and storms. */
async function client(
  id: number,
  sent: Sent[],
  base: string,
  member: TestMember,
  tag: string,
): Promise<void> {
  const rnd = random(id * 7919 + 1);
  const mine: string[] = [];
  const common = { playerId: member.accountNo, currency: 'VND', gameCode: 'JL-1' };
  const send = async (action: string, body: Record<string, unknown>) => {
    const answer = await post(base, action, {
      requestId: `${tag}c${id}-${sent.length}`,
      ...common,
      ...body,
    });
    sent.push({ action, body, answer });
    return answer;
  };
  const betOf = (tx: string) => ({ transactionId: tx, roundId: `round-${tx}`, amount: '0' });
  for (let k = 0; k < STEPS_PER_CLIENT; k++) {
    const r = rnd();
    const amount = formatAmountMinor(BigInt(1 + Math.floor(rnd() * 4000)));
    if (k % 10 === 5) {
      // Storm: every client sends the same bet, win or rollback at about the same moment.
      const tx = `${tag}storm-${k}`;
      await send('bet', { ...betOf(tx), amount: '7.00' });
      await send('win', {
        transactionId: `${tag}storm-win-${k}`,
        roundId: `round-${tx}`,
        amount: '3.00',
        betTransactionId: tx,
        roundClosed: k % 20 === 5,
      });
    } else if (r < 0.4 || mine.length === 0) {
      const tx = `${tag}c${id}-bet-${k}`;
      const answer = await send('bet', { ...betOf(tx), amount });
      if (answer.status === 'OK') mine.push(tx);
    } else if (r < 0.55) {
      // A win on a bet another client placed, racing that client's own win or rollback.
      const owner = Math.floor(rnd() * CLIENTS);
      const tx = `${tag}c${owner}-bet-${Math.floor(rnd() * k)}`;
      await send('win', {
        transactionId: `${tag}c${id}-win-${k}`,
        roundId: `round-${tx}`,
        amount,
        betTransactionId: tx,
        roundClosed: rnd() < 0.5,
      });
    } else if (r < 0.7) {
      const tx = mine[Math.floor(rnd() * mine.length)]!;
      const stake = sent.find((s) => s.action === 'bet' && s.body.transactionId === tx)!.body
        .amount;
      await send('rollback', {
        transactionId: `${tag}c${id}-rb-${k}`,
        roundId: `round-${tx}`,
        amount: stake,
        betTransactionId: tx,
      });
    } else if (r < 0.8) {
      // A rollback overtakes its bet: the late bet must be refused.
      const tx = `${tag}c${id}-late-${k}`;
      await send('rollback', {
        transactionId: `${tag}c${id}-rbfirst-${k}`,
        roundId: `round-${tx}`,
        amount: '5.00',
        betTransactionId: tx,
      });
      const late = await send('bet', { ...betOf(tx), amount: '5.00' });
      expect(late.status).toBe('ALREADY_SETTLED');
    } else {
      // A replay of one of this client's calls, twice at once.
      const earlier = sent[Math.floor(rnd() * sent.length)];
      if (earlier) {
        await Promise.all([send(earlier.action, earlier.body), send(earlier.action, earlier.body)]);
      }
    }
  }
}

/**
 * Every client's calls against `base` on one member's wallet, then every check: statuses, one
 * answer per transactionId, each applied once, the balance, the ledger.
 */
async function storm(base: string, where: string): Promise<void> {
  const member = await buildMember(app);
  await fund(app, member, START);
  const logs: Sent[][] = Array.from({ length: CLIENTS }, () => []);
  // Transaction ids of their own: a vendor's ids are unique across all its players.
  const tag = `${where.replace(/\W+/g, '')}-`;
  await Promise.all(logs.map((log, i) => client(i, log, base, member, tag)));
  const sent = logs.flat();

  // Answers: only statuses a well-formed call can get; never a negative balance.
  for (const s of sent) {
    expect(['OK', 'INSUFFICIENT_FUNDS', 'BET_NOT_FOUND', 'ALREADY_SETTLED']).toContain(
      s.answer.status,
    );
    expect(parseAmountMinor(s.answer.balance)).not.toBeNull();
  }
  // Every OK answer of one transactionId is the first answer: same balance every time.
  const okByTx = new Map<string, Set<string>>();
  for (const s of sent.filter((x) => x.answer.status === 'OK')) {
    const tx = String(s.body.transactionId);
    okByTx.set(tx, (okByTx.get(tx) ?? new Set()).add(s.answer.balance!));
  }
  for (const [tx, balances] of okByTx) expect([...balances], tx).toHaveLength(1);

  // The database applied each of them exactly once, and nothing else.
  const rows = await queryRows<{
    transaction_id: string;
    action: string;
    amount: unknown;
    transfer_id: number | null;
    moved: unknown;
  }>(
    app.db,
    sql`select v.transaction_id, v.action, v.amount_minor::text as amount, v.transfer_id,
               coalesce(t.amount_minor, 0)::text as moved
          from vendor_transactions v left join ledger_transfers t on t.id = v.transfer_id
         where v.member_id = ${member.id}`,
  );
  expect(new Set(rows.map((r) => r.transaction_id))).toEqual(new Set(okByTx.keys()));
  expect(rows).toHaveLength(okByTx.size);
  const [dupes] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from (select idempotency_key from ledger_transfers
          group by idempotency_key having count(*) > 1) d`,
  );
  expect(dupes!.n).toBe(0);

  // The balance is the start plus what the applied calls moved.
  let expected = parseAmountMinor(START)!;
  for (const r of rows) {
    const moved = toBigInt(r.moved);
    expected += r.action === 'bet' ? -moved : moved;
    if (r.action === 'bet') expect(moved).toBe(toBigInt(r.amount));
  }
  const wallet = await app.inject({
    method: 'GET',
    url: '/wps/wallet',
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(wallet.json().value.sumBalance).toBe(formatAmountMinor(expected));

  // No bet was both rolled back with money and paid; storms applied once.
  const [both] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from vendor_bets b
         where b.member_id = ${member.id}
           and exists (select 1 from vendor_transactions v where v.bet_transaction_id = b.bet_transaction_id
                         and v.action = 'rollback' and v.transfer_id is not null)
           and exists (select 1 from vendor_transactions v where v.bet_transaction_id = b.bet_transaction_id
                         and v.action = 'win')`,
  );
  expect(both!.n).toBe(0);
  const stormBets = rows.filter(
    (r) => r.transaction_id.startsWith(`${tag}storm-`) && r.action === 'bet',
  );
  expect(stormBets.length).toBe(new Set(stormBets.map((r) => r.transaction_id)).size);

  const check = await checkLedger(app.db);
  expect(check).toMatchObject({ ok: true, sumOfBalances: '0.00', drift: [], negative: [] });
  const tally: Record<string, number> = {};
  for (const s of sent) tally[s.answer.status] = (tally[s.answer.status] ?? 0) + 1;
  console.log(
    `concurrency (${where}): ${sent.length} calls from ${CLIENTS} clients (${JSON.stringify(tally)}), ` +
      `${rows.length} transactionIds applied, final balance ${formatAmountMinor(expected)}; ` +
      `${check.transfers} transfers, ledger ok`,
  );
}

describe('64 concurrent clients on one wallet (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'keeps the ledger whole and applies every transactionId once',
    () => storm(baseUrl, 'one process'),
    120_000,
  );

  it.skipIf(!onPostgres)(
    'does the same through 3 API processes behind one port (WORKERS=3)',
    async () => {
      fleet = await startFleet({
        workers: 3,
        databaseUrl: testDatabaseUrl()!,
        env: { VENDOR_SANDBOX_SECRET: sandboxSecret(app) },
      });
      await storm(`http://127.0.0.1:${fleet.port}`, '3 API processes');
    },
    240_000,
  );
});
