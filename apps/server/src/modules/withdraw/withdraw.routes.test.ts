import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { WithdrawalSchema, WithdrawInfoSchema } from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import {
  allBalances,
  buildMember,
  fund,
  transferCount,
  walletBalance,
} from '../../testing/factories.ts';

let app: FastifyInstance;
let ip = 0;
const nextIp = () => `198.18.${(ip >> 8) & 255}.${ip++ & 255}`;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, member: { token: string }, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: bearer(member.token),
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A funded member with a bound account and the payment password 246810. */
async function ready(balance = '1000000.00') {
  const member = await buildMember(app);
  await fund(app, member, balance);
  const bind = await call('POST', '/wps/withdraw/bank-accounts', member, {
    bankCode: 'TCB',
    accountName: 'Trần Thị B',
    accountNo: '19036612345678',
    loginPassword: 'Demo1234',
  });
  expect(bind.statusCode).toBe(201);
  const set = await call('POST', '/wps/withdraw/payment-password', member, {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
    loginPassword: 'Demo1234',
  });
  expect(set.statusCode).toBe(200);
  return { member, bankAccountId: bind.json().value.id as number };
}

async function movesNothing(fn: () => Promise<void>) {
  const before = await allBalances(app.db);
  const transfers = await transferCount(app.db);
  await fn();
  expect(await allBalances(app.db)).toEqual(before);
  expect(await transferCount(app.db)).toBe(transfers);
}

describe('access (spec §6: trial accounts are refused real-account functions)', () => {
  // Valid bodies: a body is checked before the session (plugins/auth.ts runs as a preHandler).
  it.each([
    ['GET', '/wps/withdraw/info', undefined],
    ['GET', '/wps/withdraw/banks', undefined],
    ['GET', '/wps/withdraw/bank-accounts', undefined],
    [
      'POST',
      '/wps/withdraw/bank-accounts',
      {
        bankCode: 'VCB',
        accountName: 'NGUYEN VAN A',
        accountNo: '0123456789',
        loginPassword: 'Demo1234',
      },
    ],
    [
      'POST',
      '/wps/withdraw/payment-password',
      { paymentPassword: '123456', confirmPaymentPassword: '123456', loginPassword: 'Demo1234' },
    ],
    ['POST', '/wps/withdraw', { bankAccountId: 1, amount: '100000', paymentPassword: '123456' }],
  ] as const)('%s %s: 401 for visitors, 403 for trial accounts', async (method, url, body) => {
    const visitor = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
    expect(visitor.statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    const res = await call(method, url, trial, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.trial_forbidden');
  });
});

describe('withdraw page', () => {
  it('answers balance, limits, password state and accounts; lists the banks', async () => {
    const member = await buildMember(app);
    await fund(app, member, '123456.78');
    const info = await call('GET', '/wps/withdraw/info', member);
    expect(WithdrawInfoSchema.parse(info.json().value)).toEqual({
      balance: '123456.78',
      currency: 'VND',
      currencySymbol: '₫',
      minAmount: '50000.00',
      maxAmount: '500000000.00',
      hasPaymentPassword: false,
      bankAccounts: [],
      maxBankAccounts: 5,
    });
    const banks = await call('GET', '/wps/withdraw/banks', member);
    expect(banks.json().value).toContainEqual({ code: 'VCB', name: 'Vietcombank' });
  });
});

describe('bank accounts', () => {
  it.each([
    ['a lower-case bank code', { bankCode: 'vcb' }],
    ['letters in the number', { accountNo: '12345abc', loginPassword: 'Demo1234' }],
    ['a short number', { accountNo: '12345', loginPassword: 'Demo1234' }],
    ['digits in the name', { accountName: 'NGUYEN 123' }],
    ['no name', { accountName: '' }],
  ])('refuses %s', async (_what, change) => {
    const member = await buildMember(app);
    const res = await call('POST', '/wps/withdraw/bank-accounts', member, {
      bankCode: 'VCB',
      accountName: 'NGUYEN VAN A',
      accountNo: '0123456789',
      loginPassword: 'Demo1234',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
  });

  it('asks for the login password again before binding or setting the payment password (ASVS 7.5.1)', async () => {
    const member = await buildMember(app);
    const bind = (loginPassword: string) =>
      call('POST', '/wps/withdraw/bank-accounts', member, {
        bankCode: 'VCB',
        accountName: 'NGUYEN VAN A',
        accountNo: '0123456789',
        loginPassword,
      });
    const wrong = await bind('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'reauth.password_wrong',
      value: { field: 'body.loginPassword', attemptsLeft: 4 },
    });
    const missing = await bind('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().value.field).toBe('body.loginPassword');
    const set = (loginPassword: string) =>
      call('POST', '/wps/withdraw/payment-password', member, {
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
        loginPassword,
      });
    for (let i = 0; i < 3; i++)
      expect((await set('guess-' + i)).json().code).toBe('reauth.password_wrong');
    // The fifth wrong one locks both, for 15 minutes, even with the right password.
    expect((await set('guess-4')).json().code).toBe('reauth.locked');
    const locked = await bind('Demo1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('reauth.locked');
    // Nothing was bound or set meanwhile.
    const accounts = await call('GET', '/wps/withdraw/bank-accounts', member);
    expect(accounts.json().value).toEqual([]);
    expect((await call('GET', '/wps/withdraw/info', member)).json().value.hasPaymentPassword).toBe(
      false,
    );
  });

  it('binds accounts (masked), each once, at most five', async () => {
    const member = await buildMember(app);
    const body = {
      bankCode: 'VCB',
      accountName: 'nguyen van a',
      accountNo: '0123456789',
      loginPassword: 'Demo1234',
    };
    const first = await call('POST', '/wps/withdraw/bank-accounts', member, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().value).toMatchObject({
      bankName: 'Vietcombank',
      accountName: 'NGUYEN VAN A',
      accountNoMasked: '******6789',
    });
    const again = await call('POST', '/wps/withdraw/bank-accounts', member, body);
    expect(again.json().code).toBe('withdraw.bank_account_exists');
    const unknown = await call('POST', '/wps/withdraw/bank-accounts', member, {
      ...body,
      bankCode: 'XYZ',
    });
    expect(unknown.json().code).toBe('withdraw.bank_unknown');
    for (let i = 0; i < 4; i++) {
      const res = await call('POST', '/wps/withdraw/bank-accounts', member, {
        ...body,
        accountNo: `99900000${i}`,
        loginPassword: 'Demo1234',
      });
      expect(res.statusCode).toBe(201);
    }
    const sixth = await call('POST', '/wps/withdraw/bank-accounts', member, {
      ...body,
      accountNo: '777777777',
      loginPassword: 'Demo1234',
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('withdraw.bank_account_limit');
    const list = await call('GET', '/wps/withdraw/bank-accounts', member);
    expect(list.json().value).toHaveLength(5);
  });
});

describe('payment password', () => {
  it('is 6 digits, confirmed, set once, stored as a scrypt hash', async () => {
    const member = await buildMember(app);
    const url = '/wps/withdraw/payment-password';
    expect(
      (
        await call('POST', url, member, {
          paymentPassword: '12345',
          confirmPaymentPassword: '12345',
          loginPassword: 'Demo1234',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', url, member, {
          paymentPassword: 'abcdef',
          confirmPaymentPassword: 'abcdef',
          loginPassword: 'Demo1234',
        })
      ).statusCode,
    ).toBe(400);
    const mismatch = await call('POST', url, member, {
      paymentPassword: '123456',
      confirmPaymentPassword: '123457',
      loginPassword: 'Demo1234',
    });
    expect(mismatch.json().code).toBe('withdraw.confirm_mismatch');
    expect(
      (
        await call('POST', url, member, {
          paymentPassword: '123456',
          confirmPaymentPassword: '123456',
          loginPassword: 'Demo1234',
        })
      ).statusCode,
    ).toBe(200);
    const again = await call('POST', url, member, {
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
      loginPassword: 'Demo1234',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('withdraw.payment_password_exists');
    const [row] = await queryRows<{ password_hash: string }>(
      app.db,
      sql`select password_hash from payment_passwords where member_id = ${member.id}`,
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect((await call('GET', '/wps/withdraw/info', member)).json().value.hasPaymentPassword).toBe(
      true,
    );
  });
});

describe('withdrawals', () => {
  it('needs the payment password: unset, wrong, then locked after five wrong tries', async () => {
    const member = await buildMember(app);
    await fund(app, member, '500000.00');
    const bind = await call('POST', '/wps/withdraw/bank-accounts', member, {
      bankCode: 'ACB',
      accountName: 'LE VAN C',
      accountNo: '11112222',
      loginPassword: 'Demo1234',
    });
    const bankAccountId = bind.json().value.id as number;
    const body = { bankAccountId, amount: '100000', paymentPassword: '111111' };
    await movesNothing(async () => {
      expect((await call('POST', '/wps/withdraw', member, body)).json().code).toBe(
        'withdraw.payment_password_not_set',
      );
      await call('POST', '/wps/withdraw/payment-password', member, {
        paymentPassword: '222222',
        confirmPaymentPassword: '222222',
        loginPassword: 'Demo1234',
      });
      for (let i = 1; i <= 4; i++) {
        const wrong = await call('POST', '/wps/withdraw', member, body);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({
          code: 'withdraw.payment_password_wrong',
          value: { attemptsLeft: 5 - i },
        });
      }
      const fifth = await call('POST', '/wps/withdraw', member, body);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().code).toBe('withdraw.payment_password_locked');
      const right = await call('POST', '/wps/withdraw', member, {
        ...body,
        paymentPassword: '222222',
      });
      expect(right.json().code).toBe('withdraw.payment_password_locked');
    });
  });

  it('refuses bad amounts, an amount above the balance, and another member’s account', async () => {
    const { member, bankAccountId } = await ready('80000.00');
    const other = await ready('10.00');
    await movesNothing(async () => {
      for (const amount of ['-100000', '1e5', '100000.001', 'all']) {
        const res = await call('POST', '/wps/withdraw', member, {
          bankAccountId,
          amount,
          paymentPassword: '246810',
        });
        expect(res.statusCode, amount).toBe(400);
      }
      const small = await call('POST', '/wps/withdraw', member, {
        bankAccountId,
        amount: '49999.99',
        paymentPassword: '246810',
      });
      expect(small.json()).toMatchObject({
        code: 'payment.amount_too_small',
        value: { min: '50000.00' },
      });
      const big = await call('POST', '/wps/withdraw', member, {
        bankAccountId,
        amount: '80000.01',
        paymentPassword: '246810',
      });
      expect(big.statusCode).toBe(409);
      expect(big.json().code).toBe('wallet.insufficient_funds');
      const foreign = await call('POST', '/wps/withdraw', member, {
        bankAccountId: other.bankAccountId,
        amount: '50000',
        paymentPassword: '246810',
      });
      expect(foreign.json().code).toBe('withdraw.bank_account_not_found');
    });
  });

  it('holds the amount at once; the operator pays it out, once', async () => {
    const { member, bankAccountId } = await ready('300000.00');
    const res = await call('POST', '/wps/withdraw', member, {
      bankAccountId,
      amount: '120000.50',
      paymentPassword: '246810',
    });
    expect(res.statusCode).toBe(201);
    const withdrawal = WithdrawalSchema.parse(res.json().value);
    expect(withdrawal).toMatchObject({
      status: 'pending',
      amount: '120000.50',
      bankName: 'Techcombank',
      accountNoMasked: '**********5678',
      settleTransferId: null,
    });
    expect(await walletBalance(app.db, member)).toBe('179999.50');
    const wallet = await app.inject({
      method: 'GET',
      url: '/wps/wallet',
      headers: bearer(member.token),
    });
    expect(wallet.json().value).toMatchObject({
      sumBalance: '179999.50',
      pendingWithdrawal: '120000.50',
    });

    const list = await app.inject({
      method: 'GET',
      url: '/wps/admin/withdrawals',
      headers: OPERATOR_AUTH,
    });
    expect(list.json().value.list).toContainEqual(
      expect.objectContaining({
        id: withdrawal.id,
        accountNo: '19036612345678',
        account: member.account,
      }),
    );
    const approve = await app.inject({
      method: 'POST',
      url: `/wps/admin/withdrawals/${withdrawal.id}/approve`,
      headers: OPERATOR_AUTH,
      payload: {},
    });
    expect(approve.json().value).toMatchObject({
      status: 'paid',
      settleTransferId: expect.any(Number),
    });
    expect(await walletBalance(app.db, member)).toBe('179999.50');
    await movesNothing(async () => {
      for (const action of ['approve', 'reject']) {
        const again = await app.inject({
          method: 'POST',
          url: `/wps/admin/withdrawals/${withdrawal.id}/${action}`,
          headers: OPERATOR_AUTH,
          payload: { reason: 'twice' },
        });
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('withdraw.not_pending');
      }
    });
  });

  it('returns a rejected withdrawal to the wallet', async () => {
    const { member, bankAccountId } = await ready('300000.00');
    const res = await call('POST', '/wps/withdraw', member, {
      bankAccountId,
      amount: '300000',
      paymentPassword: '246810',
    });
    expect(await walletBalance(app.db, member)).toBe('0.00');
    const id = res.json().value.id as number;
    const reject = await app.inject({
      method: 'POST',
      url: `/wps/admin/withdrawals/${id}/reject`,
      headers: OPERATOR_AUTH,
      payload: { reason: 'account name does not match' },
    });
    expect(reject.json().value).toMatchObject({
      status: 'rejected',
      reason: 'account name does not match',
    });
    expect(await walletBalance(app.db, member)).toBe('300000.00');
  });
});
