import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  AGENT_ENDPOINT_KEYS,
  AGENT_PERMISSION_KEYS,
  AgentHomeSchema,
  TeamOverviewSchema,
  TeamPageSchema,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { memberProtection, members } from '../../db/schema.ts';
import { bearer, solvedCaptcha } from '../../testing/auth-helpers.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { openSession } from '../auth/session.service.ts';
import { insertMember } from '../auth/auth.repository.ts';
import { insertRewardGrant } from '../rewards/rewards.repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  member: { token: string } | null,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
}

/** A fresh agent (type 1) with a session. */
const buildAgent = () => buildMember(app, { type: 1 });

async function openAccount(agent: TestMember, kind: 'member' | 'agent' = 'member') {
  const username = `t${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const res = await call('POST', '/wps/agent/accounts', agent, {
    kind,
    username,
    password: 'Lotus2026x',
  });
  expect(res.statusCode, res.body).toBe(201);
  const opened = res.json().value as { id: number; account: string; type: number };
  const [row] = await app.db
    .select()
    .from(members)
    .where(sql`${members.id} = ${opened.id}`);
  const token = await openSession(app.db, row!, { ip: '127.0.0.1', userAgent: 'test' });
  return { ...opened, accountNo: row!.accountNo, token };
}

async function setKeys(agent: { id: number }, keys: readonly string[]) {
  const res = await app.inject({
    method: 'PUT',
    url: `/wps/admin/agents/${agent.id}/permissions`,
    headers: OPERATOR_AUTH,
    payload: { keys },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setPaymentPassword(member: TestMember) {
  const res = await call('POST', '/wps/withdraw/payment-password', member, {
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
    loginPassword: 'Demo1234',
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the team tree', () => {
  it('keeps every upline of a three-level team, and moves a subtree with its downlines', async () => {
    const agent = await buildAgent();
    const sub = await openAccount(agent, 'agent');
    expect(sub.type).toBe(2);
    const member = await openAccount(sub as TestMember);
    const rows = await queryRows<{ ancestor_id: number; depth: number }>(
      app.db,
      sql`select ancestor_id, depth from member_tree where descendant_id = ${member.id} order by depth`,
    );
    expect(rows.map((r) => [Number(r.ancestor_id), Number(r.depth)])).toEqual([
      [sub.id, 1],
      [agent.id, 2],
    ]);
    // The agent's team lists both; the sub-agent's only its member.
    const team = TeamPageSchema.parse((await call('GET', '/wps/agent/team', agent)).json().value);
    expect(team.list.map((m) => [m.account, m.depth, m.upline]).sort()).toEqual(
      [
        [sub.account, 1, agent.account],
        [member.account, 2, sub.account],
      ].sort(),
    );
    // Moving the sub-agent under another agent takes its member along.
    const other = await buildAgent();
    await app.db.execute(sql`update members set parent_id = ${other.id} where id = ${sub.id}`);
    const moved = await queryRows<{ ancestor_id: number; depth: number }>(
      app.db,
      sql`select ancestor_id, depth from member_tree where descendant_id = ${member.id} order by depth`,
    );
    expect(moved.map((r) => [Number(r.ancestor_id), Number(r.depth)])).toEqual([
      [sub.id, 1],
      [other.id, 2],
    ]);
    expect(
      TeamPageSchema.parse((await call('GET', '/wps/agent/team', agent)).json().value).total,
    ).toBe(0);
    // A cycle is refused by the database.
    await expect(
      app.db.execute(sql`update members set parent_id = ${member.id} where id = ${sub.id}`),
    ).rejects.toThrow();
  });

  it('places a registration with an agent invitation link under the agent, as the link says', async () => {
    const agent = await buildAgent();
    const made = await call('POST', '/wps/agent/invitations', agent, {
      kind: 'agent',
      rebates: { RNG: '0.8', LIVE: '0.5' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const code = made.json().value.code as string;
    const check = await call('GET', `/wps/auth/affiliate?code=${code}`, null);
    expect(check.json().value).toEqual({ valid: true });
    const list = await call('GET', '/wps/agent/invitations', agent);
    expect(list.json().value.list[0]).toMatchObject({
      code,
      kind: 'agent',
      rebates: { RNG: '0.8' },
    });

    // Registering with the link's code opens a sub-agent under the agent; with the agent's own
    // code (agent01's AGENT01) a player under agent01.
    const registerWith = async (affiliateCode: string) => {
      const username = `r${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const res = await app.inject({
        method: 'PUT',
        url: '/wps/auth/register',
        remoteAddress: freshAddress(),
        payload: {
          ...(await solvedCaptcha(app)),
          method: 'username',
          username,
          password: 'Lotus2468x',
          confirmPassword: 'Lotus2468x',
          email: '',
          mobileNum: '',
          countryDialingCode: '',
          affiliateCode,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await app.db
        .select()
        .from(members)
        .where(sql`${members.account} = ${username}`);
      return row!;
    };
    const viaLink = await registerWith(code.toLowerCase());
    expect(viaLink).toMatchObject({ parentId: agent.id, type: 2 });
    const viaOwn = await registerWith('AGENT01');
    const [agent01] = await app.db
      .select()
      .from(members)
      .where(sql`${members.account} = 'agent01'`);
    expect(viaOwn).toMatchObject({ parentId: agent01!.id, type: 0 });
  });

  it('reads a team and the uplines through the indexes on a 20,000-member tree', async () => {
    const root = await buildAgent();
    // A five-way tree of 20,000 members under `root`, with ids given so each parent exists first.
    const [top] = await queryRows<{ id: number }>(
      app.db,
      sql`select max(id)::int as id from members`,
    );
    const base = Number(top!.id) + 10;
    await app.db.execute(sql`
      insert into members (id, account, type, password_hash, parent_id)
      select ${base} + i, 'tree' || ${root.id} || '_' || i, case when i <= 780 then 2 else 0 end, 'x',
        case when i <= 5 then ${root.id} else ${base} + ((i - 6) / 5) + 1 end
      from generate_series(1, 20000) as i order by i`);
    await app.db.execute(sql`select setval('members_id_seq', (select max(id) from members))`);
    await app.db.execute(sql`analyze member_tree`);
    await app.db.execute(sql`analyze members`);
    const [size] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from member_tree where ancestor_id = ${root.id}`,
    );
    expect(Number(size!.n)).toBe(20000);
    const [leaf] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from members where account = ${`tree${root.id}_20000`}`,
    );
    const plan = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ 'QUERY PLAN': string }>(app.db, sql`explain ${query}`))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const [mid] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from members where account = ${`tree${root.id}_30`}`,
    );
    const teamPlan = await plan(
      sql`select descendant_id, depth from member_tree where ancestor_id = ${Number(mid!.id)}`,
    );
    expect(teamPlan).toMatch(
      /Index (Only )?Scan using member_tree_pk|Bitmap Index Scan on member_tree_pk/,
    );
    const upPlan = await plan(
      sql`select ancestor_id, depth from member_tree where descendant_id = ${Number(leaf!.id)} order by depth`,
    );
    expect(upPlan).toMatch(/member_tree_descendant_idx/);
    const uplines = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from member_tree where descendant_id = ${Number(leaf!.id)}`,
    );
    // 20,000 in a five-way tree: the deepest member sits 7 levels below the root.
    expect(Number(uplines[0]!.n)).toBe(7);
  }, 120_000);
});

describe('permission keys', () => {
  const calls: Record<
    keyof typeof AGENT_ENDPOINT_KEYS,
    (a: TestMember) => Promise<{ json(): { code?: string }; statusCode: number }>
  > = {
    listTeam: (a) => call('GET', '/wps/agent/team', a),
    teamTransfer: (a) =>
      call('POST', '/wps/agent/team/transfer', a, {
        memberId: 1,
        amount: '10',
        paymentPassword: '135790',
        requestId: `req-${randomUUID()}`,
      }),
    setDownlinePermissions: (a) => call('PUT', '/wps/agent/team/1/permissions', a, { keys: [] }),
    teamOverview: (a) => call('GET', '/wps/agent/team/overview', a),
    teamPnl: (a) => call('GET', '/wps/agent/team/pnl', a),
    teamBets: (a) => call('GET', '/wps/agent/team/bets', a),
    openAccount: (a) =>
      call('POST', '/wps/agent/accounts', a, {
        kind: 'member',
        username: 'nokey123',
        password: 'Lotus2026x',
      }),
    listInvitations: (a) => call('GET', '/wps/agent/invitations', a),
    agentTransactions: (a) => call('GET', '/wps/records/transactions?types=A', a),
    createInvitation: (a) =>
      call('POST', '/wps/agent/invitations', a, { kind: 'member', rebates: {} }),
    rebateRates: (a) => call('GET', '/wps/agent/rebate/rates', a),
    setRebateRates: (a) => call('PUT', '/wps/agent/rebate/rates/1', a, { rates: { RNG: '0.5' } }),
    rebateIncome: (a) => call('GET', '/wps/agent/rebate/income', a),
  };

  it.each(Object.entries(AGENT_ENDPOINT_KEYS))(
    'refuses %s without its key %s, with the spec message',
    async (name, key) => {
      const agent = await buildAgent();
      await setKeys(
        agent,
        AGENT_PERMISSION_KEYS.filter((k) => k !== key),
      );
      const res = await calls[name as keyof typeof AGENT_ENDPOINT_KEYS](agent);
      expect(res.statusCode).toBe(403);
      const body = res.json() as { code: string; message: string };
      expect(body.code).toBe('agent.permission_denied');
      expect(body.message).toBe(
        'Sorry, this account does not have permission or the feature is temporarily unavailable',
      );
      const home = AgentHomeSchema.parse(
        (await call('GET', '/wps/agent/home', agent)).json().value,
      );
      expect(home.permissions).not.toContain(key);
    },
  );

  it('lets the operator make a player a general agent, audited', async () => {
    const player = await buildMember(app);
    expect((await call('GET', '/wps/agent/home', player)).json().code).toBe('auth.not_agent');
    const res = await app.inject({
      method: 'PUT',
      url: `/wps/admin/agents/${player.id}/type`,
      headers: OPERATOR_AUTH,
      payload: { type: 1 },
    });
    expect(res.json().value).toEqual({ memberId: player.id, type: 1 });
    expect((await call('GET', '/wps/agent/home', player)).statusCode).toBe(200);
    const bad = await app.inject({
      method: 'PUT',
      url: `/wps/admin/agents/${player.id}/type`,
      headers: OPERATOR_AUTH,
      payload: { type: 4 },
    });
    expect(bad.json().code).toBe('request.invalid');
    const [line] = await queryRows<{ action: string }>(
      app.db,
      sql`select action from operator_audit where target_id = ${String(player.id)} order by id desc limit 1`,
    );
    expect(line?.action).toBe('member.type');
  });

  it('lists agents a page at a time, newest first, with the count of every match', async () => {
    const made = [await buildAgent(), await buildAgent(), await buildAgent()];
    const page = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/wps/admin/agents?${query}`,
        headers: OPERATOR_AUTH,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as {
        list: { id: number; account: string }[];
        pageNum: number;
        pageSize: number;
        total: number;
        totalPages: number;
      };
    };
    const first = await page('pageSize=2');
    expect(first.list.map((a) => a.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
    const second = await page('pageSize=2&pageNo=2');
    expect(second.pageNum).toBe(2);
    expect(second.list[0]!.id).toBe(made[0]!.id);
    // A search counts only its matches; past the last page the list is empty.
    const one = await page(`search=${made[1]!.account.toUpperCase()}`);
    expect(one).toMatchObject({ total: 1, totalPages: 1 });
    expect(one.list.map((a) => a.id)).toEqual([made[1]!.id]);
    expect((await page(`search=${made[1]!.account}&pageNo=2`)).list).toEqual([]);
    // The page size is bounded: a wrong one is refused, not served.
    const big = await app.inject({
      method: 'GET',
      url: '/wps/admin/agents?pageSize=201',
      headers: OPERATOR_AUTH,
    });
    expect(big.json().code).toBe('request.invalid');
  });

  it('refuses players, trial accounts and visitors', async () => {
    const player = await buildMember(app);
    expect((await call('GET', '/wps/agent/home', player)).json().code).toBe('auth.not_agent');
    expect((await call('GET', '/wps/agent/team', player)).json().code).toBe('auth.not_agent');
    expect((await call('GET', '/wps/agent/home', null)).json().code).toBe('auth.required');
  });

  it('lets an upline give a sub-agent only keys it holds', async () => {
    const agent = await buildAgent();
    const sub = await openAccount(agent, 'agent');
    await setKeys(agent, ['DOWNMAN', 'AGEPAG']);
    const refused = await call('PUT', `/wps/agent/team/${sub.id}/permissions`, agent, {
      keys: ['REGCEN'],
    });
    expect(refused.json().code).toBe('agent.key_not_held');
    const given = await call('PUT', `/wps/agent/team/${sub.id}/permissions`, agent, {
      keys: ['AGEPAG'],
    });
    expect(given.json().value).toEqual({ memberId: sub.id, keys: ['AGEPAG'] });
    const home = AgentHomeSchema.parse((await call('GET', '/wps/agent/home', sub)).json().value);
    expect(home.permissions).toEqual(['AGEPAG']);
  });
});

describe('transfers to a downline', () => {
  it('moves money once through the ledger, and refuses what the rules refuse', async () => {
    const agent = await buildAgent();
    await setPaymentPassword(agent);
    await fund(app, agent, '1000000');
    const down = await openAccount(agent);
    const requestId = `req-${randomUUID()}`;
    const body = { memberId: down.id, amount: '250000', paymentPassword: '135790', requestId };

    const wrong = await call('POST', '/wps/agent/team/transfer', agent, {
      ...body,
      paymentPassword: '000000',
    });
    expect(wrong.json().code).toBe('withdraw.payment_password_wrong');

    const first = await call('POST', '/wps/agent/team/transfer', agent, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      amount: '250000.00',
      balance: '750000.00',
      replayed: false,
    });
    const again = await call('POST', '/wps/agent/team/transfer', agent, body);
    expect(again.json().value).toMatchObject({
      replayed: true,
      transferId: first.json().value.transferId,
    });
    expect(await walletBalance(app.db, down)).toBe('250000.00');
    expect(await walletBalance(app.db, agent)).toBe('750000.00');
    const reused = await call('POST', '/wps/agent/team/transfer', agent, { ...body, amount: '1' });
    expect(reused.json().code).toBe('agent.request_reused');

    // Not in the team (another agent's member, the agent itself).
    const stranger = await buildMember(app);
    const fresh = () => `req-${randomUUID()}`;
    for (const memberId of [stranger.id, agent.id]) {
      const res = await call('POST', '/wps/agent/team/transfer', agent, {
        ...body,
        memberId,
        requestId: fresh(),
      });
      expect(res.json().code).toBe('agent.not_in_team');
    }
    // More than the balance.
    const broke = await call('POST', '/wps/agent/team/transfer', agent, {
      ...body,
      amount: '5000000',
      requestId: fresh(),
    });
    expect(broke.json().code).toBe('wallet.insufficient_funds');

    // The receiver's deposit limit counts the transfer already received.
    const limit = await call('POST', '/wps/member/protection/limits', down, {
      kind: 'deposit',
      period: 'day',
      amount: '300000',
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const over = await call('POST', '/wps/agent/team/transfer', agent, {
      ...body,
      amount: '60000',
      requestId: fresh(),
    });
    expect(over.json().code).toBe('agent.downline_deposit_limit');
    const within = await call('POST', '/wps/agent/team/transfer', agent, {
      ...body,
      amount: '50000',
      requestId: fresh(),
    });
    expect(within.statusCode, within.body).toBe(200);

    // A self-excluded receiver, then a self-excluded sender.
    const down2 = await openAccount(agent);
    await app.db.insert(memberProtection).values({
      memberId: down2.id,
      exclusionKind: 'self_exclusion',
      exclusionStartedAt: new Date(),
      excludedUntil: new Date(Date.now() + 86_400_000 * 180),
    });
    const toExcluded = await call('POST', '/wps/agent/team/transfer', agent, {
      ...body,
      memberId: down2.id,
      amount: '10',
      requestId: fresh(),
    });
    expect(toExcluded.json().code).toBe('agent.downline_excluded');

    const agent2 = await buildAgent();
    await setPaymentPassword(agent2);
    await fund(app, agent2, '1000');
    const down3 = await openAccount(agent2);
    await insertRewardGrant(
      app.db,
      {
        memberId: agent2.id,
        source: `test:${randomUUID()}`,
        title: 'Bonus',
        amountMinor: 10_000n,
        wageringMultiple: 5,
      },
      30,
    );
    const rewards = await call('GET', '/wps/member/rewards', agent2);
    const reward = rewards
      .json()
      .value.list.find((r: { state: string }) => r.state === 'claimable');
    expect((await call('POST', `/wps/member/rewards/${reward.id}/claim`, agent2)).statusCode).toBe(
      200,
    );
    const wagering = await call('POST', '/wps/agent/team/transfer', agent2, {
      memberId: down3.id,
      amount: '10',
      paymentPassword: '135790',
      requestId: fresh(),
    });
    expect(wagering.json().code).toBe('agent.open_wagering');

    await app.db.insert(memberProtection).values({
      memberId: agent.id,
      exclusionKind: 'timeout',
      exclusionStartedAt: new Date(),
      excludedUntil: new Date(Date.now() + 86_400_000),
    });
    const fromExcluded = await call('POST', '/wps/agent/team/transfer', agent, {
      ...body,
      amount: '10',
      requestId: fresh(),
    });
    expect(fromExcluded.json().code).toBe('protection.excluded');

    // The downline sees it in its transaction record under type A.
    const record = await call('GET', '/wps/records/transactions?types=A', down);
    expect(record.statusCode, record.body).toBe(200);
    expect(JSON.stringify(record.json().value)).toContain('team_transfer');
  });
});

describe('transfers at the same time', () => {
  it('moves a retried transfer once, and never takes the sender below zero', async () => {
    const agent = await buildAgent();
    await setPaymentPassword(agent);
    await fund(app, agent, '100000');
    const down = await openAccount(agent);
    const body = {
      memberId: down.id,
      amount: '30000',
      paymentPassword: '135790',
      requestId: `req-${randomUUID()}`,
    };
    const same = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/wps/agent/team/transfer', agent, body)),
    );
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(same.map((r) => r.json().value.transferId)).size).toBe(1);
    expect(await walletBalance(app.db, down)).toBe('30000.00');
    // Four different transfers of 30,000 against the 70,000 left: two pass, two are refused.
    const many = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/wps/agent/team/transfer', agent, {
          ...body,
          requestId: `req-${randomUUID()}`,
        }),
      ),
    );
    const codes = many.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['ok', 'ok', 'wallet.insufficient_funds', 'wallet.insufficient_funds']);
    expect(await walletBalance(app.db, agent)).toBe('10000.00');
    expect(await walletBalance(app.db, down)).toBe('90000.00');
  });
});

describe('the agent home and the team overview', () => {
  it('counts today’s registrations, sign-ins, bettors and online members of the whole team', async () => {
    const agent = await buildAgent();
    const before = AgentHomeSchema.parse(
      (await call('GET', '/wps/agent/home', agent)).json().value,
    );
    expect(before.kpi).toEqual({
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    });
    const sub = await openAccount(agent, 'agent');
    const deep = await openAccount(sub as TestMember);
    // A member registered long ago who signed in today.
    const old = await insertMember(app.db, {
      account: `old${randomUUID().slice(0, 8)}`,
      type: 0,
      passwordHash: 'x',
      parentId: agent.id,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
      lastLoginAt: new Date(),
    });
    await fund(app, deep, '1000');
    const bet = await vendorCall(app, 'bet', {
      requestId: uniqueId('req'),
      playerId: deep.accountNo,
      currency: 'VND',
      transactionId: uniqueId('tx'),
      roundId: uniqueId('round'),
      gameCode: 'unknown-game',
      amount: '100',
    });
    expect(bet.status, JSON.stringify(bet)).toBe('OK');
    const home = AgentHomeSchema.parse((await call('GET', '/wps/agent/home', agent)).json().value);
    // The two opened accounts hold a session (signed in today), and so did `old`.
    expect(home.kpi).toEqual({
      teamLoginMemberCount: 3,
      teamBetMemberCount: 1,
      teamRegisterMemberCount: 2,
      teamOnlineCount: 2,
    });
    expect(home).toMatchObject({ teamSize: 3, directCount: 2, account: agent.account });

    // Team P&L and team betting show the bet.
    const pnl = (await call('GET', '/wps/agent/team/pnl', agent)).json().value;
    expect(pnl.list).toEqual([
      expect.objectContaining({ account: deep.account, depth: 2, validBets: '100.00' }),
    ]);
    const bets = (await call('GET', `/wps/agent/team/bets?account=${deep.account}`, agent)).json()
      .value;
    expect(bets.total).toBe(1);
    expect(bets.list[0]).toMatchObject({ account: deep.account, stake: '100.00' });
    const vendor = bets.list[0].vendor as string;
    const byVendor = await call('GET', `/wps/agent/team/bets?vendor=${vendor}`, agent);
    expect(byVendor.json().value.total).toBe(1);
    const none = await call('GET', '/wps/agent/team/bets?vendor=NOPE', agent);
    expect(none.json().value.total).toBe(0);
    // Another agent sees none of it.
    const other = await buildAgent();
    expect((await call('GET', '/wps/agent/team/bets', other)).json().value.total).toBe(0);
    expect(old.id).toBeGreaterThan(0);
  });

  it('sums the team’s money per depth over a date range', async () => {
    const agent = await buildAgent();
    await setPaymentPassword(agent);
    await fund(app, agent, '500000');
    const direct = await openAccount(agent, 'agent');
    const deep = await openAccount(direct as TestMember);
    const res = await call('GET', '/wps/agent/team/overview', agent);
    expect(res.statusCode, res.body).toBe(200);
    const overview = TeamOverviewSchema.parse(res.json().value);
    expect(overview.total).toMatchObject({ teamSize: 2, newRegistrations: 2, deposits: '0.00' });
    expect(overview.byDepth.map((d) => [d.depth, d.teamSize])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(deep.id).toBeGreaterThan(direct.id);
    const bad = await call(
      'GET',
      '/wps/agent/team/overview?startDate=2026-11-20&endDate=2026-11-01',
      agent,
    );
    expect(bad.json().code).toBe('request.invalid');
  });
});
