import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../client.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { seedDemoActivityOnce, seedDemoWinsOnce } from './index.ts';

// The demo month is not loaded in tests by default (their figures start from the demo data); this
// file loads it and checks it is whole: ledger, queues, dashboard.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  expect(await seedDemoActivityOnce(app.db)).toBe(true);
  expect(await seedDemoWinsOnce(app.db)).toBe(true);
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: OPERATOR_AUTH });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe('the demo month', () => {
  it('loads once', async () => {
    expect(await seedDemoActivityOnce(app.db)).toBe(false);
  });

  it("puts the month's wins on the home's winner board, each one a win of the ledger", async () => {
    expect(await seedDemoWinsOnce(app.db)).toBe(false);
    const res = await app.inject({
      method: 'GET',
      url: '/wps/game/winners?gameCategory=ALL&language=TY&limitNum=20',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { list } = res.json().value as {
      list: { customerName: string; winAmount: string; nodeId: string }[];
    };
    expect(list).toHaveLength(20);
    for (const item of list) {
      expect(item.customerName).toMatch(/^kh\*\*\*\d$/);
      expect(item.nodeId).not.toBe('');
    }
    const [unmatched] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from game_wins w
        where not exists (select 1 from ledger_transfers t where t.kind = 'win'
          and t.member_id = w.member_id and t.amount_minor = w.amount_minor
          and t.created_at = w.won_at)`,
    );
    expect(Number(unmatched!.n)).toBe(0);
  });

  it('keeps the ledger whole, with no wallet below zero', async () => {
    const check = await get('/wps/admin/ledger/check');
    expect(check.ok).toBe(true);
    const [negative] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ledger_accounts where balance_minor < 0 and kind = 'member_wallet'`,
    );
    expect(Number(negative!.n)).toBe(0);
  });

  it('leaves deposits and withdrawals waiting for the operator today', async () => {
    const pendingDeposits = await get('/wps/admin/deposits?status=pending');
    const pendingWithdrawals = await get('/wps/admin/withdrawals?status=pending');
    expect(pendingDeposits.total).toBeGreaterThanOrEqual(3);
    expect(pendingWithdrawals.total).toBeGreaterThanOrEqual(1);
  });

  it('gives the dashboard a month of registrations, money and play, the house ahead', async () => {
    const to = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 7 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const dashboard = await get(`/wps/admin/dashboard?from=${from}&to=${to}`);
    expect(dashboard.totals.registrations).toBeGreaterThanOrEqual(30);
    expect(dashboard.totals.deposits.count).toBeGreaterThan(40);
    expect(dashboard.totals.withdrawals.count).toBeGreaterThan(3);
    expect(Number(dashboard.totals.bets)).toBeGreaterThan(0);
    expect(Number(dashboard.totals.ggr)).toBeGreaterThan(0);
    expect(dashboard.byVendor.length).toBeGreaterThan(3);
    const activeDays = dashboard.series.filter((d: { bets: string }) => Number(d.bets) > 0);
    expect(activeDays.length).toBeGreaterThan(20);
  });
});
