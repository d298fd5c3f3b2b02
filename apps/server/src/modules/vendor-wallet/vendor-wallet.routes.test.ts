import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { launchTokens, vendorWalletAccounts } from '../../db/schema.ts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import {
  allBalances,
  buildMember,
  fund,
  transferCount,
  uniqueId,
  vendorCall,
  vendorRequest,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { signPayload } from '../../lib/signed-request.ts';
import { issueLaunchToken } from './vendor-wallet.service.ts';
import { DEV_VENDOR_SANDBOX_SECRET, loadConfig } from '../../config.ts';

const OTHER_SECRET = 'another-vendors-secret-0123456789';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  // BGS signs with its own secret; JL, JL_FISH and JL_PVP share the wallet account JL.
  app.config.vendorSecrets.VENDOR_BGS_SECRET = OTHER_SECRET;
  await app.db
    .update(vendorWalletAccounts)
    .set({ secretEnv: 'VENDOR_BGS_SECRET' })
    .where(eq(vendorWalletAccounts.accountTypeName, 'BGS'));
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

/** A funded player and a helper that fills in the player, currency and a fresh transaction id. */
async function player(balance = '1000.00', type = 0) {
  const member = await buildMember(app, { type });
  if (type !== 4) await fund(app, member, balance);
  return member;
}

function money(member: TestMember, extra: Record<string, unknown> = {}) {
  return {
    requestId: uniqueId('req'),
    playerId: member.accountNo,
    currency: 'VND',
    transactionId: uniqueId('tx'),
    roundId: 'round-1',
    gameCode: 'JL-slot-1',
    amount: '10.00',
    ...extra,
  };
}

/** Runs `fn` and checks that it moved no money at all and wrote no transfer. */
async function movesNothing(fn: () => Promise<void>) {
  const before = await allBalances(app.db);
  const transfers = await transferCount(app.db);
  await fn();
  expect(await allBalances(app.db)).toEqual(before);
  expect(await transferCount(app.db)).toBe(transfers);
}

describe('signature and timestamp', () => {
  it('answers a signed balance call with the balance', async () => {
    const p = await player('1234.50');
    const res = await vendorCall(app, 'balance', {
      requestId: 'r-1',
      playerId: p.accountNo,
      currency: 'VND',
    });
    expect(res).toEqual({
      status: 'OK',
      playerId: p.accountNo,
      currency: 'VND',
      balance: '1234.50',
      requestId: 'r-1',
    });
  });

  it('refuses a missing signature, a missing timestamp, an old or future timestamp, and a tampered body, moving nothing', async () => {
    const p = await player();
    const bet = money(p);
    await movesNothing(async () => {
      const cases = [
        await vendorCall(app, 'bet', bet, { signature: null }),
        await vendorCall(app, 'bet', bet, { headers: { 'x-timestamp': '' } }),
        await vendorCall(app, 'bet', bet, { timestamp: Date.now() - 5 * 60_000 - 5_000 }),
        await vendorCall(app, 'bet', bet, { timestamp: Date.now() + 5 * 60_000 + 5_000 }),
        await vendorCall(app, 'bet', bet, { timestamp: 'yesterday' }),
        await vendorCall(app, 'bet', bet, {
          signature: signPayload('dev-vendor-sandbox-secret-change-me', '1', 'x'),
        }),
        await vendorCall(app, 'bet', bet, {
          raw: JSON.stringify({ ...bet, amount: '999.00' }),
          signature: signPayload(app.config.vendorSecrets.VENDOR_SANDBOX_SECRET!, '0', '{}'),
        }),
      ];
      for (const res of cases) {
        expect(res).toMatchObject({ status: 'INVALID_SIGNATURE', balance: null, playerId: null });
      }
    });
  });

  it('refuses a tampered body and an uppercase signature', async () => {
    const p = await player();
    const bet = money(p);
    const req = vendorRequest(app, 'bet', bet);
    await movesNothing(async () => {
      const tampered = await app.inject({
        ...req,
        payload: JSON.stringify({ ...bet, amount: '1.00' }),
      });
      expect(tampered.json().status).toBe('INVALID_SIGNATURE');
      const headers = req.headers as Record<string, string>;
      const upper = await app.inject({
        ...req,
        headers: { ...headers, 'x-signature': headers['x-signature']!.toUpperCase() },
      });
      expect(upper.json().status).toBe('INVALID_SIGNATURE');
    });
    // The very same request, untouched, is accepted.
    expect((await app.inject(req)).json().status).toBe('OK');
  });

  it("refuses another vendor's secret, an unknown vendor and a disabled wallet account", async () => {
    const p = await player();
    await movesNothing(async () => {
      expect(
        (await vendorCall(app, 'bet', money(p), { vendorCode: 'JL', secret: OTHER_SECRET })).status,
      ).toBe('INVALID_SIGNATURE');
      expect((await vendorCall(app, 'bet', money(p), { vendorCode: 'BGS' })).status).toBe(
        'INVALID_SIGNATURE',
      );
      expect((await vendorCall(app, 'bet', money(p), { vendorCode: 'NOPE' })).status).toBe(
        'INVALID_SIGNATURE',
      );
    });
    expect(
      (await vendorCall(app, 'bet', money(p), { vendorCode: 'BGS', secret: OTHER_SECRET })).status,
    ).toBe('OK');
    await app.db
      .update(vendorWalletAccounts)
      .set({ enabled: false })
      .where(eq(vendorWalletAccounts.accountTypeName, 'RBG'));
    expect((await vendorCall(app, 'balance', money(p), { vendorCode: 'RBG' })).status).toBe(
      'INVALID_SIGNATURE',
    );
  });

  it('answers malformed JSON, an unknown action, unknown fields and a wrong type with INVALID_REQUEST', async () => {
    const p = await player();
    await movesNothing(async () => {
      expect((await vendorCall(app, 'bet', null, { raw: '{"requestId": ' })).status).toBe(
        'INVALID_REQUEST',
      );
      expect((await vendorCall(app, 'debit', money(p))).status).toBe('INVALID_REQUEST');
      // A body signed for win is no rollback (unknown fields are refused).
      const win = money(p, { betTransactionId: 'b-1', roundClosed: true });
      expect((await vendorCall(app, 'rollback', win)).status).toBe('INVALID_REQUEST');
      expect((await vendorCall(app, 'bet', { ...money(p), roundId: 7 })).status).toBe(
        'INVALID_REQUEST',
      );
      expect((await vendorCall(app, 'bet', [money(p)])).status).toBe('INVALID_REQUEST');
      const res = await vendorCall(app, 'bet', { ...money(p), currency: 'USD' });
      expect(res).toMatchObject({ status: 'INVALID_REQUEST', requestId: expect.any(String) });
    });
  });

  it('takes a call without a content type, and refuses a body over 64 kB with 413', async () => {
    const p = await player();
    const req = vendorRequest(app, 'balance', {
      requestId: 'r',
      playerId: p.accountNo,
      currency: 'VND',
    });
    const headers = { ...(req.headers as Record<string, string>) };
    delete headers['content-type'];
    expect((await app.inject({ ...req, headers })).json().status).toBe('OK');
    const big = await app.inject(vendorRequest(app, 'bet', { pad: 'x'.repeat(70 * 1024) }));
    expect(big.statusCode).toBe(413);
  });
});

describe('amounts are parsed exactly (seamless-wallet.md rule 6)', () => {
  it.each([
    '-1.00',
    '0',
    '0.00',
    '1.001',
    '10.000',
    '1e309',
    '1e3',
    'abc',
    '',
    ' 1.00',
    '1.00 ',
    '+1.00',
    '01.00',
    '1,000.00',
    '0x10',
    '.5',
    '5.',
    'Infinity',
    'NaN',
    '1234567890123456',
    100,
    1.5,
    null,
    true,
  ])('refuses a stake of %j and moves nothing', async (amount) => {
    const p = await player();
    await movesNothing(async () => {
      const res = await vendorCall(app, 'bet', money(p, { amount }));
      expect(res.status).toBe('INVALID_REQUEST');
    });
    expect(await walletBalance(app.db, p)).toBe('1000.00');
  });

  it('takes 10, 10.5 and 10.50 as the same kind of amount', async () => {
    const p = await player();
    for (const amount of ['10', '10.5', '10.50']) {
      expect((await vendorCall(app, 'bet', money(p, { amount }))).status).toBe('OK');
    }
    expect(await walletBalance(app.db, p)).toBe('969.00');
  });

  it('refuses a zero or negative refund, and takes a zero win (it closes the round, pays nothing)', async () => {
    const p = await player();
    const bet = money(p, { amount: '50.00' });
    await vendorCall(app, 'bet', bet);
    await movesNothing(async () => {
      for (const amount of ['0.00', '-50.00']) {
        const res = await vendorCall(
          app,
          'rollback',
          money(p, { amount, betTransactionId: bet.transactionId }),
        );
        expect(res.status).toBe('INVALID_REQUEST');
      }
      const win = await vendorCall(
        app,
        'win',
        money(p, { amount: '0.00', betTransactionId: bet.transactionId, roundClosed: true }),
      );
      expect(win).toMatchObject({ status: 'OK', balance: '950.00' });
    });
    const late = await vendorCall(
      app,
      'win',
      money(p, { amount: '5.00', betTransactionId: bet.transactionId, roundClosed: true }),
    );
    expect(late.status).toBe('ALREADY_SETTLED');
  });
});

describe('authenticate with a launch token', () => {
  it('exchanges a one-time token for the player, currency and balance', async () => {
    const p = await player('250.00');
    const { token } = await issueLaunchToken(app.db, p.id, 'JL_FISH', 'JL-fish-1');
    const first = await vendorCall(app, 'authenticate', {
      requestId: 'a1',
      token,
      currency: 'VND',
    });
    expect(first).toEqual({
      status: 'OK',
      playerId: p.accountNo,
      currency: 'VND',
      balance: '250.00',
      requestId: 'a1',
    });
    const again = await vendorCall(app, 'authenticate', { requestId: 'a2', token });
    expect(again).toMatchObject({ status: 'INVALID_TOKEN', balance: null });
  });

  it("refuses an expired token, an unknown one and another wallet account's", async () => {
    const p = await player();
    const expired = await issueLaunchToken(app.db, p.id, 'JL', 'g');
    await app.db
      .update(launchTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${launchTokens.memberId} = ${p.id}`);
    expect(
      (await vendorCall(app, 'authenticate', { requestId: 'a', token: expired.token })).status,
    ).toBe('INVALID_TOKEN');
    expect((await vendorCall(app, 'authenticate', { requestId: 'a', token: 'nope' })).status).toBe(
      'INVALID_TOKEN',
    );
    const bgs = await issueLaunchToken(app.db, p.id, 'BGS', 'g');
    expect(
      (await vendorCall(app, 'authenticate', { requestId: 'a', token: bgs.token })).status,
    ).toBe('INVALID_TOKEN');
    // …but JL_PVP shares JL's wallet account, so JL may use its token.
    const pvp = await issueLaunchToken(app.db, p.id, 'JL_PVP', 'g');
    expect(
      (await vendorCall(app, 'authenticate', { requestId: 'a', token: pvp.token })).status,
    ).toBe('OK');
    const wrongCurrency = await issueLaunchToken(app.db, p.id, 'JL', 'g');
    expect(
      (
        await vendorCall(app, 'authenticate', {
          requestId: 'a',
          token: wrongCurrency.token,
          currency: 'USD',
        })
      ).status,
    ).toBe('INVALID_REQUEST');
  });

  it('gives a trial member (type 4) the trial wallet', async () => {
    const trial = await player('0', 4);
    const { token } = await issueLaunchToken(app.db, trial.id, 'JL', 'g');
    const res = await vendorCall(app, 'authenticate', { requestId: 'a', token });
    expect(res).toMatchObject({ status: 'OK', playerId: trial.accountNo, balance: '2000000.00' });
    const bet = await vendorCall(app, 'bet', money(trial, { amount: '1500.00' }));
    expect(bet).toMatchObject({ status: 'OK', balance: '1998500.00' });
    expect(await walletBalance(app.db, trial)).toBe('1998500.00');
  });
});

describe('balance', () => {
  it('refuses an unknown player and another currency', async () => {
    expect(
      (await vendorCall(app, 'balance', { requestId: 'r', playerId: '99999999', currency: 'VND' }))
        .status,
    ).toBe('PLAYER_NOT_FOUND');
    const p = await player();
    expect(
      (await vendorCall(app, 'balance', { requestId: 'r', playerId: p.accountNo, currency: 'USD' }))
        .status,
    ).toBe('INVALID_REQUEST');
  });
});

describe('bet', () => {
  it('takes the stake and answers the balance after it, once per transactionId', async () => {
    const p = await player('100.00');
    const bet = money(p, { amount: '30.25' });
    const first = await vendorCall(app, 'bet', bet);
    expect(first).toEqual({
      status: 'OK',
      playerId: p.accountNo,
      currency: 'VND',
      balance: '69.75',
      requestId: bet.requestId,
      transactionId: bet.transactionId,
    });
    await movesNothing(async () => {
      // A retry (new requestId) answers the first answer.
      const again = await vendorCall(app, 'bet', { ...bet, requestId: 'retry' });
      expect(again).toMatchObject({ status: 'OK', balance: '69.75', requestId: 'retry' });
      // The same transactionId with other content is a mismatch.
      const other = await vendorCall(app, 'bet', { ...bet, amount: '30.26' });
      expect(other).toMatchObject({ status: 'DUPLICATE_MISMATCH', balance: '69.75' });
      const asWin = await vendorCall(app, 'win', {
        ...bet,
        betTransactionId: bet.transactionId,
        roundClosed: false,
      });
      expect(asWin.status).toBe('DUPLICATE_MISMATCH');
    });
    // JL_FISH shares JL's wallet account: the same transactionId there is the same transaction.
    expect((await vendorCall(app, 'bet', bet, { vendorCode: 'JL_FISH' })).status).toBe('OK');
    expect(await walletBalance(app.db, p)).toBe('69.75');
  });

  it('refuses a stake the wallet cannot cover, and never goes below zero', async () => {
    const p = await player('20.00');
    await movesNothing(async () => {
      const res = await vendorCall(app, 'bet', money(p, { amount: '20.01' }));
      expect(res).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '20.00' });
    });
    expect((await vendorCall(app, 'bet', money(p, { amount: '20.00' }))).balance).toBe('0.00');
    expect((await vendorCall(app, 'bet', money(p, { amount: '0.01' }))).status).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });

  it('refuses an unknown player and a blocked one', async () => {
    const blocked = await buildMember(app, { status: 'disabled' });
    await movesNothing(async () => {
      expect((await vendorCall(app, 'bet', money(blocked))).status).toBe('PLAYER_NOT_FOUND');
      expect(
        (await vendorCall(app, 'bet', { ...money(blocked), playerId: 'no-such-player' })).status,
      ).toBe('PLAYER_NOT_FOUND');
    });
  });

  it('refuses a bet in a round that is over', async () => {
    const p = await player();
    const round = uniqueId('round');
    const bet = money(p, { roundId: round });
    await vendorCall(app, 'bet', bet);
    await vendorCall(
      app,
      'win',
      money(p, { roundId: round, betTransactionId: bet.transactionId, roundClosed: true }),
    );
    await movesNothing(async () => {
      expect((await vendorCall(app, 'bet', money(p, { roundId: round }))).status).toBe(
        'ALREADY_SETTLED',
      );
    });
  });
});

describe('win', () => {
  it('pays a bet, several times while the round is open, and not after it closes', async () => {
    const p = await player('100.00');
    const bet = money(p, { amount: '10.00' });
    await vendorCall(app, 'bet', bet);
    const w1 = money(p, {
      amount: '5.00',
      betTransactionId: bet.transactionId,
      roundClosed: false,
    });
    expect((await vendorCall(app, 'win', w1)).balance).toBe('95.00');
    const w2 = money(p, { amount: '7.50', betTransactionId: bet.transactionId, roundClosed: true });
    expect((await vendorCall(app, 'win', w2)).balance).toBe('102.50');
    await movesNothing(async () => {
      expect((await vendorCall(app, 'win', w2)).balance).toBe('102.50');
      const w3 = money(p, {
        amount: '1.00',
        betTransactionId: bet.transactionId,
        roundClosed: true,
      });
      expect((await vendorCall(app, 'win', w3)).status).toBe('ALREADY_SETTLED');
      const rb = money(p, { betTransactionId: bet.transactionId });
      expect((await vendorCall(app, 'rollback', rb)).status).toBe('ALREADY_SETTLED');
    });
  });

  it("answers BET_NOT_FOUND for an unknown bet, another player's bet or another round's", async () => {
    const p = await player();
    const other = await player();
    const bet = money(other, { roundId: 'r-x' });
    await vendorCall(app, 'bet', bet);
    const mine = money(p, { roundId: 'r-y' });
    await vendorCall(app, 'bet', mine);
    await movesNothing(async () => {
      const cases = [
        money(p, { betTransactionId: 'never-placed', roundClosed: true, roundId: 'r-y' }),
        money(p, { betTransactionId: bet.transactionId, roundClosed: true, roundId: 'r-x' }),
        money(p, { betTransactionId: mine.transactionId, roundClosed: true, roundId: 'r-z' }),
      ];
      for (const win of cases)
        expect((await vendorCall(app, 'win', win)).status).toBe('BET_NOT_FOUND');
    });
  });

  it('is never blocked by an expired launch token or a closed session', async () => {
    const p = await player('100.00');
    const { token } = await issueLaunchToken(app.db, p.id, 'JL', 'g');
    expect((await vendorCall(app, 'authenticate', { requestId: 'a', token })).status).toBe('OK');
    const bet = money(p, { amount: '40.00' });
    const other = money(p, { amount: '10.00', roundId: 'round-2' });
    await vendorCall(app, 'bet', bet);
    await vendorCall(app, 'bet', other);
    await app.db
      .update(launchTokens)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(sql`${launchTokens.memberId} = ${p.id}`);
    await app.inject({
      method: 'DELETE',
      url: '/wps/auth/session',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const win = money(p, {
      amount: '80.00',
      betTransactionId: bet.transactionId,
      roundClosed: true,
    });
    expect((await vendorCall(app, 'win', win)).balance).toBe('130.00');
    const rb = money(p, {
      amount: '10.00',
      betTransactionId: other.transactionId,
      roundId: 'round-2',
    });
    expect((await vendorCall(app, 'rollback', rb)).balance).toBe('140.00');
  });
});

describe('rollback', () => {
  it('returns the stake once, and refuses a second rollback or a win afterwards', async () => {
    const p = await player('100.00');
    const bet = money(p, { amount: '25.00' });
    await vendorCall(app, 'bet', bet);
    const rb = money(p, { amount: '25.00', betTransactionId: bet.transactionId });
    expect((await vendorCall(app, 'rollback', rb)).balance).toBe('100.00');
    await movesNothing(async () => {
      expect(await vendorCall(app, 'rollback', rb)).toMatchObject({
        status: 'OK',
        balance: '100.00',
      });
      const again = money(p, { amount: '25.00', betTransactionId: bet.transactionId });
      expect((await vendorCall(app, 'rollback', again)).status).toBe('ALREADY_SETTLED');
      const win = money(p, { betTransactionId: bet.transactionId, roundClosed: true });
      expect((await vendorCall(app, 'win', win)).status).toBe('ALREADY_SETTLED');
    });
  });

  it('refuses a refund other than the stake', async () => {
    const p = await player('100.00');
    const bet = money(p, { amount: '25.00' });
    await vendorCall(app, 'bet', bet);
    await movesNothing(async () => {
      const rb = money(p, { amount: '30.00', betTransactionId: bet.transactionId });
      expect((await vendorCall(app, 'rollback', rb)).status).toBe('INVALID_REQUEST');
    });
  });

  it('records the rollback of a bet never seen, so that the late bet is refused (rule 3)', async () => {
    const p = await player('100.00');
    const lateBet = money(p, { amount: '15.00' });
    const rb = money(p, { amount: '15.00', betTransactionId: lateBet.transactionId });
    await movesNothing(async () => {
      expect(await vendorCall(app, 'rollback', rb)).toMatchObject({
        status: 'OK',
        balance: '100.00',
      });
      expect(await vendorCall(app, 'bet', lateBet)).toMatchObject({
        status: 'ALREADY_SETTLED',
        balance: '100.00',
      });
      expect((await vendorCall(app, 'rollback', rb)).status).toBe('OK');
    });
    const [row] = await queryRows<{ seen: boolean; state: string }>(
      app.db,
      sql`select seen, state from vendor_bets where bet_transaction_id = ${lateBet.transactionId}`,
    );
    expect(row).toEqual({ seen: false, state: 'rolled_back' });
  });

  it('refuses a rollback of a bet the player won or in a closed round', async () => {
    const p = await player('100.00');
    const bet = money(p, { amount: '10.00', roundId: 'open-round' });
    await vendorCall(app, 'bet', bet);
    await vendorCall(
      app,
      'win',
      money(p, { roundId: 'open-round', betTransactionId: bet.transactionId, roundClosed: false }),
    );
    await movesNothing(async () => {
      const rb = money(p, {
        amount: '10.00',
        roundId: 'open-round',
        betTransactionId: bet.transactionId,
      });
      expect((await vendorCall(app, 'rollback', rb)).status).toBe('ALREADY_SETTLED');
    });
  });
});

describe('traceability', () => {
  it('writes one ledger transfer per money call, named by the vendor transaction', async () => {
    const p = await player('100.00');
    const bet = money(p, { amount: '10.00' });
    await vendorCall(app, 'bet', bet);
    await vendorCall(app, 'bet', bet);
    const rows = await queryRows<{ idempotency_key: string; kind: string; transfer_id: number }>(
      app.db,
      sql`select t.idempotency_key, t.kind, v.transfer_id from vendor_transactions v
          join ledger_transfers t on t.id = v.transfer_id where v.transaction_id = ${bet.transactionId}`,
    );
    expect(rows).toEqual([
      {
        idempotency_key: `vendor:JL:${bet.transactionId}`,
        kind: 'bet',
        transfer_id: expect.anything(),
      },
    ]);
    const check = await checkLedger(app.db);
    expect(check).toMatchObject({ ok: true, sumOfBalances: '0.00', drift: [], negative: [] });
  });
});

describe('configuration', () => {
  const prod = { NODE_ENV: 'production', OPERATOR_TOKEN: 'operator-token-0123456789' };

  it('refuses to start in production without VENDOR_SANDBOX_SECRET', () => {
    expect(() => loadConfig(prod)).toThrow(/VENDOR_SANDBOX_SECRET must be set/);
    const config = loadConfig({ ...prod, VENDOR_SANDBOX_SECRET: 's'.repeat(32) });
    expect(config.vendorSecrets.VENDOR_SANDBOX_SECRET).toBe('s'.repeat(32));
    // The sandbox payment gateway is off in production and cannot be turned on there.
    expect(config.sandboxGateway).toBe(false);
    expect(() =>
      loadConfig({ ...prod, VENDOR_SANDBOX_SECRET: 's'.repeat(32), SANDBOX_GATEWAY: 'true' }),
    ).toThrow(/SANDBOX_GATEWAY=true/);
  });

  it('uses the development default outside production, and reads other vendors’ secrets', () => {
    const config = loadConfig({ VENDOR_JL_SECRET: 'j'.repeat(20), VENDOR_SHORT_SECRET: 'short' });
    expect(config.vendorSecrets).toEqual({
      VENDOR_SANDBOX_SECRET: DEV_VENDOR_SANDBOX_SECRET,
      VENDOR_JL_SECRET: 'j'.repeat(20),
    });
    expect(config.sandboxGateway).toBe(true);
  });
});
