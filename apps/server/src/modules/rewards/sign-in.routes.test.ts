import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { RewardListSchema, SignInResultSchema, SignInStateSchema } from '@app/contracts';
import { memberProtection, rewardGrants, signIns } from '../../db/schema.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { readSignIn, signIn } from './sign-in.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', member?: TestMember) =>
  app.inject({
    method,
    url: '/wps/member/signIn',
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
  });

/** Noon in Hanoi (UTC+7) on a day of November 2026. */
const noonOn = (day: number) => new Date(Date.UTC(2026, 10, day, 5, 0, 0));

const grantsOf = (memberId: number) =>
  app.db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.memberId, memberId), like(rewardGrants.source, 'sign_in:%')));

describe('daily sign-in', () => {
  it('needs a real member', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    expect((await call('POST', trial)).statusCode).toBe(403);
  });

  it('signs in once a day: day 1 open, then granted into the reward center, then refused', async () => {
    const member = await buildMember(app);
    const before = SignInStateSchema.parse((await call('GET', member)).json().value);
    expect(before).toMatchObject({ signedToday: false, streak: 0 });
    expect(before.days.map((d) => d.state)).toEqual([
      'open',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const res = await call('POST', member);
    expect(res.statusCode, res.body).toBe(200);
    const result = SignInResultSchema.parse(res.json().value);
    expect(result).toMatchObject({ day: 1, reward: before.days[0]!.reward });
    expect(result.state).toMatchObject({ signedToday: true, streak: 1 });
    expect(result.state.days[0]!.state).toBe('today');

    const rewards = await app.inject({
      method: 'GET',
      url: '/wps/member/rewards',
      headers: { authorization: `Bearer ${member.token}` },
    });
    const list = RewardListSchema.parse(rewards.json().value).list;
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Điểm danh ngày 1',
        amount: result.reward,
        state: 'claimable',
      }),
    ]);

    const again = await call('POST', member);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('signIn.already');
    expect(await grantsOf(member.id)).toHaveLength(1);
  });

  it('grants once however many sign-ins arrive together', async () => {
    const member = await buildMember(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', member)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await grantsOf(member.id)).toHaveLength(1);
    expect(await app.db.select().from(signIns).where(eq(signIns.memberId, member.id))).toHaveLength(
      1,
    );
  });

  it('walks the seven-day cycle on consecutive merchant days, and starts again after a gap or day 7', async () => {
    const member = await buildMember(app);
    const days: number[] = [];
    for (let d = 1; d <= 8; d++) days.push((await signIn(app.db, member.id, noonOn(d))).day);
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    expect((await readSignIn(app.db, member.id, noonOn(8))).streak).toBe(8);
    // The merchant day turns at midnight in Hanoi (17:00 UTC), not at midnight UTC.
    const lateOnThe8th = new Date(Date.UTC(2026, 10, 8, 16, 59));
    expect((await readSignIn(app.db, member.id, lateOnThe8th)).signedToday).toBe(true);
    const earlyOnThe9th = new Date(Date.UTC(2026, 10, 8, 17, 1));
    const next = await readSignIn(app.db, member.id, earlyOnThe9th);
    expect(next).toMatchObject({ signedToday: false, streak: 8 });
    expect(next.days.map((d) => d.state).slice(0, 3)).toEqual(['signed', 'open', 'upcoming']);
    // A missed day (the 10th): the 11th starts at day 1 with a streak of 1.
    await signIn(app.db, member.id, noonOn(9));
    expect((await readSignIn(app.db, member.id, noonOn(11))).streak).toBe(0);
    const after = await signIn(app.db, member.id, noonOn(11));
    expect(after).toMatchObject({ day: 1, state: { streak: 1 } });
  });

  it('pays what the operator sets, with its wagering multiple', async () => {
    const rewards = ['1000', '2000', '3000', '4000', '5000', '6000', '7000'];
    const set = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/settings/money',
      headers: OPERATOR_AUTH,
      payload: { signIn: { rewards, wageringMultiple: 3 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const member = await buildMember(app);
      const state = SignInStateSchema.parse((await call('GET', member)).json().value);
      expect(state.days.map((d) => d.reward)).toEqual(rewards.map((r) => `${r}.00`));
      expect(state.wageringMultiple).toBe(3);
      await call('POST', member);
      const [grant] = await grantsOf(member.id);
      expect(grant).toMatchObject({ amountMinor: 100000n, wageringMultiple: 3 });
      const bad = await app.inject({
        method: 'PATCH',
        url: '/wps/admin/settings/money',
        headers: OPERATOR_AUTH,
        payload: { signIn: { rewards: ['1000'] } },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await app.inject({
        method: 'PATCH',
        url: '/wps/admin/settings/money',
        headers: OPERATOR_AUTH,
        payload: {
          signIn: {
            rewards: ['5000', '10000', '15000', '20000', '30000', '50000', '100000'],
            wageringMultiple: 1,
          },
        },
      });
    }
  });

  it('is refused during a time-out, and grants nothing', async () => {
    const member = await buildMember(app);
    await app.db.insert(memberProtection).values({
      memberId: member.id,
      exclusionKind: 'timeout',
      exclusionStartedAt: new Date(),
      excludedUntil: new Date(Date.now() + 86_400_000),
    });
    const res = await call('POST', member);
    expect(res.json().code).toBe('protection.excluded');
    expect(await grantsOf(member.id)).toHaveLength(0);
  });
});
