import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AuditPageSchema,
  MemberDetailSchema,
  MemberNoteSchema,
  MemberPasswordResetSchema,
  MemberStatusChangeSchema,
  MemberSummaryPageSchema,
  MemberSummarySchema,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs, postLogin } from '../../testing/auth-helpers.ts';
import { freshAddress, signInDemoOperator, testClock } from '../../testing/operators.ts';
import {
  buildMember,
  fund,
  uniqueId,
  vendorCall,
  type TestMember,
} from '../../testing/factories.ts';
import { insertMember } from '../auth/auth.repository.ts';
import { checkLedger } from '../ledger/ledger.service.ts';

const clock = testClock(new Date());
let app: FastifyInstance;
let support: Record<string, string>;
let finance: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      clock: clock.now,
      lottery: { clock: () => new Date('2031-03-03T08:00:00Z'), demoResults: false },
    },
  );
  await app.lottery.tick(new Date('2031-03-03T08:00:00Z'));
  support = bearer(await signInDemoOperator(app, 'support', clock.now()));
  clock.advance(30_000);
  finance = bearer(await signInDemoOperator(app, 'finance', clock.now()));
});
afterAll(async () => {
  expect((await checkLedger(app.db)).ok).toBe(true);
  await app.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = support,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
const search = async (query: string) => {
  const res = await call('GET', `/wps/admin/members?${query}`);
  expect(res.statusCode, query).toBe(200);
  return MemberSummaryPageSchema.parse(res.json().value);
};
const auditOf = async (memberId: number, action: string) =>
  AuditPageSchema.parse(
    (
      await call(
        'GET',
        `/wps/admin/audit?targetType=member&targetId=${memberId}&action=${action}`,
        OPERATOR_AUTH,
      )
    ).json().value,
  ).list;
const wallet = (token: string) =>
  app.inject({ url: '/wps/wallet', headers: bearer(token), remoteAddress: freshAddress() });

describe('member search', () => {
  it('finds a member by part of the account, nickname, e-mail, mobile, holder’s name, id or number', async () => {
    const m = await buildMember(app);
    await call('POST', '/wps/withdraw/bank-accounts', bearer(m.token), {
      bankCode: 'VCB',
      accountName: 'Pham Thi Lan',
      accountNo: '0123456789',
      loginPassword: 'Demo1234',
    });
    const demo = (await search('q=demo')).list.find((r) => r.account === 'demo')!;
    expect(demo).toMatchObject({
      kind: 'player',
      status: 'active',
      email: 'demo@luckylotus.vn',
      mobileNum: '+84912345678',
      balance: '5000000.00',
    });
    for (const q of [
      'DEMO@lucky',
      '0912345678',
      '912 345',
      'Demo Play',
      String(demo.id),
      demo.accountNo,
    ]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(
        found.list.map((r) => r.account),
        q,
      ).toContain('demo');
    }
    const byName = await search(`q=${encodeURIComponent('pham thi')}`);
    expect(byName.list.map((r) => r.account)).toEqual([m.account]);
    expect((await search('q=%25')).total).toBe(0); // a % is a percent sign, not a wildcard
    const trial = (await search('q=trial_demo')).list[0]!;
    expect(trial).toMatchObject({ kind: 'trial', balance: '2000000.00' });
    expect((await search('q=agent01')).list[0]!.kind).toBe('agent');
  });

  it('pages newest first and filters by status', async () => {
    const page = await search('pageSize=2');
    expect(page.list).toHaveLength(2);
    expect(page.list[0]!.id).toBeGreaterThan(page.list[1]!.id);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const blocked = await buildMember(app, { status: 'disabled' });
    const onlyBlocked = await search('status=blocked&pageSize=200');
    expect(onlyBlocked.list.map((r) => r.account)).toContain(blocked.account);
    expect(onlyBlocked.list.every((r) => r.status === 'blocked')).toBe(true);
  });

  it('exports the page as CSV with formula-like names and accounts defused', async () => {
    const member = await insertMember(app.db, {
      account: '=cmd|calc',
      nickname: '=HYPERLINK("http://evil.example","Bấm vào")',
      type: 0,
      passwordHash: '!test',
      status: 'active',
      mobileNum: '+84900000777',
    });
    const res = await call('GET', '/wps/admin/members?q=cmd&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, line] = res.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'id,account,accountNo,nickname,type,kind,status,labels,clubLabel,mobileNum,email,balance,createdAt,lastLoginAt',
    );
    expect(line).toContain(
      `${member.id},'=cmd|calc,${member.accountNo},"'=HYPERLINK(""http://evil.example"",""Bấm vào"")",0,player,active,,VIP0,'+84900000777,,0.00,`,
    );
  });

  it('refuses a query too long and an unknown status', async () => {
    for (const q of [`q=${'x'.repeat(65)}`, 'status=gone', 'format=xlsx', 'pageSize=201']) {
      const res = await call('GET', `/wps/admin/members?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('member detail', () => {
  let player: TestMember;

  beforeAll(async () => {
    player = await buildMember(app);
    await fund(app, player, '200000');
    const deposit = await call('POST', '/wps/deposit/bank', bearer(player.token), {
      channelCode: 'BANK_VCB',
      amount: '100000',
      reference: 'NAP',
    });
    await call('POST', `/wps/admin/deposits/${deposit.json().value.id}/confirm`, OPERATOR_AUTH, {});
    const roundId = uniqueId('round');
    const bet = {
      requestId: uniqueId('req'),
      playerId: player.accountNo,
      currency: 'VND',
      transactionId: uniqueId('tx'),
      roundId,
      gameCode: 'crane',
      amount: '5000',
    };
    await vendorCall(app, 'bet', bet, { vendorCode: 'BGS' });
    await vendorCall(
      app,
      'win',
      {
        ...bet,
        requestId: uniqueId('req'),
        transactionId: uniqueId('tx'),
        amount: '1200.50',
        betTransactionId: bet.transactionId,
        roundClosed: true,
      },
      { vendorCode: 'BGS' },
    );
    const lottery = await call('POST', '/wps/lottery/bets', bearer(player.token), {
      gameId: '101',
      numero: '20310303',
      requestId: uniqueId('lot'),
      bets: [{ betType: 'DE', numbers: ['45'], stake: '1000' }],
    });
    expect(lottery.statusCode).toBe(200);
    await call('POST', `/wps/admin/members/${player.account}/notes`, support, {
      text: 'Gọi lại lúc 15h',
    });
  });

  it('answers profile, wallet, ledger lines, deposits, bets per game, lottery bets, logins and notes', async () => {
    const res = await call('GET', `/wps/admin/members/${player.account.toUpperCase()}`, finance);
    expect(res.statusCode).toBe(200);
    const detail = MemberDetailSchema.parse(res.json().value);
    expect(detail.profile).toMatchObject({ id: player.id, kind: 'player', status: 'active' });
    // 200,000 + 100,000 − 5,000 + 1,200.50 − 1,000
    expect(detail.wallet).toEqual({
      balance: '295200.50',
      pendingWithdrawal: '0.00',
      isTrial: false,
      openSessions: 1,
    });
    expect(detail.ledger.map((l) => l.kind)).toEqual([
      'lottery_bet',
      'win',
      'bet',
      'deposit',
      'adjustment',
    ]);
    expect(detail.deposits).toHaveLength(1);
    expect(detail.deposits[0]).toMatchObject({ amount: '100000.00', status: 'confirmed' });
    expect(detail.betsByGame).toEqual([
      {
        category: 'RNG',
        vendorCode: 'BGS',
        gameCode: 'crane',
        betCount: 1,
        bets: '5000.00',
        wins: '1200.50',
        ggr: '3799.50',
        lastBetAt: expect.any(String),
      },
      {
        category: 'LOTT',
        vendorCode: 'LOTT',
        gameCode: 'XSMB',
        betCount: 1,
        bets: '1000.00',
        wins: '0.00',
        ggr: '1000.00',
        lastBetAt: expect.any(String),
      },
    ]);
    expect(detail.lotteryBets).toHaveLength(1);
    expect(detail.lotteryBets[0]).toMatchObject({ betType: 'DE', numbers: ['45'] });
    expect(detail.logins[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'test', endedAt: null });
    expect(detail.notes).toEqual([
      expect.objectContaining({ text: 'Gọi lại lúc 15h', actor: 'operator:support' }),
    ]);
  });

  it('records every sign-in with its address and device', async () => {
    const token = await loginAs(app, 'agent01');
    expect(token).toBeTruthy();
    const detail = MemberDetailSchema.parse(
      (await call('GET', '/wps/admin/members/agent01')).json().value,
    );
    expect(detail.logins[0]).toMatchObject({ ip: '127.0.0.1', endedAt: null });
    expect(detail.wallet.openSessions).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown member', async () => {
    const res = await call('GET', '/wps/admin/members/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('operator.account_not_found');
  });
});

describe('block and unblock', () => {
  it('a blocked member cannot sign in and their sessions end; unblocking lets them in again', async () => {
    const token = await loginAs(app, 'demo');
    expect((await wallet(token)).statusCode).toBe(200);
    const res = await call('POST', '/wps/admin/members/demo/block', support, {
      reason: 'Nghi ngờ gian lận',
    });
    expect(res.statusCode).toBe(200);
    const change = MemberStatusChangeSchema.parse(res.json().value);
    expect(change.member.status).toBe('blocked');
    expect(change.endedSessions).toBeGreaterThanOrEqual(1);
    const after = await wallet(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.session_expired');
    const login = await postLogin(app, { username: 'demo', password: 'Demo1234' });
    expect(login.json().code).toBe('account.disabled');
    const again = await call('POST', '/wps/admin/members/demo/block', support, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('member.status_unchanged');
    const [line] = await auditOf(change.member.id, 'member.block');
    expect(line).toMatchObject({
      actor: 'operator:support',
      reason: 'Nghi ngờ gian lận',
      before: { status: 'active' },
      after: { status: 'blocked', endedSessions: change.endedSessions },
    });

    const unblocked = await call('POST', '/wps/admin/members/demo/unblock', support, {
      reason: 'Đã xác minh',
    });
    expect(unblocked.json().value).toMatchObject({
      member: { status: 'active' },
      endedSessions: 0,
    });
    expect((await wallet(token)).statusCode).toBe(401); // old sessions stay ended
    expect(await loginAs(app, 'demo')).toBeTruthy();
    expect((await auditOf(change.member.id, 'member.unblock'))[0]).toMatchObject({
      before: { status: 'blocked' },
      after: { status: 'active' },
    });
    const twice = await call('POST', '/wps/admin/members/demo/unblock', support, { reason: 'x' });
    expect(twice.json().code).toBe('member.status_unchanged');
  });

  it('needs a reason, and members.write (finance only reads)', async () => {
    const m = await buildMember(app);
    for (const body of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'a', x: 1 },
    ]) {
      const res = await call('POST', `/wps/admin/members/${m.account}/block`, support, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await call('POST', `/wps/admin/members/${m.account}/block`, finance, {
      reason: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('operator.forbidden');
    expect((await wallet(m.token)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers a temporary password once; it signs in, must be changed, and every session ends', async () => {
    const old = await loginAs(app, 'agent01');
    const res = await call('POST', '/wps/admin/members/agent01/password-reset', support, {
      reason: 'Hội viên gọi hotline',
    });
    expect(res.statusCode).toBe(200);
    const value = MemberPasswordResetSchema.parse(res.json().value);
    expect(value.temporaryPassword).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(value.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await wallet(old)).statusCode).toBe(401);
    const login = await postLogin(app, { username: 'agent01', password: value.temporaryPassword! });
    expect(login.statusCode).toBe(200);
    expect(login.json().value.firstTimeLogin).toBe(true);
    const oldPassword = await postLogin(app, { username: 'agent01', password: 'Demo1234' });
    expect(oldPassword.json().code).toBe('auth.invalid_credentials');
    const agent = (await search('q=agent01')).list[0]!;
    const [line] = await auditOf(agent.id, 'member.password_reset');
    expect(line).toMatchObject({
      reason: 'Hội viên gọi hotline',
      after: { mustChangePassword: true, generated: true },
    });
    expect(JSON.stringify(line)).not.toContain(value.temporaryPassword!);
  });

  it('sets a password given when it follows the site’s rule', async () => {
    const weak = await call('POST', '/wps/admin/members/trial_demo/password-reset', support, {
      password: 'short',
      reason: 'x',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().value.field).toBe('body.password');
    const res = await call('POST', '/wps/admin/members/trial_demo/password-reset', support, {
      password: 'Lotus2026',
      reason: 'asked by phone',
    });
    expect(res.json().value).toMatchObject({ temporaryPassword: null, mustChangePassword: true });
    const login = await postLogin(app, { username: 'trial_demo', password: 'Lotus2026' });
    expect(login.statusCode).toBe(200);
  });
});

describe('notes and labels', () => {
  it('appends notes signed by the operator, newest first, audited', async () => {
    const m = await buildMember(app);
    for (const text of ['first call', 'second call']) {
      const res = await call('POST', `/wps/admin/members/${m.account}/notes`, support, { text });
      expect(res.statusCode).toBe(201);
      expect(MemberNoteSchema.parse(res.json().value)).toMatchObject({
        text,
        actor: 'operator:support',
      });
    }
    const detail = MemberDetailSchema.parse(
      (await call('GET', `/wps/admin/members/${m.account}`)).json().value,
    );
    expect(detail.notes.map((n) => n.text)).toEqual(['second call', 'first call']);
    expect(await auditOf(m.id, 'member.note')).toHaveLength(2);
    const empty = await call('POST', `/wps/admin/members/${m.account}/notes`, support, {
      text: ' ',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('sets labels such as nochat, before → after in the audit trail', async () => {
    const m = await buildMember(app);
    const res = await call('PUT', `/wps/admin/members/${m.account}/labels`, support, {
      labels: ['nochat', 'vip-watch', 'nochat'],
      reason: 'Spam',
    });
    expect(res.statusCode).toBe(200);
    expect(MemberSummarySchema.parse(res.json().value).labels).toEqual(['nochat', 'vip-watch']);
    expect((await auditOf(m.id, 'member.labels'))[0]).toMatchObject({
      reason: 'Spam',
      before: { labels: [] },
      after: { labels: ['nochat', 'vip-watch'] },
    });
    for (const labels of [
      ['No Chat'],
      ['a'.repeat(33)],
      Array.from({ length: 21 }, (_, i) => `l${i}`),
    ]) {
      const bad = await call('PUT', `/wps/admin/members/${m.account}/labels`, support, { labels });
      expect(bad.statusCode, labels.join()).toBe(400);
    }
  });
});
