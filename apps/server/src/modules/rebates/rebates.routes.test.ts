import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  AgentRebateRatesSchema,
  MemberRebateRatesSchema,
  RebateIncomeSchema,
  RebatePayoutsSchema,
  RebateRunSchema,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { bearer, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { buildMember, fund, playTurnover, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { openSession } from '../auth/session.service.ts';
import { settleRebates } from './rebates.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

type Account = TestMember;

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: Account | 'operator' | null,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: who === 'operator' ? OPERATOR_AUTH : who ? bearer(who.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
}

/** An account opened by an agent in its register centre, with a session. */
async function open(agent: Account, kind: 'member' | 'agent'): Promise<Account> {
  const username = `r${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const res = await call('POST', '/wps/agent/accounts', agent, {
    kind,
    username,
    password: 'Lotus2026x',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json().value as { id: number }).id;
  const [row] = await app.db
    .select()
    .from(members)
    .where(sql`${members.id} = ${id}`);
  const token = await openSession(app.db, row!, { ip: '127.0.0.1', userAgent: 'test' });
  return { id, account: row!.account, accountNo: row!.accountNo, token } as Account;
}

async function setRates(by: Account | 'operator', memberId: number, rates: Record<string, string>) {
  const url =
    by === 'operator'
      ? `/wps/admin/rebates/rates/${memberId}`
      : `/wps/agent/rebate/rates/${memberId}`;
  return call('PUT', url, by, { rates });
}

/**
 * Valid turnover of `amount` in one vendor's games, settled on `day` (merchant time): bets of at
 * most 100,000 in rounds closed with the stake won back, their closing moved to midday of that day.
 */
async function play(member: Account, amount: number, day: string, vendorCode = 'JL') {
  await fund(app, member, String(amount));
  const rounds = await playTurnover(app, member, String(amount), { vendorCode });
  // The test's clock: the rounds closed at midday of `day` (+07:00).
  await app.db.execute(
    sql`update vendor_rounds set closed_at = ${`${day}T12:00:00+07:00`}::timestamptz
         where round_id = any(${`{${rounds.join(',')}}`}::text[])`,
  );
}

/** The run of the day after `day`, at 01:00 (+07:00). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T01:00:00+07:00`) + 86_400_000);

async function rebateGrants(memberIds: number[], day: string) {
  const rows = await queryRows<{ member_id: string; amount: string; n: number }>(
    app.db,
    sql`select member_id::text as member_id, sum(amount_minor)::text as amount, count(*)::int as n
          from reward_grants
         where member_id = any(${`{${memberIds.join(',')}}`}::bigint[])
           and source like ${`rebate:%:${day}`}
         group by member_id`,
  );
  return Object.fromEntries(rows.map((r) => [Number(r.member_id), [Number(r.amount) / 100, r.n]]));
}

/**
 * The hand-checked tree: A (general agent) → B (sub-agent) → C (member), and D (member) under A.
 * Rates: A RNG 1.2 % and LIVE 1.0 %; B RNG 0.8 %; C RNG 0.5 %; D none.
 */
async function buildTree() {
  const a = await buildMember(app, { type: 1 });
  const b = await open(a, 'agent');
  const c = await open(b, 'member');
  const d = await open(a, 'member');
  expect((await setRates('operator', a.id, { RNG: '1.2', LIVE: '1.0' })).statusCode).toBe(200);
  expect((await setRates(a, b.id, { RNG: '0.8' })).statusCode).toBe(200);
  expect((await setRates(b, c.id, { RNG: '0.5' })).statusCode).toBe(200);
  return { a, b, c, d };
}

describe('rebate rates', () => {
  it('lets an upline set a direct downline’s rates between its floor and its own', async () => {
    const { a, b, c } = await buildTree();

    const above = await setRates(a, b.id, { RNG: '1.3' });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'rebate.above_upline',
      value: { field: 'body.rates.RNG' },
    });
    const below = await setRates(a, b.id, { RNG: '0.4' });
    expect(below.statusCode).toBe(400);
    expect(below.json().code).toBe('rebate.below_downline');
    // The operator is held to the same bounds, and A cannot go under B.
    expect((await setRates('operator', a.id, { RNG: '0.7' })).json().code).toBe(
      'rebate.below_downline',
    );
    expect((await setRates('operator', c.id, { RNG: '0.9' })).json().code).toBe(
      'rebate.above_upline',
    );
    // Only direct downlines: A cannot set C's (B's member), nor a stranger's.
    expect((await setRates(a, c.id, { RNG: '0.1' })).json().code).toBe('agent.not_in_team');
    const stranger = await buildMember(app);
    expect((await setRates(a, stranger.id, { RNG: '0.1' })).statusCode).toBe(404);
    // Bad input: more than one decimal, above 10, an unknown category.
    for (const rates of [{ RNG: '0.55' }, { RNG: '11' }, { POKER: '0.1' }] as Record<
      string,
      string
    >[]) {
      const bad = await setRates(a, b.id, rates);
      expect(bad.statusCode, JSON.stringify(rates)).toBe(400);
      expect(bad.json().code).toBe('request.invalid');
    }

    const read = await call('GET', '/wps/agent/rebate/rates', a);
    expect(read.statusCode, read.body).toBe(200);
    const page = AgentRebateRatesSchema.parse(read.json().value);
    expect(page.own.RNG).toBe('1.2');
    expect(page.own.LIVE).toBe('1.0');
    const rowB = page.list.find((r) => r.memberId === b.id)!;
    expect(rowB.rates.RNG).toBe('0.8');
    expect(rowB.floor.RNG).toBe('0.5');
    expect(page.total).toBe(2);

    const ops = MemberRebateRatesSchema.parse(
      (await call('GET', `/wps/admin/rebates/rates/${b.id}`, 'operator')).json().value,
    );
    expect(ops).toMatchObject({
      upline: a.account,
      rates: { RNG: '0.8' },
      ceiling: { RNG: '1.2' },
    });
    expect(ops.floor.RNG).toBe('0.5');
  });

  it('refuses visitors and players', async () => {
    expect((await call('GET', '/wps/agent/rebate/rates', null)).statusCode).toBe(401);
    const player = await buildMember(app);
    expect((await call('GET', '/wps/agent/rebate/income', player)).statusCode).toBe(403);
  });

  it('gives a member registered with an invitation link its preset rates, at most the agent’s', async () => {
    const agent = await buildMember(app, { type: 1 });
    expect((await setRates('operator', agent.id, { RNG: '1.0', LIVE: '0.4' })).statusCode).toBe(
      200,
    );
    const link = await call('POST', '/wps/agent/invitations', agent, {
      kind: 'member',
      rebates: { RNG: '0.6', LIVE: '0.8' },
    });
    expect(link.statusCode, link.body).toBe(201);
    const code = (link.json().value as { code: string }).code;
    const username = `v${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const reg = await app.inject({
      method: 'PUT',
      url: '/wps/auth/register',
      remoteAddress: freshAddress(),
      payload: {
        ...(await solvedCaptcha(app)),
        method: 'username',
        username,
        password: 'Lotus2026x',
        confirmPassword: 'Lotus2026x',
        email: '',
        mobileNum: '',
        countryDialingCode: '',
        affiliateCode: code,
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const [row] = await app.db
      .select()
      .from(members)
      .where(sql`${members.account} = ${username}`);
    const rates = MemberRebateRatesSchema.parse(
      (await call('GET', `/wps/admin/rebates/rates/${row!.id}`, 'operator')).json().value,
    );
    expect(rates.rates.RNG).toBe('0.6');
    // The link said 0.8 %, the agent has 0.4 %.
    expect(rates.rates.LIVE).toBe('0.4');
  });
});

describe('the daily settlement', () => {
  it('pays each level of a three-level tree its rate difference, once', async () => {
    const day = '2031-03-10';
    const { a, b, c, d } = await buildTree();
    await play(c, 1_000_000, day);
    await play(c, 300_000, day, 'DGL');
    await play(d, 500_000, day);
    await play(b, 200_000, day);
    // A bet closed the next day belongs to the next day.
    await play(c, 400_000, '2031-03-11');

    const run = RebateRunSchema.parse(await settleRebates(app.db, dayAfter(day)));
    expect(run.days).toContain(day);
    // C: 1,000,000 × 0.5 % = 5,000 (LIVE: 0).
    // B: C's RNG × (0.8 − 0.5) % = 3,000 + its own 200,000 × 0.8 % = 1,600.
    // A: C's RNG × 0.4 % = 4,000 + C's LIVE × 1.0 % = 3,000 + D's 500,000 × 1.2 % = 6,000
    //    + B's 200,000 × 0.4 % = 800. D has no rate: nothing.
    const expected = {
      [a.id]: [13_800, 1],
      [b.id]: [4_600, 1],
      [c.id]: [5_000, 1],
    };
    expect(await rebateGrants([a.id, b.id, c.id, d.id], day)).toEqual(expected);

    // Again, and twice at once: nothing more.
    const again = await Promise.all([
      settleRebates(app.db, dayAfter(day)),
      settleRebates(app.db, dayAfter(day)),
    ]);
    expect(again.flatMap((r) => r.days)).not.toContain(day);
    expect(await rebateGrants([a.id, b.id, c.id, d.id], day)).toEqual(expected);

    // A's income page: by day, category and member.
    const res = await call('GET', `/wps/agent/rebate/income?startDate=${day}&endDate=${day}`, a);
    expect(res.statusCode, res.body).toBe(200);
    const income = RebateIncomeSchema.parse(res.json().value);
    expect(income).toMatchObject({ total: '13800.00', own: '0.00', team: '13800.00' });
    expect(income.days).toEqual([{ day, turnover: '2000000.00', amount: '13800.00' }]);
    expect(income.categories).toEqual([
      { category: 'RNG', turnover: '1700000.00', amount: '10800.00' },
      { category: 'LIVE', turnover: '300000.00', amount: '3000.00' },
    ]);
    expect(income.members.map((m) => [m.account, m.depth, m.amount])).toEqual([
      [c.account, 2, '7000.00'],
      [d.account, 1, '6000.00'],
      [b.account, 1, '800.00'],
    ]);
    const incomeB = RebateIncomeSchema.parse(
      (await call('GET', `/wps/agent/rebate/income?startDate=${day}&endDate=${day}`, b)).json()
        .value,
    );
    expect(incomeB).toMatchObject({ total: '4600.00', own: '1600.00', team: '3000.00' });

    // The back office: the day and its payouts, with the grant's state.
    const days = (await call('GET', '/wps/admin/rebates/days', 'operator')).json().value;
    expect(days.list.find((x: { day: string }) => x.day === day)).toMatchObject({ earners: 3 });
    const payouts = RebatePayoutsSchema.parse(
      (
        await call('GET', `/wps/admin/rebates/payouts?day=${day}&search=${a.account}`, 'operator')
      ).json().value,
    );
    expect(payouts.list).toEqual([
      expect.objectContaining({
        account: a.account,
        own: '0.00',
        team: '13800.00',
        grantState: 'claimable',
      }),
    ]);
  });

  it('finishes a day a crash stopped, paying it once, with two processes at once', async () => {
    const day = '2031-05-10';
    const { a, b, c } = await buildTree();
    await play(c, 1_000_000, day);
    for (const stop of ['afterClaim', 'beforeCommit'] as const) {
      await expect(
        settleRebates(app.db, dayAfter(day), {
          [stop]: () => {
            throw new Error('process killed');
          },
        }),
      ).rejects.toThrow('process killed');
      expect(await rebateGrants([a.id, b.id, c.id], day)).toEqual({});
    }
    // Then two processes at once: one of them settles the day.
    const runs = await Promise.all([
      settleRebates(app.db, dayAfter(day)),
      settleRebates(app.db, dayAfter(day)),
    ]);
    expect(runs.flatMap((r) => r.days).filter((d) => d === day)).toEqual([day]);
    expect(await rebateGrants([a.id, b.id, c.id], day)).toEqual({
      [a.id]: [4_000, 1],
      [b.id]: [3_000, 1],
      [c.id]: [5_000, 1],
    });
  });

  it('pays nobody on a break, but keeps its rate under its uplines', async () => {
    const day = '2031-07-10';
    const { a, b, c } = await buildTree();
    await play(c, 1_000_000, day);
    const res = await call('POST', '/wps/member/protection/exclusion', b, {
      kind: 'self_exclusion',
      duration: 'indefinite',
      password: 'Lotus2026x',
    });
    expect(res.statusCode, res.body).toBe(200);
    await settleRebates(app.db, dayAfter(day));
    // B earns nothing; A still earns only its own difference over B's 0.8 %.
    expect(await rebateGrants([a.id, b.id, c.id], day)).toEqual({
      [a.id]: [4_000, 1],
      [c.id]: [5_000, 1],
    });
  });

  it('settles nothing while the plan is off, and the day when it is on again', async () => {
    const day = '2031-09-10';
    const { a, b, c } = await buildTree();
    await play(c, 1_000_000, day);
    const plan = { enabled: false, wageringMultiple: 2, defaultRates: {} };
    expect((await call('PUT', '/wps/admin/rebates/plan', 'operator', plan)).statusCode).toBe(200);
    expect((await settleRebates(app.db, dayAfter(day))).days).toEqual([]);
    expect(
      (await call('PUT', '/wps/admin/rebates/plan', 'operator', { ...plan, enabled: true }))
        .statusCode,
    ).toBe(200);
    expect((await settleRebates(app.db, dayAfter(day))).days).toContain(day);
    const [grant] = await queryRows<{ wagering_multiple: number }>(
      app.db,
      sql`select wagering_multiple from reward_grants where source = ${`rebate:${c.id}:${day}`}`,
    );
    expect(grant?.wagering_multiple).toBe(2);
    void a;
    void b;
  });
});
