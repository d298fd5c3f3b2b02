/**
 * How the group commit forms its batches (docs/decisions/2026-11-29-two-batches.md): what goes
 * in which batch and when, seen from the one statement each batch sends. The statement itself, its
 * rules and its money, are tested against the real databases in vendor-wallet.quick-path.test.ts,
 * vendor-wallet.concurrency.test.ts and the chaos test; here a connection that holds each batch
 * until the test lets it answer shows the scheduling alone.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { GroupCommit, MAX_BATCH, type QuickCall, type QuickResult } from './group-commit.ts';

type Sent = { calls: QuickCall[]; answer: () => void };

/** A connection that records each batch and answers it (every call OK) when told to. */
function holdingConnection(embedded: boolean) {
  const sent: Sent[] = [];
  const query = (config: { values: unknown[] } | string, values?: unknown[]) =>
    new Promise((resolve) => {
      const calls = JSON.parse(
        String(typeof config === 'string' ? values![0] : config.values[0]),
      ) as QuickCall[];
      sent.push({
        calls,
        answer: () =>
          resolve({
            rows: calls.map((_, n) => ({
              n,
              outcome: 'OK',
              balance_after: '0',
              first_fingerprint: null,
              moved: true,
            })),
          }),
      });
    });
  const $client = embedded ? { query, waitReady: Promise.resolve() } : { query };
  return { db: { $client } as unknown as Db, sent };
}

let seq = 0;
function call(walletCode: string): QuickCall {
  seq += 1;
  return {
    action: 'bet',
    walletAccount: 'SANDBOX',
    vendorCode: 'SANDBOX',
    secretEnv: 'VENDOR_SANDBOX_SECRET',
    memberId: walletCode.split(':')[1]!,
    walletCode,
    counterparty: '',
    transactionId: `tx-${seq}`,
    roundId: `r-${seq}`,
    gameCode: 'g',
    betTransactionId: null,
    roundClosed: null,
    amount: '100',
    fingerprint: `f-${seq}`,
    requestId: `q-${seq}`,
    meta: {},
    reference: `ref-${seq}`,
    idempotencyKey: `k-${seq}`,
    winReference: `w-${seq}`,
  };
}

/** Resolves once `n` batches have been sent (the scheduler starts them on its own turns). */
async function batches(sent: Sent[], n: number): Promise<void> {
  while (sent.length < n) await new Promise((r) => setImmediate(r));
}

const players = (s: Sent) => s.calls.map((c) => c.walletCode);

describe('group commit batches', () => {
  it('runs a second batch beside the first only with other players and another house row', async () => {
    const { db, sent } = holdingConnection(false);
    const group = new GroupCommit(db);
    const answers: Array<Promise<QuickResult | undefined>> = [];
    answers.push(group.submit(call('member:1')));
    await batches(sent, 1);
    // While member 1's batch is in the database: more of member 1, and member 2.
    answers.push(group.submit(call('member:1')), group.submit(call('member:2')));
    answers.push(group.submit(call('member:1')));
    await batches(sent, 2);
    expect(players(sent[0]!)).toEqual(['member:1']);
    expect(players(sent[1]!)).toEqual(['member:2']);
    expect(sent[1]!.calls[0]!.counterparty).toMatch(/^house:\d+$/);
    expect(sent[1]!.calls[0]!.counterparty).not.toBe(sent[0]!.calls[0]!.counterparty);
    // Member 1's later calls wait, in their order, for its first batch to be answered.
    await new Promise((r) => setImmediate(r));
    expect(sent).toHaveLength(2);
    const waiting = [answers[1], answers[3]];
    sent[0]!.answer();
    await batches(sent, 3);
    expect(players(sent[2]!)).toEqual(['member:1', 'member:1']);
    expect(sent[2]!.calls.map((c) => c.transactionId)).toEqual(
      [seq - 2, seq].map((s) => `tx-${s}`),
    );
    sent[1]!.answer();
    sent[2]!.answer();
    for (const a of [...answers, ...waiting]) expect((await a)?.outcome).toBe('OK');
  });

  it('on one busy player sends one batch at a time, each with all that waited', async () => {
    const { db, sent } = holdingConnection(false);
    const group = new GroupCommit(db);
    const answers = [group.submit(call('member:7'))];
    await batches(sent, 1);
    for (let i = 0; i < MAX_BATCH + 5; i++) answers.push(group.submit(call('member:7')));
    await new Promise((r) => setImmediate(r));
    expect(sent).toHaveLength(1);
    sent[0]!.answer();
    await batches(sent, 2);
    expect(sent[1]!.calls).toHaveLength(MAX_BATCH);
    sent[1]!.answer();
    await batches(sent, 3);
    expect(sent[2]!.calls).toHaveLength(5);
    sent[2]!.answer();
    expect(await Promise.all(answers)).toHaveLength(MAX_BATCH + 6);
  });

  it('keeps one batch at a time on the embedded database', async () => {
    const { db, sent } = holdingConnection(true);
    const group = new GroupCommit(db, true);
    const first = group.submit(call('member:1'));
    await batches(sent, 1);
    const second = group.submit(call('member:2'));
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(sent).toHaveLength(1);
    sent[0]!.answer();
    await batches(sent, 2);
    expect(players(sent[1]!)).toEqual(['member:2']);
    sent[1]!.answer();
    expect((await first)?.outcome).toBe('OK');
    expect((await second)?.outcome).toBe('OK');
  });
});
