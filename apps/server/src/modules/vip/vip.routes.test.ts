import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_VIP_LEVELS,
  VipLevelsSchema,
  VipRunSchema,
  VipStatusSchema,
  type VipLevelsBody,
} from '@app/contracts';
import { queryRows } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo/accounts.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import {
  buildMember,
  confirmedDeposit,
  fund,
  playTurnover,
  type TestMember,
} from '../../testing/factories.ts';
import { dyingAfter, ProcessDied } from '../../testing/dying-db.ts';
import { freshAddress } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { monthOf, monthRange, runVipPass } from './vip.service.ts';

let app: FastifyInstance;

/** A small club for the tests: amounts a test can reach with a few calls. */
const LEVELS: VipLevelsBody = {
  levels: [
    ['VIP0', '0', '0', '0', '0', '0', '0', '0', '0'],
    ['VIP1', '100000', '200000', '50000', '100000', '10', '5', '7', '9'],
    ['VIP2', '300000', '600000', '150000', '300000', '20', '6', '8', '11'],
    ['VIP3', '1000000', '2000000', '500000', '1000000', '30', '0', '0', '0'],
  ].map(([name, ud, ut, kd, kt, ub, wb, mb, bb]) => ({
    name: name!,
    upgradeDeposit: ud!,
    upgradeTurnover: ut!,
    keepDeposit: kd!,
    keepTurnover: kt!,
    upgradeBonus: ub!,
    weeklyBonus: wb!,
    monthlyBonus: mb!,
    birthdayBonus: bb!,
    wageringMultiple: 0,
  })),
};

beforeAll(async () => {
  app = await buildTestApp();
  // An active member: at least 100,000 of valid turnover in the period.
  const res = await call('PATCH', '/wps/admin/settings/money', OPERATOR_AUTH, {
    wagering: { activeMemberTurnover: '100000' },
  });
  expect(res.statusCode, res.body).toBe(200);
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

async function status(member: TestMember) {
  const res = await call('GET', '/wps/member/vip', bearer(member.token));
  expect(res.statusCode, res.body).toBe(200);
  return VipStatusSchema.parse(res.json().value);
}

/** A confirmed deposit of this month (it counts towards the levels). */
const deposit = (member: TestMember, amount: string) => confirmedDeposit(app, member, amount);

/** Valid turnover of `amount` in rounds of at most 100,000, each won back. */
async function turnover(member: TestMember, amount: string) {
  await playTurnover(app, member, amount);
}

/** The member's VIP grants: source kind and amount, oldest first. */
async function grants(member: TestMember) {
  const rows = await queryRows<{ source: string; amount: string }>(
    app.db,
    sql`select source, amount_minor::text as amount from reward_grants
         where member_id = ${member.id} and source like 'vip_%' order by id`,
  );
  return rows.map(
    (r) => `${r.source.split(':')[0]}:${r.source.split(':')[2]}=${Number(r.amount) / 100}`,
  );
}

async function memberWith(depositAmount: string, turnoverAmount: string) {
  const member = await buildMember(app);
  await fund(app, member, '100000');
  if (depositAmount !== '0') await deposit(member, depositAmount);
  if (turnoverAmount !== '0') await turnover(member, turnoverAmount);
  return member;
}

const DAY = 86_400_000;

describe('the VIP levels table', () => {
  it('starts with the default club', async () => {
    const res = await call('GET', '/wps/admin/vip/levels', OPERATOR_AUTH);
    expect(res.statusCode).toBe(200);
    expect(VipLevelsSchema.parse(res.json().value).levels).toEqual(DEFAULT_VIP_LEVELS);
  });

  it('refuses a table that does not fit together, with the level and field', async () => {
    const base = LEVELS.levels;
    const cases: [VipLevelsBody['levels'], number, string][] = [
      [[{ ...base[0]!, upgradeDeposit: '5' }, ...base.slice(1)], 0, 'upgradeDeposit'],
      [[base[0]!, base[2]!, base[1]!], 2, 'upgradeDeposit'],
      [[base[0]!, { ...base[1]!, keepTurnover: '200001' }], 1, 'keepTurnover'],
      [[base[0]!, { ...base[1]!, name: 'vip0' }], 1, 'name'],
      [[base[0]!, { ...base[1]!, weeklyBonus: '1.234' }], 1, 'weeklyBonus'],
    ];
    for (const [levels, level, field] of cases) {
      const res = await call('PUT', '/wps/admin/vip/levels', OPERATOR_AUTH, { levels });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('vip.levels_invalid');
      expect(res.json().value).toMatchObject({ level, field });
    }
    for (const payload of [{}, { levels: [] }, { levels: [{ name: 'x' }] }]) {
      const res = await call('PUT', '/wps/admin/vip/levels', OPERATOR_AUTH, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await call('PUT', '/wps/admin/vip/levels', {}, LEVELS)).statusCode).toBe(401);
    // Nothing changed.
    const res = await call('GET', '/wps/admin/vip/levels', OPERATOR_AUTH);
    expect(res.json().value.levels).toHaveLength(DEFAULT_VIP_LEVELS.length);
  });

  it('is replaced by the operator, with an audit line', async () => {
    const res = await call('PUT', '/wps/admin/vip/levels', OPERATOR_AUTH, LEVELS);
    expect(res.statusCode, res.body).toBe(200);
    const levels = VipLevelsSchema.parse(res.json().value).levels;
    expect(levels.map((l) => [l.name, l.upgradeDeposit, l.birthdayBonus])).toEqual([
      ['VIP0', '0.00', '0.00'],
      ['VIP1', '100000.00', '9.00'],
      ['VIP2', '300000.00', '11.00'],
      ['VIP3', '1000000.00', '0.00'],
    ]);
    const audit = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from operator_audit where action = 'vip.levels'`,
    );
    expect(audit[0]!.n).toBe(1);
  });
});

describe('a member’s level', () => {
  it('is for members only; a new member is at level 0 with the next level ahead', async () => {
    expect((await call('GET', '/wps/member/vip', {})).statusCode).toBe(401);
    const member = await buildMember(app);
    const value = await status(member);
    expect(value).toMatchObject({ level: 0, name: 'VIP0', keep: null, month: monthOf(new Date()) });
    expect(value.next).toEqual({
      level: 1,
      name: 'VIP1',
      deposit: { current: '0.00', target: '100000.00' },
      turnover: { current: '0.00', target: '200000.00' },
    });
    expect(value.levels).toHaveLength(4);
  });

  it('goes up as soon as both thresholds are met, with the upgrade bonus once', async () => {
    const member = await memberWith('150000', '100000');
    expect((await status(member)).level).toBe(0); // turnover short
    await turnover(member, '150000');
    const value = await status(member);
    expect(value).toMatchObject({ level: 1, name: 'VIP1' });
    expect(value.keep).toEqual({
      deposit: { current: '150000.00', target: '50000.00' },
      turnover: { current: '250000.00', target: '100000.00' },
    });
    expect(value.next?.deposit).toEqual({ current: '150000.00', target: '300000.00' });
    await status(member);
    expect(await grants(member)).toEqual(['vip_upgrade:1=10']);
    // The member info carries the level's name.
    const info = await call('GET', '/wps/member/info', bearer(member.token));
    expect(info.json().value.clubLabel).toEqual({ labelName: 'VIP1' });
  });

  it('passes several levels at once, with each level’s bonus', async () => {
    const member = await memberWith('400000', '700000');
    const run = VipRunSchema.parse(
      (await call('POST', '/wps/admin/vip/run', OPERATOR_AUTH)).json().value,
    );
    expect(run.upgraded).toBeGreaterThanOrEqual(1);
    expect((await status(member)).level).toBe(2);
    expect(await grants(member)).toEqual(['vip_upgrade:1=10', 'vip_upgrade:2=20']);
  });

  it('is raised once however many passes run together', async () => {
    const member = await memberWith('1000000', '2000000');
    const now = new Date();
    await Promise.all([1, 2, 3].map(() => runVipPass(app.db, now, [member.id])));
    expect((await status(member)).level).toBe(3);
    expect(await grants(member)).toEqual([
      'vip_upgrade:1=10',
      'vip_upgrade:2=20',
      'vip_upgrade:3=30',
    ]);
  });

  it('raises each member once, with each bonus once, after a pass killed half-way', async () => {
    const now = new Date();
    await runVipPass(app.db, now, []); // what earlier tests left to review
    const members: TestMember[] = [];
    for (let i = 0; i < 4; i++) members.push(await memberWith('400000', '700000'));
    const ids = members.map((m) => m.id);
    const levels = async () =>
      (
        await queryRows<{ club_label: string }>(
          app.db,
          sql`select club_label from members where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      )
        .map((r) => r.club_label)
        .sort();

    // Two members' raises commit; the process dies in the third's transaction.
    await expect(runVipPass(dyingAfter(app.db, 2), now, ids)).rejects.toThrow(ProcessDied);
    expect(await levels()).toEqual(['VIP0', 'VIP0', 'VIP2', 'VIP2']);

    // Restarted: two processes pass at once, then one more.
    await Promise.all([runVipPass(app.db, now, ids), runVipPass(app.db, now, ids)]);
    await runVipPass(app.db, now, ids);
    expect(await levels()).toEqual(['VIP2', 'VIP2', 'VIP2', 'VIP2']);
    for (const member of members) {
      expect(await grants(member)).toEqual(['vip_upgrade:1=10', 'vip_upgrade:2=20']);
    }
  });

  it('gets no bonus during a break, but the level still moves', async () => {
    const member = await memberWith('150000', '250000');
    const res = await call('POST', '/wps/member/protection/exclusion', bearer(member.token), {
      kind: 'timeout',
      duration: '24h',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    await runVipPass(app.db, new Date(), [member.id]);
    const level = await queryRows<{ club_label: string }>(
      app.db,
      sql`select club_label from members where id = ${member.id}`,
    );
    expect(level[0]!.club_label).toBe('VIP1');
    expect(await grants(member)).toEqual([]);
  });
});

describe('the month’s review and the periodic bonuses', () => {
  // First: later tests run passes in the weeks to come, which closes their weekly periods.
  it('pays the weekly bonus of last week to members active in it, once', async () => {
    const member = await memberWith('150000', '250000');
    const now = new Date();
    await runVipPass(app.db, now, [member.id]);
    const inAWeek = new Date(now.getTime() + 7 * DAY);
    await Promise.all([runVipPass(app.db, inAWeek, []), runVipPass(app.db, inAWeek, [])]);
    await runVipPass(app.db, inAWeek, []);
    const weekly = (await grants(member)).filter((g) => g.startsWith('vip_weekly'));
    expect(weekly).toHaveLength(1);
    expect(weekly[0]).toMatch(/=5$/);
  });

  it('keeps a level a month met, pays its monthly bonus, then steps down one level a month', async () => {
    const member = await memberWith('400000', '700000');
    const now = new Date();
    await runVipPass(app.db, now, [member.id]);
    const next = new Date(monthRange(monthOf(now)).to.getTime() + DAY);
    const later = new Date(monthRange(monthOf(next)).to.getTime() + DAY);
    const last = new Date(monthRange(monthOf(later)).to.getTime() + DAY);
    // Next month: this month met VIP2's keep thresholds; its monthly bonus is paid.
    await runVipPass(app.db, next, []);
    await runVipPass(app.db, next, []);
    const level = async () =>
      Number(
        (
          await queryRows<{ level: number }>(
            app.db,
            sql`select level from member_vip where member_id = ${member.id}`,
          )
        )[0]!.level,
      );
    expect(await level()).toBe(2);
    expect(await grants(member)).toContain(`vip_monthly:${monthOf(now)}=8`);
    // The month after: nothing played next month, so down one level, once.
    await runVipPass(app.db, later, []);
    await runVipPass(app.db, later, []);
    expect(await level()).toBe(1);
    await runVipPass(app.db, last, []);
    expect(await level()).toBe(0);
    const monthly = (await grants(member)).filter((g) => g.startsWith('vip_monthly'));
    expect(monthly).toEqual([`vip_monthly:${monthOf(now)}=8`]);
  });

  it('keeps a level reached in the last minute of a month through the next month’s review', async () => {
    // As the demo's seeded level: reached with nothing deposited or played this month.
    const member = await buildMember(app);
    const now = new Date();
    const lastMinute = new Date(monthRange(monthOf(now)).to.getTime() - 60_000);
    await app.db.execute(sql`
      insert into member_vip (member_id, level, reviewed_month, reached_at, updated_at)
      values (${member.id}, 2, ${monthOf(now)}, ${lastMinute.toISOString()}, now())`);
    const next = new Date(monthRange(monthOf(now)).to.getTime() + 60_000);
    const later = new Date(monthRange(monthOf(next)).to.getTime() + DAY);
    const level = async () =>
      (
        await queryRows<{ level: number }>(
          app.db,
          sql`select level from member_vip where member_id = ${member.id}`,
        )
      ).map((r) => Number(r.level))[0];
    await runVipPass(app.db, next, []);
    expect(await level()).toBe(2);
    // Its first whole month, with nothing deposited: down one level at the next review.
    await runVipPass(app.db, later, []);
    expect(await level()).toBe(1);
    expect((await grants(member)).filter((g) => g.startsWith('vip_monthly'))).toEqual([]);
  });

  it('pays the birthday bonus on the day, once a year, even to a member ranked that day', async () => {
    const member = await memberWith('400000', '700000');
    const now = new Date();
    await runVipPass(app.db, now, []); // the day's birthdays looked at before this member ranks
    const day = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const res = await call('PUT', '/wps/member/personal-info', bearer(member.token), {
      birthday: `1990-${day.slice(5)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    await runVipPass(app.db, now, [member.id]);
    await runVipPass(app.db, now, [member.id]);
    expect((await grants(member)).filter((g) => g.startsWith('vip_birthday'))).toEqual([
      `vip_birthday:${day.slice(0, 4)}=11`,
    ]);
  });

  it('leaves members of a shortened table at its top', async () => {
    const member = await memberWith('1000000', '2000000');
    await runVipPass(app.db, new Date(), [member.id]);
    const res = await call('PUT', '/wps/admin/vip/levels', OPERATOR_AUTH, {
      levels: LEVELS.levels.slice(0, 2),
    });
    expect(res.statusCode).toBe(200);
    const value = await status(member);
    expect(value).toMatchObject({ level: 1, name: 'VIP1', next: null });
    await call('PUT', '/wps/admin/vip/levels', OPERATOR_AUTH, LEVELS);
  });
});
