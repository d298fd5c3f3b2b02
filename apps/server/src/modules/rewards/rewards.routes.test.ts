import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import {
  AdminApplicationPageSchema,
  AdminApplicationSchema,
  AdminRewardListSchema,
  AdminPromotionSchema,
  ApplicationListSchema,
  ApplicationSchema,
  PromotionSchema,
  RewardListSchema,
  RewardSchema,
} from '@app/contracts';
import { applicationImages, promotionApplications, rewardGrants } from '../../db/schema.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import {
  buildMember,
  transferCount,
  walletBalance,
  type TestMember,
} from '../../testing/factories.ts';
import { jpegImage, pngImage } from '../../testing/images.ts';
import { freshAddress, signInDemoOperator } from '../../testing/operators.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const b64 = (bytes: Buffer) => bytes.toString('base64');
const PNG = b64(pngImage(40, 30));
const JPG = b64(jpegImage(16, 16));

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
}

async function promotion(overrides: object = {}) {
  const res = await call('POST', '/wps/admin/content/promotions', OPERATOR_AUTH, {
    title: `Hoàn trả ${randomBytes(3).toString('hex')}`,
    content: '<p>Gửi ảnh lịch sử cược để nhận hoàn trả.</p>',
    category: 'rebate_promo',
    noExpiry: 1,
    acceptsApplications: true,
    applicationBonus: '50000',
    wageringMultiple: 3,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminPromotionSchema.parse(res.json().value);
}

const apply = (member: TestMember, promotionId: number, payload: object) =>
  call('POST', `/wps/promotions/${promotionId}/applications`, bearer(member.token), payload);

async function rows(table: typeof applicationImages | typeof promotionApplications) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

describe('promotion applications (member)', () => {
  it('refuses visitors and free play', async () => {
    const p = await promotion();
    const visitor = await app.inject({
      method: 'POST',
      url: `/wps/promotions/${p.id}/applications`,
      payload: { comment: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
    const trial = await buildMember(app, { type: 4 });
    const res = await apply(trial, p.id, { comment: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.trial_forbidden');
  });

  it('applies with a comment and two images, stripped of metadata, and lists the application', async () => {
    const p = await promotion();
    const member = await buildMember(app);
    // A PNG with a text chunk (what cameras and editors write) before its data.
    const withText = pngImage(20, 20);
    const text = Buffer.from('tEXtComment\0taken at 10.77N 106.70E', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length - 4);
    const tagged = Buffer.concat([
      withText.subarray(0, 33),
      length,
      text,
      Buffer.alloc(4),
      withText.subarray(33),
    ]);
    const res = await apply(member, p.id, {
      comment: '  Thua 2 triệu tuần này  ',
      images: [b64(tagged), JPG],
    });
    expect(res.statusCode, res.body).toBe(201);
    const application = ApplicationSchema.parse(res.json().value);
    expect(application).toMatchObject({
      promotionId: p.id,
      promotionTitle: p.title,
      comment: 'Thua 2 triệu tuần này',
      imageCount: 2,
      state: 'pending',
      reason: null,
      bonus: null,
    });
    const [stored] = await app.db
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.id, application.id));
    const png = await app.db
      .select()
      .from(applicationImages)
      .where(eq(applicationImages.sha256, stored!.images[0]!.sha256));
    expect(png[0]!.data.includes(Buffer.from('tEXt'))).toBe(false);

    const mine = await call(
      'GET',
      `/wps/promotions/applications?promotionId=${p.id}`,
      bearer(member.token),
    );
    expect(ApplicationListSchema.parse(mine.json().value).list.map((a) => a.id)).toEqual([
      application.id,
    ]);
    // One open application per promotion.
    const again = await apply(member, p.id, { comment: 'lần nữa' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('promotion.application_open');
  });

  it('refuses a 6 MB image, a renamed .exe, a 4th image and a 141-character comment, storing nothing', async () => {
    const p = await promotion();
    const member = await buildMember(app);
    const before = {
      images: await rows(applicationImages),
      apps: await rows(promotionApplications),
    };
    // A real PNG with 6 MB of data behind it: refused for its size before anything else.
    const big = Buffer.concat([pngImage(10, 10), randomBytes(6 * 1024 * 1024)]);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(2000)]);
    const cases: [object, string][] = [
      [{ comment: 'ảnh lớn', images: [PNG, b64(big)] }, 'promotion.image_too_large'],
      [{ comment: 'chương trình', images: [b64(exe)] }, 'promotion.image_refused'],
      [{ comment: 'bốn ảnh', images: [PNG, JPG, PNG, JPG] }, 'promotion.too_many_images'],
      [{ comment: 'x'.repeat(141), images: [PNG] }, 'promotion.comment_too_long'],
    ];
    for (const [payload, code] of cases) {
      const res = await apply(member, p.id, payload);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
    // 140 characters (emoji count as one) is fine.
    const fine = await apply(member, p.id, { comment: '🎉'.repeat(140) });
    expect(fine.statusCode, fine.body).toBe(201);
    expect(await rows(applicationImages)).toBe(before.images);
    expect(await rows(promotionApplications)).toBe(before.apps + 1);
  });

  it('refuses promotions that take no applications, and unknown ones', async () => {
    const closed = await promotion({ acceptsApplications: false });
    const member = await buildMember(app);
    const res = await apply(member, closed.id, { comment: 'xin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('promotion.applications_closed');
    const unknown = await apply(member, 987654321, { comment: 'xin' });
    expect(unknown.json().code).toBe('promotion.not_found');
    const empty = await apply(member, closed.id, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    // The public promotion says whether it takes applications.
    const open = await promotion();
    const detail = await app.inject({ method: 'GET', url: `/wps/content/promotions/${open.id}` });
    expect(PromotionSchema.parse(detail.json().value).acceptsApplications).toBe(true);
  });
});

describe('review and the reward center', () => {
  it('approval grants a reward the member claims into the wallet exactly once', async () => {
    const p = await promotion();
    const member = await buildMember(app);
    const applied = ApplicationSchema.parse(
      (await apply(member, p.id, { comment: 'Hoàn trả giúp tôi', images: [PNG] })).json().value,
    );
    const queue = await call(
      'GET',
      '/wps/admin/promotion-applications?state=pending&pageSize=200',
      OPERATOR_AUTH,
    );
    const listed = AdminApplicationPageSchema.parse(queue.json().value).list.find(
      (a) => a.id === applied.id,
    )!;
    expect(listed).toMatchObject({ username: member.account, comment: 'Hoàn trả giúp tôi' });
    const image = await call('GET', listed.images[0]!, OPERATOR_AUTH);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Members' evidence is not public.
    const anonymous = await app.inject({ method: 'GET', url: listed.images[0]! });
    expect(anonymous.statusCode).toBe(401);

    const approve = (payload: object) =>
      call(
        'POST',
        `/wps/admin/promotion-applications/${applied.id}/approve`,
        OPERATOR_AUTH,
        payload,
      );
    const [first, second] = await Promise.all([
      approve({ bonus: '120000', wageringMultiple: 5 }),
      approve({ bonus: '120000', wageringMultiple: 5 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const approved = AdminApplicationSchema.parse(
      (first.statusCode === 200 ? first : second).json().value,
    );
    expect(approved).toMatchObject({ state: 'approved', bonus: '120000.00', wageringMultiple: 5 });
    const grants = await app.db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.source, `promotion_application:${applied.id}`));
    expect(grants).toHaveLength(1);

    const mine = ApplicationListSchema.parse(
      (await call('GET', '/wps/promotions/applications', bearer(member.token))).json().value,
    ).list;
    expect(mine[0]).toMatchObject({ state: 'approved', bonus: '120000.00' });

    const rewards = RewardListSchema.parse(
      (await call('GET', '/wps/member/rewards', bearer(member.token))).json().value,
    ).list;
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      title: p.title,
      amount: '120000.00',
      wageringMultiple: 5,
      turnoverRequired: '600000.00',
      state: 'claimable',
    });

    const balance = await walletBalance(app.db, member);
    const transfers = await transferCount(app.db);
    const claim = () =>
      call('POST', `/wps/member/rewards/${rewards[0]!.id}/claim`, bearer(member.token));
    const claims = await Promise.all([claim(), claim(), claim()]);
    for (const res of claims) {
      expect(res.statusCode, res.body).toBe(200);
      expect(RewardSchema.parse(res.json().value).state).toBe('claimed');
    }
    expect(Number(await walletBalance(app.db, member))).toBe(Number(balance) + 120000);
    expect(await transferCount(app.db)).toBe(transfers + 1);

    // The operator reads the member's grants with their source and state; an unknown id is 404.
    const seen = AdminRewardListSchema.parse(
      (await call('GET', `/wps/admin/members/${member.id}/rewards`, OPERATOR_AUTH)).json().value,
    ).list;
    expect(seen).toEqual([
      expect.objectContaining({
        source: `promotion_application:${applied.id}`,
        state: 'claimed',
        turnoverRequired: '600000.00',
        wageringMetAt: null,
      }),
    ]);
    const unknown = await call('GET', '/wps/admin/members/999999999/rewards', OPERATOR_AUTH);
    expect(unknown.json().code).toBe('operator.account_not_found');
    expect((await call('GET', `/wps/admin/members/${member.id}/rewards`, {})).statusCode).toBe(401);

    // Another member cannot claim it.
    const other = await buildMember(app);
    const stolen = await call(
      'POST',
      `/wps/member/rewards/${rewards[0]!.id}/claim`,
      bearer(other.token),
    );
    expect(stolen.json().code).toBe('reward.not_found');
  });

  it('rejection carries a reason; the member may apply again', async () => {
    const p = await promotion();
    const member = await buildMember(app);
    const applied = ApplicationSchema.parse(
      (await apply(member, p.id, { comment: 'lần đầu' })).json().value,
    );
    const reject = await call(
      'POST',
      `/wps/admin/promotion-applications/${applied.id}/reject`,
      OPERATOR_AUTH,
      { reason: 'Ảnh không rõ' },
    );
    expect(reject.statusCode, reject.body).toBe(200);
    const again = await call(
      'POST',
      `/wps/admin/promotion-applications/${applied.id}/approve`,
      OPERATOR_AUTH,
      { bonus: '1', wageringMultiple: 0 },
    );
    expect(again.json().code).toBe('promotion.application_decided');
    const mine = ApplicationListSchema.parse(
      (
        await call('GET', `/wps/promotions/applications?promotionId=${p.id}`, bearer(member.token))
      ).json().value,
    ).list;
    expect(mine[0]).toMatchObject({ state: 'rejected', reason: 'Ảnh không rõ' });
    expect((await apply(member, p.id, { comment: 'lần hai' })).statusCode).toBe(201);
  });

  it('needs the promotions.review permission', async () => {
    const content = await signInDemoOperator(app, 'content', new Date());
    const refused = await call('GET', '/wps/admin/promotion-applications', bearer(content));
    expect(refused.statusCode).toBe(403);
    const support = await signInDemoOperator(app, 'support', new Date());
    expect(
      (await call('GET', '/wps/admin/promotion-applications', bearer(support))).statusCode,
    ).toBe(200);
    const unknown = await call(
      'POST',
      '/wps/admin/promotion-applications/987654321/approve',
      OPERATOR_AUTH,
      { bonus: '10', wageringMultiple: 1 },
    );
    expect(unknown.json().code).toBe('promotion.application_not_found');
  });
});
