import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DepositSchema, PaymentChannelSchema } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import {
  allBalances,
  buildMember,
  transferCount,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { signPayload } from '../../lib/signed-request.ts';

let app: FastifyInstance;
let member: TestMember;
let ip = 0;
const nextIp = () => `192.0.2.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildMember(app);
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

const post = (url: string, payload: unknown, token = member.token) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: bearer(token),
    remoteAddress: nextIp(),
  });

async function movesNothing(fn: () => Promise<void>) {
  const before = await allBalances(app.db);
  const transfers = await transferCount(app.db);
  await fn();
  expect(await allBalances(app.db)).toEqual(before);
  expect(await transferCount(app.db)).toBe(transfers);
}

describe('deposit channels', () => {
  it('refuses visitors and trial accounts (spec §6)', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/deposit/channels' })).statusCode).toBe(
      401,
    );
    const trial = await buildMember(app, { type: 4 });
    const res = await app.inject({
      method: 'GET',
      url: '/wps/deposit/channels',
      headers: bearer(trial.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.trial_forbidden');
  });

  it('lists the bank transfer with its account and the sandbox gateway, with limits', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/deposit/channels',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const channels = res.json().value.map((c: unknown) => PaymentChannelSchema.parse(c));
    expect(channels).toEqual([
      {
        code: 'BANK_VCB',
        kind: 'bank_transfer',
        name: expect.any(String),
        minAmount: '50000.00',
        maxAmount: '300000000.00',
        bank: expect.objectContaining({ bankName: 'Vietcombank', accountNo: '0071000123456' }),
      },
      {
        code: 'SANDBOX',
        kind: 'gateway',
        name: expect.any(String),
        minAmount: '10000.00',
        maxAmount: '50000000.00',
        bank: null,
      },
    ]);
  });
});

describe('bank transfer deposits', () => {
  it('refuses visitors and trial accounts', async () => {
    const body = { channelCode: 'BANK_VCB', amount: '100000', reference: 'x' };
    expect(
      (await app.inject({ method: 'POST', url: '/wps/deposit/bank', payload: body })).statusCode,
    ).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    expect((await post('/wps/deposit/bank', body, trial.token)).json().code).toBe(
      'auth.trial_forbidden',
    );
  });

  it.each([
    ['a negative amount', { amount: '-100000' }],
    ['an exponent', { amount: '1e6' }],
    ['three decimals', { amount: '100000.001' }],
    ['a number', { amount: 100000 }],
    ['text', { amount: 'lots' }],
    ['zero', { amount: '0.00' }],
    ['no reference', { reference: '   ' }],
    ['a line break in the reference', { reference: 'a\nb' }],
    ['a lower-case channel', { channelCode: 'bank_vcb' }],
  ])('refuses %s with 400 and moves nothing', async (_what, change) => {
    await movesNothing(async () => {
      const res = await post('/wps/deposit/bank', {
        channelCode: 'BANK_VCB',
        amount: '100000',
        reference: 'NAP 123',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    });
  });

  it("keeps to the channel's limits, with the limits in the error", async () => {
    const small = await post('/wps/deposit/bank', {
      channelCode: 'BANK_VCB',
      amount: '49999.99',
      reference: 'r',
    });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      code: 'payment.amount_too_small',
      value: { min: '50000.00', max: '300000000.00' },
    });
    const big = await post('/wps/deposit/bank', {
      channelCode: 'BANK_VCB',
      amount: '300000000.01',
      reference: 'r',
    });
    expect(big.json().code).toBe('payment.amount_too_large');
    const unknown = await post('/wps/deposit/bank', {
      channelCode: 'NOPE',
      amount: '100000',
      reference: 'r',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('payment.channel_not_found');
    const gateway = await post('/wps/deposit/bank', {
      channelCode: 'SANDBOX',
      amount: '100000',
      reference: 'r',
    });
    expect(gateway.json().code).toBe('payment.channel_kind');
  });

  it('waits for the operator, who confirms once (the wallet is credited by a ledger transfer)', async () => {
    const before = await walletBalance(app.db, member);
    const res = await post('/wps/deposit/bank', {
      channelCode: 'BANK_VCB',
      amount: '150000.5',
      reference: ' NAP demo 123 ',
      payerName: 'NGUYEN VAN A',
    });
    expect(res.statusCode).toBe(201);
    const deposit = DepositSchema.parse(res.json().value);
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: '150000.50',
      reference: 'NAP demo 123',
      transferId: null,
    });
    expect(await walletBalance(app.db, member)).toBe(before);

    const pending = await app.inject({
      method: 'GET',
      url: '/wps/admin/deposits',
      headers: OPERATOR_AUTH,
    });
    expect(pending.json().value.list).toContainEqual(
      expect.objectContaining({
        id: deposit.id,
        account: member.account,
        payerName: 'NGUYEN VAN A',
      }),
    );
    const confirm = await app.inject({
      method: 'POST',
      url: `/wps/admin/deposits/${deposit.id}/confirm`,
      headers: OPERATOR_AUTH,
      payload: { reason: 'seen on the statement' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().value).toMatchObject({
      status: 'confirmed',
      transferId: expect.any(Number),
    });
    expect(await walletBalance(app.db, member)).toBe(
      (Number(before) + 150000.5).toFixed(2), // exact here: both fit in a double
    );
    await movesNothing(async () => {
      const again = await app.inject({
        method: 'POST',
        url: `/wps/admin/deposits/${deposit.id}/confirm`,
        headers: OPERATOR_AUTH,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('deposit.not_pending');
      const reject = await app.inject({
        method: 'POST',
        url: `/wps/admin/deposits/${deposit.id}/reject`,
        headers: OPERATOR_AUTH,
        payload: { reason: 'late' },
      });
      expect(reject.json().code).toBe('deposit.not_pending');
    });
  });

  it('is rejected with a reason, and nothing moves', async () => {
    const res = await post('/wps/deposit/bank', {
      channelCode: 'BANK_VCB',
      amount: '60000',
      reference: 'r',
    });
    const id = res.json().value.id as number;
    await movesNothing(async () => {
      const noReason = await app.inject({
        method: 'POST',
        url: `/wps/admin/deposits/${id}/reject`,
        headers: OPERATOR_AUTH,
        payload: { reason: ' ' },
      });
      expect(noReason.statusCode).toBe(400);
      const reject = await app.inject({
        method: 'POST',
        url: `/wps/admin/deposits/${id}/reject`,
        headers: OPERATOR_AUTH,
        payload: { reason: 'no such payment' },
      });
      expect(reject.json().value).toMatchObject({ status: 'rejected', reason: 'no such payment' });
    });
  });
});

describe('online deposits through the sandbox gateway', () => {
  async function order(amount = '25000') {
    const res = await post('/wps/deposit/online', { channelCode: 'SANDBOX', amount });
    expect(res.statusCode).toBe(201);
    return res.json().value as { deposit: { id: number; orderNo: string }; payUrl: string };
  }

  /** The form fields of the sandbox page, as the browser would post them. */
  function formOf(payUrl: string, outcome: string) {
    const fields = Object.fromEntries(new URL(payUrl, 'http://x').searchParams);
    return new URLSearchParams({ ...fields, outcome }).toString();
  }

  async function callback(
    body: Record<string, unknown>,
    options: { secret?: string; ts?: number } = {},
  ) {
    const payload = JSON.stringify(body);
    const ts = String(options.ts ?? Date.now());
    return app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': ts,
        'x-signature': signPayload(options.secret ?? app.config.paymentSandboxSecret, ts, payload),
      },
      payload,
    });
  }

  it('pays: page, Pay button, signed callback, wallet credited once, back to the record page', async () => {
    const before = await walletBalance(app.db, member);
    const { deposit, payUrl } = await order('25000');
    expect(payUrl).toMatch(/^\/wps\/sandbox-gateway\/pay\?/);
    const pageRes = await app.inject({ method: 'GET', url: payUrl });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toMatch(/^text\/html/);
    expect(pageRes.headers['content-security-policy']).toContain("default-src 'none'");
    expect(pageRes.body).toContain('25000.00 VND');
    expect(pageRes.body).toContain(deposit.orderNo);
    expect(pageRes.body).not.toMatch(/<script/i);

    const pay = await app.inject({
      method: 'POST',
      url: '/wps/sandbox-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formOf(payUrl, 'paid'),
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/m/vouReport?orderNo=${deposit.orderNo}&result=paid`);
    const mine = await app.inject({
      method: 'GET',
      url: `/wps/deposit/orders/${deposit.orderNo}`,
      headers: bearer(member.token),
    });
    expect(mine.json().value).toMatchObject({
      status: 'confirmed',
      transferId: expect.any(Number),
    });
    expect(await walletBalance(app.db, member)).toBe((Number(before) + 25000).toFixed(2));

    // The gateway retries its callback: same answer, nothing moves.
    await movesNothing(async () => {
      const retry = await callback({
        orderNo: deposit.orderNo,
        amount: '25000.00',
        currency: 'VND',
        status: 'paid',
        gatewayRef: 'SBX-RETRY',
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().value).toEqual({ orderNo: deposit.orderNo, status: 'confirmed' });
    });
  });

  it('refuses an unsigned, stale, foreign-signed or mismatched callback, and moves nothing', async () => {
    const { deposit } = await order('30000');
    const body = {
      orderNo: deposit.orderNo,
      amount: '30000.00',
      currency: 'VND',
      status: 'paid',
      gatewayRef: 'G1',
    };
    await movesNothing(async () => {
      const unsigned = await app.inject({
        method: 'POST',
        url: '/wps/payment/callback/sandbox',
        payload: body,
      });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().code).toBe('payment.signature_invalid');
      expect((await callback(body, { ts: Date.now() - 6 * 60_000 })).statusCode).toBe(401);
      expect((await callback(body, { secret: 'not-the-gateway-secret-000' })).statusCode).toBe(401);
      const mismatch = await callback({ ...body, amount: '30000.01' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().code).toBe('payment.amount_mismatch');
      const unknown = await callback({ ...body, orderNo: 'D20260101FFFFFFFF' });
      expect(unknown.statusCode).toBe(404);
      const bad = await app.inject({
        method: 'POST',
        url: '/wps/payment/callback/sandbox',
        headers: { 'content-type': 'application/json' },
        payload: '{"orderNo":',
      });
      expect(bad.statusCode).toBe(400);
    });
    const mine = await app.inject({
      method: 'GET',
      url: `/wps/deposit/orders/${deposit.orderNo}`,
      headers: bearer(member.token),
    });
    expect(mine.json().value.status).toBe('pending');
  });

  it('records a failed payment; a later "paid" for it is refused', async () => {
    const { deposit, payUrl } = await order('40000');
    await movesNothing(async () => {
      const fail = await app.inject({
        method: 'POST',
        url: '/wps/sandbox-gateway/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formOf(payUrl, 'failed'),
      });
      expect(fail.statusCode).toBe(303);
      expect(fail.headers.location).toContain('result=failed');
      const late = await callback({
        orderNo: deposit.orderNo,
        amount: '40000.00',
        currency: 'VND',
        status: 'paid',
        gatewayRef: 'G2',
      });
      expect(late.statusCode).toBe(409);
    });
  });

  it('refuses a forged payment link and a foreign return address', async () => {
    const { payUrl } = await order('20000');
    const forged = payUrl.replace('amount=20000.00', 'amount=1.00');
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(401);
    const away = payUrl.replace(
      /returnUrl=[^&]+/,
      `returnUrl=${encodeURIComponent('https://evil.example/')}`,
    );
    expect((await app.inject({ method: 'GET', url: away })).statusCode).toBe(400);
  });

  it('answers an order only to a signed-in real member, by a well-formed order number', async () => {
    const { deposit } = await order('20000');
    const url = `/wps/deposit/orders/${deposit.orderNo}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    expect(
      (await app.inject({ method: 'GET', url, headers: bearer(trial.token) })).statusCode,
    ).toBe(403);
    for (const bad of ['D1', 'd20260101ffffffff', 'W20260101FFFFFFFF']) {
      const res = await app.inject({
        method: 'GET',
        url: `/wps/deposit/orders/${bad}`,
        headers: bearer(member.token),
      });
      expect(res.statusCode, bad).toBe(400);
    }
    const res = await app.inject({ method: 'GET', url, headers: bearer(member.token) });
    expect(res.json().value).toMatchObject({
      orderNo: deposit.orderNo,
      status: 'pending',
      kind: 'gateway',
    });
  });

  it("keeps each member's orders to themselves", async () => {
    const { deposit } = await order('20000');
    const other = await buildMember(app);
    const res = await app.inject({
      method: 'GET',
      url: `/wps/deposit/orders/${deposit.orderNo}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps to the gateway channel limits', async () => {
    const res = await post('/wps/deposit/online', { channelCode: 'SANDBOX', amount: '9999.99' });
    expect(res.json()).toMatchObject({
      code: 'payment.amount_too_small',
      value: { min: '10000.00' },
    });
    const kind = await post('/wps/deposit/online', { channelCode: 'BANK_VCB', amount: '100000' });
    expect(kind.json().code).toBe('payment.channel_kind');
  });
});
