import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ProtectionSchema,
  SessionResultSchema,
  SLOT_GAME_CODE,
  WageringStatusSchema,
  ORIGINALS_SESSION_HEADER,
  type OriginalsSessionValue,
} from '@app/contracts';
import { bearer, postLogin, solvedCaptcha } from '../../testing/auth-helpers.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorBet,
  vendorCall,
  vendorWin,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { findMemberById } from '../auth/auth.repository.ts';
import { openSession } from '../auth/session.service.ts';
import { insertRewardGrant } from '../rewards/rewards.repository.ts';
import { issueLaunchToken } from '../vendor-wallet/vendor-wallet.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  member: { token: string } | null,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
}

async function protection(member: TestMember) {
  const res = await call('GET', '/wps/member/protection', member);
  expect(res.statusCode, res.body).toBe(200);
  return ProtectionSchema.parse(res.json().value);
}

const setLimit = (member: TestMember, body: object) =>
  call('POST', '/wps/member/protection/limits', member, body);

const bankDeposit = (member: TestMember, amount: string) =>
  call('POST', '/wps/deposit/bank', member, { channelCode: 'BANK_VCB', amount, reference: 'rg' });

describe('GET /wps/member/protection and limits', () => {
  it('refuses visitors and bad input', async () => {
    expect((await call('GET', '/wps/member/protection', null)).statusCode).toBe(401);
    const member = await buildMember(app);
    for (const body of [
      { kind: 'deposit', period: 'year', amount: '100' },
      { kind: 'stake', period: 'day', amount: '100' },
      { kind: 'deposit', period: 'day', amount: '-5' },
      { kind: 'deposit', period: 'day' },
    ]) {
      const res = await setLimit(member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const reality = await call('POST', '/wps/member/protection/reality-check', member, {
      minutes: 7,
    });
    expect(reality.statusCode).toBe(400);
  });

  it('starts with no limits, no break', async () => {
    const member = await buildMember(app);
    const value = await protection(member);
    expect(value.depositLimits.day).toEqual({ amount: null, pending: null, used: '0.00' });
    expect(value.exclusion).toBeNull();
    expect(value.realityCheckMinutes).toBeNull();
  });

  it('a deposit limit refuses a larger deposit; a raise holds only after 24 hours', async () => {
    const member = await buildMember(app);
    expect(
      (await setLimit(member, { kind: 'deposit', period: 'day', amount: '200000' })).statusCode,
    ).toBe(200);
    expect((await bankDeposit(member, '150000')).statusCode).toBe(201);
    const over = await bankDeposit(member, '100000');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'protection.deposit_limit',
      value: { period: 'day', remaining: '50000.00' },
    });

    // A raise waits out its cooling-off (fake clock); until then the lower limit holds.
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const raised = ProtectionSchema.parse(
      (await setLimit(member, { kind: 'deposit', period: 'day', amount: '1000000' })).json().value,
    );
    expect(raised.depositLimits.day.amount).toBe('200000.00');
    expect(raised.depositLimits.day.pending?.amount).toBe('1000000.00');
    expect(Date.parse(raised.depositLimits.day.pending!.effectiveAt)).toBe(
      start.getTime() + 24 * 3600_000,
    );
    vi.setSystemTime(start.getTime() + 23 * 3600_000);
    expect((await bankDeposit(member, '100000')).json().code).toBe('protection.deposit_limit');
    vi.setSystemTime(start.getTime() + 24 * 3600_000 + 1000);
    // The deposit of 24 hours ago left the rolling day; the raised limit is in force.
    const after = await protection(member);
    expect(after.depositLimits.day).toMatchObject({ amount: '1000000.00', pending: null });
    expect((await bankDeposit(member, '900000')).statusCode).toBe(201);
  });

  it('a decrease holds at once, and cancels a pending raise', async () => {
    const member = await buildMember(app);
    await setLimit(member, { kind: 'deposit', period: 'week', amount: '500000' });
    await setLimit(member, { kind: 'deposit', period: 'week', amount: '900000' });
    expect((await protection(member)).depositLimits.week.pending).not.toBeNull();
    await setLimit(member, { kind: 'deposit', period: 'week', amount: '300000' });
    const value = await protection(member);
    expect(value.depositLimits.week).toMatchObject({ amount: '300000.00', pending: null });
    // Removing a limit is a raise: it waits too.
    await setLimit(member, { kind: 'deposit', period: 'week', amount: null });
    const removing = await protection(member);
    expect(removing.depositLimits.week.amount).toBe('300000.00');
    expect(removing.depositLimits.week.pending).toMatchObject({ amount: null });
  });

  it('a loss limit refuses a vendor stake that would pass it; wins count back', async () => {
    const member = await buildMember(app);
    await fund(app, member, '1000.00');
    await setLimit(member, { kind: 'loss', period: 'day', amount: '100' });
    const first = await vendorBet(app, member, '60.00');
    expect(first.answer.status).toBe('OK');
    const refused = await vendorBet(app, member, '50.00');
    expect(refused.answer).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '940.00' });
    expect((await vendorWin(app, member, first.bet, '30.00')).status).toBe('OK');
    // Net loss 60 − 30 = 30; 30 + 50 ≤ 100.
    expect((await vendorBet(app, member, '50.00')).answer.status).toBe('OK');
    const value = await protection(member);
    expect(value.lossLimits.day).toMatchObject({ amount: '100.00', used: '80.00' });
    const session = await call(
      'GET',
      `/wps/member/protection/session?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
      member,
    );
    expect(SessionResultSchema.parse(session.json().value)).toEqual({
      stakes: '110.00',
      returns: '30.00',
      net: '-80.00',
    });
  });
});

describe('POST /wps/member/protection/exclusion', () => {
  it('refuses a wrong password and a length of the other kind', async () => {
    const member = await buildMember(app);
    const wrong = await call('POST', '/wps/member/protection/exclusion', member, {
      kind: 'timeout',
      duration: '24h',
      password: 'nope',
    });
    expect(wrong.json().code).toBe('reauth.password_wrong');
    const kind = await call('POST', '/wps/member/protection/exclusion', member, {
      kind: 'timeout',
      duration: '5y',
      password: 'Demo1234',
    });
    expect(kind.json().code).toBe('protection.duration_kind');
  });

  it('a self-excluded player is signed out; stakes and deposits are refused, an open round is paid', async () => {
    const member = await buildMember(app);
    await fund(app, member, '100000.00');
    // A round opened before the exclusion.
    const open = await vendorBet(app, member, '100.00');
    expect(open.answer.status).toBe('OK');

    const res = await call('POST', '/wps/member/protection/exclusion', member, {
      kind: 'self_exclusion',
      duration: '6m',
      password: 'Demo1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = ProtectionSchema.parse(res.json().value);
    expect(value.exclusion).toMatchObject({ kind: 'self_exclusion' });
    // Immediate logout: the session is gone.
    expect((await call('GET', '/wps/member/protection', member)).statusCode).toBe(401);

    // A sign-in is refused with the break's end; one to withdraw the balance works, and play and
    // deposits stay closed to it.
    const login = await postLogin(app, { username: member.account, password: 'Demo1234' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'protection.excluded',
      value: { kind: 'self_exclusion', until: value.exclusion?.until },
    });
    const wrong = await postLogin(app, { username: member.account, password: 'Wrong1234' });
    expect(wrong.json().code).toBe('auth.invalid_credentials'); // nothing told without the password
    const toWithdraw = await postLogin(app, {
      username: member.account,
      password: 'Demo1234',
      toWithdraw: true,
      ...(await solvedCaptcha(app)), // the wrong password asked for one
    });
    expect(toWithdraw.statusCode, toWithdraw.body).toBe(200);
    const again = { ...member, token: toWithdraw.json().value.token as string };

    // Vendor bet: refused as a blocked account; nothing moves.
    const refused = await vendorBet(app, again, '10.00');
    expect(refused.answer.status).toBe('PLAYER_NOT_FOUND');
    // The win of the round opened before is paid.
    expect((await vendorWin(app, again, open.bet, '250.00')).status).toBe('OK');
    expect(await walletBalance(app.db, member)).toBe('100150.00');

    // Lottery bet.
    const lottery = await call('POST', '/wps/lottery/bets', again, {
      requestId: randomUUID(),
      gameId: '401',
      bets: [{ betType: 'LO2', numbers: ['00'], stake: '1000' }],
    });
    expect(lottery.json().code).toBe('protection.excluded');

    // In-house round.
    const { token } = await issueLaunchToken(app.db, member.id, 'INHOUSE', SLOT_GAME_CODE);
    const session = await app.inject({
      method: 'POST',
      url: '/wps/originals/session',
      payload: { gameCode: SLOT_GAME_CODE, token },
    });
    const game = session.json().value as OriginalsSessionValue;
    const round = await app.inject({
      method: 'POST',
      url: '/wps/originals/play',
      headers: { [ORIGINALS_SESSION_HEADER]: game.sessionToken },
      payload: { requestId: randomUUID(), stake: '1.00' },
    });
    expect(round.json().code).toBe('protection.excluded');

    // Deposits, both channels.
    expect((await bankDeposit(again, '100000')).json().code).toBe('protection.excluded');
    const online = await call('POST', '/wps/deposit/online', again, {
      channelCode: 'SANDBOX',
      amount: '100000',
    });
    expect(online.json().code).toBe('protection.excluded');
    expect(await walletBalance(app.db, member)).toBe('100150.00');

    // Not reversible early: a shorter break is refused.
    const shorter = await call('POST', '/wps/member/protection/exclusion', again, {
      kind: 'timeout',
      duration: '24h',
      password: 'Demo1234',
    });
    expect(shorter.json().code).toBe('protection.exclusion_shorter');

    // The operator reads it.
    const admin = await app.inject({
      url: `/wps/admin/members/${member.id}/protection`,
      headers: OPERATOR_AUTH,
    });
    expect(ProtectionSchema.parse(admin.json().value).exclusion?.kind).toBe('self_exclusion');
  });

  it('a time-out ends by itself (fake clock)', async () => {
    const member = await buildMember(app);
    const start = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await call('POST', '/wps/member/protection/exclusion', member, {
      kind: 'timeout',
      duration: '24h',
      password: 'Demo1234',
    });
    const row = (await findMemberById(app.db, member.id))!;
    const again = {
      ...member,
      token: await openSession(app.db, row, { ip: '127.0.0.1', userAgent: 't' }),
    };
    expect((await bankDeposit(again, '100000')).json().code).toBe('protection.excluded');
    vi.setSystemTime(start.getTime() + 24 * 3600_000 + 1000);
    expect((await bankDeposit(again, '100000')).statusCode).toBe(201);
    expect((await protection(again)).exclusion).toBeNull();
  });
});

describe('wagering on rewards', () => {
  async function claimed(member: TestMember, amount: bigint, multiple: number) {
    const source = `test:${randomUUID()}`;
    await insertRewardGrant(
      app.db,
      {
        memberId: member.id,
        source,
        title: 'Bonus',
        amountMinor: amount,
        wageringMultiple: multiple,
      },
      30,
    );
    const list = await call('GET', '/wps/member/rewards', member);
    const reward = list.json().value.list.find((r: { state: string }) => r.state === 'claimable');
    const res = await call('POST', `/wps/member/rewards/${reward.id}/claim`, member);
    expect(res.statusCode, res.body).toBe(200);
  }

  async function ready() {
    const member = await buildMember(app);
    await fund(app, member, '1000000.00');
    await call('POST', '/wps/withdraw/bank-accounts', member, {
      bankCode: 'TCB',
      accountName: 'Tran Thi B',
      accountNo: '19036612345678',
      loginPassword: 'Demo1234',
    });
    const set = await call('POST', '/wps/withdraw/payment-password', member, {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      loginPassword: 'Demo1234',
    });
    expect(set.statusCode).toBe(200);
    const accounts = await call('GET', '/wps/withdraw/bank-accounts', member);
    return { member, bankAccountId: accounts.json().value[0].id as number };
  }

  const wagering = async (member: TestMember) =>
    WageringStatusSchema.parse((await call('GET', '/wps/member/wagering', member)).json().value);

  it('refuses visitors', async () => {
    expect((await call('GET', '/wps/member/wagering', null)).statusCode).toBe(401);
  });

  it('a withdrawal is refused while wagering is open and allowed once it is met', async () => {
    const { member, bankAccountId } = await ready();
    await claimed(member, 10000000n, 3); // 100,000.00 × 3
    expect(await wagering(member)).toMatchObject({
      required: '300000.00',
      remaining: '300000.00',
      openRewards: 1,
    });
    const withdraw = () =>
      call('POST', '/wps/withdraw', member, {
        bankAccountId,
        amount: '100000',
        paymentPassword: '246810',
      });
    const refused = await withdraw();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'withdraw.wagering_open',
      value: { remaining: '300000.00' },
    });

    // Live casino counts 10%: 200,000 staked counts 20,000.
    const live = await vendorBet(app, member, '200000.00', 'DGL');
    expect(live.answer.status).toBe('OK');
    expect((await wagering(member)).remaining).toBe('300000.00'); // open round: not yet valid
    await vendorWin(app, member, live.bet, '0.00', 'DGL');
    expect((await wagering(member)).remaining).toBe('280000.00');
    // A rolled-back slot bet counts nothing.
    const back = await vendorBet(app, member, '50000.00');
    await vendorCall(
      app,
      'rollback',
      {
        requestId: uniqueId('req'),
        playerId: member.accountNo,
        currency: 'VND',
        transactionId: uniqueId('tx'),
        roundId: back.bet.roundId,
        gameCode: back.bet.gameCode,
        betTransactionId: back.bet.transactionId,
        amount: '50000.00',
      },
      { vendorCode: 'JL' },
    );
    expect((await wagering(member)).remaining).toBe('280000.00');
    // Slots count fully.
    const slot = await vendorBet(app, member, '280000.00');
    await vendorWin(app, member, slot.bet, '10000.00');
    expect(await wagering(member)).toMatchObject({ remaining: '0.00', openRewards: 0 });
    const allowed = await withdraw();
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('a reward with multiple 0 opens nothing', async () => {
    const { member } = await ready();
    await claimed(member, 500000n, 0);
    expect((await wagering(member)).openRewards).toBe(0);
  });
});

describe('money settings: wagering shares', () => {
  it('an operator changes a share and the count follows', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/settings/money',
      headers: OPERATOR_AUTH,
      payload: { wagering: { contributions: { LIVE: 20 } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.wagering.contributions).toMatchObject({ LIVE: 20, RNG: 100 });
    const bad = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/settings/money',
      headers: OPERATOR_AUTH,
      payload: { wagering: { contributions: { LIVE: 120 } } },
    });
    expect(bad.statusCode).toBe(400);
    await app.inject({
      method: 'PATCH',
      url: '/wps/admin/settings/money',
      headers: OPERATOR_AUTH,
      payload: { wagering: { contributions: { LIVE: 10 } } },
    });
  });
});
