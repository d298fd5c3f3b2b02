import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminBannerPageSchema, AdminBannerSchema, BANNER_GROUPS } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const IMAGE = '/wps/media/banner/m_home-1.svg';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: OPERATOR_AUTH, ...(payload ? { payload } : {}) });

async function list(query: string) {
  const res = await call('GET', `/wps/admin/content/banners${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminBannerPageSchema.parse(res.json().value);
}
async function create(body: object) {
  const res = await call('POST', '/wps/admin/content/banners', body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminBannerSchema.parse(res.json().value);
}
async function carousel(group: string) {
  const res = await app.inject({ method: 'GET', url: `/wps/content/banners?groupName=${group}` });
  return res.json().value as { id: number; url: string; title: string }[];
}
async function auditOf(action: string, id: number) {
  const res = await call('GET', `/wps/admin/audit?action=${action}&targetId=${id}`);
  return res.json().value.list as {
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }[];
}

describe('back office: banners', () => {
  it('lists the banners of every group, by group and state', async () => {
    const all = await list('?pageSize=200');
    expect(new Set(all.list.map((b) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
    const home = await list('?group=m_home');
    expect(home.list.every((b) => b.groupName === 'm_home')).toBe(true);
    const live = await list('?group=m_home&state=live');
    expect(live.list.map((b) => b.id)).toEqual((await carousel('m_home')).map((b) => b.id));
    // The demo's ended and not-yet-started home banners are there too, in their states.
    expect((await list('?group=m_home&state=ended')).total).toBeGreaterThan(0);
    expect((await list('?group=m_home&state=scheduled')).total).toBeGreaterThan(0);
  });

  it('creates a banner in every group; a live one joins the carousel, a scheduled one waits', async () => {
    for (const group of BANNER_GROUPS) {
      const banner = await create({
        groupName: group,
        title: `Mới ${group}`,
        imageUrl: IMAGE,
        link: '/m/promotion',
        sequence: -1,
      });
      expect(banner).toMatchObject({
        groupName: group,
        state: 'live',
        enabled: true,
        endDate: null,
      });
      const shown = await carousel(group);
      expect(shown[0]!.id, group).toBe(banner.id);
    }
    const later = await create({
      groupName: 'm_home',
      title: 'Tết',
      imageUrl: IMAGE,
      link: 'https://luckylotus.example/tet',
      startDate: inDays(3),
      endDate: inDays(10),
    });
    expect(later.state).toBe('scheduled');
    expect((await carousel('m_home')).map((b) => b.id)).not.toContain(later.id);
    const [line] = await auditOf('banner.create', later.id);
    expect(line!.after).toMatchObject({ title: 'Tết', groupName: 'm_home' });
  });

  it('changes a banner (off leaves the carousel), audited before → after', async () => {
    const banner = await create({ groupName: 'm_reg', title: 'Đăng ký', imageUrl: IMAGE });
    const res = await call('PATCH', `/wps/admin/content/banners/${banner.id}`, {
      title: 'Đăng ký nhận quà',
      sequence: 7,
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      title: 'Đăng ký nhận quà',
      sequence: 7,
      state: 'off',
    });
    expect((await carousel('m_reg')).map((b) => b.id)).not.toContain(banner.id);
    expect((await list('?group=m_reg&state=off')).list.map((b) => b.id)).toContain(banner.id);
    const [line] = await auditOf('banner.update', banner.id);
    expect(line!.before).toMatchObject({ title: 'Đăng ký', enabled: true, state: 'live' });
    expect(line!.after).toMatchObject({ title: 'Đăng ký nhận quà', enabled: false, state: 'off' });
    const on = await call('PATCH', `/wps/admin/content/banners/${banner.id}`, { enabled: true });
    expect(on.json().value.state).toBe('live');
  });

  it('ends a banner now; it leaves the carousel and keeps its end when ended again', async () => {
    const banner = await create({ groupName: 'm_hot', title: 'Hot', imageUrl: IMAGE });
    const ended = await call('POST', `/wps/admin/content/banners/${banner.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value.state).toBe('ended');
    expect((await carousel('m_hot')).map((b) => b.id)).not.toContain(banner.id);
    const again = await call('POST', `/wps/admin/content/banners/${banner.id}/end`);
    expect(again.json().value.endDate).toBe(ended.json().value.endDate);
    expect((await auditOf('banner.end', banner.id)).length).toBe(2);
  });

  it('refuses dates that end before they start', async () => {
    const res = await call('POST', '/wps/admin/content/banners', {
      groupName: 'm_home',
      title: 'x',
      imageUrl: IMAGE,
      startDate: inDays(2),
      endDate: inDays(1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('banner.invalid_dates');
    const banner = await create({
      groupName: 'm_home',
      title: 'x',
      imageUrl: IMAGE,
      startDate: inDays(1),
    });
    const patch = await call('PATCH', `/wps/admin/content/banners/${banner.id}`, {
      endDate: inDays(0.5),
    });
    expect(patch.json().code).toBe('banner.invalid_dates');
  });

  it('refuses links and images from elsewhere, unknown groups and fields', async () => {
    const base = { groupName: 'm_home', title: 'x', imageUrl: IMAGE };
    for (const body of [
      { ...base, link: 'javascript:alert(1)' },
      { ...base, link: 'http://example.com' },
      { ...base, link: '//evil.example' },
      { ...base, link: '/admin' },
      { ...base, imageUrl: 'https://evil.example/x.png' },
      { ...base, imageUrl: '/wps/media/../admin' },
      { ...base, imageUrl: 'data:image/png;base64,AAAA' },
      { ...base, groupName: 'home' },
      { ...base, title: '' },
      { ...base, id: 5 },
    ]) {
      const res = await call('POST', '/wps/admin/content/banners', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });

  it('answers banner.not_found for an unknown banner', async () => {
    expect(
      (await call('PATCH', '/wps/admin/content/banners/999999', { title: 'x' })).json().code,
    ).toBe('banner.not_found');
    const end = await call('POST', '/wps/admin/content/banners/999999/end');
    expect(end.statusCode).toBe(404);
    expect(end.json().code).toBe('banner.not_found');
  });
});
