import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  ContractListSchema,
  ContractPageSchema,
  ContractRequestsSchema,
  ContractRunSchema,
  ContractSchema,
  MyContractSchema,
  StatementListSchema,
  type ContractKind,
  type ContractTierInput,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember, fund, playRound, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { periodAt, runContractsPass } from './agent-contracts.service.ts';

let app: FastifyInstance;
const HOUR = 3_600_000;

beforeAll(async () => {
  app = await buildTestApp();
  // An active member: at least 100,000 of valid turnover in the period.
  const money = await call('PATCH', '/wps/admin/settings/money', OPERATOR_AUTH, {
    wagering: { activeMemberTurnover: '100000' },
  });
  expect(money.statusCode, money.body).toBe(200);
  await setDividends(true);
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: object,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
}
const as = (m: TestMember) => bearer(m.token);

async function setDividends(on: boolean) {
  const res = await call('PATCH', '/wps/admin/system/whitelabel', OPERATOR_AUTH, { DIVIDEND3: on });
  expect(res.statusCode, res.body).toBe(200);
}

const under = (parent: TestMember, type: number) => buildMember(app, { type, parent });

/**
 * The hand-checked three-level tree: A (general agent) → B (sub-agent) → C (sub-agent); players
 * P1, P2 under B and P3 under C; an affiliate agent X and a player Q under A.
 */
async function buildTree() {
  const A = await buildMember(app, { type: 1 });
  const B = await under(A, 2);
  const C = await under(B, 2);
  const P1 = await under(B, 0);
  const P2 = await under(B, 0);
  const P3 = await under(C, 0);
  const X = await under(A, 41);
  const Q = await under(A, 0);
  return { A, B, C, P1, P2, P3, X, Q };
}

/** One vendor round of `stake` paid back `win`, closed; answers its round id. */
async function play(member: TestMember, stake: string, win: string): Promise<string> {
  await fund(app, member, stake);
  return playRound(app, member, stake, { win });
}

/** Moves rounds' closing time (valid turnover counts a round when it closes). */
async function closeAt(roundIds: string[], at: Date) {
  for (const id of roundIds) {
    await app.db.execute(sql`update vendor_rounds set closed_at = ${at} where round_id = ${id}`);
  }
}

async function offer(
  by: TestMember,
  to: TestMember,
  kind: ContractKind,
  tiers: ContractTierInput[],
) {
  return call('POST', '/wps/agent/team-contracts', as(by), { memberId: to.id, kind, tiers });
}

async function offered(
  by: TestMember,
  to: TestMember,
  kind: ContractKind,
  tiers: ContractTierInput[],
) {
  const res = await offer(by, to, kind, tiers);
  expect(res.statusCode, res.body).toBe(201);
  return ContractSchema.parse(res.json().value);
}

async function accept(member: TestMember, id: number) {
  const res = await call('POST', `/wps/agent/contracts/${id}/accept`, as(member));
  expect(res.statusCode, res.body).toBe(200);
  return ContractSchema.parse(res.json().value);
}

async function setEffective(id: number, at: Date) {
  await app.db.execute(sql`update agent_contracts set effective_from = ${at} where id = ${id}`);
}

async function statements(id: number) {
  const res = await call('GET', `/wps/admin/agent-contracts/${id}/statements`, OPERATOR_AUTH);
  expect(res.statusCode, res.body).toBe(200);
  return StatementListSchema.parse(res.json().value).list;
}

async function grants(source: string) {
  return queryRows<{ member_id: string; amount: string }>(
    app.db,
    sql`select member_id::text, amount_minor::text as amount from reward_grants where source like ${source}`,
  );
}

const tier = (activeMembers: number, threshold: string, reward: string) => ({
  activeMembers,
  threshold,
  reward,
});

/** The messages written to one member, oldest first. */
async function messagesOf(memberId: number) {
  return queryRows<{ title: string; content: string }>(
    app.db,
    sql`select title, content from inbox_messages where member_id = ${memberId} order by id`,
  );
}

describe('offers and answers', () => {
  it('shows an offer in the prompts, accepts it from the next whole period, and replaces a pending offer', async () => {
    const { A, B } = await buildTree();
    const noneYet = ContractRequestsSchema.parse(
      (await call('GET', '/wps/agent/contracts/requests', as(B))).json().value,
    );
    expect(noneYet).toEqual({
      dailysalreqtype: null,
      divtypecompperiodreq: null,
      contracthoursalreq: null,
    });
    const first = await offered(A, B, 'salary', [tier(1, '100000', '5000')]);
    const second = await offered(A, B, 'salary', [tier(1, '100000', '6000')]);
    const dividend = await offered(A, B, 'dividend', [tier(1, '0', '20')]);
    // Each offer is in the agent's inbox, with a link to its contract page.
    const inbox = (await call('GET', '/wps/member/inbox?pageNo=1&pageSize=20', as(B))).json().value;
    const unreadOffers = (inbox.list as { title: string; read: boolean }[]).filter(
      (m) => !m.read && m.title.includes('hợp đồng'),
    );
    expect(unreadOffers).toHaveLength(3);
    const offers = await messagesOf(B.id);
    expect(offers).toHaveLength(3);
    expect(
      offers.filter((m) => m.content.includes('/m/member/agent/getSalaryContract')),
    ).toHaveLength(2);
    expect(offers[0]!.content).toContain(A.account);
    expect(second).toMatchObject({
      state: 'pending',
      upline: A.account,
      offeredBy: `agent:${A.account}`,
    });
    const prompts = ContractRequestsSchema.parse(
      (await call('GET', '/wps/agent/contracts/requests', as(B))).json().value,
    );
    expect(prompts).toEqual({
      dailysalreqtype: second.id,
      divtypecompperiodreq: dividend.id,
      contracthoursalreq: null,
    });
    // The replaced offer is closed.
    const late = await call('POST', `/wps/agent/contracts/${first.id}/accept`, as(B));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('contract.not_open');
    // Someone else's offer is not found.
    const stranger = await call('POST', `/wps/agent/contracts/${second.id}/accept`, as(A));
    expect(stranger.json().code).toBe('contract.not_found');

    const before = new Date();
    const active = await accept(B, second.id);
    expect(active.state).toBe('active');
    const from = new Date(active.effectiveFrom!);
    expect(from.getTime()).toBe(periodAt('salary', before).to.getTime());
    const page = MyContractSchema.parse(
      (await call('GET', '/wps/agent/contracts/salary', as(B))).json().value,
    );
    expect(page.offer).toBeNull();
    expect(page.active?.id).toBe(second.id);
    expect(page.active?.tiers).toEqual([tier(1, '100000.00', '6000.00')]);

    // Accepting a newer offer ends the contract in force.
    const third = await offered(A, B, 'salary', [tier(1, '100000', '7000')]);
    await accept(B, third.id);
    const adminPage = async (query: string) =>
      ContractPageSchema.parse(
        (
          await call('GET', `/wps/admin/agent-contracts?search=${B.account}${query}`, OPERATOR_AUTH)
        ).json().value,
      );
    const { list, total } = await adminPage('');
    expect(list.find((c) => c.id === second.id)?.state).toBe('ended');
    expect(list.find((c) => c.id === third.id)?.state).toBe('active');
    // The back office pages the list, newest first, and counts every match.
    expect(total).toBe(list.length);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const one = await adminPage('&pageSize=1&pageNo=2');
    expect(one).toMatchObject({ pageNum: 2, total, totalPages: total });
    expect(one.list.map((c) => c.id)).toEqual([list[1]!.id]);

    // Declining leaves nothing pending; dividends hide while the flag is off.
    const declined = await call('POST', `/wps/agent/contracts/${dividend.id}/decline`, as(B));
    expect(ContractSchema.parse(declined.json().value).state).toBe('declined');
    await setDividends(false);
    const off = await call('GET', '/wps/agent/contracts/dividend', as(B));
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('contract.dividend_off');
    expect((await offer(A, B, 'dividend', [tier(1, '0', '20')])).json().code).toBe(
      'contract.dividend_off',
    );
    await setDividends(true);
  });

  it('refuses offers to a non-downline, a deeper downline, types 41 and 0, above the upline’s own, and bad tiers', async () => {
    const { A, B, C, X, Q } = await buildTree();
    const other = await buildMember(app, { type: 1 });
    const refused = async (
      res: Awaited<ReturnType<typeof offer>>,
      status: number,
      code: string,
    ) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    const ok = [tier(1, '100000', '5000')];
    await refused(await offer(A, other, 'salary', ok), 404, 'agent.not_in_team');
    await refused(await offer(A, C, 'salary', ok), 400, 'contract.not_direct');
    await refused(await offer(A, X, 'salary', ok), 400, 'contract.type_refused');
    await refused(await offer(A, Q, 'salary', ok), 400, 'contract.type_refused');
    await refused(
      await offer(A, B, 'salary', [tier(2, '100000', '5000'), tier(1, '200000', '9000')]),
      400,
      'contract.tiers_invalid',
    );
    await refused(
      await offer(A, B, 'salary', [tier(1, '100000', '5000'), tier(2, '200000', '5000')]),
      400,
      'contract.tiers_invalid',
    );
    await refused(
      await offer(A, B, 'dividend', [tier(1, '0', '100.01')]),
      400,
      'contract.tiers_invalid',
    );
    await refused(await offer(A, B, 'salary', [tier(1, 'x', '5')]), 400, 'contract.tiers_invalid');

    // B holds a salary contract whose best tier gives 30,000: its offers to C stop there.
    await accept(
      B,
      (await offered(A, B, 'salary', [tier(1, '0', '10000'), tier(3, '0', '30000')])).id,
    );
    await refused(
      await offer(B, C, 'salary', [tier(1, '0', '30000.01')]),
      400,
      'contract.above_upline',
    );
    await offered(B, C, 'salary', [tier(1, '0', '30000')]);
    // B has no hourly contract: no cap.
    await offered(B, C, 'hourly', [tier(0, '0', '99999')]);
  });

  it('guards the upline’s calls with DOWNMAN; the sub-agent answers its own offers without keys', async () => {
    const { A, B, X } = await buildTree();
    const keys = async (member: TestMember, list: string[]) => {
      const res = await call('PUT', `/wps/admin/agents/${member.id}/permissions`, OPERATOR_AUTH, {
        keys: list,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const made = await offered(A, B, 'hourly', [tier(0, '100000', '1000')]);
    await keys(A, ['AGEPAG']);
    await keys(B, []);
    for (const res of [
      await offer(A, B, 'salary', [tier(1, '0', '1')]),
      await call('GET', '/wps/agent/team-contracts', as(A)),
      await call('POST', `/wps/agent/team-contracts/${made.id}/cancel`, as(A)),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('agent.permission_denied');
    }
    expect((await accept(B, made.id)).state).toBe('active');
    // Players and affiliate agents: no agent contract calls; their prompts stay empty.
    const player = await buildMember(app);
    expect((await call('GET', '/wps/agent/contracts/salary', as(player))).statusCode).toBe(403);
    const prompts = await call('GET', '/wps/agent/contracts/requests', as(X));
    expect(ContractRequestsSchema.parse(prompts.json().value).dailysalreqtype).toBeNull();
    expect((await call('GET', '/wps/agent/contracts/requests', {})).statusCode).toBe(401);
    // Back with its key, the upline lists and ends the contract.
    await keys(A, ['DOWNMAN']);
    const list = ContractListSchema.parse(
      (await call('GET', '/wps/agent/team-contracts', as(A))).json().value,
    ).list;
    expect(list.map((c) => c.id)).toContain(made.id);
    const cancelled = await call('POST', `/wps/agent/team-contracts/${made.id}/cancel`, as(A));
    expect(ContractSchema.parse(cancelled.json().value).state).toBe('cancelled');
    const again = await call('POST', `/wps/agent/team-contracts/${made.id}/cancel`, as(A));
    expect(again.json().code).toBe('contract.not_open');
  });
});

describe('settlement', () => {
  it('pays the daily and hourly salaries of a three-level tree once, run twice or side by side', async () => {
    const { A, B, C, P1, P2, P3 } = await buildTree();
    const day = periodAt('salary', new Date());
    const at = new Date(day.from.getTime() + 2.5 * HOUR);
    // B's team: P1 300,000 and P3 200,000 (active), P2 50,000 (not): 2 active, 550,000 valid.
    // C's team: P3 alone: 1 active, 200,000.
    await closeAt(
      [
        await play(P1, '300000', '300000'),
        await play(P2, '50000', '50000'),
        await play(P3, '200000', '100000'),
      ],
      at,
    );
    const salaryB = await offered(A, B, 'salary', [
      tier(2, '500000', '10000'),
      tier(3, '500000', '30000'),
    ]);
    await accept(B, salaryB.id);
    const salaryC = await offered(B, C, 'salary', [
      tier(1, '100000', '5000'),
      tier(1, '300000', '8000'),
    ]);
    await accept(C, salaryC.id);
    const hourlyB = await offered(A, B, 'hourly', [
      tier(0, '500000', '2000'),
      tier(0, '600000', '2500'),
    ]);
    await accept(B, hourlyB.id);
    await setEffective(salaryB.id, day.from);
    await setEffective(salaryC.id, day.from);
    const hour = periodAt('hourly', at);
    await setEffective(hourlyB.id, hour.from);

    const after = new Date(day.to.getTime() + 60_000);
    const deps = { db: app.db, settings: app.settings };
    await Promise.all([runContractsPass(deps, after), runContractsPass(deps, after)]);
    await runContractsPass(deps, after);

    const [b] = await statements(salaryB.id);
    expect(b).toMatchObject({
      period: day.key,
      activeMembers: 2,
      validTurnover: '550000.00',
      tier: 0,
      amount: '10000.00',
      state: 'paid',
    });
    expect(await statements(salaryB.id)).toHaveLength(1);
    const [c] = await statements(salaryC.id);
    expect(c).toMatchObject({
      activeMembers: 1,
      validTurnover: '200000.00',
      tier: 0,
      amount: '5000.00',
    });
    // The hourly contract: every hour from its start to the day's end, one paid.
    const hours = await statements(hourlyB.id);
    expect(hours).toHaveLength((day.to.getTime() - hour.from.getTime()) / HOUR);
    expect(hours.filter((s) => s.state === 'paid')).toEqual([
      expect.objectContaining({ period: hour.key, validTurnover: '550000.00', amount: '2000.00' }),
    ]);
    expect(await grants(`salary:${salaryB.id}:%`)).toEqual([
      { member_id: String(B.id), amount: '1000000' },
    ]);
    expect(await grants(`salary:${salaryC.id}:%`)).toEqual([
      { member_id: String(C.id), amount: '500000' },
    ]);
    expect(await grants(`hourly:${hourlyB.id}:%`)).toHaveLength(1);
    // One message per salary paid (none for each hour), whichever pass wrote it.
    const paid = (await messagesOf(B.id)).filter((m) => m.content.includes('/m/rewardCenter'));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.title).toContain('10,000.00 ₫');
    expect(
      (await messagesOf(C.id)).filter((m) => m.content.includes('/m/rewardCenter')),
    ).toHaveLength(1);
    // The agent reads its statement and finds the grant in the reward center.
    const page = MyContractSchema.parse(
      (await call('GET', '/wps/agent/contracts/salary', as(B))).json().value,
    );
    expect(page.statements[0]).toMatchObject({ period: day.key, amount: '10000.00' });
  });

  it('carries a dividend period the team won into the next one, and a crash midway pays nothing twice', async () => {
    const { A, B, P1, P2, P3 } = await buildTree();
    const now = periodAt('dividend', new Date());
    const previous = periodAt('dividend', new Date(now.from.getTime() - 60_000));
    // Previous half-month: P1 bets 100,000 and wins 400,000: net loss −300,000 (team won).
    await closeAt(
      [await play(P1, '100000', '400000')],
      new Date(previous.from.getTime() + 24 * HOUR),
    );
    // This half-month: P2 500,000 won back 100,000 and P3 (C's team, still B's) 200,000 won back
    // 100,000: net loss 500,000, minus the carried 300,000 = 200,000; 2 active members → 25 %.
    await closeAt(
      [await play(P2, '500000', '100000'), await play(P3, '200000', '100000')],
      new Date(now.from.getTime() + 24 * HOUR),
    );
    const dividend = await offered(A, B, 'dividend', [
      tier(1, '100000', '10'),
      tier(2, '150000', '25'),
    ]);
    await accept(B, dividend.id);
    await setEffective(dividend.id, previous.from);
    const deps = { db: app.db, settings: app.settings };

    // A crash while granting this half-month: its statement goes with the grant.
    await app.db.execute(
      sql.raw(`
      create or replace function contracts_test_crash() returns trigger language plpgsql as $$
      begin
        if new.source = 'dividend:${dividend.id}:${now.key}' then raise exception 'crash'; end if;
        return new;
      end $$`),
    );
    await app.db.execute(
      sql.raw(`
      create trigger contracts_test_crash before insert on reward_grants
        for each row execute function contracts_test_crash();`),
    );
    const after = new Date(now.to.getTime() + 60_000);
    await expect(runContractsPass(deps, after)).rejects.toThrow();
    expect((await statements(dividend.id)).map((s) => s.period)).toEqual([previous.key]);
    await app.db.execute(sql.raw('drop trigger contracts_test_crash on reward_grants'));

    const runs = await Promise.all([runContractsPass(deps, after), runContractsPass(deps, after)]);
    expect(runs.map((r) => ContractRunSchema.parse(r))).toBeTruthy();
    await runContractsPass(deps, after);
    const [current, past] = await statements(dividend.id);
    expect(past).toMatchObject({
      period: previous.key,
      activeMembers: 1,
      netLoss: '-300000.00',
      carryIn: '0.00',
      carryOut: '-300000.00',
      tier: null,
      amount: '0.00',
      state: 'nothing',
    });
    expect(current).toMatchObject({
      period: now.key,
      activeMembers: 2,
      validTurnover: '700000.00',
      netLoss: '500000.00',
      carryIn: '-300000.00',
      carryOut: '0.00',
      tier: 1,
      amount: '50000.00',
      state: 'paid',
    });
    expect(await grants(`dividend:${dividend.id}:%`)).toEqual([
      { member_id: String(B.id), amount: '5000000' },
    ]);
  });

  it('lets the operator offer, cancel and run a pass, each audited', async () => {
    const { B, X } = await buildTree();
    const made = await call('POST', '/wps/admin/agent-contracts', OPERATOR_AUTH, {
      memberId: B.id,
      kind: 'hourly',
      tiers: [tier(0, '1000', '100')],
    });
    expect(made.statusCode, made.body).toBe(201);
    const contract = ContractSchema.parse(made.json().value);
    expect(contract.offeredBy).toMatch(/^operator:/);
    const refused = await call('POST', '/wps/admin/agent-contracts', OPERATOR_AUTH, {
      memberId: X.id,
      kind: 'hourly',
      tiers: [tier(0, '1000', '100')],
    });
    expect(refused.json().code).toBe('contract.type_refused');
    const missing = await call('POST', '/wps/admin/agent-contracts', OPERATOR_AUTH, {
      memberId: 999_999_999,
      kind: 'hourly',
      tiers: [tier(0, '1000', '100')],
    });
    expect(missing.json().code).toBe('operator.account_not_found');
    const cancelled = await call(
      'POST',
      `/wps/admin/agent-contracts/${contract.id}/cancel`,
      OPERATOR_AUTH,
    );
    expect(ContractSchema.parse(cancelled.json().value).state).toBe('cancelled');
    const run = await call('POST', '/wps/admin/agent-contracts/run', OPERATOR_AUTH);
    expect(run.statusCode, run.body).toBe(200);
    ContractRunSchema.parse(run.json().value);
    const audit = await queryRows<{ action: string }>(
      app.db,
      sql`select action from operator_audit where action like 'agent_contract.%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'agent_contract.offer',
        'agent_contract.cancel',
        'agent_contract.run',
      ]),
    );
    expect((await call('GET', '/wps/admin/agent-contracts', {})).statusCode).toBe(401);
  });
});
