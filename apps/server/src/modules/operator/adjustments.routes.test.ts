import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AdjustmentRequestPageSchema,
  AdjustValueSchema,
  ApprovedAdjustmentSchema,
  AuditPageSchema,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { freshAddress, signInDemoOperator, testClock } from '../../testing/operators.ts';
import {
  allBalances,
  buildMember,
  fund,
  transferCount,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { checkLedger } from '../ledger/ledger.service.ts';

// Two-person approval of large balance adjustments (docs/decisions/2026-11-24-back-office-api.md):
// at or above the approval amount (10,000,000.00 by default) an adjustment moves nothing until a
// second, different operator with money.adjust approves it; the transfer then happens once.

const clock = testClock(new Date());
let app: FastifyInstance;
const as: Record<'finance' | 'administrator' | 'support', Record<string, string>> = {
  finance: {},
  administrator: {},
  support: {},
};

beforeAll(async () => {
  app = await buildTestApp({}, { clock: clock.now });
  for (const role of ['finance', 'administrator', 'support'] as const) {
    clock.advance(30_000);
    as[role] = bearer(await signInDemoOperator(app, role, clock.now()));
  }
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshAddress() });
const adjust = (headers: Record<string, string>, payload: object) =>
  post('/wps/admin/wallet/adjust', headers, payload);
const approve = (id: number, headers: Record<string, string>, payload: object = {}) =>
  post(`/wps/admin/wallet/adjustments/${id}/approve`, headers, payload);
const reject = (id: number, headers: Record<string, string>, reason = 'not agreed') =>
  post(`/wps/admin/wallet/adjustments/${id}/reject`, headers, { reason });

async function movesNothing(fn: () => Promise<void>) {
  const before = await allBalances(app.db);
  const transfers = await transferCount(app.db);
  await fn();
  expect(await allBalances(app.db)).toEqual(before);
  expect(await transferCount(app.db)).toBe(transfers);
}

/** An adjustment of `amount` asked by finance (for a fresh member unless given); id: its request. */
async function asked(amount = '10000000.00', member?: TestMember) {
  const m = member ?? (await buildMember(app));
  const res = await adjust(as.finance, { account: m.account, amount, reason: 'incident refund' });
  expect(res.statusCode).toBe(200);
  const value = AdjustValueSchema.parse(res.json().value);
  return { member: m, value, id: value.request?.id ?? 0 };
}

describe('an adjustment at or above the approval amount', () => {
  it('creates a pending request and moves nothing, with an audit line', async () => {
    const m = await buildMember(app);
    let id = 0;
    await movesNothing(async () => {
      const res = await adjust(as.finance, {
        account: m.account,
        amount: '10000000.00',
        reason: 'incident refund',
        idempotencyKey: `big-${m.id}-0001`,
      });
      expect(res.statusCode).toBe(200);
      const value = AdjustValueSchema.parse(res.json().value);
      expect(value).toMatchObject({
        status: 'pending_approval',
        transfer: null,
        account: m.account,
        balance: '0.00',
        replayed: false,
        request: {
          status: 'pending',
          amount: '10000000.00',
          requestedBy: 'operator:finance',
          transferId: null,
        },
      });
      id = value.request!.id;
      // Asking again with the key answers the same request and asks nothing more.
      const again = await adjust(as.finance, {
        account: m.account,
        amount: '10000000.00',
        reason: 'incident refund',
        idempotencyKey: `big-${m.id}-0001`,
      });
      expect(again.json().value).toMatchObject({ replayed: true, request: { id } });
      const other = await adjust(as.finance, {
        account: m.account,
        amount: '10000001.00',
        reason: 'incident refund',
        idempotencyKey: `big-${m.id}-0001`,
      });
      expect(other.json().code).toBe('ledger.idempotency_mismatch');
    });
    const list = AdjustmentRequestPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/wps/admin/wallet/adjustments',
          headers: as.support,
        })
      ).json().value,
    );
    expect(list.list.filter((r) => r.id === id)).toHaveLength(1);
    expect(list.list.every((r) => r.status === 'pending')).toBe(true);
    const audit = AuditPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/wps/admin/audit?action=wallet.adjust_request&targetType=member&targetId=${m.id}`,
          headers: OPERATOR_AUTH,
        })
      ).json().value,
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({ amount: '10000000.00', actor: 'operator:finance' });
  });

  it('waits for approval for a debit too; below the amount it moves at once', async () => {
    const m = await buildMember(app);
    await fund(app, m, '9999999.99');
    expect(await walletBalance(app.db, m)).toBe('9999999.99');
    const debit = await asked('-9999999.99', m);
    expect(debit.value.status).toBe('done');
    const big = await asked('-10000000.00', m);
    expect(big.value).toMatchObject({ status: 'pending_approval', transfer: null });
  });

  it('cannot be approved by the operator who asked, nor by the service token', async () => {
    const { member, id } = await asked();
    await movesNothing(async () => {
      const self = await approve(id, as.finance);
      expect(self.statusCode).toBe(403);
      expect(self.json().code).toBe('adjustment.same_operator');
      const service = await approve(id, OPERATOR_AUTH);
      expect(service.statusCode).toBe(403);
      expect(service.json().code).toBe('adjustment.operator_required');
      const support = await approve(id, as.support);
      expect(support.statusCode).toBe(403);
      expect(support.json().code).toBe('operator.forbidden');
    });
    expect(await walletBalance(app.db, member)).toBe('0.00');
  });

  it('moves the money once a second operator approves; a second approval moves nothing more', async () => {
    const { member, id } = await asked('12345678.90');
    const res = await approve(id, as.administrator, { reason: 'checked the statement' });
    expect(res.statusCode).toBe(200);
    const value = ApprovedAdjustmentSchema.parse(res.json().value);
    expect(value).toMatchObject({
      balance: '12345678.90',
      request: {
        status: 'approved',
        decidedBy: 'operator:administrator',
        decisionNote: 'checked the statement',
        transferId: value.transfer.id,
      },
      transfer: {
        kind: 'adjustment',
        amount: '12345678.90',
        creditAccount: `member:${member.id}`,
        idempotencyKey: `adjust:request:${id}`,
      },
    });
    await movesNothing(async () => {
      const again = await approve(id, as.administrator);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('adjustment.not_pending');
      expect((await reject(id, as.administrator)).json().code).toBe('adjustment.not_pending');
    });
    expect(await walletBalance(app.db, member)).toBe('12345678.90');
    const audit = AuditPageSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/wps/admin/audit?action=wallet.adjust_approve&targetId=${member.id}`,
          headers: OPERATOR_AUTH,
        })
      ).json().value,
    );
    expect(audit.list[0]).toMatchObject({
      actor: 'operator:administrator',
      transferId: value.transfer.id,
      before: { status: 'pending', balance: '0.00' },
      after: { status: 'approved', balance: '12345678.90' },
    });
  });

  it('posts one transfer when two operators approve at the same moment', async () => {
    const service = await adjust(OPERATOR_AUTH, {
      account: (await buildMember(app)).account,
      amount: '20000000',
      reason: 'asked by a script',
    });
    const request = AdjustValueSchema.parse(service.json().value).request!;
    const transfers = await transferCount(app.db);
    const answers = await Promise.all([
      approve(request.id, as.administrator),
      approve(request.id, as.finance),
      approve(request.id, as.administrator),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await transferCount(app.db)).toBe(transfers + 1);
    expect(await walletBalance(app.db, { id: request.memberId })).toBe('20000000.00');
  });

  it('is closed by a rejection (the asker may withdraw their own) and then cannot be approved', async () => {
    const { member, id } = await asked();
    await movesNothing(async () => {
      const res = await reject(id, as.finance, 'typed the wrong amount');
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({
        status: 'rejected',
        decidedBy: 'operator:finance',
        decisionNote: 'typed the wrong amount',
        transferId: null,
      });
      expect((await approve(id, as.administrator)).json().code).toBe('adjustment.not_pending');
      const empty = await post(`/wps/admin/wallet/adjustments/${id}/reject`, as.finance, {
        reason: ' ',
      });
      expect(empty.statusCode).toBe(400);
    });
    expect(await walletBalance(app.db, member)).toBe('0.00');
  });

  it('stays pending when the wallet no longer covers an approved debit', async () => {
    const m = await buildMember(app);
    await fund(app, m, '5000000');
    await fund(app, m, '5000000');
    const { id } = await asked('-10000000', m);
    await fund(app, m, '-0.01');
    await movesNothing(async () => {
      const res = await approve(id, as.administrator);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('wallet.insufficient_funds');
    });
    const pending = await app.inject({
      method: 'GET',
      url: '/wps/admin/wallet/adjustments?status=all&pageSize=200',
      headers: OPERATOR_AUTH,
    });
    const row = AdjustmentRequestPageSchema.parse(pending.json().value).list.find(
      (r) => r.id === id,
    );
    expect(row?.status).toBe('pending');
  });

  it('follows the approval amount of the money settings', async () => {
    const set = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/settings/money',
      headers: OPERATOR_AUTH,
      payload: { adjust: { approvalAbove: '1000' } },
    });
    expect(set.statusCode).toBe(200);
    try {
      const below = await asked('999.99');
      expect(below.value.status).toBe('done');
      const at = await asked('1000');
      expect(at.value.status).toBe('pending_approval');
    } finally {
      await app.inject({
        method: 'PATCH',
        url: '/wps/admin/settings/money',
        headers: OPERATOR_AUTH,
        payload: { adjust: { approvalAbove: '10000000' } },
      });
    }
  });

  it('answers the approved transfer to a retry of the asker’s key', async () => {
    const m = await buildMember(app);
    const body = {
      account: m.account,
      amount: '15000000',
      reason: 'incident refund',
      idempotencyKey: `retry-${m.id}-0001`,
    };
    const first = AdjustValueSchema.parse((await adjust(as.finance, body)).json().value);
    const approved = await approve(first.request!.id, as.administrator);
    expect(approved.statusCode).toBe(200);
    await movesNothing(async () => {
      const again = AdjustValueSchema.parse((await adjust(as.finance, body)).json().value);
      expect(again).toMatchObject({
        status: 'done',
        replayed: true,
        balance: '15000000.00',
        transfer: { id: approved.json().value.transfer.id },
      });
    });
  });
});
