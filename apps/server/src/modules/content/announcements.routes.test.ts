import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  AdminAnnouncementSchema,
  AnnouncementListSchema,
  groupAnnouncements,
  type Announcement,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { announcementReads, announcements } from '../../db/schema.ts';
import { demoAnnouncementRows } from '../../db/seed/demo/content.ts';
import { sanitizeContentHtml } from './sanitize-html.ts';

let app: FastifyInstance;
let demo: string;
let agent: string;
let trial: string;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await loginAs(app, 'demo');
  agent = await loginAs(app, 'agent01');
  const res = await app.inject({ method: 'POST', url: '/wps/auth/trial' });
  trial = res.json().value.token as string;
});
afterAll(async () => {
  await app.close();
});

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

async function list(query: string, token?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/content/announcements${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe(true);
  return AnnouncementListSchema.parse(res.json().value);
}

function markRead(token: string | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/wps/content/announcements/read',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

function create(payload: object) {
  return app.inject({
    method: 'POST',
    url: '/wps/admin/content/announcements',
    headers: OPERATOR_AUTH,
    payload,
  });
}

const titles = (items: Announcement[]) => items.map((a) => a.title);

describe('GET /wps/content/announcements (spec §7)', () => {
  it('answers the home types B, PL, PU without a token, grouped as spec §3 names them', async () => {
    const value = await list('?types=B,PL,PU&groupName=m_home&platform=M&language=TY');
    const groups = groupAnnouncements(value.list);
    expect(titles(groups.player)).toEqual([
      'Bảo trì hệ thống định kỳ',
      'Cảnh giác tài khoản giả mạo',
      'Nạp tiền nhanh bằng VietQR',
    ]);
    expect(titles(groups.hot)).toEqual(['Ra mắt Xổ số nhanh 1 phút']);
    expect(titles(groups.popup)).toEqual(['Chào mừng đến với Lucky Lotus']);
    // The register-only banner announcement stays off the home page.
    expect(titles(groups.banners)).toEqual(['Đua top nổ hũ 200 triệu']);
    expect(groups.agent).toEqual([]);
    expect(groups.promotion).toEqual([]);
    for (const item of value.list) {
      expect(item.announcementId).toBe(item.id);
      expect(item.read).toBe(false);
      expect(item.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(value.unreadCount).toBe(0);
  });

  it('answers the register page its banner announcements (types B, groupName m_reg)', async () => {
    const value = await list('?types=B&groupName=m_reg&platform=M');
    expect(titles(value.list)).toEqual([
      'Ưu đãi thành viên mới tháng này',
      'Đua top nổ hũ 200 triệu',
    ]);
  });

  it('answers in the asked language', async () => {
    const value = await list('?types=PU&language=EN');
    expect(titles(value.list)).toEqual(['Welcome to Lucky Lotus']);
    expect(value.list[0]!.content).toContain('<b>18 or older</b>');
  });

  it('shows only enabled announcements of the platform whose dates hold now, in sort order', async () => {
    const base = { type: 'PL', groupName: 'player', language: 'vi', content: '<p>x</p>' };
    await app.db.insert(announcements).values([
      { ...base, title: 'T-late', sort: -5, startDate: daysFromNow(-1) },
      { ...base, title: 'T-first', sort: -9, startDate: daysFromNow(-2) },
      { ...base, title: 'T-same-sort-newer', sort: -5, startDate: daysFromNow(-0.5) },
      { ...base, title: 'T-ended', sort: -9, startDate: daysFromNow(-9), endDate: daysFromNow(-1) },
      { ...base, title: 'T-future', sort: -9, startDate: daysFromNow(1) },
      { ...base, title: 'T-off', sort: -9, startDate: daysFromNow(-1), enabled: false },
      { ...base, title: 'T-web', sort: -9, startDate: daysFromNow(-1), platform: 'W' },
      { ...base, title: 'T-mobile', sort: -9, startDate: daysFromNow(-3), platform: 'M' },
      { ...base, title: 'T-en', sort: -9, startDate: daysFromNow(-1), language: 'en' },
    ]);
    const value = await list('?types=PL&platform=M');
    expect(titles(value.list).filter((t) => t.startsWith('T-'))).toEqual([
      'T-first',
      'T-mobile',
      'T-same-sort-newer',
      'T-late',
    ]);
    const web = await list('?types=PL&platform=W');
    expect(titles(web.list)).toContain('T-web');
    expect(titles(web.list)).not.toContain('T-mobile');
    await app.db.delete(announcements).where(sql`${announcements.title} like 'T-%'`);
  });

  it('refuses bad input with request.invalid', async () => {
    for (const query of [
      '?types=',
      '?types=X',
      '?types=PL,ZZ',
      '?groupName=home',
      '?platform=X',
      '?language=FR',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/wps/content/announcements${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
  });

  it('keeps type A for agents, with their unread count for the agent footer', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/wps/content/announcements?types=A' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('auth.required');
    const player = await app.inject({
      method: 'GET',
      url: '/wps/content/announcements?types=A',
      headers: bearer(demo),
    });
    expect(player.statusCode).toBe(403);
    expect(player.json().code).toBe('auth.not_agent');

    const before = await list('?types=A', agent);
    expect(titles(before.list)).toEqual([
      'Chính sách hoa hồng đại lý mới',
      'Hướng dẫn mở tài khoản tuyến dưới',
    ]);
    expect(before.unreadCount).toBe(2);
    const res = await markRead(agent, { announcementId: before.list[0]!.id, read: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list('?types=A', agent);
    expect(after.unreadCount).toBe(1);
    expect(after.list.map((a) => a.read)).toEqual([true, false]);
    // The token may come as a query parameter, as spec §7 lists it.
    const byQuery = await app.inject({
      method: 'GET',
      url: `/wps/content/announcements?types=A&token=${agent}`,
    });
    expect(byQuery.json().value.unreadCount).toBe(1);
  });

  it('reads an unknown or expired token as a visitor for the public types', async () => {
    const value = await list('?types=PL', 'not-a-real-token');
    expect(value.unreadCount).toBe(0);
    expect(value.list.length).toBeGreaterThan(0);
  });

  it('is refused while the COMM3 module is switched off', async () => {
    const patch = (on: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/wps/admin/system/whitelabel',
        headers: OPERATOR_AUTH,
        payload: { COMM3: on },
      });
    expect((await patch(false)).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/wps/content/announcements' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('module.disabled');
    await patch(true);
  });
});

describe('POST /wps/content/announcements/read (spec §4, §6, §7)', () => {
  it('marks one read for the member, once, and counts the rest unread', async () => {
    const before = await list('?types=PL,PU', demo);
    expect(before.unreadCount).toBe(before.list.length);
    const target = before.list[1]!;
    for (let i = 0; i < 2; i++) {
      const res = await markRead(demo, { announcementId: target.id, read: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ announcementId: target.id, read: true });
    }
    const after = await list('?types=PL,PU', demo);
    expect(after.list.find((a) => a.id === target.id)!.read).toBe(true);
    expect(after.unreadCount).toBe(before.list.length - 1);
    // Read state is the member's own: the agent still has it unread.
    const other = await list('?types=PL,PU', agent);
    expect(other.list.find((a) => a.id === target.id)!.read).toBe(false);
    const rows = await app.db
      .select()
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, target.id));
    expect(rows).toHaveLength(1);
  });

  it('needs a session and refuses trial accounts (type 4)', async () => {
    const { list: items } = await list('?types=PL');
    const id = items[0]!.id;
    const none = await markRead(undefined, { announcementId: id, read: true });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('auth.required');
    const res = await markRead(trial, { announcementId: id, read: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.trial_forbidden');
    // A trial account sees everything unread and no count.
    const seen = await list('?types=PL', trial);
    expect(seen.unreadCount).toBe(0);
    expect(seen.list.every((a) => !a.read)).toBe(true);
  });

  it('refuses announcements the member cannot see with announcement.not_found', async () => {
    const [ended] = await app.db
      .insert(announcements)
      .values({
        type: 'PL',
        groupName: 'player',
        title: 'ended',
        content: '<p>x</p>',
        startDate: daysFromNow(-3),
        endDate: daysFromNow(-1),
      })
      .returning({ id: announcements.id });
    const agentOnly = (await list('?types=A', agent)).list[0]!.id;
    for (const id of [ended!.id, agentOnly, 999_999]) {
      const res = await markRead(demo, { announcementId: id, read: true });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('announcement.not_found');
    }
  });

  it('refuses bad bodies with request.invalid', async () => {
    for (const payload of [
      {},
      { announcementId: 'abc' },
      { announcementId: 0 },
      { announcementId: 1, read: false },
    ]) {
      const res = await markRead(demo, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });
});

describe('operator announcements', () => {
  it('creates an announcement with sanitised HTML that the list then shows', async () => {
    const res = await create({
      type: 'PL',
      language: 'en',
      title: '  Server upgrade tonight ',
      content:
        '<p onclick="steal()">Upgrade at <b>23:00</b><script>alert(1)</script><img src=x onerror="x()"><a href="javascript:alert(1)">more</a></p><iframe src="https://evil.example"></iframe>',
      sort: -100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = AdminAnnouncementSchema.parse(res.json().value);
    expect(created).toMatchObject({
      type: 'PL',
      groupName: 'player',
      title: 'Server upgrade tonight',
      platform: 'ALL',
      pages: [],
      endDate: null,
    });
    expect(created.content).toBe('<p>Upgrade at <b>23:00</b><img src="x"><a>more</a></p>');
    const value = await list('?types=PL&language=EN');
    expect(value.list[0]).toMatchObject({ id: created.id, content: created.content });
  });

  it('ends an announcement, which leaves the list at once', async () => {
    const created = AdminAnnouncementSchema.parse(
      (await create({ type: 'PU', title: 'Flash sale', content: '<p>Now</p>', sort: -1 })).json()
        .value,
    );
    expect(titles((await list('?types=PU')).list)).toContain('Flash sale');
    const res = await app.inject({
      method: 'POST',
      url: `/wps/admin/content/announcements/${created.id}/end`,
      headers: OPERATOR_AUTH,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ended = AdminAnnouncementSchema.parse(res.json().value);
    expect(Date.parse(ended.endDate!)).toBeLessThanOrEqual(Date.now());
    expect(titles((await list('?types=PU')).list)).not.toContain('Flash sale');
    // Ending it again keeps the first end date.
    const again = await app.inject({
      method: 'POST',
      url: `/wps/admin/content/announcements/${created.id}/end`,
      headers: OPERATOR_AUTH,
    });
    expect(again.json().value.endDate).toBe(ended.endDate);
    const missing = await app.inject({
      method: 'POST',
      url: '/wps/admin/content/announcements/999999/end',
      headers: OPERATOR_AUTH,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('announcement.not_found');
  });

  it('refuses wrong dates, empty content and bad types, storing nothing', async () => {
    const countRows = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(announcements))[0]!.n;
    const before = await countRows();
    const bad: [object, string, number][] = [
      [
        {
          type: 'PL',
          title: 'x',
          content: '<p>x</p>',
          startDate: '2026-01-02T00:00:00Z',
          endDate: '2026-01-01T00:00:00Z',
        },
        'announcement.invalid_dates',
        400,
      ],
      [{ type: 'PL', title: 'x', content: '<script>alert(1)</script>' }, 'request.invalid', 400],
      [{ type: 'ZZ', title: 'x', content: '<p>x</p>' }, 'request.invalid', 400],
      [{ type: 'PL', title: '   ', content: '<p>x</p>' }, 'request.invalid', 400],
    ];
    for (const [payload, code, status] of bad) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await countRows()).toBe(before);
  });

  it('needs the operator token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/admin/content/announcements',
      headers: bearer(demo),
      payload: { type: 'PL', title: 'x', content: '<p>x</p>' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('operator.unauthorized');
  });
});

describe('demo announcements', () => {
  it('are stored in the form the sanitiser keeps', async () => {
    for (const row of demoAnnouncementRows(new Date())) {
      expect(await sanitizeContentHtml(row.content), row.title).toBe(row.content);
    }
  });
});

describe('back office announcement list and edit', () => {
  const adminList = async (query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/wps/admin/content/announcements${query}`,
      headers: OPERATOR_AUTH,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { list: { id: number; title: string }[]; total: number };
  };
  const patch = (id: number, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/wps/admin/content/announcements/${id}`,
      headers: OPERATOR_AUTH,
      payload,
    });

  it('lists live, scheduled and ended announcements apart', async () => {
    const live = (await create({ type: 'PL', title: 'BO-live', content: '<p>a</p>' })).json().value;
    const later = (
      await create({
        type: 'PL',
        title: 'BO-later',
        content: '<p>b</p>',
        startDate: daysFromNow(3).toISOString(),
      })
    ).json().value;
    const ended = (await create({ type: 'PL', title: 'BO-ended', content: '<p>c</p>' })).json()
      .value;
    await app.inject({
      method: 'POST',
      url: `/wps/admin/content/announcements/${ended.id}/end`,
      headers: OPERATOR_AUTH,
    });
    const ids = async (state: string) =>
      (await adminList(`?state=${state}&pageSize=200`)).list.map((a) => a.id);
    expect(await ids('live')).toContain(live.id);
    expect(await ids('live')).not.toContain(later.id);
    expect(await ids('scheduled')).toEqual(expect.arrayContaining([later.id]));
    expect(await ids('scheduled')).not.toContain(live.id);
    expect(await ids('ended')).toContain(ended.id);
    expect(await ids('ended')).not.toContain(live.id);
    const all = await adminList('?pageSize=2');
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it('changes only the fields sent, sanitises new HTML and audits before and after', async () => {
    const created = (
      await create({ type: 'PL', title: 'BO-edit', content: '<p>old</p>', sort: 5 })
    ).json().value;
    const res = await patch(created.id, {
      title: 'BO-edited',
      content: '<p onclick="alert(1)">new<script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().value;
    expect(after.title).toBe('BO-edited');
    expect(after.content).toBe('<p>new</p>');
    expect(after.sort).toBe(5);
    const audit = await app.inject({
      method: 'GET',
      url: `/wps/admin/audit?action=announcement.update&targetId=${created.id}`,
      headers: OPERATOR_AUTH,
    });
    const [line] = audit.json().value.list;
    expect(line.before.title).toBe('BO-edit');
    expect(line.after.title).toBe('BO-edited');
  });

  it('refuses dates that end before they start, an unknown id, and empty content', async () => {
    const created = (await create({ type: 'PL', title: 'BO-dates', content: '<p>x</p>' })).json()
      .value;
    const wrongDates = await patch(created.id, {
      endDate: new Date(Date.parse(created.startDate) - DAY).toISOString(),
    });
    expect(wrongDates.json().code).toBe('announcement.invalid_dates');
    expect((await patch(99_999_999, { title: 'x' })).json().code).toBe('announcement.not_found');
    const empty = await patch(created.id, { content: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    const unchanged = (await adminList('?pageSize=200')).list.find((a) => a.id === created.id);
    expect(unchanged?.title).toBe('BO-dates');
  });
});
