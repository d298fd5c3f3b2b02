import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdjustValueSchema, AuditPageSchema, LedgerCheckSchema } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import {
  allBalances,
  buildMember,
  fund,
  transferCount,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';

let app: FastifyInstance;
let member: TestMember;
beforeAll(async () => {
  app = await buildTestApp();
  member = await buildMember(app);
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

const adjust = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/wps/admin/wallet/adjust', headers: OPERATOR_AUTH, payload });

async function movesNothing(fn: () => Promise<void>) {
  const before = await allBalances(app.db);
  const transfers = await transferCount(app.db);
  await fn();
  expect(await allBalances(app.db)).toEqual(before);
  expect(await transferCount(app.db)).toBe(transfers);
}

describe('operator token', () => {
  it.each([
    ['GET', '/wps/admin/deposits'],
    ['POST', '/wps/admin/deposits/1/confirm'],
    ['POST', '/wps/admin/deposits/1/reject'],
    ['GET', '/wps/admin/withdrawals'],
    ['POST', '/wps/admin/withdrawals/1/approve'],
    ['POST', '/wps/admin/withdrawals/1/reject'],
    ['POST', '/wps/admin/wallet/adjust'],
    ['POST', '/wps/admin/ledger/transfers/1/reverse'],
    ['GET', '/wps/admin/ledger/check'],
    ['GET', '/wps/admin/audit'],
    ['GET', '/wps/admin/payment/channels'],
    ['PUT', '/wps/admin/payment/channels/BANK_VCB'],
  ] as const)('%s %s refuses no token, a wrong one and a member session', async (method, url) => {
    await movesNothing(async () => {
      for (const headers of [{}, bearer('wrong-operator-token-0000'), bearer(member.token)]) {
        const res = await app.inject({
          method,
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('operator.unauthorized');
      }
    });
  });
});

describe('balance adjustment', () => {
  it('credits and debits a wallet against the house, with an audit line', async () => {
    const m = await buildMember(app);
    const up = await adjust({ account: m.account, amount: '1000.50', reason: 'goodwill' });
    expect(up.statusCode).toBe(200);
    const value = AdjustValueSchema.parse(up.json().value);
    expect(value).toMatchObject({
      status: 'done',
      request: null,
      account: m.account,
      balance: '1000.50',
      replayed: false,
      transfer: { kind: 'adjustment', creditAccount: `member:${m.id}`, amount: '1000.50' },
    });
    expect(value.transfer?.debitAccount).toMatch(/^house:\d+$/);
    const down = await adjust({ account: m.account.toUpperCase(), amount: '-0.50', reason: 'fee' });
    expect(down.json().value).toMatchObject({
      balance: '1000.00',
      transfer: { debitAccount: `member:${m.id}` },
    });
    const audit = AuditPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/wps/admin/audit?pageSize=2',
          headers: OPERATOR_AUTH,
        })
      ).json().value,
    );
    expect(audit.list[0]).toMatchObject({
      action: 'wallet.adjust',
      actor: 'service',
      targetType: 'member',
      targetId: String(m.id),
      amount: '-0.50',
      reason: 'fee',
      transferId: down.json().value.transfer.id,
    });
    expect(audit.pageSize).toBe(2);
  });

  it('never takes a wallet below zero, and refuses bad input, moving nothing', async () => {
    const m = await buildMember(app);
    await fund(app, m, '10.00');
    const trial = await buildMember(app, { type: 4 });
    await movesNothing(async () => {
      const below = await adjust({ account: m.account, amount: '-10.01', reason: 'x' });
      expect(below.statusCode).toBe(409);
      expect(below.json().code).toBe('wallet.insufficient_funds');
      for (const amount of ['0', '0.00', '1e3', '1.001', '', '--1', '+1', 'ten', 1]) {
        const res = await adjust({ account: m.account, amount, reason: 'x' });
        expect(res.statusCode, String(amount)).toBe(400);
      }
      expect((await adjust({ account: m.account, amount: '1', reason: '  ' })).statusCode).toBe(
        400,
      );
      const unknown = await adjust({ account: 'nobody-here', amount: '1', reason: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('operator.account_not_found');
      expect((await adjust({ account: trial.account, amount: '1', reason: 'x' })).json().code).toBe(
        'operator.trial_account',
      );
    });
    expect(await walletBalance(app.db, m)).toBe('10.00');
  });

  it('is idempotent by key: a retry moves nothing, another amount under the key is refused', async () => {
    const m = await buildMember(app);
    const body = {
      account: m.account,
      amount: '77.00',
      reason: 'promo',
      idempotencyKey: `k-${m.id}-0001`,
    };
    const first = await adjust(body);
    await movesNothing(async () => {
      const again = await adjust(body);
      expect(again.json().value).toMatchObject({
        replayed: true,
        balance: '77.00',
        transfer: { id: first.json().value.transfer.id },
      });
      const other = await adjust({ ...body, amount: '78.00' });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('ledger.idempotency_mismatch');
    });
  });
});

describe('reversal and ledger check', () => {
  it('reverses a transfer by a correcting transfer, once', async () => {
    const m = await buildMember(app);
    const adj = await adjust({ account: m.account, amount: '50.00', reason: 'by mistake' });
    const id = adj.json().value.transfer.id as number;
    const url = `/wps/admin/ledger/transfers/${id}/reverse`;
    const rev = await app.inject({
      method: 'POST',
      url,
      headers: OPERATOR_AUTH,
      payload: { reason: 'wrong member' },
    });
    expect(rev.statusCode).toBe(200);
    expect(rev.json().value).toMatchObject({
      replayed: false,
      transfer: { kind: 'correction', reversesTransferId: id, debitAccount: `member:${m.id}` },
    });
    expect(await walletBalance(app.db, m)).toBe('0.00');
    await movesNothing(async () => {
      const again = await app.inject({
        method: 'POST',
        url,
        headers: OPERATOR_AUTH,
        payload: { reason: 'x' },
      });
      expect(again.json().value.replayed).toBe(true);
      const missing = await app.inject({
        method: 'POST',
        url: '/wps/admin/ledger/transfers/999999999/reverse',
        headers: OPERATOR_AUTH,
        payload: { reason: 'x' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ledger.transfer_not_found');
    });
  });

  it('refuses a reversal that would take a wallet below zero', async () => {
    const m = await buildMember(app);
    const adj = await adjust({ account: m.account, amount: '50.00', reason: 'x' });
    await adjust({ account: m.account, amount: '-40.00', reason: 'spent' });
    const res = await app.inject({
      method: 'POST',
      url: `/wps/admin/ledger/transfers/${adj.json().value.transfer.id}/reverse`,
      headers: OPERATOR_AUTH,
      payload: { reason: 'x' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('wallet.insufficient_funds');
  });

  it('answers the ledger check', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/admin/ledger/check',
      headers: OPERATOR_AUTH,
    });
    expect(LedgerCheckSchema.parse(res.json().value)).toMatchObject({
      ok: true,
      sumOfBalances: '0.00',
      drift: [],
      negative: [],
    });
  });
});

describe('deposit channels', () => {
  it('creates, changes and disables channels, checking limits, with audit lines', async () => {
    const put = (code: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/wps/admin/payment/channels/${code}`,
        headers: OPERATOR_AUTH,
        payload,
      });
    const acb = {
      kind: 'bank_transfer',
      name: 'Chuyển khoản ACB',
      minAmount: '100000',
      maxAmount: '50000000',
      sort: 30,
      bank: { bankName: 'ACB', accountName: 'CONG TY LUCKY LOTUS', accountNo: '123456789' },
    };
    const created = await put('BANK_ACB', acb);
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      code: 'BANK_ACB',
      enabled: true,
      minAmount: '100000.00',
    });
    expect((await put('BANK_ACB', { ...acb, minAmount: '60000000' })).statusCode).toBe(400);
    expect((await put('BANK_X', { ...acb, bank: null })).statusCode).toBe(400);
    expect((await put('bad code', acb)).statusCode).toBe(400);
    expect((await put('GW', { ...acb, kind: 'gateway', bank: null })).statusCode).toBe(400);
    const off = await put('SANDBOX', {
      kind: 'gateway',
      name: 'Online',
      minAmount: '10000',
      maxAmount: '50000000',
      provider: 'sandbox',
      enabled: false,
    });
    expect(off.json().value.enabled).toBe(false);
    const visible = await app.inject({
      method: 'GET',
      url: '/wps/deposit/channels',
      headers: bearer(member.token),
    });
    expect(visible.json().value.map((c: { code: string }) => c.code)).toEqual([
      'BANK_VCB',
      'BANK_ACB',
    ]);
    const all = await app.inject({
      method: 'GET',
      url: '/wps/admin/payment/channels',
      headers: OPERATOR_AUTH,
    });
    expect(all.json().value).toHaveLength(3);
    const audit = await app.inject({
      method: 'GET',
      url: '/wps/admin/audit',
      headers: OPERATOR_AUTH,
    });
    expect(audit.json().value.list[0]).toMatchObject({
      action: 'channel.save',
      targetId: 'SANDBOX',
    });
  });

  it('lists every deposit with ?status=all', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/admin/deposits?status=all',
      headers: OPERATOR_AUTH,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ pageNum: 1, pageSize: 50 });
    const bad = await app.inject({
      method: 'GET',
      url: '/wps/admin/deposits?status=lost',
      headers: OPERATOR_AUTH,
    });
    expect(bad.statusCode).toBe(400);
  });
});
