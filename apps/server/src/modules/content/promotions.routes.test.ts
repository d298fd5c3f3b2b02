import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AdminPromotionPageSchema,
  AdminPromotionSchema,
  PromotionListSchema,
  PromotionSchema,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { freshAddress, signInDemoOperator } from '../../testing/operators.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const IMAGES = [
  { url: '/wps/media/promo/welcome-vi-card.svg', sequence: 1 },
  { url: '/wps/media/promo/welcome-vi-banner.svg', sequence: 2 },
];

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = OPERATOR_AUTH,
) =>
  app.inject({
    method,
    url,
    headers,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

async function publicList(language: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/content/promotions?language=${language}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PromotionListSchema.parse(res.json().value).list;
}
async function create(body: object) {
  const res = await call('POST', '/wps/admin/content/promotions', body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminPromotionSchema.parse(res.json().value);
}
const base = {
  title: 'Khuyến mãi thử',
  content: '<p>Nội dung</p>',
  category: 'other_promo',
  noExpiry: 1,
  images: IMAGES,
};

describe('promotions: the public list and detail', () => {
  it('serves the visitor’s language and falls back to TY for a promotion without a translation', async () => {
    const vi = await publicList('TY');
    const en = await publicList('EN');
    const th = await publicList('th');
    const ja = await publicList('ja');
    // Every promotion has an English translation in the demo; some have a Thai one.
    expect(en.length).toBe(vi.length);
    expect(en.every((p) => p.language === 'en')).toBe(true);
    expect(th.length).toBe(vi.length);
    expect(th.some((p) => p.language === 'th')).toBe(true);
    expect(th.some((p) => p.language === 'vi')).toBe(true);
    // No Japanese translation at all: everything in Vietnamese.
    expect(ja.map((p) => p.id)).toEqual(vi.map((p) => p.id));

    const original = await create({ ...base, title: 'Chỉ tiếng Việt' });
    const translated = await create({
      ...base,
      title: 'English only here',
      language: 'en',
      translationOf: original.id,
    });
    const enIds = (await publicList('EN')).map((p) => p.id);
    expect(enIds).toContain(translated.id);
    expect(enIds).not.toContain(original.id);
    expect((await publicList('ko')).map((p) => p.id)).toContain(original.id);

    // The detail by the Vietnamese id answers the translation in its language.
    const detail = await app.inject({
      method: 'GET',
      url: `/wps/content/promotions/${original.id}?language=EN`,
    });
    expect(PromotionSchema.parse(detail.json().value)).toMatchObject({
      id: translated.id,
      title: 'English only here',
    });
    const viDetail = await app.inject({
      method: 'GET',
      url: `/wps/content/promotions/${original.id}`,
    });
    expect(viDetail.json().value.title).toBe('Chỉ tiếng Việt');
  });

  it('lists only live promotions: started, not ended unless long-term, and on', async () => {
    const list = await publicList('TY');
    expect(list.length).toBeGreaterThanOrEqual(12);
    const now = Date.now();
    for (const p of list) {
      expect(p.language).toBe('vi');
      expect(Date.parse(p.startDate)).toBeLessThanOrEqual(now);
      if (p.noExpiry === 1) expect(p.endDate).toBeNull();
      else expect(Date.parse(p.endDate!)).toBeGreaterThan(now);
      expect(p.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    }
    // The demo's ended promotions exist but are not listed.
    const ended = await call('GET', '/wps/admin/content/promotions?state=ended&language=vi');
    const endedIds = AdminPromotionPageSchema.parse(ended.json().value).list.map((p) => p.id);
    expect(endedIds.length).toBeGreaterThanOrEqual(2);
    expect(list.map((p) => p.id)).not.toEqual(expect.arrayContaining([endedIds[0]]));

    const scheduled = await create({ ...base, title: 'Sắp tới', startDate: inDays(2) });
    const off = await create({ ...base, title: 'Tắt', enabled: false });
    const past = await create({
      ...base,
      title: 'Đã qua',
      noExpiry: 0,
      startDate: inDays(-5),
      endDate: inDays(-1),
    });
    const longTerm = await create({ ...base, title: 'Dài hạn', startDate: inDays(-400) });
    const ids = (await publicList('TY')).map((p) => p.id);
    expect(ids).toContain(longTerm.id);
    for (const p of [scheduled, off, past]) expect(ids).not.toContain(p.id);
    expect([scheduled.state, off.state, past.state, longTerm.state]).toEqual([
      'scheduled',
      'off',
      'ended',
      'live',
    ]);
  });

  it('answers promotion.not_found for an unknown, ended or switched-off id', async () => {
    const off = await create({ ...base, enabled: false });
    for (const id of [999_999, off.id]) {
      const res = await app.inject({ method: 'GET', url: `/wps/content/promotions/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('promotion.not_found');
    }
    const bad = await app.inject({ method: 'GET', url: '/wps/content/promotions/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    const lang = await app.inject({ method: 'GET', url: '/wps/content/promotions?language=xx' });
    expect(lang.json().code).toBe('request.invalid');
  });
});

describe('promotions: the back office', () => {
  it('creates, changes and deletes a promotion, each audited', async () => {
    const created = await create({ ...base, title: 'Mới', category: 'point_mall', sort: -5 });
    expect((await publicList('TY'))[0]!.id).toBe(created.id);
    const patch = await call('PATCH', `/wps/admin/content/promotions/${created.id}`, {
      title: 'Mới hơn',
      noExpiry: 0,
      endDate: inDays(3),
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().value).toMatchObject({ title: 'Mới hơn', noExpiry: 0, state: 'live' });
    const del = await call('DELETE', `/wps/admin/content/promotions/${created.id}`);
    expect(del.json().value).toEqual({ id: created.id, deleted: true });
    expect((await publicList('TY')).map((p) => p.id)).not.toContain(created.id);

    const audit = async (action: string) => {
      const res = await call('GET', `/wps/admin/audit?action=${action}&targetId=${created.id}`);
      return res.json().value.list as { before: unknown; after: unknown }[];
    };
    expect(await audit('promotion.create')).toHaveLength(1);
    const [update] = await audit('promotion.update');
    expect(update!.before).toMatchObject({ title: 'Mới', noExpiry: 1 });
    expect(update!.after).toMatchObject({ title: 'Mới hơn', noExpiry: 0 });
    expect(await audit('promotion.delete')).toHaveLength(1);
  });

  it('refuses with stable codes: dates, translations, unknown ids, bad fields', async () => {
    const dates = [
      { ...base, noExpiry: 0 },
      { ...base, noExpiry: 0, startDate: inDays(2), endDate: inDays(1) },
      { ...base, noExpiry: 1, endDate: inDays(3) },
    ];
    for (const body of dates) {
      const res = await call('POST', '/wps/admin/content/promotions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('promotion.invalid_dates');
    }
    const original = await create(base);
    const english = await create({ ...base, language: 'en', translationOf: original.id });
    for (const body of [
      { ...base, language: 'en', translationOf: original.id },
      { ...base, language: 'vi', translationOf: original.id },
      { ...base, language: 'th', translationOf: english.id },
      { ...base, language: 'th', translationOf: 999_999 },
    ]) {
      const res = await call('POST', '/wps/admin/content/promotions', body);
      expect(res.json().code, JSON.stringify(body)).toBe('promotion.translation_invalid');
    }
    for (const body of [
      { ...base, category: 'jackpot' },
      { ...base, language: 'xx' },
      { ...base, images: [{ url: 'https://evil.example/x.png', sequence: 1 }] },
      { ...base, images: [{ url: IMAGES[0]!.url, sequence: 3 }] },
      { ...base, title: '' },
      { ...base, id: 7 },
      { ...base, content: '<script>alert(1)</script>' },
    ]) {
      const res = await call('POST', '/wps/admin/content/promotions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(
        method,
        '/wps/admin/content/promotions/999999',
        method === 'PATCH' ? { title: 'x' } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('promotion.not_found');
    }
  });

  it('needs an operator with content.write', async () => {
    const anonymous = await call('GET', '/wps/admin/content/promotions', undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('operator.unauthorized');
    const support = await signInDemoOperator(app, 'support', new Date());
    const res = await call('POST', '/wps/admin/content/promotions', base, bearer(support));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('operator.forbidden');
    const content = await signInDemoOperator(app, 'content', new Date());
    const ok = await call('GET', '/wps/admin/content/promotions', undefined, bearer(content));
    expect(ok.statusCode).toBe(200);
  });
});
