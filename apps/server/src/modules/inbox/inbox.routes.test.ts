import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AdminFeedbackPageSchema,
  AdminFeedbackSchema,
  AdminInboxMessageSchema,
  AdminInboxPageSchema,
  AnnouncementListSchema,
  FeedbackSchema,
  InboxMessageSchema,
  InboxPageSchema,
  UnreadCountsSchema,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer, loginAs } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';
import { inboxReceipts, members, operatorAudit } from '../../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const asMember = (
  member: { token: string },
  method: 'GET' | 'DELETE' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: bearer(member.token),
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

async function send(body: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/admin/inbox/messages',
    headers: OPERATOR_AUTH,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return AdminInboxMessageSchema.parse(res.json().value);
}
const toMember = (member: TestMember, title = 'Tin riêng') =>
  send({ title, content: '<p>Xin chào</p>', target: 'member', account: member.account });

async function inbox(member: TestMember, query = '') {
  const res = await asMember(member, 'GET', `/wps/member/inbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return InboxPageSchema.parse(res.json().value);
}
async function unread(member: TestMember, language = 'TY') {
  const res = await asMember(member, 'GET', `/wps/member/unread?language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return UnreadCountsSchema.parse(res.json().value);
}
async function open(member: TestMember, id: number) {
  const res = await asMember(member, 'GET', `/wps/member/inbox/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return InboxMessageSchema.parse(res.json().value);
}
const ids = (page: { list: { id: number }[] }) => page.list.map((m) => m.id);

async function setWhitelabel(flags: Record<string, boolean>) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/wps/admin/system/whitelabel',
    headers: OPERATOR_AUTH,
    payload: flags,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('inbox: the member calls', () => {
  it('refuses callers without a session', async () => {
    for (const [method, url] of [
      ['GET', '/wps/member/inbox'],
      ['GET', '/wps/member/inbox/1'],
      ['DELETE', '/wps/member/inbox/1'],
      ['GET', '/wps/member/unread'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('auth.required');
    }
    const feedback = await app.inject({
      method: 'PUT',
      url: '/wps/member/feedback',
      payload: { category: 'other', content: 'Nội dung góp ý đủ dài' },
    });
    expect(feedback.statusCode).toBe(401);
  });

  it('refuses bad input with request.invalid', async () => {
    const member = await buildMember(app);
    for (const url of [
      '/wps/member/inbox?pageSize=0',
      '/wps/member/inbox?pageNo=abc',
      '/wps/member/inbox/abc',
      '/wps/member/inbox/0',
      '/wps/member/unread?language=FR',
    ]) {
      const res = await asMember(member, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
  });

  it('lists a message sent to the member, newest first and unread, and marks it read when opened', async () => {
    const member = await buildMember(app);
    const before = await inbox(member);
    const first = await toMember(member, 'Thứ nhất');
    const second = await send({
      title: 'Thứ hai',
      content: '<p>Nội dung <b>đậm</b> &amp; dài</p><script>alert(1)</script>',
      target: 'member',
      account: member.account.toUpperCase(),
    });
    expect(second.content).not.toContain('script');
    const page = await inbox(member);
    expect(ids(page).slice(0, 2)).toEqual([second.id, first.id]);
    expect(page.list[0]).toMatchObject({ title: 'Thứ hai', read: false });
    expect(page.list[0]!.preview).toBe('Nội dung đậm & dài');
    expect(page.unreadCount).toBe(before.unreadCount + 2);
    expect(page.total).toBe(before.total + 2);

    const opened = await open(member, second.id);
    expect(opened).toMatchObject({ id: second.id, title: 'Thứ hai', read: true });
    expect(opened.content).toBe('<p>Nội dung <b>đậm</b> &amp; dài</p>');
    const after = await inbox(member);
    expect(after.unreadCount).toBe(page.unreadCount - 1);
    expect(after.list.find((m) => m.id === second.id)!.read).toBe(true);
    // Opening again changes nothing.
    await open(member, second.id);
    expect((await inbox(member)).unreadCount).toBe(after.unreadCount);

    // Another member sees neither, and cannot open them.
    const other = await buildMember(app);
    expect(ids(await inbox(other))).not.toContain(first.id);
    const res = await asMember(other, 'GET', `/wps/member/inbox/${first.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('inbox.not_found');
  });

  it('pages the inbox', async () => {
    const member = await buildMember(app);
    await toMember(member, 'A');
    await toMember(member, 'B');
    const all = await inbox(member);
    const one = await inbox(member, '?pageNo=2&pageSize=1');
    expect(one).toMatchObject({ pageNum: 2, pageSize: 1, total: all.total });
    expect(ids(one)).toEqual([all.list[1]!.id]);
  });

  it('reaches a segment by member type, VIP level and label — members who join it later too', async () => {
    const vip = await buildMember(app);
    const plain = await buildMember(app);
    await app.db
      .update(members)
      .set({ clubLabel: 'VIP3', labels: ['highroller'] })
      .where(eq(members.id, vip.id));
    const toVip = await send({
      title: 'VIP3',
      content: '<p>Quà VIP3</p>',
      target: 'segment',
      clubLabel: 'VIP3',
    });
    const toLabel = await send({
      title: 'Nhãn',
      content: '<p>Chỉ cho nhãn highroller và VIP3</p>',
      target: 'segment',
      clubLabel: 'VIP3',
      label: 'highroller',
    });
    const toAgents = await send({
      title: 'Đại lý',
      content: '<p>Cho đại lý</p>',
      target: 'segment',
      memberType: 1,
    });
    const toAll = await send({ title: 'Mọi người', content: '<p>Tất cả</p>', target: 'all' });
    expect(toVip.recipients).toBeGreaterThanOrEqual(1);

    expect(ids(await inbox(vip))).toEqual(expect.arrayContaining([toVip.id, toLabel.id, toAll.id]));
    expect(ids(await inbox(vip))).not.toContain(toAgents.id);
    const plainIds = ids(await inbox(plain));
    expect(plainIds).toContain(toAll.id);
    expect(plainIds).not.toContain(toVip.id);
    expect(plainIds).not.toContain(toLabel.id);

    // The plain member reaches VIP3 later: the segment's messages reach them now.
    await app.db.update(members).set({ clubLabel: 'VIP3' }).where(eq(members.id, plain.id));
    const later = ids(await inbox(plain));
    expect(later).toContain(toVip.id);
    expect(later).not.toContain(toLabel.id);
  });

  it('sends no marketing during a break: a message to everyone sent then never arrives', async () => {
    const member = await buildMember(app);
    const before = await send({ title: 'Trước', content: '<p>x</p>', target: 'all' });
    const res = await asMember(member, 'POST', '/wps/member/protection/exclusion', {
      kind: 'timeout',
      duration: '24h',
      password: 'Demo1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    const during = await send({ title: 'Trong lúc nghỉ', content: '<p>x</p>', target: 'all' });
    const own = await toMember(member, 'Riêng trong lúc nghỉ');
    // Signed out by the break; signing in again to withdraw is allowed.
    // During the break a sign-in is to withdraw the balance.
    const again = {
      ...member,
      token: await loginAs(app, member.account, 'Demo1234', { toWithdraw: true }),
    };
    const ids = (await inbox(again)).list.map((m) => m.id);
    expect(ids).toContain(before.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(during.id);
    const other = await buildMember(app);
    expect((await inbox(other)).list.map((m) => m.id)).toContain(during.id);
  });

  it('deletes a message from the member’s own inbox only', async () => {
    const a = await buildMember(app);
    const b = await buildMember(app);
    const toAll = await send({ title: 'Chung', content: '<p>Chung</p>', target: 'all' });
    const toB = await toMember(b, 'Của B');

    const del = await asMember(a, 'DELETE', `/wps/member/inbox/${toAll.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().value).toEqual({ id: toAll.id, deleted: true });
    expect(ids(await inbox(a))).not.toContain(toAll.id);
    expect(ids(await inbox(b))).toContain(toAll.id);
    expect((await asMember(a, 'GET', `/wps/member/inbox/${toAll.id}`)).statusCode).toBe(404);

    // Someone else's message: not found, and it stays in B's inbox.
    const theirs = await asMember(a, 'DELETE', `/wps/member/inbox/${toB.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('inbox.not_found');
    expect(ids(await inbox(b))).toContain(toB.id);
    const twice = await asMember(a, 'DELETE', `/wps/member/inbox/${toAll.id}`);
    expect(twice.statusCode).toBe(404);
  });

  it('is closed while MAILCEN is off (403 module.disabled), and counts no inbox message unread', async () => {
    const member = await buildMember(app);
    const message = await toMember(member);
    expect((await unread(member)).inbox).toBeGreaterThan(0);
    await setWhitelabel({ MAILCEN: false });
    try {
      for (const [method, url] of [
        ['GET', '/wps/member/inbox'],
        ['GET', `/wps/member/inbox/${message.id}`],
        ['DELETE', `/wps/member/inbox/${message.id}`],
      ] as const) {
        const res = await asMember(member, method, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ code: 'module.disabled', value: { module: 'MAILCEN' } });
      }
      const counts = await unread(member);
      expect(counts.inbox).toBe(0);
      expect(counts.total).toBe(counts.announcements + counts.chat);
    } finally {
      await setWhitelabel({ MAILCEN: true });
    }
    // Nothing was marked read while closed.
    expect((await inbox(member)).list.find((m) => m.id === message.id)!.read).toBe(false);
  });

  it('marks nothing read for a trial account (type 4), which gets zero counts and may not delete', async () => {
    const trial = await buildMember(app, { type: 4 });
    const toAll = await send({ title: 'Cho mọi người', content: '<p>x</p>', target: 'all' });
    const opened = await open(trial, toAll.id);
    expect(opened.read).toBe(false);
    const rows = await app.db
      .select()
      .from(inboxReceipts)
      .where(eq(inboxReceipts.memberId, trial.id));
    expect(rows).toEqual([]);
    const page = await inbox(trial);
    expect(page.unreadCount).toBe(0);
    expect(page.list.every((m) => !m.read)).toBe(true);
    expect(await unread(trial)).toEqual({ announcements: 0, inbox: 0, chat: 0, total: 0 });
    const del = await asMember(trial, 'DELETE', `/wps/member/inbox/${toAll.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('auth.trial_forbidden');
  });
});

describe('unread counts', () => {
  it('totals announcements + inbox (+ chat), the announcements as /m/message counts them', async () => {
    const member = await buildMember(app);
    const counts = await unread(member);
    const announcements = await asMember(
      member,
      'GET',
      '/wps/content/announcements?types=PL,PU&language=TY',
    );
    const list = AnnouncementListSchema.parse(announcements.json().value);
    expect(counts.announcements).toBe(list.unreadCount);
    expect(counts.announcements).toBeGreaterThan(0);
    expect(counts.inbox).toBe((await inbox(member)).unreadCount);
    expect(counts.chat).toBe(0);
    expect(counts.total).toBe(counts.announcements + counts.inbox + counts.chat);

    // Reading an announcement and an inbox message lowers each part and the total by one.
    const message = await toMember(member);
    const withMessage = await unread(member);
    expect(withMessage.inbox).toBe(counts.inbox + 1);
    await open(member, message.id);
    const read = await app.inject({
      method: 'POST',
      url: '/wps/content/announcements/read',
      headers: bearer(member.token),
      payload: { announcementId: list.list[0]!.id, read: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    const after = await unread(member);
    expect(after).toEqual({
      announcements: counts.announcements - 1,
      inbox: counts.inbox,
      chat: 0,
      total: counts.total - 1,
    });
  });

  it('counts the demo member’s unread demo messages', async () => {
    const token = await loginAs(app, 'demo');
    const demo = { token } as TestMember;
    const page = await inbox(demo);
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.list.some((m) => m.read)).toBe(true);
    expect(page.unreadCount).toBeGreaterThan(0);
    expect(page.list.map((m) => m.title)).not.toContain('Quà sinh nhật VIP3');
    expect((await unread(demo)).inbox).toBe(page.unreadCount);
  });
});

describe('inbox: the operator calls', () => {
  it('refuses a target missing what it needs and an unknown account', async () => {
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/wps/admin/inbox/messages',
        headers: OPERATOR_AUTH,
        payload: { title: 'T', content: '<p>x</p>', ...payload },
      });
    expect((await post({ target: 'member' })).json().code).toBe('inbox.target_invalid');
    expect((await post({ target: 'segment' })).json().code).toBe('inbox.target_invalid');
    const unknown = await post({ target: 'member', account: 'nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('inbox.member_not_found');
    const bad = await post({ target: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('request.invalid');
    const empty = await post({ target: 'all', content: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('request.invalid');
    const noAuth = await app.inject({
      method: 'POST',
      url: '/wps/admin/inbox/messages',
      payload: { title: 'T', content: '<p>x</p>', target: 'all' },
    });
    expect(noAuth.statusCode).toBe(401);
  });

  it('lists sent messages with recipients and reads, withdraws one from every inbox, and audits both', async () => {
    const member = await buildMember(app);
    const message = await toMember(member, 'Sẽ rút lại');
    await open(member, message.id);
    const list = await app.inject({
      method: 'GET',
      url: '/wps/admin/inbox/messages?state=sent',
      headers: OPERATOR_AUTH,
    });
    expect(list.statusCode, list.body).toBe(200);
    const sent = AdminInboxPageSchema.parse(list.json().value).list.find(
      (m) => m.id === message.id,
    );
    expect(sent).toMatchObject({
      target: 'member',
      account: member.account,
      recipients: 1,
      reads: 1,
      withdrawnAt: null,
    });

    const withdraw = await app.inject({
      method: 'DELETE',
      url: `/wps/admin/inbox/messages/${message.id}`,
      headers: OPERATOR_AUTH,
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(AdminInboxMessageSchema.parse(withdraw.json().value).withdrawnAt).not.toBeNull();
    expect(ids(await inbox(member))).not.toContain(message.id);
    const withdrawn = await app.inject({
      method: 'GET',
      url: '/wps/admin/inbox/messages?state=withdrawn',
      headers: OPERATOR_AUTH,
    });
    expect(ids(AdminInboxPageSchema.parse(withdrawn.json().value))).toContain(message.id);
    const missing = await app.inject({
      method: 'DELETE',
      url: '/wps/admin/inbox/messages/999999',
      headers: OPERATOR_AUTH,
    });
    expect(missing.json().code).toBe('inbox.not_found');

    const audit = await app.db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, String(message.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['inbox.send', 'inbox.withdraw']);
  });
});

describe('feedback', () => {
  const put = (member: TestMember, payload: object) =>
    asMember(member, 'PUT', '/wps/member/feedback', payload);

  it('refuses too short, too long and unknown categories with their codes, and trial accounts', async () => {
    const member = await buildMember(app);
    const cases = [
      [{ category: 'games', content: '  short    ' }, 'feedback.too_short'],
      [{ category: 'games', content: 'x'.repeat(501) }, 'feedback.too_long'],
      [{ category: 'casino', content: 'Nội dung góp ý đủ dài' }, 'feedback.unknown_category'],
      [{ category: 'games' }, 'request.invalid'],
    ] as const;
    for (const [body, code] of cases) {
      const res = await put(member, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
    }
    // The bounds are inclusive, counted in characters as read (Vietnamese letters count once).
    expect((await put(member, { category: 'games', content: 'ờ'.repeat(10) })).statusCode).toBe(
      200,
    );
    expect((await put(member, { category: 'other', content: 'ạ'.repeat(500) })).statusCode).toBe(
      200,
    );
    const trial = await buildMember(app, { type: 4 });
    const refused = await put(trial, { category: 'games', content: 'Nội dung góp ý đủ dài' });
    expect(refused.json().code).toBe('auth.trial_forbidden');
  });

  it('is answered by an operator once, and the answer arrives in the member’s inbox', async () => {
    const member = await buildMember(app);
    const sent = await put(member, {
      category: 'withdrawal',
      content: '  Lệnh rút của tôi chưa về, nhờ kiểm tra.  ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const item = FeedbackSchema.parse(sent.json().value);
    expect(item).toMatchObject({
      category: 'withdrawal',
      content: 'Lệnh rút của tôi chưa về, nhờ kiểm tra.',
      status: 'open',
    });

    const open = await app.inject({
      method: 'GET',
      url: '/wps/admin/feedback?status=open&pageSize=100',
      headers: OPERATOR_AUTH,
    });
    expect(open.statusCode, open.body).toBe(200);
    const listed = AdminFeedbackPageSchema.parse(open.json().value).list.find(
      (f) => f.id === item.id,
    );
    expect(listed).toMatchObject({ account: member.account, status: 'open', answer: null });

    const unreadBefore = (await inbox(member)).unreadCount;
    const answer = (content: string) =>
      app.inject({
        method: 'POST',
        url: `/wps/admin/feedback/${item.id}/answer`,
        headers: OPERATOR_AUTH,
        payload: { content },
      });
    const answered = await answer('<p>Đã duyệt lúc 10:20.</p><img src=x onerror=alert(1)>');
    expect(answered.statusCode, answered.body).toBe(200);
    const result = AdminFeedbackSchema.parse(answered.json().value);
    expect(result.status).toBe('answered');
    expect(result.answer).not.toContain('onerror');
    expect(result.messageId).not.toBeNull();

    const page = await inbox(member);
    expect(page.unreadCount).toBe(unreadBefore + 1);
    expect(page.list[0]).toMatchObject({ id: result.messageId, title: 'Trả lời góp ý của bạn' });

    const again = await answer('<p>Lần hai</p>');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('feedback.already_answered');
    const missing = await app.inject({
      method: 'POST',
      url: '/wps/admin/feedback/999999/answer',
      headers: OPERATOR_AUTH,
      payload: { content: '<p>x</p>' },
    });
    expect(missing.json().code).toBe('feedback.not_found');

    const answeredList = await app.inject({
      method: 'GET',
      url: '/wps/admin/feedback?status=answered&pageSize=100',
      headers: OPERATOR_AUTH,
    });
    expect(
      AdminFeedbackPageSchema.parse(answeredList.json().value).list.map((f) => f.id),
    ).toContain(item.id);
  });

  it('is rate limited per member (5 an hour)', async () => {
    const member = await buildMember(app);
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await put(member, { category: 'other', content: `Góp ý thử số ${i} nhé` });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(5);
    expect(codes).toContain(429);
  });
});
