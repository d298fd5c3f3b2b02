import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  DepositPageSchema,
  parseSignedAmountMinor,
  TransactionPageSchema,
  WithdrawalPageSchema,
  type TransactionLine,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { hashPassword } from '../../lib/password.ts';
import { insertPaymentPassword } from '../withdraw/withdraw.repository.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  type TestMember,
} from '../../testing/factories.ts';

let app: FastifyInstance;
let member: TestMember;
let ip = 0;
const nextIp = () => `198.19.0.${(ip++ % 250) + 1}`;

/** Vietnam's calendar day of a moment (the records' day filters are in merchant time). */
const vnDay = (offsetDays = 0) =>
  new Date(Date.now() + 7 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const get = (url: string, token = member.token) =>
  app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: nextIp() });

beforeAll(async () => {
  app = await buildTestApp();
  member = await buildMember(app);
  // A history: an adjustment, a bet and a win, a confirmed and a rejected deposit, a withdrawal
  // paid and one returned.
  await fund(app, member, '500000.00');
  const bet = {
    requestId: 'r',
    playerId: member.accountNo,
    currency: 'VND',
    roundId: 'R',
    gameCode: 'g',
  };
  const betTx = uniqueId();
  await vendorCall(app, 'bet', { ...bet, transactionId: betTx, amount: '1000.00' });
  await vendorCall(app, 'win', {
    ...bet,
    transactionId: uniqueId(),
    amount: '2500.00',
    betTransactionId: betTx,
    roundClosed: true,
  });
  for (const decision of ['confirm', 'reject']) {
    const dep = await app.inject({
      method: 'POST',
      url: '/wps/deposit/bank',
      headers: bearer(member.token),
      payload: { channelCode: 'BANK_VCB', amount: '100000', reference: decision },
      remoteAddress: nextIp(),
    });
    await app.inject({
      method: 'POST',
      url: `/wps/admin/deposits/${dep.json().value.id}/${decision}`,
      headers: OPERATOR_AUTH,
      payload: { reason: 'test' },
    });
  }
  await insertPaymentPassword(app.db, member.id, await hashPassword('123123'));
  const bind = await app.inject({
    method: 'POST',
    url: '/wps/withdraw/bank-accounts',
    headers: bearer(member.token),
    payload: {
      bankCode: 'MB',
      accountName: 'PHAM VAN D',
      accountNo: '55556666',
      loginPassword: 'Demo1234',
    },
  });
  for (const decision of ['approve', 'reject']) {
    const w = await app.inject({
      method: 'POST',
      url: '/wps/withdraw',
      headers: bearer(member.token),
      payload: { bankAccountId: bind.json().value.id, amount: '60000', paymentPassword: '123123' },
      remoteAddress: nextIp(),
    });
    await app.inject({
      method: 'POST',
      url: `/wps/admin/withdrawals/${w.json().value.id}/${decision}`,
      headers: OPERATOR_AUTH,
      payload: { reason: 'test' },
    });
  }
});
afterAll(async () => {
  await app.close();
});

describe('access', () => {
  it.each(['/wps/records/deposits', '/wps/records/withdrawals', '/wps/records/transactions'])(
    '%s: 401 for visitors, 403 for trial accounts',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const trial = await buildMember(app, { type: 4 });
      const res = await get(url, trial.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('auth.trial_forbidden');
    },
  );

  it.each([
    'pageNo=0',
    'pageSize=101',
    'pageNo=abc',
    'startDate=2026-13-01',
    'endDate=2026-02-30',
    'startDate=21-11-2026',
    'types=X',
    'types=a',
    'types=A,,G',
    'status=lost',
  ])('refuses ?%s with 400', async (query) => {
    const url = query.startsWith('status')
      ? `/wps/records/deposits?${query}`
      : `/wps/records/transactions?${query}`;
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
  });
});

describe('transaction record (spec §2 /m/transaction/record)', () => {
  it('lists every movement of the wallet, newest first, signed, with the balance after and its transfer', async () => {
    const res = await get('/wps/records/transactions');
    expect(res.statusCode).toBe(200);
    const page = TransactionPageSchema.parse(res.json().value);
    expect(page.list.map((l) => [l.kind, l.amount])).toEqual([
      ['withdrawal_returned', '60000.00'],
      ['withdrawal_hold', '-60000.00'],
      ['withdrawal_hold', '-60000.00'],
      ['deposit', '100000.00'],
      ['win', '2500.00'],
      ['bet', '-1000.00'],
      ['adjustment', '500000.00'],
    ]);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 25, total: 7, totalPages: 1 });
    // The balance after each line is the one after the line below it plus its amount.
    const lines: TransactionLine[] = page.list;
    for (let i = 0; i < lines.length - 1; i++) {
      expect(parseSignedAmountMinor(lines[i]!.balanceAfter)).toBe(
        parseSignedAmountMinor(lines[i + 1]!.balanceAfter)! +
          parseSignedAmountMinor(lines[i]!.amount)!,
      );
    }
    expect(lines[0]!.balanceAfter).toBe('541500.00');
    // Each line is a ledger transfer of this member.
    const ids = lines.map((l) => l.transferId);
    const rows = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ledger_transfers where member_id = ${member.id}
          and id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(rows[0]!.n).toBe(ids.length);
  });

  it('filters by type, pages, and filters by merchant day', async () => {
    const games = TransactionPageSchema.parse(
      (await get('/wps/records/transactions?types=G')).json().value,
    );
    expect(games.list.map((l) => l.type)).toEqual(['G', 'G']);
    const money = TransactionPageSchema.parse(
      (await get('/wps/records/transactions?types=D,W')).json().value,
    );
    expect(money.total).toBe(4);
    const page2 = TransactionPageSchema.parse(
      (await get('/wps/records/transactions?pageSize=3&pageNo=2')).json().value,
    );
    expect(page2).toMatchObject({ pageNum: 2, pageSize: 3, total: 7, totalPages: 3 });
    expect(page2.list).toHaveLength(3);
    const today = (
      await get(`/wps/records/transactions?startDate=${vnDay()}&endDate=${vnDay()}`)
    ).json().value;
    expect(today.total).toBe(7);
    const tomorrow = (await get(`/wps/records/transactions?startDate=${vnDay(1)}`)).json().value;
    expect(tomorrow).toMatchObject({ list: [], total: 0, totalPages: 0 });
    const yesterday = (await get(`/wps/records/transactions?endDate=${vnDay(-1)}`)).json().value;
    expect(yesterday.total).toBe(0);
  });

  it("answers an agent's ?types=A (rebates, commissions) — none yet — and the demo's welcome bonus", async () => {
    const agent = await loginAs(app, 'agent01');
    const lines = (await get('/wps/records/transactions?types=A', agent)).json().value;
    expect(lines).toEqual({ list: [], pageNum: 1, pageSize: 25, total: 0, totalPages: 0 });
    const demo = (await get('/wps/records/transactions', await loginAs(app, 'demo'))).json().value;
    expect(demo.list).toEqual([
      expect.objectContaining({
        type: 'B',
        kind: 'bonus',
        amount: '5000000.00',
        balanceAfter: '5000000.00',
      }),
    ]);
  });
});

describe('deposit and withdraw records', () => {
  it('lists deposits with their status and transfer, filtered by status', async () => {
    const all = DepositPageSchema.parse((await get('/wps/records/deposits')).json().value);
    expect(all.list.map((d) => [d.status, d.transferId !== null])).toEqual([
      ['rejected', false],
      ['confirmed', true],
    ]);
    const confirmed = (await get('/wps/records/deposits?status=confirmed')).json().value;
    expect(confirmed.total).toBe(1);
    const other = await buildMember(app);
    expect((await get('/wps/records/deposits', other.token)).json().value.total).toBe(0);
  });

  it('lists withdrawals with their hold and settle transfers', async () => {
    const page = WithdrawalPageSchema.parse((await get('/wps/records/withdrawals')).json().value);
    expect(page.list.map((w) => w.status)).toEqual(['rejected', 'paid']);
    for (const w of page.list) {
      expect(w.holdTransferId).toBeGreaterThan(0);
      expect(w.settleTransferId).toBeGreaterThan(0);
      expect(w.accountNoMasked).toBe('****6666');
    }
    expect((await get('/wps/records/withdrawals?status=pending')).json().value.total).toBe(0);
  });
});
