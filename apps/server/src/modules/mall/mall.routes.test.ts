import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, like, sum } from 'drizzle-orm';
import {
  AdminMallItemSchema,
  MallHomeSchema,
  MallOrderPageSchema,
  PointEntryPageSchema,
  RedeemResultSchema,
  type MallItemBody,
} from '@app/contracts';
import {
  mallItems,
  memberPoints,
  memberProtection,
  pointEntries,
  pointPeriods,
  rewardGrants,
  vendorBets,
  vendorRounds,
} from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { seedDemoMallOnce } from '../../db/seed/index.ts';
import { postLogin } from '../../testing/auth-helpers.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo/accounts.ts';
import { creditPoints, settlePoints } from './points.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const member = (method: 'GET' | 'POST', url: string, who?: TestMember, payload?: object) =>
  app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: OPERATOR_AUTH, ...(payload ? { payload } : {}) });

async function createItem(body: Partial<MallItemBody> = {}) {
  const res = await operator('POST', '/wps/admin/mall/items', {
    kind: 'voucher',
    name: `Phiếu ${randomUUID().slice(0, 6)}`,
    cost: 100,
    stock: 10,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminMallItemSchema.parse(res.json().value);
}

async function givePoints(who: TestMember, points: number) {
  await app.db.transaction((t) =>
    creditPoints(t as unknown as Db, {
      memberId: who.id,
      source: `test:${randomUUID()}`,
      kind: 'earn',
      points,
      note: 'test',
    }),
  );
}

const redeem = (who: TestMember, itemId: number, payload: object = {}) =>
  member('POST', `/wps/member/mall/items/${itemId}/redeem`, who, payload);

async function balanceOf(memberId: number) {
  const [row] = await app.db
    .select({ balance: memberPoints.balance })
    .from(memberPoints)
    .where(eq(memberPoints.memberId, memberId));
  const [entries] = await app.db
    .select({ total: sum(pointEntries.points) })
    .from(pointEntries)
    .where(eq(pointEntries.memberId, memberId));
  // The invariant: the balance is the sum of the member's entries.
  expect(Number(entries?.total ?? 0)).toBe(row?.balance ?? 0);
  return row?.balance ?? 0;
}

async function stockOf(itemId: number) {
  const [row] = await app.db
    .select({ stock: mallItems.stock })
    .from(mallItems)
    .where(eq(mallItems.id, itemId));
  return row!.stock;
}

describe('point mall: members', () => {
  it('needs a real member', async () => {
    expect((await member('GET', '/wps/member/mall')).statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    const res = await member('GET', '/wps/member/mall', trial);
    expect(res.statusCode).toBe(403);
    expect((await redeem(trial, 1)).statusCode).toBe(403);
  });

  it('shows the points and the items; a voucher redemption takes points and stock and gives a code', async () => {
    const who = await buildMember(app);
    const item = await createItem({ cost: 150, stock: 3, perMemberLimit: 2 });
    await givePoints(who, 400);
    const home = MallHomeSchema.parse((await member('GET', '/wps/member/mall', who)).json().value);
    expect(home.points).toBe(400);
    expect(home.items.find((i) => i.id === item.id)).toMatchObject({
      cost: 150,
      stock: 3,
      perMemberLimit: 2,
      redeemed: 0,
    });
    const res = await redeem(who, item.id);
    expect(res.statusCode, res.body).toBe(200);
    const result = RedeemResultSchema.parse(res.json().value);
    expect(result.points).toBe(250);
    expect(result.order).toMatchObject({ state: 'delivered', kind: 'voucher', cost: 150 });
    expect(result.order.voucherCode).toMatch(/^[A-Z2-9]{12}$/);
    expect(await stockOf(item.id)).toBe(2);
    expect(await balanceOf(who.id)).toBe(250);

    const orders = MallOrderPageSchema.parse(
      (await member('GET', '/wps/member/mall/orders', who)).json().value,
    );
    expect(orders.list.map((o) => o.id)).toEqual([result.order.id]);
    const history = PointEntryPageSchema.parse(
      (await member('GET', '/wps/member/mall/points', who)).json().value,
    );
    expect(history.list.map((e) => [e.kind, e.points])).toEqual([
      ['redeem', -150],
      ['earn', 400],
    ]);
  });

  it('refuses without enough points, past the limit and out of stock, changing nothing', async () => {
    const who = await buildMember(app);
    const item = await createItem({ cost: 100, stock: 5, perMemberLimit: 1 });
    const poor = await redeem(who, item.id);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('mall.points');
    expect(await stockOf(item.id)).toBe(5);

    await givePoints(who, 1000);
    expect((await redeem(who, item.id)).statusCode).toBe(200);
    const again = await redeem(who, item.id);
    expect(again.json().code).toBe('mall.limit');
    expect(await stockOf(item.id)).toBe(4);
    expect(await balanceOf(who.id)).toBe(900);

    const empty = await createItem({ cost: 10, stock: 0 });
    expect((await redeem(who, empty.id)).json().code).toBe('mall.outOfStock');
    expect((await redeem(who, 999_999_999)).json().code).toBe('mall.notFound');
    await operator('PUT', `/wps/admin/mall/items/${empty.id}`, {
      kind: 'voucher',
      name: 'Off',
      cost: 10,
      stock: 5,
      active: false,
    });
    expect((await redeem(who, empty.id)).json().code).toBe('mall.notFound');
    expect(await balanceOf(who.id)).toBe(900);
  });

  it('answers bad input with 400 and a code', async () => {
    const who = await buildMember(app);
    for (const [url, body] of [
      ['/wps/member/mall/items/abc/redeem', {}],
      ['/wps/member/mall/items/1/redeem', { address: { name: '' } }],
      ['/wps/member/mall/items/1/redeem', { junk: 1 }],
    ] as const) {
      const res = await member('POST', url, who, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const page = await member('GET', '/wps/member/mall/points?pageSize=1000', who);
    expect(page.statusCode).toBe(400);
  });

  it('sells the last item once however many redemptions arrive together', async () => {
    const item = await createItem({ cost: 50, stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buildMember(app)));
    for (const b of buyers) await givePoints(b, 100);
    const answers = await Promise.all(buyers.map((b) => redeem(b, item.id)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual([
      'mall.outOfStock',
      'mall.outOfStock',
      'mall.outOfStock',
      'mall.outOfStock',
      'mall.outOfStock',
      'ok',
    ]);
    expect(await stockOf(item.id)).toBe(0);
    const balances = await Promise.all(buyers.map((b) => balanceOf(b.id)));
    expect(balances.sort()).toEqual([100, 100, 100, 100, 100, 50]);
  });

  it('keeps one member to the limit and the points under concurrent redemptions', async () => {
    const who = await buildMember(app);
    const limited = await createItem({ cost: 10, stock: 50, perMemberLimit: 2 });
    await givePoints(who, 1000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(who, limited.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(await stockOf(limited.id)).toBe(48);

    const rich = await createItem({ cost: 300, stock: 50 });
    const spend = await Promise.all(Array.from({ length: 6 }, () => redeem(who, rich.id)));
    expect(spend.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(spend.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual([
      'mall.points',
      'mall.points',
      'mall.points',
    ]);
    expect(await balanceOf(who.id)).toBe(80);
    expect(await stockOf(rich.id)).toBe(47);
  });

  it('grants bonus credit into the reward center, and needs an address for goods', async () => {
    const who = await buildMember(app);
    await givePoints(who, 1000);
    const bonus = await createItem({
      kind: 'bonus',
      bonus: '50000',
      wageringMultiple: 2,
      cost: 200,
    });
    const res = await redeem(who, bonus.id);
    const { order } = RedeemResultSchema.parse(res.json().value);
    expect(order).toMatchObject({ state: 'delivered', bonus: '50000.00' });
    const [grant] = await app.db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.source, `mall_order:${order.id}`));
    expect(grant).toMatchObject({ memberId: who.id, amountMinor: 5_000_000n, wageringMultiple: 2 });

    const goods = await createItem({ kind: 'physical', cost: 100 });
    expect((await redeem(who, goods.id)).json().code).toBe('mall.address');
    const address = { name: 'Nguyễn An', phone: '0901234567', address: '1 Lê Lợi, Q.1, TP.HCM' };
    const placed = RedeemResultSchema.parse(
      (await redeem(who, goods.id, { address })).json().value,
    );
    expect(placed.order).toMatchObject({ state: 'pending', address });
    expect(await balanceOf(who.id)).toBe(700);
  });

  it('is refused during a time-out, changing nothing', async () => {
    const who = await buildMember(app);
    await givePoints(who, 500);
    const item = await createItem({ cost: 100, stock: 2 });
    await app.db.insert(memberProtection).values({
      memberId: who.id,
      exclusionKind: 'timeout',
      exclusionStartedAt: new Date(),
      excludedUntil: new Date(Date.now() + 86_400_000),
    });
    const res = await redeem(who, item.id);
    expect(res.json().code).toBe('protection.excluded');
    expect(await stockOf(item.id)).toBe(2);
    expect(await balanceOf(who.id)).toBe(500);
  });

  it('is closed with PTSYS3 off', async () => {
    const who = await buildMember(app);
    const set = (on: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { PTSYS3: on },
      });
    expect((await set(false)).statusCode).toBe(200);
    try {
      for (const [method, url] of [
        ['GET', '/wps/member/mall'],
        ['GET', '/wps/member/mall/points'],
        ['GET', '/wps/member/mall/orders'],
        ['POST', '/wps/member/mall/items/1/redeem'],
      ] as const) {
        const res = await member(method, url, who, method === 'POST' ? {} : undefined);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: 'module.disabled', value: { module: 'PTSYS3' } });
      }
    } finally {
      await set(true);
    }
    expect((await member('GET', '/wps/member/mall', who)).statusCode).toBe(200);
  });
});

describe('point mall: operators', () => {
  it('ships and delivers an order; cancelling returns points and stock exactly once', async () => {
    const who = await buildMember(app);
    await givePoints(who, 300);
    const goods = await createItem({ kind: 'physical', cost: 120, stock: 3, perMemberLimit: 1 });
    const address = { name: 'Trần Bình', phone: '0912345678', address: '2 Hai Bà Trưng, Hà Nội' };
    const first = RedeemResultSchema.parse((await redeem(who, goods.id, { address })).json().value);
    const url = `/wps/admin/mall/orders/${first.order.id}/state`;
    expect((await operator('POST', url, { state: 'shipped' })).json().value.state).toBe('shipped');
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => operator('POST', url, { state: 'cancelled' })),
    );
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balanceOf(who.id)).toBe(300);
    expect(await stockOf(goods.id)).toBe(3);
    const refunds = await app.db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.source, `refund:${first.order.id}`));
    expect(refunds).toHaveLength(1);
    expect((await operator('POST', url, { state: 'delivered' })).json().code).toBe(
      'mall.orderState',
    );

    // The cancelled order no longer counts toward the limit.
    const second = RedeemResultSchema.parse(
      (await redeem(who, goods.id, { address })).json().value,
    );
    const url2 = `/wps/admin/mall/orders/${second.order.id}/state`;
    expect((await operator('POST', url2, { state: 'delivered' })).statusCode).toBe(200);
    expect((await operator('POST', url2, { state: 'cancelled' })).json().code).toBe(
      'mall.orderState',
    );
    expect(
      (
        await operator('POST', '/wps/admin/mall/orders/999999999/state', { state: 'shipped' })
      ).json().code,
    ).toBe('mall.orderNotFound');

    const list = await operator('GET', '/wps/admin/mall/orders?state=delivered');
    expect(list.statusCode).toBe(200);
    expect(list.json().value.list.map((o: { id: number }) => o.id)).toContain(second.order.id);
    expect((await operator('GET', '/wps/admin/mall/orders?state=nope')).statusCode).toBe(400);
  });

  it('corrects a member’s points, never below zero', async () => {
    const who = await buildMember(app);
    const add = await operator('POST', '/wps/admin/mall/points/adjust', {
      account: who.account,
      points: 40,
      reason: 'Bồi thường',
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().value).toEqual({ memberId: who.id, points: 40 });
    const take = await operator('POST', '/wps/admin/mall/points/adjust', {
      account: who.account,
      points: -41,
      reason: 'Sai',
    });
    expect(take.json().code).toBe('mall.points');
    const none = await operator('POST', '/wps/admin/mall/points/adjust', {
      account: 'nobody-here',
      points: 1,
      reason: 'x',
    });
    expect(none.statusCode).toBe(404);
    const zero = await operator('POST', '/wps/admin/mall/points/adjust', {
      account: who.account,
      points: 0,
      reason: 'x',
    });
    expect(zero.statusCode).toBe(400);
    expect(await balanceOf(who.id)).toBe(40);
  });

  it('refuses a bonus item without its amount, and an amount on other kinds', async () => {
    for (const body of [
      { kind: 'bonus', name: 'X', cost: 1, stock: 1 },
      { kind: 'voucher', name: 'X', cost: 1, stock: 1, bonus: '10' },
      { kind: 'voucher', name: 'X', cost: 0, stock: 1 },
      { kind: 'voucher', name: 'X', cost: 1, stock: 1, imageUrl: 'javascript:alert(1)' },
    ]) {
      const res = await operator('POST', '/wps/admin/mall/items', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    const items = await operator('GET', '/wps/admin/mall/items');
    expect(items.statusCode).toBe(200);
  });
});

describe('points job', () => {
  /** A closed vendor round of one bet, settled at `at`. */
  async function settledBet(
    who: TestMember,
    amountMinor: bigint,
    at: Date,
    state: 'won' | 'rolled_back' = 'won',
  ) {
    const id = randomUUID();
    await app.db.insert(vendorRounds).values({
      walletAccount: 'MALLTEST',
      memberId: who.id,
      roundId: id,
      createdAt: at,
      closedAt: at,
    });
    await app.db.insert(vendorBets).values({
      walletAccount: 'MALLTEST',
      betTransactionId: id,
      memberId: who.id,
      roundId: id,
      gameCode: 'mall-test',
      amountMinor,
      state,
      seen: true,
      createdAt: at,
    });
  }

  const earned = (who: TestMember) =>
    app.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.memberId, who.id), like(pointEntries.source, 'earn:%')));

  it('credits points at the category rate from settled bets, once however often it runs', async () => {
    await app.db.delete(pointPeriods);
    const rates = await operator('PUT', '/wps/admin/mall/point-rates', { rates: { RNG: 3 } });
    expect(rates.statusCode, rates.body).toBe(200);
    expect(rates.json().value.rates).toMatchObject({ RNG: 3, LIVE: 1 });
    expect(
      (await operator('PUT', '/wps/admin/mall/point-rates', { rates: { RNG: -1 } })).statusCode,
    ).toBe(400);
    try {
      const now = new Date('2031-03-01T10:10:00Z');
      const a = await buildMember(app);
      const b = await buildMember(app);
      // 250,000.00 at 3 per 1,000.00 → 750; two bets in one hour add up before rounding.
      await settledBet(a, 20_000_000n, new Date('2031-03-01T08:15:00Z'));
      await settledBet(a, 5_000_000n, new Date('2031-03-01T08:45:00Z'));
      await settledBet(b, 1_000_000n, new Date('2031-03-01T09:30:00Z'));
      // Rolled back: counts nothing. In the open hour (10:00): waits for a later run.
      await settledBet(b, 9_000_000n, new Date('2031-03-01T09:40:00Z'), 'rolled_back');
      await settledBet(b, 9_000_000n, new Date('2031-03-01T10:05:00Z'));

      const run = await settlePoints(app.db, now);
      expect(run.periods.at(-1)).toBe('2031-03-01T09:00:00.000Z');
      expect(await balanceOf(a.id)).toBe(750);
      expect(await balanceOf(b.id)).toBe(30);
      const again = await settlePoints(app.db, now);
      expect(again).toEqual({ periods: [], credited: 0, points: 0 });
      expect(await balanceOf(a.id)).toBe(750);

      // The hour of 10:00 once it is over (and the lag passed).
      await settlePoints(app.db, new Date('2031-03-01T11:06:00Z'));
      expect(await balanceOf(b.id)).toBe(30 + 270);
      expect((await earned(b)).map((e) => e.note).sort()).toEqual([
        '2031-03-01T09:00:00.000Z',
        '2031-03-01T10:00:00.000Z',
      ]);
    } finally {
      await operator('PUT', '/wps/admin/mall/point-rates', { rates: { RNG: 1 } });
    }
  });

  it('a run that stops half-way and its re-run credit each member once', async () => {
    await app.db.delete(pointPeriods);
    const hour = new Date('2032-05-05T03:00:00Z');
    const now = new Date('2032-05-05T04:10:00Z');
    const players = await Promise.all(Array.from({ length: 4 }, () => buildMember(app)));
    for (const p of players) await settledBet(p, 10_000_000n, new Date(hour.getTime() + 60_000));
    let seen = 0;
    await expect(
      settlePoints(app.db, now, {
        afterMember: () => {
          seen += 1;
          if (seen === 2) throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const credited = await Promise.all(players.map((p) => balanceOf(p.id)));
    expect(credited.filter((b) => b > 0).length).toBeGreaterThan(0);
    expect(credited.filter((b) => b > 0).length).toBeLessThan(4);
    // Two re-runs at once (two processes) and one after: every player credited exactly once.
    await Promise.all([settlePoints(app.db, now), settlePoints(app.db, now)]);
    await settlePoints(app.db, now);
    for (const p of players) {
      expect(await balanceOf(p.id)).toBe(100);
      expect(await earned(p)).toHaveLength(1);
    }
  });

  it('settles on the operator’s request (back office)', async () => {
    const res = await operator('POST', '/wps/admin/mall/points/settle');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ credited: expect.any(Number) });
  });
});

describe('the demo point mall', () => {
  it('gives the demo player points, orders and items to redeem, once', async () => {
    expect(await seedDemoMallOnce(app.db)).toBe(true);
    expect(await seedDemoMallOnce(app.db)).toBe(false);
    const login = await postLogin(app, { username: 'demo', password: DEMO_PASSWORD });
    const demo = { token: login.json().value.token as string } as TestMember;
    const home = MallHomeSchema.parse((await member('GET', '/wps/member/mall', demo)).json().value);
    expect(home.points).toBeGreaterThan(5000);
    expect(new Set(home.items.map((i) => i.kind))).toEqual(
      new Set(['bonus', 'voucher', 'physical']),
    );
    const orders = MallOrderPageSchema.parse(
      (await member('GET', '/wps/member/mall/orders', demo)).json().value,
    );
    expect(orders.list.map((o) => o.state).sort()).toEqual(['cancelled', 'delivered', 'shipped']);
  });
});
