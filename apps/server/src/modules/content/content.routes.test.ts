import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BANNER_GROUPS, BannerListSchema } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { and, eq, sql } from 'drizzle-orm';
import { announcements, banners } from '../../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

function getBanners(query: string) {
  return app.inject({ method: 'GET', url: `/wps/content/banners${query}` });
}

describe('GET /wps/content/banners', () => {
  it('answers the home banners in sequence order, each with its image and link', async () => {
    const res = await getBanners('?groupName=m_home');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const list = BannerListSchema.parse(body.value);
    expect(list.map((b) => b.sequence)).toEqual([1, 2, 3, 4]);
    for (const banner of list) {
      expect(banner.groupName).toBe('m_home');
      expect(banner.url).toMatch(/^\/wps\/media\/banner\/[\w.-]+\.svg$/);
    }
    // The demo's ended and not-yet-started home banners stay hidden.
    expect(list.map((b) => b.title).join()).not.toMatch(/kết thúc|sắp diễn ra/);
    expect(list.some((b) => /^\/m\/activityDetail\?id=\d+$/.test(b.link))).toBe(true);
  });

  it('has banners for every group of spec §3', async () => {
    for (const group of BANNER_GROUPS) {
      const res = await getBanners(`?groupName=${group}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().value.length, group).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows only enabled banners whose dates hold now, ordered by sequence', async () => {
    await app.db.delete(banners);
    const base = { groupName: 'm_help', imageUrl: '/wps/media/banner/t.svg', link: '' };
    await app.db.insert(banners).values([
      { ...base, title: 'late', sequence: 9, startAt: daysFromNow(-1) },
      { ...base, title: 'ended', sequence: 1, startAt: daysFromNow(-9), endAt: daysFromNow(-1) },
      { ...base, title: 'future', sequence: 2, startAt: daysFromNow(1) },
      { ...base, title: 'off', sequence: 3, startAt: daysFromNow(-1), enabled: false },
      { ...base, title: 'ending', sequence: 5, startAt: daysFromNow(-1), endAt: daysFromNow(1) },
      { ...base, title: 'first', sequence: 0, startAt: daysFromNow(-1) },
      { ...base, title: 'other group', groupName: 'm_reg', sequence: 4, startAt: daysFromNow(-1) },
    ]);
    const res = await getBanners('?groupName=m_help');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.map((b: { title: string }) => b.title)).toEqual([
      'first',
      'ending',
      'late',
    ]);
    const empty = await getBanners('?groupName=m_notice');
    expect(empty.json()).toEqual({ success: true, value: [] });
  });

  it('refuses a missing or unknown group with request.invalid', async () => {
    for (const query of ['', '?groupName=', '?groupName=home', '?groupName=M_HOME']) {
      const res = await getBanners(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
      expect(res.json().value.field).toBe('querystring.groupName');
    }
  });

  it('is refused while the COMM3 module is switched off', async () => {
    const off = await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/whitelabel',
      headers: OPERATOR_AUTH,
      payload: { COMM3: false },
    });
    expect(off.statusCode).toBe(200);
    const res = await getBanners('?groupName=m_home');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('module.disabled');
    await app.inject({
      method: 'PATCH',
      url: '/wps/admin/system/whitelabel',
      headers: OPERATOR_AUTH,
      payload: { COMM3: true },
    });
    expect((await getBanners('?groupName=m_home')).statusCode).toBe(200);
  });
});

describe('banners and announcements kept in the read cache', () => {
  let cached: FastifyInstance;
  beforeAll(async () => {
    cached = await buildTestApp({ readCacheMs: 3_600_000 });
  });
  afterAll(async () => {
    await cached.close();
  });

  const titlesOf = async (url: string) => {
    const res = await cached.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value as { title: string }[] | { list: { title: string }[] };
    return (Array.isArray(value) ? value : value.list).map((item) => item.title);
  };
  const HOME_BANNERS = '/wps/content/banners?groupName=m_home';
  const HOME_NOTICES = '/wps/content/announcements?types=B,PL,PU&groupName=m_home';

  it("shows an operator's change at once, and a change made in SQL only when the cache lets go", async () => {
    const before = await titlesOf(HOME_BANNERS);
    const [first] = await cached.db
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.groupName, 'm_home'), eq(banners.sequence, 1)));
    await cached.db
      .update(banners)
      .set({ title: 'Sửa trong SQL' })
      .where(eq(banners.id, first!.id));
    expect(await titlesOf(HOME_BANNERS)).toEqual(before);

    const changed = await cached.inject({
      method: 'PATCH',
      url: `/wps/admin/content/banners/${first!.id}`,
      headers: OPERATOR_AUTH,
      payload: { title: 'Đổi qua trang quản trị' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await titlesOf(HOME_BANNERS)).toContain('Đổi qua trang quản trị');
  });

  it('lets go of a list when one of its windows opens or closes, with no one changing anything', async () => {
    // Rows written behind the server's back, before these lists are first read: only their
    // windows can make the cached lists change.
    const HOT_BANNERS = '/wps/content/banners?groupName=m_hot';
    const PLAYER_NOTICES = '/wps/content/announcements?types=PL&groupName=m_home';
    await cached.db.insert(banners).values({
      groupName: 'm_hot',
      title: 'Mở sau một giây',
      imageUrl: '/wps/media/banner/m_home-1.svg',
      sequence: 9,
      startAt: sql`now() + interval '1 second'`,
    });
    await cached.db.insert(announcements).values({
      type: 'PL',
      groupName: 'player',
      language: 'vi',
      title: 'Hết sau một giây',
      content: '<p>Hết sau một giây</p>',
      platform: 'ALL',
      endDate: sql`now() + interval '1 second'`,
    });
    expect(await titlesOf(HOT_BANNERS)).not.toContain('Mở sau một giây');
    expect(await titlesOf(PLAYER_NOTICES)).toContain('Hết sau một giây');
    await expect
      .poll(() => titlesOf(HOT_BANNERS), { timeout: 20_000 })
      .toContain('Mở sau một giây');
    await expect
      .poll(() => titlesOf(PLAYER_NOTICES), { timeout: 20_000 })
      .not.toContain('Hết sau một giây');
  }, 60_000);

  it("drops a visitor's announcements when an operator ends one", async () => {
    const [shown] = await titlesOf(HOME_NOTICES);
    const [row] = await cached.db
      .select({ id: announcements.id })
      .from(announcements)
      .where(eq(announcements.title, shown!));
    const ended = await cached.inject({
      method: 'POST',
      url: `/wps/admin/content/announcements/${row!.id}/end`,
      headers: OPERATOR_AUTH,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await titlesOf(HOME_NOTICES)).not.toContain(shown);
  });
});
