/**
 * The one-statement path (docs/decisions/2026-11-24-money-path.md) keeps vendors and players in
 * memory; these tests change their rows behind the service's back, as another process would, and
 * check that the very next call sees the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../testing/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { ACCOUNTS, checkLedger } from '../ledger/ledger.service.ts';
import {
  betBody,
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  walletBalance,
} from '../../testing/factories.ts';
import { groupCommitOf } from './group-commit.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

async function player(balance = '1000.00') {
  const member = await buildMember(app, {});
  await fund(app, member, balance);
  return member;
}

const bet = betBody;

describe('cached lookups on the money path', () => {
  it('refuses the next bet once the member is blocked, and still pays an open round', async () => {
    const p = await player();
    const first = bet(p);
    expect((await vendorCall(app, 'bet', first)).status).toBe('OK');
    await app.db.execute(sql`update members set status = 'disabled' where id = ${p.id}`);
    expect((await vendorCall(app, 'bet', bet(p))).status).toBe('PLAYER_NOT_FOUND');
    const win = await vendorCall(app, 'win', {
      ...first,
      requestId: uniqueId('req'),
      transactionId: uniqueId('tx'),
      betTransactionId: first.transactionId,
      amount: '25.00',
      roundClosed: true,
    });
    expect(win).toMatchObject({ status: 'OK', balance: '1015.00' });
    // A repeat of the bet is still answered as it was the first time.
    expect(await vendorCall(app, 'bet', first)).toMatchObject({ status: 'OK', balance: '990.00' });
    await app.db.execute(sql`update members set status = 'active' where id = ${p.id}`);
    expect((await vendorCall(app, 'bet', bet(p))).status).toBe('OK');
  });

  it('refuses the next bet during a break set elsewhere, and one past a loss limit', async () => {
    const p = await player();
    expect((await vendorCall(app, 'bet', bet(p))).status).toBe('OK');
    await app.db.execute(
      sql`insert into member_protection (member_id, exclusion_kind, exclusion_started_at, excluded_until)
          values (${p.id}, 'timeout', now(), now() + interval '1 day')`,
    );
    expect((await vendorCall(app, 'bet', bet(p))).status).toBe('PLAYER_NOT_FOUND');
    await app.db.execute(
      sql`update member_protection
             set exclusion_kind = null, exclusion_started_at = null, excluded_until = null,
                 limits = '{"loss:day": {"amountMinor": "1500"}}'::jsonb
           where member_id = ${p.id}`,
    );
    // 10.00 lost today; a limit of 15.00 lets 5.00 more through, not 10.00.
    expect((await vendorCall(app, 'bet', bet(p))).status).toBe('INSUFFICIENT_FUNDS');
    expect((await vendorCall(app, 'bet', bet(p, { amount: '5.00' }))).status).toBe('OK');
    expect(await walletBalance(app.db, p)).toBe('985.00');
  });

  it('sees a wallet account switched off, and a new secret, on the next call', async () => {
    const p = await player();
    expect((await vendorCall(app, 'bet', bet(p))).status).toBe('OK');
    await app.db.execute(
      sql`update vendor_wallet_accounts set enabled = false where account_type_name = 'JL'`,
    );
    try {
      expect((await vendorCall(app, 'bet', bet(p))).status).toBe('INVALID_SIGNATURE');
    } finally {
      await app.db.execute(
        sql`update vendor_wallet_accounts set enabled = true where account_type_name = 'JL'`,
      );
    }
    const secret = 'a-rotated-secret-0123456789abcdef';
    app.config.vendorSecrets.VENDOR_ROTATED_SECRET = secret;
    await app.db.execute(
      sql`update vendor_wallet_accounts set secret_env = 'VENDOR_ROTATED_SECRET'
           where account_type_name = 'JL'`,
    );
    try {
      expect((await vendorCall(app, 'bet', bet(p))).status).toBe('INVALID_SIGNATURE');
      expect((await vendorCall(app, 'bet', bet(p), { secret })).status).toBe('OK');
    } finally {
      await app.db.execute(
        sql`update vendor_wallet_accounts set secret_env = 'VENDOR_SANDBOX_SECRET'
             where account_type_name = 'JL'`,
      );
    }
    expect(await walletBalance(app.db, p)).toBe('980.00');
  });
});

describe('group commit', () => {
  it('answers each call of a shared transaction on its own; a refused one fails alone', async () => {
    const rich = await player('100.00');
    const poor = await player('5.00');
    const earlier = bet(rich, { amount: '1.00' });
    expect((await vendorCall(app, 'bet', earlier)).status).toBe('OK');
    const group = groupCommitOf(app.db).stats;

    const calls: Array<{ body: Record<string, unknown>; expected: string }> = [
      ...Array.from({ length: 12 }, () => ({
        body: bet(rich, { amount: '1.00' }),
        expected: 'OK',
      })),
      { body: bet(poor, { amount: '10.00' }), expected: 'INSUFFICIENT_FUNDS' },
      {
        body: { ...earlier, requestId: uniqueId('req'), amount: '2.00' },
        expected: 'DUPLICATE_MISMATCH',
      },
      { body: { ...earlier, requestId: uniqueId('req') }, expected: 'OK' },
      ...Array.from({ length: 12 }, () => ({
        body: bet(poor, { amount: '0.25' }),
        expected: 'OK',
      })),
    ];
    const send = () => Promise.all(calls.map((c) => vendorCall(app, 'bet', c.body)));
    const first = await send();
    expect(first.map((a) => a.status)).toEqual(calls.map((c) => c.expected));
    expect(await walletBalance(app.db, rich)).toBe('87.00');
    expect(await walletBalance(app.db, poor)).toBe('2.00');
    // The earlier bet's repeat answers what that bet answered.
    expect(first[14]!.balance).toBe('99.00');

    // Every call again: each is answered as the first time, and nothing moves twice.
    const again = await send();
    expect(again.map((a) => a.status)).toEqual(calls.map((c) => c.expected));
    again.forEach((a, i) => {
      if (a.status === 'OK') expect(a.balance).toBe(first[i]!.balance);
    });
    expect(await walletBalance(app.db, rich)).toBe('87.00');
    expect(await walletBalance(app.db, poor)).toBe('2.00');
    // Calls that came together did share a transaction.
    expect(group.largest).toBeGreaterThan(1);
  });

  it('moves the balances the batch holds: the floor counts its earlier calls, each transfer records its own balance after', async () => {
    const p = await player('5.00');
    const group = groupCommitOf(app.db).stats;
    const batches = group.batches;
    const bets = Array.from({ length: 8 }, () => bet(p, { amount: '1.00' }));
    const answers = await Promise.all(bets.map((b) => vendorCall(app, 'bet', b)));
    // They came together: fewer batches than calls.
    expect(group.batches - batches).toBeLessThan(8);
    const ok = answers.filter((a) => a.status === 'OK');
    expect(ok).toHaveLength(5);
    expect(answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')).toHaveLength(3);
    // Each accepted bet saw the ones before it: 4.00, 3.00, 2.00, 1.00, 0.00, once each.
    expect(ok.map((a) => a.balance).sort()).toEqual(['0.00', '1.00', '2.00', '3.00', '4.00']);
    expect(await walletBalance(app.db, p)).toBe('0.00');
    const rows = await queryRows<{ after: string }>(
      app.db,
      sql`select (t.debit_balance_after_minor)::text as after
            from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
           where a.code = ${ACCOUNTS.memberWallet(p.id)} and t.kind = 'bet'
           order by t.id`,
    );
    expect(rows.map((r) => r.after)).toEqual(['400', '300', '200', '100', '0']);
    // A win in the next batch starts from the written row. Which bets were accepted depends on
    // the order they reached the batch: the win settles one that was.
    const accepted = bets[answers.findIndex((a) => a.status === 'OK')]!;
    const win = await vendorCall(app, 'win', {
      ...accepted,
      requestId: uniqueId('req'),
      transactionId: uniqueId('tx'),
      betTransactionId: accepted.transactionId,
      amount: '3.00',
      roundClosed: true,
    });
    expect(win).toMatchObject({ status: 'OK', balance: '3.00' });
  });
});
