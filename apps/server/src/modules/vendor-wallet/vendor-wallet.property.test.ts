/**
 * Model-based property test of the ledger and the vendor wallet API: random sequences of bets,
 * wins, rollbacks, replays, mismatched repeats, malformed amounts, deposits and withdrawals, each on
 * a fresh member, run through the HTTP API and checked step by step against a small model (the
 * balance, the bets and rounds, the answers' statuses and balances). 1,000 sequences in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { formatAmountMinor, type VendorWalletStatus } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { hashPassword } from '../../lib/password.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { buildMember, fund, vendorCall, type TestMember } from '../../testing/factories.ts';
import { insertPaymentPassword } from '../withdraw/withdraw.repository.ts';

const RUNS = process.env.CI ? 1000 : 40;
const PAYMENT_PASSWORD = '135790';

let app: FastifyInstance;
let passwordHash: string;
beforeAll(async () => {
  app = await buildTestApp();
  // One scrypt hash for every run's payment password (each run still verifies it per withdrawal).
  passwordHash = await hashPassword(PAYMENT_PASSWORD);
});
afterAll(async () => {
  await app.close();
});

// ---- the model

type Bet = { amount: bigint; round: string; state: 'open' | 'won' | 'rolled_back'; seen: boolean };
type Model = {
  balance: bigint;
  /** Held by pending withdrawals. */
  pending: bigint;
  bets: Map<string, Bet>;
  rounds: Map<string, { closed: boolean }>;
  /** OK answers by transactionId: what the call was and the balance it answered. */
  applied: Map<string, { content: string; balance: bigint }>;
};

type MoneyAction = 'bet' | 'win' | 'rollback';
type MoneyBody = {
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  betTransactionId?: string;
  roundClosed?: boolean;
};

/** The minor units an amount string stands for, as the server must read it (null: malformed). */
function minorOf(amount: string): bigint | null {
  const m = /^(0|[1-9]\d{0,14})(?:\.(\d{1,2}))?$/.exec(amount);
  return m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
}

function contentOf(action: MoneyAction, body: MoneyBody): string {
  return JSON.stringify([
    action,
    body.roundId,
    body.gameCode,
    String(minorOf(body.amount)),
    body.betTransactionId ?? null,
    body.roundClosed ?? null,
  ]);
}

/**
 * What the wallet must answer to a money call in the model's state, and how the state changes
 * (only an OK answer changes anything; seamless-wallet.md rules 2–4).
 */
function expectMoneyCall(
  model: Model,
  action: MoneyAction,
  body: MoneyBody,
): { status: VendorWalletStatus; balance: bigint; apply?: () => void } {
  const now = model.balance;
  const amount = minorOf(body.amount);
  if (amount === null || (amount === 0n && action !== 'win')) {
    return { status: 'INVALID_REQUEST', balance: now };
  }
  const first = model.applied.get(body.transactionId);
  if (first) {
    return first.content === contentOf(action, body)
      ? { status: 'OK', balance: first.balance }
      : { status: 'DUPLICATE_MISMATCH', balance: now };
  }
  const ok = (balance: bigint, change: () => void) => ({
    status: 'OK' as const,
    balance,
    apply: () => {
      change();
      model.balance = balance;
      model.applied.set(body.transactionId, { content: contentOf(action, body), balance });
      if (!model.rounds.has(body.roundId)) model.rounds.set(body.roundId, { closed: false });
    },
  });
  const round = model.rounds.get(body.roundId);
  if (action === 'bet') {
    if (round?.closed) return { status: 'ALREADY_SETTLED', balance: now };
    const existing = model.bets.get(body.transactionId);
    if (existing && !existing.seen) return { status: 'ALREADY_SETTLED', balance: now };
    if (amount > now) return { status: 'INSUFFICIENT_FUNDS', balance: now };
    return ok(now - amount, () =>
      model.bets.set(body.transactionId, {
        amount,
        round: body.roundId,
        state: 'open',
        seen: true,
      }),
    );
  }
  if (action === 'win') {
    if (!round) return { status: 'BET_NOT_FOUND', balance: now };
    if (round.closed) return { status: 'ALREADY_SETTLED', balance: now };
    const bet = model.bets.get(body.betTransactionId!);
    if (!bet || bet.round !== body.roundId) return { status: 'BET_NOT_FOUND', balance: now };
    if (!bet.seen || bet.state === 'rolled_back')
      return { status: 'ALREADY_SETTLED', balance: now };
    return ok(now + amount, () => {
      bet.state = 'won';
      if (body.roundClosed) round.closed = true;
    });
  }
  if (round?.closed) return { status: 'ALREADY_SETTLED', balance: now };
  const bet = model.bets.get(body.betTransactionId!);
  if (!bet) {
    // rule 3: recorded, nothing moves, the late bet will be refused.
    return ok(now, () =>
      model.bets.set(body.betTransactionId!, {
        amount,
        round: body.roundId,
        state: 'rolled_back',
        seen: false,
      }),
    );
  }
  if (bet.round !== body.roundId) return { status: 'BET_NOT_FOUND', balance: now };
  if (bet.state !== 'open') return { status: 'ALREADY_SETTLED', balance: now };
  if (bet.amount !== amount) return { status: 'INVALID_REQUEST', balance: now };
  return ok(now + amount, () => {
    bet.state = 'rolled_back';
  });
}

// ---- random sequences

/** Amount text in one of the spellings a vendor may use: "10.50", "10.5", "10". */
const amountText = (minor: bigint, style: number) => {
  const full = formatAmountMinor(minor);
  return style === 1 ? full.replace(/\.?0+$/, '') || '0' : full;
};

const step = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      minor: fc.bigInt({ min: 1n, max: 40_000_000n }),
      style: fc.nat(2),
      round: fc.nat(3),
      vendor: fc.constantFrom('JL', 'JL_FISH', 'JL_PVP'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('win' as const),
      bet: fc.nat(),
      minor: fc.bigInt({ min: 0n, max: 80_000_000n }),
      style: fc.nat(2),
      close: fc.boolean(),
      otherRound: fc.nat(9).map((n) => n === 0),
      unknownBet: fc.nat(9).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('rollback' as const),
      bet: fc.nat(),
      unseen: fc.nat(4).map((n) => n === 0),
      otherAmount: fc.nat(9).map((n) => n === 0),
      round: fc.nat(3),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('replay' as const), call: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('mismatch' as const), call: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('garbage' as const),
      amount: fc.constantFrom('-1.00', '1e309', '1.001', 'abc', '0', ' 5', '+5.00', '007'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      minor: fc.bigInt({ min: 5_000_000n, max: 30_000_000n }),
      confirm: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      minor: fc.bigInt({ min: 5_000_000n, max: 150_000_000n }),
      decision: fc.constantFrom('approve', 'reject', 'leave'),
    }),
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const scenario = fc.record({
  start: fc.bigInt({ min: 0n, max: 200_000_000n }),
  steps: fc.array(step, { minLength: 1, maxLength: 12 }),
});

// ---- running a sequence against the API

let address = 0;
/** A fresh visitor address per call, so that per-IP rate limits do not shape the sequence. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

type Call = { action: MoneyAction; vendor: string; body: MoneyBody };

async function run(start: bigint, steps: Step[], runNo: number) {
  const member: TestMember = await buildMember(app);
  if (start > 0n) await fund(app, member, formatAmountMinor(start));
  // Withdrawals need a bound account and the payment password; set up only when one comes.
  let bankAccountId: number | undefined;
  const withdrawalSetup = async (): Promise<number> => {
    if (bankAccountId !== undefined) return bankAccountId;
    await insertPaymentPassword(app.db, member.id, passwordHash);
    const bind = await app.inject({
      method: 'POST',
      url: '/wps/withdraw/bank-accounts',
      headers: { authorization: `Bearer ${member.token}` },
      payload: {
        bankCode: 'VCB',
        accountName: 'NGUYEN VAN A',
        accountNo: '0123456789',
        loginPassword: 'Demo1234',
      },
      remoteAddress: nextAddress(),
    });
    expect(bind.statusCode).toBe(201);
    bankAccountId = bind.json().value.id as number;
    return bankAccountId;
  };

  const model: Model = {
    balance: start,
    pending: 0n,
    bets: new Map(),
    rounds: new Map(),
    applied: new Map(),
  };
  const history: Call[] = [];
  const placed: string[] = [];
  const roundName = (n: number) => `run${runNo}-round${n}`;
  let seq = 0;
  const newTx = () => `run${runNo}-tx${++seq}`;
  const auth = { authorization: `Bearer ${member.token}` };

  const send = async (call: Call, label: string) => {
    const expected = expectMoneyCall(model, call.action, call.body);
    const answer = await vendorCall(
      app,
      call.action,
      { requestId: `r${seq}`, playerId: member.accountNo, currency: 'VND', ...call.body },
      { vendorCode: call.vendor },
    );
    const where = `${label} ${JSON.stringify(call)}`;
    expect(answer.status, where).toBe(expected.status);
    if (answer.status !== 'INVALID_REQUEST') {
      expect(answer.balance, where).toBe(formatAmountMinor(expected.balance));
    }
    expected.apply?.();
    history.push(call);
    if (call.action === 'bet' && expected.status === 'OK') placed.push(call.body.transactionId);
  };

  for (const s of steps) {
    switch (s.t) {
      case 'bet':
        await send(
          {
            action: 'bet',
            vendor: s.vendor,
            body: {
              transactionId: newTx(),
              roundId: roundName(s.round),
              gameCode: 'g1',
              amount: amountText(s.minor, s.style),
            },
          },
          'bet',
        );
        break;
      case 'win': {
        const betId =
          s.unknownBet || placed.length === 0 ? newTx() : placed[s.bet % placed.length]!;
        const bet = model.bets.get(betId);
        await send(
          {
            action: 'win',
            vendor: 'JL',
            body: {
              transactionId: newTx(),
              roundId: s.otherRound || !bet ? roundName(3) : bet.round,
              gameCode: 'g1',
              amount: amountText(s.minor, s.style),
              betTransactionId: betId,
              roundClosed: s.close,
            },
          },
          'win',
        );
        break;
      }
      case 'rollback': {
        const betId = s.unseen || placed.length === 0 ? newTx() : placed[s.bet % placed.length]!;
        const bet = model.bets.get(betId);
        const stake = bet?.amount ?? 1_000n;
        await send(
          {
            action: 'rollback',
            vendor: 'JL_FISH',
            body: {
              transactionId: newTx(),
              roundId: bet ? bet.round : roundName(s.round),
              gameCode: 'g1',
              amount: formatAmountMinor(s.otherAmount ? stake + 1n : stake),
              betTransactionId: betId,
            },
          },
          'rollback',
        );
        break;
      }
      case 'replay':
        if (history.length > 0) await send(history[s.call % history.length]!, 'replay');
        break;
      case 'mismatch': {
        const done = history.filter((c) => model.applied.has(c.body.transactionId));
        const call = done[s.call % Math.max(1, done.length)];
        if (call) {
          const changed = formatAmountMinor((minorOf(call.body.amount) ?? 0n) + 1n);
          await send({ ...call, body: { ...call.body, amount: changed } }, 'mismatch');
        }
        break;
      }
      case 'garbage':
        await send(
          {
            action: 'bet',
            vendor: 'JL',
            body: {
              transactionId: newTx(),
              roundId: roundName(0),
              gameCode: 'g1',
              amount: s.amount,
            },
          },
          'garbage',
        );
        break;
      case 'deposit': {
        const res = await app.inject({
          method: 'POST',
          url: '/wps/deposit/bank',
          headers: auth,
          payload: { channelCode: 'BANK_VCB', amount: formatAmountMinor(s.minor), reference: 'PT' },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().value.id as number;
        const decide = await app.inject({
          method: 'POST',
          url: `/wps/admin/deposits/${id}/${s.confirm ? 'confirm' : 'reject'}`,
          headers: OPERATOR_AUTH,
          payload: s.confirm ? {} : { reason: 'no such payment' },
        });
        expect(decide.statusCode, decide.body).toBe(200);
        if (s.confirm) model.balance += s.minor;
        break;
      }
      case 'withdraw': {
        const res = await app.inject({
          method: 'POST',
          url: '/wps/withdraw',
          headers: auth,
          payload: {
            bankAccountId: await withdrawalSetup(),
            amount: formatAmountMinor(s.minor),
            paymentPassword: PAYMENT_PASSWORD,
          },
          remoteAddress: nextAddress(),
        });
        if (s.minor > model.balance) {
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().code).toBe('wallet.insufficient_funds');
          break;
        }
        expect(res.statusCode, res.body).toBe(201);
        model.balance -= s.minor;
        const id = res.json().value.id as number;
        if (s.decision === 'leave') {
          model.pending += s.minor;
          break;
        }
        const decide = await app.inject({
          method: 'POST',
          url: `/wps/admin/withdrawals/${id}/${s.decision}`,
          headers: OPERATOR_AUTH,
          payload: s.decision === 'approve' ? {} : { reason: 'wrong account name' },
        });
        expect(decide.statusCode, decide.body).toBe(200);
        if (s.decision === 'reject') model.balance += s.minor;
        break;
      }
    }
  }

  const wallet = await app.inject({ method: 'GET', url: '/wps/wallet', headers: auth });
  expect(wallet.json().value).toMatchObject({
    sumBalance: formatAmountMinor(model.balance),
    pendingWithdrawal: formatAmountMinor(model.pending),
  });
}

describe('ledger and vendor wallet against a model', () => {
  it(`keeps every balance, status and invariant over ${RUNS} random sequences`, async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ start, steps }) => {
        runNo += 1;
        await run(start, steps, runNo);
        if (runNo % 50 === 0) expect(await checkLedger(app.db)).toMatchObject({ ok: true });
      }),
      { numRuns: RUNS },
    );
    const check = await checkLedger(app.db);
    expect(check).toMatchObject({ ok: true, sumOfBalances: '0.00', drift: [], negative: [] });
  }, 1_800_000);
});
