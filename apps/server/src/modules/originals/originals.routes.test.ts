import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  computeOutcome,
  DICE_GAME_CODE,
  dicePayoutMinor,
  formatAmountMinor,
  ORIGINALS_SESSION_HEADER,
  parseAmountMinor,
  SLOT_GAME_CODE,
  slotPayoutMinor,
  type DiceOutcome,
  type OriginalsPlayValue,
  type OriginalsRound,
  type OriginalsSessionValue,
  type SlotOutcome,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { originalsRounds, originalsSessions } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import {
  allBalances,
  buildMember,
  fund,
  transferCount,
  vendorCall,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { issueLaunchToken } from '../vendor-wallet/vendor-wallet.service.ts';
import { backdateRound } from './originals.repository.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

async function player(balance = '1000.00', type = 0): Promise<TestMember> {
  const member = await buildMember(app, { type });
  if (type !== 4) await fund(app, member, balance);
  return member;
}

async function openSession(member: TestMember, gameCode: string = SLOT_GAME_CODE) {
  const { token } = await issueLaunchToken(app.db, member.id, 'INHOUSE', gameCode);
  const res = await app.inject({
    method: 'POST',
    url: '/wps/originals/session',
    payload: { gameCode, token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OriginalsSessionValue;
}

function call(
  session: { sessionToken: string } | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: session ? { [ORIGINALS_SESSION_HEADER]: session.sessionToken } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function play(session: { sessionToken: string } | null, body: Record<string, unknown>) {
  return call(session, 'POST', '/wps/originals/play', { requestId: randomUUID(), ...body });
}

async function played(session: { sessionToken: string }, body: Record<string, unknown>) {
  const res = await play(session, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OriginalsPlayValue;
}

const minor = (amount: string) => parseAmountMinor(amount.replace('-', ''))!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /wps/originals/session', () => {
  it('exchanges a launch token through the vendor wallet for a game session with the balance and the commitment', async () => {
    const member = await player('250.00');
    const state = await openSession(member);
    expect(state).toMatchObject({
      gameCode: SLOT_GAME_CODE,
      currency: 'VND',
      balance: '250.00',
      minStake: '1.00',
      nonce: 0,
    });
    expect(state.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(state.sessionToken.length).toBeGreaterThan(30);
    // The token works once: authenticate used it up.
    const again = await app.inject({
      method: 'POST',
      url: '/wps/originals/session',
      payload: { gameCode: SLOT_GAME_CODE, token: 'not-a-token' },
    });
    expect(again.json()).toMatchObject({ code: 'originals.launch_token_invalid' });
  });

  it('refuses a used token, a token of another game (without using it up) and an unknown game', async () => {
    const member = await player();
    const { token } = await issueLaunchToken(app.db, member.id, 'INHOUSE', DICE_GAME_CODE);
    const wrongGame = await app.inject({
      method: 'POST',
      url: '/wps/originals/session',
      payload: { gameCode: SLOT_GAME_CODE, token },
    });
    expect(wrongGame.statusCode).toBe(401);
    expect(wrongGame.json().code).toBe('originals.launch_token_invalid');
    const right = await app.inject({
      method: 'POST',
      url: '/wps/originals/session',
      payload: { gameCode: DICE_GAME_CODE, token },
    });
    expect(right.statusCode).toBe(200);
    const used = await app.inject({
      method: 'POST',
      url: '/wps/originals/session',
      payload: { gameCode: DICE_GAME_CODE, token },
    });
    expect(used.json().code).toBe('originals.launch_token_invalid');

    for (const gameCode of ['mines', 'crash', 'JL-slot-1', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/originals/session',
        payload: { gameCode, token: 'x' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (gameCode) expect(res.json().code).toBe('originals.unknown_game');
    }
  });

  it('needs the session on game calls, and refuses an expired one', async () => {
    const member = await player();
    const session = await openSession(member);
    for (const [method, url] of [
      ['GET', '/wps/originals/state'],
      ['GET', '/wps/originals/rounds'],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('originals.session_required');
      const bad = await call({ sessionToken: 'nope' }, method, url);
      expect(bad.json().code).toBe('originals.session_required');
    }
    expect((await play(null, { stake: '1.00' })).json().code).toBe('originals.session_required');
    await app.db
      .update(originalsSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(originalsSessions.tokenHash, sha256(session.sessionToken)));
    const expired = await play(session, { stake: '1.00' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('originals.session_expired');
    expect(await walletBalance(app.db, member)).toBe('1000.00');
  });
});

describe('POST /wps/originals/play: the slot', () => {
  it('takes the stake and pays the win through the vendor wallet; the balance moves by exactly both', async () => {
    const member = await player('1000.00');
    const session = await openSession(member);
    let balance = minor('1000.00');
    let commitment = session.serverSeedHash;
    let nonce = session.nonce;
    for (let i = 0; i < 8; i++) {
      const value = await played(session, { stake: '10.00' });
      const { round } = value;
      // The revealed seed is the one committed before the round; the next round has a new one.
      expect(sha256(round.serverSeed)).toBe(commitment);
      expect(round.serverSeedHash).toBe(commitment);
      expect(round.nonce).toBe(nonce);
      expect(value.next.serverSeedHash).not.toBe(commitment);
      expect(value.next.nonce).toBe(nonce + 1);
      commitment = value.next.serverSeedHash;
      nonce = value.next.nonce;
      // The outcome and payout are the contracts functions' on those seeds.
      const outcome = (await computeOutcome({
        game: SLOT_GAME_CODE,
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      })) as SlotOutcome;
      expect(round.outcome).toEqual(outcome);
      expect(round.payout).toBe(formatAmountMinor(slotPayoutMinor(1000n, outcome)));
      balance = balance - 1000n + minor(round.payout);
      expect(value.balance).toBe(formatAmountMinor(balance));
      expect(await walletBalance(app.db, member)).toBe(formatAmountMinor(balance));
    }
    // Every round is one bet and one win of the INHOUSE wallet account, in the ledger.
    const rows = await queryRows<{ action: string; n: number }>(
      app.db,
      sql`select action, count(*)::int as n from vendor_transactions
          where member_id = ${member.id} and wallet_account = 'INHOUSE' group by action order by action`,
    );
    expect(rows).toEqual([
      { action: 'bet', n: 8 },
      { action: 'win', n: 8 },
    ]);
    const state = (await call(session, 'GET', '/wps/originals/state')).json().value;
    expect(state).toMatchObject({ serverSeedHash: commitment, nonce });
  });

  it('answers a repeated request with the same round and moves money once, also when repeats race', async () => {
    const member = await player('100.00');
    const session = await openSession(member);
    const requestId = randomUUID();
    const first = await played(session, { requestId, stake: '5.00' });
    const transfers = await transferCount(app.db);
    const balances = await allBalances(app.db);
    const again = await played(session, { requestId, stake: '5.00' });
    expect(again.round).toEqual(first.round);
    expect(again.balance).toBe(first.balance);
    expect(await transferCount(app.db)).toBe(transfers);
    expect(await allBalances(app.db)).toEqual(balances);

    const racing = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => play(session, { requestId: racing, stake: '7.00' })),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const ok = answers.map((r) => r.json().value as OriginalsPlayValue);
    expect(new Set(ok.map((v: OriginalsPlayValue) => v.round.roundId)).size).toBe(1);
    const after = minor(first.balance) - 700n + minor((ok[0] as OriginalsPlayValue).round.payout);
    expect(await walletBalance(app.db, member)).toBe(formatAmountMinor(after));
    // One bet, and one win unless it paid nothing.
    const moved = (await transferCount(app.db)) - transfers;
    expect(moved).toBe(ok[0]!.round.payout === '0.00' ? 1 : 2);

    const mismatch = await play(session, { requestId, stake: '6.00' });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('originals.request_mismatch');
  });

  it('draws concurrent rounds of one player with distinct nonces and seeds', async () => {
    const member = await player('100.00');
    const session = await openSession(member);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => played(session, { stake: '2.00' })),
    );
    const nonces = answers.map((a) => a.round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(answers.map((a) => a.round.serverSeed)).size).toBe(6);
    const paid = answers.reduce((sum, a) => sum + minor(a.round.payout), 0n);
    expect(await walletBalance(app.db, member)).toBe(formatAmountMinor(10000n - 1200n + paid));
  });

  it('refuses bad stakes with stable codes and moves nothing', async () => {
    const member = await player('50.00');
    const session = await openSession(member);
    const before = await allBalances(app.db);
    const cases: [unknown, string][] = [
      ['0.99', 'originals.stake_below_min'],
      ['0', 'originals.stake_below_min'],
      ['10000.01', 'originals.stake_above_max'],
      ['1.001', 'originals.stake_invalid'],
      ['-5', 'originals.stake_invalid'],
      ['1e3', 'originals.stake_invalid'],
      ['abc', 'originals.stake_invalid'],
      ['50.01', 'originals.insufficient_funds'],
    ];
    for (const [stake, code] of cases) {
      const res = await play(session, { stake });
      expect(res.json().code, String(stake)).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
    const notString = await play(session, { stake: 5 });
    expect(notString.statusCode).toBe(400);
    expect(await allBalances(app.db)).toEqual(before);
    // The whole balance may be staked; the balance never goes below zero.
    const all = await played(session, { stake: '50.00' });
    expect(minor(all.balance)).toBe(minor(all.round.payout));
  });
});

describe('POST /wps/originals/play: dice', () => {
  it('rolls under or over the target and pays 99 / chance', async () => {
    const member = await player('1000.00');
    const session = await openSession(member, DICE_GAME_CODE);
    let balance = minor('1000.00');
    for (const [target, direction] of [
      ['50.00', 'under'],
      ['50', 'over'],
      ['10.5', 'under'],
      ['90.00', 'over'],
      ['95.00', 'under'],
    ] as const) {
      const { round, balance: after } = await played(session, {
        stake: '2.50',
        dice: { target, direction },
      });
      const outcome = round.outcome as DiceOutcome;
      expect(outcome.target).toBe(Number(minor(target)));
      expect(outcome.direction).toBe(direction);
      expect(outcome.win).toBe(
        direction === 'under' ? outcome.roll < outcome.target : outcome.roll > outcome.target,
      );
      expect(round.payout).toBe(formatAmountMinor(dicePayoutMinor(250n, outcome)));
      balance = balance - 250n + minor(round.payout);
      expect(after).toBe(formatAmountMinor(balance));
    }
    expect(await walletBalance(app.db, member)).toBe(formatAmountMinor(balance));
  });

  it('refuses targets outside 1%..95% and a missing target; the slot minimum does not apply', async () => {
    const member = await player('10.00');
    const session = await openSession(member, DICE_GAME_CODE);
    for (const dice of [
      undefined,
      { target: '96.00', direction: 'under' },
      { target: '0.99', direction: 'under' },
      { target: '99.00', direction: 'over' },
      { target: '4.98', direction: 'over' },
    ]) {
      const res = await play(session, { stake: '1.00', ...(dice ? { dice } : {}) });
      expect(res.json().code, JSON.stringify(dice)).toBe('originals.dice_target_invalid');
    }
    const bad = await play(session, {
      stake: '1.00',
      dice: { target: '50.001', direction: 'under' },
    });
    expect(bad.statusCode).toBe(400);
    const sideways = await play(session, {
      stake: '1.00',
      dice: { target: '50', direction: 'up' },
    });
    expect(sideways.statusCode).toBe(400);
    expect(
      (await play(session, { stake: '0.09', dice: { target: '50', direction: 'under' } })).json()
        .code,
    ).toBe('originals.stake_below_min');
    await played(session, { stake: '0.10', dice: { target: '50', direction: 'under' } });
  });

  it('plays trial accounts with their trial money', async () => {
    const member = await player('0', 4);
    const session = await openSession(member, DICE_GAME_CODE);
    const before = minor(session.balance);
    const { round, balance } = await played(session, {
      stake: '1.00',
      dice: { target: '50', direction: 'under' },
    });
    expect(minor(balance)).toBe(before - 100n + minor(round.payout));
  });
});

describe('client seed, history and verification', () => {
  it('uses the client seed the player sets from the next round on', async () => {
    const member = await player();
    const session = await openSession(member);
    const res = await call(session, 'PUT', '/wps/originals/seed', { clientSeed: 'my-lucky-seed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.clientSeed).toBe('my-lucky-seed');
    const { round, next } = await played(session, { stake: '1.00' });
    expect(round.clientSeed).toBe('my-lucky-seed');
    expect(next.clientSeed).toBe('my-lucky-seed');
    for (const clientSeed of ['', 'has space', 'a:b', 'x'.repeat(65)]) {
      const bad = await call(session, 'PUT', '/wps/originals/seed', { clientSeed });
      expect(bad.statusCode, clientSeed).toBe(400);
    }
  });

  it('recalls the last 10 rounds of the game, newest first', async () => {
    const member = await player('1000.00');
    const session = await openSession(member);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await played(session, { stake: '1.00' })).round.roundId);
    const dice = await openSession(member, DICE_GAME_CODE);
    await played(dice, { stake: '1.00', dice: { target: '50', direction: 'over' } });

    const res = await call(session, 'GET', '/wps/originals/rounds');
    expect(res.statusCode).toBe(200);
    const rounds = res.json().value as OriginalsRound[];
    expect(rounds.map((r) => r.roundId)).toEqual(ids.slice(2).reverse());
    expect(rounds.every((r) => r.gameCode === SLOT_GAME_CODE)).toBe(true);
    const other = await buildMember(app);
    await fund(app, other, '5.00');
    const otherSession = await openSession(other);
    expect((await call(otherSession, 'GET', '/wps/originals/rounds')).json().value).toEqual([]);
  });

  it('verifies a round by id: the seeds recompute the stored outcome (public)', async () => {
    const member = await player();
    const session = await openSession(member, DICE_GAME_CODE);
    const { round } = await played(session, {
      stake: '3.00',
      dice: { target: '33.33', direction: 'over' },
    });
    const res = await app.inject({ method: 'GET', url: `/wps/originals/rounds/${round.roundId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ round, verified: true });

    // A tampered stored outcome no longer verifies.
    await app.db
      .update(originalsRounds)
      .set({
        outcome: { ...round.outcome, roll: ((round.outcome as DiceOutcome).roll + 1) % 10000 },
      })
      .where(eq(originalsRounds.id, round.roundId));
    const tampered = await app.inject({
      method: 'GET',
      url: `/wps/originals/rounds/${round.roundId}`,
    });
    expect(tampered.json().value.verified).toBe(false);

    for (const id of [randomUUID(), 'nope', "'; drop table x"]) {
      const missing = await app.inject({
        method: 'GET',
        url: `/wps/originals/rounds/${encodeURIComponent(id)}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('originals.round_not_found');
    }
  });
});

describe('recovery', () => {
  it('returns the stake of a round left pending after its bet; a repeat is told it was cancelled', async () => {
    const member = await player('100.00');
    const session = await openSession(member);
    // A request that stopped after the stake was taken: the round row is pending, the bet is in.
    const first = await played(session, { stake: '1.00' });
    const roundId = randomUUID();
    await app.db.insert(originalsRounds).values({
      id: roundId,
      memberId: member.id,
      requestId: 'stuck-request-1',
      gameCode: SLOT_GAME_CODE,
      vendorCode: 'INHOUSE',
      stakeMinor: 2000n,
      state: 'pending',
    });
    const bet = await vendorCall(
      app,
      'bet',
      {
        requestId: 'r-stuck',
        playerId: member.accountNo,
        currency: 'VND',
        transactionId: `${roundId}:bet`,
        roundId,
        gameCode: SLOT_GAME_CODE,
        amount: '20.00',
      },
      { vendorCode: 'INHOUSE' },
    );
    expect(bet.status).toBe('OK');
    expect(await walletBalance(app.db, member)).toBe(
      formatAmountMinor(minor(first.balance) - 2000n),
    );
    await backdateRound(app.db, roundId, new Date(Date.now() - 5 * 60_000));

    await openSession(member); // opening a session finishes old unfinished rounds
    expect(await walletBalance(app.db, member)).toBe(first.balance);
    const [row] = await app.db
      .select()
      .from(originalsRounds)
      .where(eq(originalsRounds.id, roundId));
    expect(row!.state).toBe('void');
    // The same request again is told its round was cancelled; nothing moves.
    const replay = await play(session, { requestId: 'stuck-request-1', stake: '20.00' });
    expect(replay.json().code).toBe('originals.round_cancelled');
    expect(await walletBalance(app.db, member)).toBe(first.balance);
  });
});
