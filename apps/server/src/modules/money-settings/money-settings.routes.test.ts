import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AuditPageSchema, MoneySettingsSchema, type MoneySettingsPatchBody } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { freshAddress, signInDemoOperator, testClock } from '../../testing/operators.ts';
import { buildMember, fund, walletBalance } from '../../testing/factories.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { DEFAULT_MONEY_SETTINGS } from './money-settings.service.ts';

const clock = testClock(new Date());
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.now });
  admin = await signInDemoOperator(app, 'administrator', clock.now());
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

const patch = (body: MoneySettingsPatchBody, headers: Record<string, string> = OPERATOR_AUTH) =>
  app.inject({
    method: 'PATCH',
    url: '/wps/admin/settings/money',
    headers,
    payload: body,
    remoteAddress: freshAddress(),
  });
const read = async () =>
  MoneySettingsSchema.parse(
    (
      await app.inject({
        method: 'GET',
        url: '/wps/admin/settings/money',
        headers: OPERATOR_AUTH,
      })
    ).json().value,
  );

const memberCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

/** A funded member with a bound account and the payment password 246810. */
async function withdrawer(balance: string) {
  const member = await buildMember(app);
  await fund(app, member, balance);
  const bind = await memberCall('POST', '/wps/withdraw/bank-accounts', member.token, {
    bankCode: 'VCB',
    accountName: 'NGUYEN VAN A',
    accountNo: '0123456789',
    loginPassword: 'Demo1234',
  });
  await memberCall('POST', '/wps/withdraw/payment-password', member.token, {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
    loginPassword: 'Demo1234',
  });
  const bankAccountId = bind.json().value.id as number;
  const withdraw = (amount: string) =>
    memberCall('POST', '/wps/withdraw', member.token, {
      bankAccountId,
      amount,
      paymentPassword: '246810',
    });
  return { member, withdraw };
}

beforeEach(async () => {
  // Back to the defaults, so each rule is tested from a known state.
  const res = await patch({
    adjust: { approvalAbove: DEFAULT_MONEY_SETTINGS.adjust.approvalAbove },
    withdraw: {
      minAmount: DEFAULT_MONEY_SETTINGS.withdraw.minAmount,
      maxAmount: DEFAULT_MONEY_SETTINGS.withdraw.maxAmount,
      dailyMaxAmount: null,
      dailyMaxCount: null,
    },
  });
  expect(res.statusCode).toBe(200);
});

describe('money settings', () => {
  it('start at the defaults: approval from 10,000,000.00, withdrawals 50,000.00 to 500,000,000.00, no daily limit', async () => {
    expect(await read()).toEqual(DEFAULT_MONEY_SETTINGS);
  });

  it('change field by field, keep the others, and write one audit line before → after', async () => {
    const res = await patch(
      { withdraw: { dailyMaxCount: 3, maxAmount: '2000000' } },
      bearer(admin),
    );
    expect(res.statusCode).toBe(200);
    const after = {
      ...DEFAULT_MONEY_SETTINGS,
      withdraw: { ...DEFAULT_MONEY_SETTINGS.withdraw, maxAmount: '2000000.00', dailyMaxCount: 3 },
    };
    expect(res.json().value).toEqual(after);
    expect(await read()).toEqual(after);
    const audit = AuditPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/wps/admin/audit?action=settings.money&pageSize=1',
          headers: OPERATOR_AUTH,
        })
      ).json().value,
    );
    expect(audit.list[0]).toMatchObject({
      actor: 'operator:administrator',
      targetType: 'settings',
      targetId: 'money',
      before: DEFAULT_MONEY_SETTINGS,
      after,
    });
    expect(audit.list[0]!.operatorId).toBeGreaterThan(0);
  });

  it('refuse a smallest withdrawal above the largest, unknown fields and bad amounts, changing nothing', async () => {
    for (const body of [
      { withdraw: { minAmount: '600000000' } },
      { withdraw: { maxAmount: '10000' } },
      { withdraw: { dailyMaxAmount: '1000' } },
      { withdraw: { dailyMaxCount: 0 } },
      { adjust: { approvalAbove: '0' } },
      { adjust: { approvalAbove: '-5' } },
      { withdraw: { minimum: '1' } },
      { other: true },
    ]) {
      const res = await patch(body as MoneySettingsPatchBody);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    expect(await read()).toEqual(DEFAULT_MONEY_SETTINGS);
  });

  it('may be read by every role with settings.read and changed only with settings.write', async () => {
    clock.advance(30_000);
    const content = await signInDemoOperator(app, 'content', clock.now());
    const canRead = await app.inject({
      method: 'GET',
      url: '/wps/admin/settings/money',
      headers: bearer(content),
    });
    expect(canRead.statusCode).toBe(200);
    const cannotChange = await patch({ withdraw: { dailyMaxCount: 1 } }, bearer(content));
    expect(cannotChange.statusCode).toBe(403);
    expect(cannotChange.json().code).toBe('operator.forbidden');
  });
});

describe('withdrawal limits come from the settings', () => {
  it('the withdraw page and the withdrawal follow a changed smallest and largest amount', async () => {
    const { member, withdraw } = await withdrawer('1000000.00');
    expect(
      (await patch({ withdraw: { minAmount: '100000', maxAmount: '300000' } })).statusCode,
    ).toBe(200);
    const info = await memberCall('GET', '/wps/withdraw/info', member.token);
    expect(info.json().value).toMatchObject({ minAmount: '100000.00', maxAmount: '300000.00' });
    const small = await withdraw('99999.99');
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      code: 'payment.amount_too_small',
      value: { min: '100000.00', max: '300000.00' },
    });
    const large = await withdraw('300000.01');
    expect(large.json().code).toBe('payment.amount_too_large');
    expect((await withdraw('300000')).statusCode).toBe(201);
    expect(await walletBalance(app.db, member)).toBe('700000.00');
  });

  it('hold a member to the daily amount: pending and paid count, rejected ones do not', async () => {
    const { member, withdraw } = await withdrawer('2000000.00');
    await patch({ withdraw: { dailyMaxAmount: '500000' } });
    const first = await withdraw('300000');
    expect(first.statusCode).toBe(201);
    const over = await withdraw('200000.01');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'withdraw.daily_limit',
      value: { dailyMaxAmount: '500000.00', usedAmount: '300000.00', usedCount: 1 },
    });
    // A rejected withdrawal gave its money back: it no longer counts.
    const rejected = await app.inject({
      method: 'POST',
      url: `/wps/admin/withdrawals/${first.json().value.id}/reject`,
      headers: OPERATOR_AUTH,
      payload: { reason: 'wrong name' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await withdraw('500000')).statusCode).toBe(201);
    expect((await withdraw('50000')).json().code).toBe('withdraw.daily_limit');
    expect(await walletBalance(app.db, member)).toBe('1500000.00');
  });

  it('hold a member to the daily count, even for withdrawals asked at the same moment', async () => {
    const { member, withdraw } = await withdrawer('2000000.00');
    await patch({ withdraw: { dailyMaxCount: 2 } });
    const answers = await Promise.all([1, 2, 3, 4].map(() => withdraw('50000')));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 400, 400]);
    expect(await walletBalance(app.db, member)).toBe('1900000.00');
    // Lifting the limit lets the next one through.
    await patch({ withdraw: { dailyMaxCount: null } });
    expect((await withdraw('50000')).statusCode).toBe(201);
  });
});
