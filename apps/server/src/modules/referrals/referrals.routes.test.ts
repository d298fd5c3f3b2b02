import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  AdminReferralsSchema,
  REFERRAL_CODE_PATTERN,
  ReferralRunSchema,
  ReferralSettingsSchema,
  ReferralSummarySchema,
  type ReferralSettingsBody,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo/accounts.ts';
import { DEMO_REFERRAL_CODE } from '../../db/seed/demo/referrals.ts';
import { seedDemoReferralsOnce } from '../../db/seed/index.ts';
import { loginAs } from '../../testing/auth-helpers.ts';
import { bearer, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { dyingAfter, ProcessDied } from '../../testing/dying-db.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { runReferralPass } from './referrals.service.ts';

let app: FastifyInstance;

const RULE: ReferralSettingsBody = {
  enabled: true,
  minFirstDeposit: '200000',
  rewardAmount: '50000',
  wageringMultiple: 2,
  refuseSameAddress: true,
};

beforeAll(async () => {
  app = await buildTestApp();
  await setRule(RULE);
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
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    remoteAddress,
    ...(payload ? { payload } : {}),
  });
}

async function setRule(rule: ReferralSettingsBody) {
  const res = await call('PUT', '/wps/admin/referrals/settings', OPERATOR_AUTH, rule);
  expect(res.statusCode, res.body).toBe(200);
  return ReferralSettingsSchema.parse(res.json().value);
}

async function summary(member: TestMember) {
  const res = await call('GET', '/wps/member/referral', bearer(member.token));
  expect(res.statusCode, res.body).toBe(200);
  return ReferralSummarySchema.parse(res.json().value);
}

/** Registers a friend with a code from an address; answers the friend's member row and token. */
async function register(affiliateCode: string, remoteAddress = freshAddress()) {
  const username = `f${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const res = await call(
    'PUT',
    '/wps/auth/register',
    {},
    {
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
    remoteAddress,
  );
  return { res, username };
}

async function friendOf(code: string, remoteAddress = freshAddress()) {
  const { res, username } = await register(code, remoteAddress);
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await queryRows<{ id: string; parent_id: string | null; type: number }>(
    app.db,
    sql`select id, parent_id, type from members where account = ${username}`,
  );
  const token = res.json().value.token as string;
  return {
    id: Number(row!.id),
    parentId: row!.parent_id,
    type: row!.type,
    account: username,
    token,
  };
}

async function deposit(token: string, amount: string) {
  const asked = await call('POST', '/wps/deposit/bank', bearer(token), {
    channelCode: 'BANK_VCB',
    amount,
    reference: 'REF',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const done = await call(
    'POST',
    `/wps/admin/deposits/${asked.json().value.id}/confirm`,
    OPERATOR_AUTH,
    {},
  );
  expect(done.statusCode, done.body).toBe(200);
}

async function grants(member: { id: number }) {
  const rows = await queryRows<{ source: string; amount_minor: string; wagering_multiple: number }>(
    app.db,
    sql`select source, amount_minor::text, wagering_multiple from reward_grants
         where member_id = ${member.id} and source like 'referral:%' order by id`,
  );
  return rows.map((r) => `${r.source}=${r.amount_minor}x${r.wagering_multiple}`);
}

async function run() {
  const res = await call('POST', '/wps/admin/referrals/run', OPERATOR_AUTH);
  expect(res.statusCode, res.body).toBe(200);
  return ReferralRunSchema.parse(res.json().value);
}

describe('the referral code and page', () => {
  it('refuses visitors, trial accounts and agents, and closes with REFERRAL3', async () => {
    expect((await call('GET', '/wps/member/referral', {})).statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    const refused = await call('GET', '/wps/member/referral', bearer(trial.token));
    expect(refused.statusCode).toBe(403);
    const agent = await buildMember(app, { type: 1 });
    const agentRes = await call('GET', '/wps/member/referral', bearer(agent.token));
    expect(agentRes.statusCode).toBe(403);
    expect(agentRes.json().code).toBe('referral.agent_account');

    const member = await buildMember(app);
    const flag = (on: boolean) =>
      call('PATCH', '/wps/admin/system/whitelabel', OPERATOR_AUTH, { REFERRAL3: on });
    expect((await flag(false)).statusCode).toBe(200);
    try {
      const closed = await call('GET', '/wps/member/referral', bearer(member.token));
      expect(closed.statusCode).toBe(403);
      expect(closed.json().code).toBe('module.disabled');
    } finally {
      expect((await flag(true)).statusCode).toBe(200);
    }
  });

  it('gives each member one code, of its own shape, that registration accepts without an upline', async () => {
    const member = await buildMember(app);
    const first = await summary(member);
    expect(first.code).toMatch(REFERRAL_CODE_PATTERN);
    expect((await summary(member)).code).toBe(first.code);
    expect(first).toMatchObject({ invited: 0, rewarded: 0, totalEarned: '0.00', friends: [] });
    expect(first.rule).toEqual({
      enabled: true,
      minFirstDeposit: '200000.00',
      rewardAmount: '50000.00',
      wageringMultiple: 2,
    });

    const check = await call('GET', `/wps/auth/affiliate?code=${first.code.toLowerCase()}`, {});
    expect(check.json().value.valid).toBe(true);
    const friend = await friendOf(first.code.toLowerCase());
    // A member referral never places the friend in a team tree.
    expect(friend.parentId).toBeNull();
    expect(friend.type).toBe(0);
    const after = await summary(member);
    expect(after.invited).toBe(1);
    expect(after.friends[0]).toMatchObject({ state: 'registered', reward: null });
    expect(after.friends[0]!.account).not.toBe(friend.account);

    // An unknown code of the same shape is refused as any wrong code.
    const wrong = await register('RZZZZZZZ');
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json().code).toBe('register.invalid_invitation');
  });

  it('refuses a referral code while REFERRAL3 is off', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    await call('PATCH', '/wps/admin/system/whitelabel', OPERATOR_AUTH, { REFERRAL3: false });
    try {
      const { res } = await register(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('register.invalid_invitation');
    } finally {
      await call('PATCH', '/wps/admin/system/whitelabel', OPERATOR_AUTH, { REFERRAL3: true });
    }
  });
});

describe('referral rewards', () => {
  it('pays the referrer once when the job runs twice and three times at once', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friend = await friendOf(code);
    expect((await run()).rewarded).toBe(0);
    await deposit(friend.token, '250000');

    const passes = [await run(), ...(await Promise.all([run(), run(), run()])), await run()];
    expect(passes.reduce((n, p) => n + p.rewarded, 0)).toBe(1);
    expect(await grants(member)).toEqual([`referral:${friend.id}=5000000x2`]);

    const after = await summary(member);
    expect(after).toMatchObject({ invited: 1, rewarded: 1, totalEarned: '50000.00' });
    expect(after.friends[0]).toMatchObject({ state: 'rewarded', reward: '50000.00' });
    // The reward waits in the reward center, claimable with its wagering requirement.
    const rewards = await call('GET', '/wps/member/rewards', bearer(member.token));
    expect(rewards.statusCode, rewards.body).toBe(200);
    expect(JSON.stringify(rewards.json().value)).toContain('50000.00');
  });

  it('pays each friend once after a pass killed half-way and its re-runs', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friends = [];
    for (let i = 0; i < 3; i++) {
      const friend = await friendOf(code);
      await deposit(friend.token, '250000');
      friends.push(friend);
    }
    // The first friend's reward commits; the process dies in the second's transaction.
    await expect(runReferralPass(dyingAfter(app.db, 1), new Date(), member.id)).rejects.toThrow(
      ProcessDied,
    );
    expect(await grants(member)).toHaveLength(1);

    // Restarted: two processes run the job at once, then one more pass.
    const passes = [
      ...(await Promise.all([
        runReferralPass(app.db, new Date(), member.id),
        runReferralPass(app.db, new Date(), member.id),
      ])),
      await runReferralPass(app.db, new Date(), member.id),
    ];
    expect(passes.reduce((n, p) => n + p.rewarded, 0)).toBe(2);
    expect((await grants(member)).sort()).toEqual(
      friends.map((f) => `referral:${f.id}=5000000x2`).sort(),
    );
    expect(await summary(member)).toMatchObject({ invited: 3, rewarded: 3 });
  });

  it('pays a member reading the page without waiting for the job', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friend = await friendOf(code);
    await deposit(friend.token, '200000');
    const page = await summary(member);
    expect(page.friends[0]).toMatchObject({ state: 'rewarded', reward: '50000.00' });
    // The page and the job together still pay once.
    await Promise.all([summary(member), run(), summary(member)]);
    expect(await grants(member)).toHaveLength(1);
  });

  it('grants nothing when the first deposit is below the minimum, even after a larger one', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friend = await friendOf(code);
    await deposit(friend.token, '199999');
    await run();
    await deposit(friend.token, '900000');
    await run();
    expect(await grants(member)).toEqual([]);
    const page = await summary(member);
    expect(page.friends[0]).toMatchObject({ state: 'deposited', reward: null });
    const list = await call('GET', `/wps/admin/referrals?search=${friend.account}`, OPERATOR_AUTH);
    const admin = AdminReferralsSchema.parse(list.json().value);
    expect(admin.list[0]).toMatchObject({
      referrerAccount: member.account,
      friendAccount: friend.account,
      state: 'deposited',
      holdReason: 'below',
      firstDeposit: '199999.00',
      reward: null,
    });
  });

  it('lists referrals for the operator a page at a time, newest first, with the count of every match', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friends = [await friendOf(code), await friendOf(code), await friendOf(code)];
    const page = async (query: string) => {
      const res = await call(
        'GET',
        `/wps/admin/referrals?search=${member.account}&${query}`,
        OPERATOR_AUTH,
      );
      return AdminReferralsSchema.parse(res.json().value);
    };
    const first = await page('pageSize=2');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.list.map((r) => r.friendAccount)).toEqual([
      friends[2]!.account,
      friends[1]!.account,
    ]);
    const second = await page('pageSize=2&pageNo=2');
    expect(second.list.map((r) => r.friendAccount)).toEqual([friends[0]!.account]);
    expect((await page('pageNo=2')).list).toEqual([]);
    const refused = await call('GET', '/wps/admin/referrals?pageSize=0', OPERATOR_AUTH);
    expect(refused.json().code).toBe('request.invalid');
  });

  it('grants nothing while rewards are off', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friend = await friendOf(code);
    await setRule({ ...RULE, enabled: false });
    try {
      await deposit(friend.token, '500000');
      await run();
    } finally {
      await setRule(RULE);
    }
    await run();
    expect(await grants(member)).toEqual([]);
  });

  it('refuses a friend registered from an address the referrer signed in from', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    // buildMember's session was opened from 127.0.0.1.
    const friend = await friendOf(code, '127.0.0.1');
    await deposit(friend.token, '500000');
    await run();
    expect(await grants(member)).toEqual([]);
    const list = await call('GET', `/wps/admin/referrals?search=${friend.account}`, OPERATOR_AUTH);
    expect(list.json().value.list[0]).toMatchObject({ holdReason: 'same_address' });
  });

  it('holds the reward during the referrer’s break and pays it after', async () => {
    const member = await buildMember(app);
    const { code } = await summary(member);
    const friend = await friendOf(code);
    const res = await call('POST', '/wps/member/protection/exclusion', bearer(member.token), {
      kind: 'timeout',
      duration: '24h',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    await deposit(friend.token, '300000');
    await run();
    await run();
    expect(await grants(member)).toEqual([]);
    const list = await call('GET', `/wps/admin/referrals?search=${friend.account}`, OPERATOR_AUTH);
    expect(list.json().value.list[0]).toMatchObject({ state: 'deposited', holdReason: 'break' });

    // A pass after the time-out ends pays it, once.
    const later = new Date(Date.now() + 25 * 3_600_000);
    await Promise.all([runReferralPass(app.db, later), runReferralPass(app.db, later)]);
    expect(await grants(member)).toEqual([`referral:${friend.id}=5000000x2`]);
  });

  it('keeps the settings valid and audited', async () => {
    const bad = await call('PUT', '/wps/admin/referrals/settings', OPERATOR_AUTH, {
      ...RULE,
      rewardAmount: '-5',
    });
    expect(bad.statusCode).toBe(400);
    const zero = await call('PUT', '/wps/admin/referrals/settings', OPERATOR_AUTH, {
      ...RULE,
      minFirstDeposit: '0',
    });
    expect(zero.statusCode).toBe(400);
    await setRule({ ...RULE, wageringMultiple: 3 });
    const read = await call('GET', '/wps/admin/referrals/settings', OPERATOR_AUTH);
    expect(read.json().value).toMatchObject({ wageringMultiple: 3, minFirstDeposit: '200000.00' });
    await setRule(RULE);
    const audit = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from operator_audit where action = 'referral.settings'`,
    );
    expect(audit[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('the demo', () => {
  it('gives the demo player three invited friends, one rewarded, loaded once', async () => {
    expect(await seedDemoReferralsOnce(app.db)).toBe(true);
    expect(await seedDemoReferralsOnce(app.db)).toBe(false);
    const token = await loginAs(app, 'demo', DEMO_PASSWORD);
    const res = await call('GET', '/wps/member/referral', bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    const page = ReferralSummarySchema.parse(res.json().value);
    expect(page.code).toBe(DEMO_REFERRAL_CODE);
    expect(page).toMatchObject({ invited: 3, rewarded: 1, totalEarned: '50000.00' });
    expect(page.friends.map((f) => f.state)).toEqual(['registered', 'deposited', 'rewarded']);
    // The job agrees with the demo: nothing more to pay.
    expect((await run()).rewarded).toBe(0);
  });
});
