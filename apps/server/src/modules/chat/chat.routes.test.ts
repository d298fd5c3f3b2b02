import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import {
  AdminChatDetailSchema,
  AdminChatListSchema,
  ChatEventSchema,
  ChatHistorySchema,
  ChatLaunchSchema,
  ChatMessageSchema,
  type ChatEvent,
} from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { buildMember, type TestMember } from '../../testing/factories.ts';
import { jpegImage, pngImage } from '../../testing/images.ts';
import { freshAddress, signInDemoOperator } from '../../testing/operators.ts';
import { queryRows } from '../../db/client.ts';
import { countUnreadChat } from './chat.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

let ids = 0;
const clientId = () => `client-${Date.now()}-${(ids += 1)}`;

const send = (member: TestMember, url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: bearer(member.token),
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });
const get = (member: TestMember | null, url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: member ? bearer(member.token) : {},
    remoteAddress: freshAddress(),
  });
const operator = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  auth = OPERATOR_AUTH,
) =>
  app.inject({
    method,
    url,
    headers: auth,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

async function setLabels(member: TestMember, labels: string[]) {
  await app.db.execute(
    sql`update members set labels = ${`{${labels.join(',')}}`}::text[] where id = ${member.id}`,
  );
}
async function setChatFlag(on: boolean) {
  const res = await operator('PATCH', '/wps/admin/system/whitelabel', { CBS3: on });
  expect(res.statusCode, res.body).toBe(200);
}
async function countRows(table: 'chat_messages' | 'chat_images'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return Number(row?.n ?? 0);
}
/** The events of one stream request (the test server ends each stream after a moment). */
function eventsOf(body: string): ChatEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => ChatEventSchema.parse(JSON.parse(line.slice(6))));
}

describe('chat entry rules (spec §6)', () => {
  it('refuses a visitor with auth.required on every member call', async () => {
    for (const [method, url, payload] of [
      ['POST', '/wps/chat/launch', undefined],
      ['GET', '/wps/chat/messages', undefined],
      ['POST', '/wps/chat/messages', { clientId: clientId(), text: 'hi' }],
      ['POST', '/wps/chat/images', { clientId: clientId(), data: 'iVBORw0KGgo=' }],
      ['POST', '/wps/chat/typing', { typing: true }],
      ['POST', '/wps/chat/read', { seq: 1 }],
      ['GET', '/wps/chat/stream', undefined],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        remoteAddress: freshAddress(),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('auth.required');
    }
  });

  it('refuses a free-play (type 4) session with auth.trial_forbidden', async () => {
    const trial = await buildMember(app, { type: 4 });
    const res = await send(trial, '/wps/chat/launch');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.trial_forbidden');
    const text = await send(trial, '/wps/chat/messages', { clientId: clientId(), text: 'hi' });
    expect(text.json().code).toBe('auth.trial_forbidden');
  });

  it('refuses a member with the nochat label with chat.not_allowed, and stores nothing', async () => {
    const member = await buildMember(app);
    await setLabels(member, ['vip-watch', 'nochat']);
    const before = await countRows('chat_messages');
    for (const res of [
      await send(member, '/wps/chat/launch'),
      await send(member, '/wps/chat/messages', { clientId: clientId(), text: 'hello' }),
      await get(member, '/wps/chat/messages'),
      await get(member, '/wps/chat/stream'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('chat.not_allowed');
    }
    expect(await countRows('chat_messages')).toBe(before);
  });

  it('refuses everyone with module.disabled while the chat flag CBS3 is off', async () => {
    const member = await buildMember(app);
    await setChatFlag(false);
    try {
      const res = await send(member, '/wps/chat/launch');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'module.disabled', value: { module: 'CBS3' } });
    } finally {
      await setChatFlag(true);
    }
    expect((await send(member, '/wps/chat/launch')).statusCode).toBe(200);
  });
});

describe('the member’s chat', () => {
  it('launch answers our own chat page and one conversation per member', async () => {
    const member = await buildMember(app);
    const first = ChatLaunchSchema.parse((await send(member, '/wps/chat/launch')).json().value);
    expect(first.chatUrl).toBe('/m/customer');
    expect(first.conversation).toMatchObject({ status: 'open', lastSeq: 0, unread: 0 });
    const again = ChatLaunchSchema.parse((await send(member, '/wps/chat/launch')).json().value);
    expect(again.conversation.id).toBe(first.conversation.id);
  });

  it('refuses bad input with request.invalid', async () => {
    const member = await buildMember(app);
    for (const body of [
      {},
      { clientId: 'short', text: 'hi' },
      { clientId: clientId(), text: '' },
      { clientId: clientId(), text: '   ' },
      { clientId: clientId(), text: 'x'.repeat(1001) },
      { clientId: 'has spaces in it', text: 'hi' },
      { clientId: clientId(), text: 'hi', extra: 1 },
    ]) {
      const res = await send(member, '/wps/chat/messages', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('request.invalid');
    }
    expect((await get(member, '/wps/chat/messages?limit=0')).json().code).toBe('request.invalid');
    expect((await get(member, '/wps/chat/messages?after=-1')).json().code).toBe('request.invalid');
    expect((await send(member, '/wps/chat/read', { seq: 'x' })).json().code).toBe(
      'request.invalid',
    );
  });

  it('stores a resent message once: the same clientId answers the first message', async () => {
    const member = await buildMember(app);
    const id = clientId();
    const first = await send(member, '/wps/chat/messages', { clientId: id, text: '1000 chars ok' });
    expect(first.statusCode, first.body).toBe(200);
    const message = ChatMessageSchema.parse(first.json().value);
    expect(message).toMatchObject({ seq: 1, author: 'member', text: '1000 chars ok' });
    const [again, concurrent] = await Promise.all([
      send(member, '/wps/chat/messages', { clientId: id, text: '1000 chars ok' }),
      send(member, '/wps/chat/messages', { clientId: id, text: '1000 chars ok' }),
    ]);
    expect(again.json().value).toEqual(first.json().value);
    expect(concurrent.json().value).toEqual(first.json().value);
    const history = ChatHistorySchema.parse((await get(member, '/wps/chat/messages')).json().value);
    expect(history.list.map((m) => m.clientId)).toEqual([id]);
    expect(history.conversation?.lastSeq).toBe(1);
  });

  it('numbers messages without gaps under concurrent sends and catches up after a sequence number', async () => {
    const member = await buildMember(app);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(member, '/wps/chat/messages', { clientId: clientId(), text: `m${i}` }),
      ),
    );
    const all = ChatHistorySchema.parse((await get(member, '/wps/chat/messages')).json().value);
    expect(all.list.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const after = ChatHistorySchema.parse(
      (await get(member, '/wps/chat/messages?after=5')).json().value,
    );
    expect(after.list.map((m) => m.seq)).toEqual([6, 7, 8]);
    expect(after.hasMore).toBe(false);
    const page = ChatHistorySchema.parse(
      (await get(member, '/wps/chat/messages?before=6&limit=2')).json().value,
    );
    expect(page.list.map((m) => m.seq)).toEqual([4, 5]);
    expect(page.hasMore).toBe(true);
    // The stream first sends every message after the one asked, with its number as the event id.
    const stream = await get(member, '/wps/chat/stream?after=6');
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(stream.body);
    expect(events.map((e) => (e.type === 'message' ? e.message.seq : null))).toEqual([7, 8]);
    expect(stream.body).toContain('id: 8\n');
  });

  it('the operator answers; the member’s unread count and read marker follow (countUnreadChat)', async () => {
    const member = await buildMember(app);
    await send(member, '/wps/chat/messages', { clientId: clientId(), text: 'Tôi cần giúp' });
    const launch = ChatLaunchSchema.parse((await send(member, '/wps/chat/launch')).json().value);
    const id = launch.conversation.id;
    expect(await countUnreadChat(app.db, member.id)).toBe(0);
    for (const text of ['Chào anh', 'Anh cần gì ạ?']) {
      const res = await operator('POST', `/wps/admin/chat/conversations/${id}/messages`, {
        clientId: clientId(),
        text,
      });
      expect(res.statusCode, res.body).toBe(200);
      // The service token has no operator name: the member sees “support”.
      expect(res.json().value).toMatchObject({ author: 'operator', authorName: 'support' });
    }
    expect(await countUnreadChat(app.db, member.id)).toBe(2);
    const history = ChatHistorySchema.parse((await get(member, '/wps/chat/messages')).json().value);
    expect(history.conversation?.unread).toBe(2);
    const read = await send(member, '/wps/chat/read', { seq: 2 });
    expect(read.json().value).toEqual({ readSeq: 2, unread: 1 });
    // Never past the last message, never backwards.
    expect((await send(member, '/wps/chat/read', { seq: 999 })).json().value).toEqual({
      readSeq: 3,
      unread: 0,
    });
    expect((await send(member, '/wps/chat/read', { seq: 1 })).json().value.readSeq).toBe(3);
    expect(await countUnreadChat(app.db, member.id)).toBe(0);
    const fresh = await buildMember(app);
    expect(await countUnreadChat(app.db, fresh.id)).toBe(0);
  });

  it('typing is passed on, not stored', async () => {
    const member = await buildMember(app);
    await send(member, '/wps/chat/launch');
    const before = await countRows('chat_messages');
    const res = await send(member, '/wps/chat/typing', { typing: true });
    expect(res.json().value).toEqual({ ok: true });
    expect(await countRows('chat_messages')).toBe(before);
  });
});

/** A PNG with a text chunk that must not survive (a comment is metadata). */
function pngWithText(): Buffer {
  const png = pngImage(4, 4);
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from('Author\0Secret GPS')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const chunk = Buffer.concat([length, body, crc]);
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** A JPEG with an EXIF (APP1) segment after its start. */
function jpegWithExif(): Buffer {
  const jpeg = jpegImage(16, 16);
  const payload = Buffer.from('Exif\0\0GPS 10.77N 106.70E', 'latin1');
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

describe('chat images', () => {
  it('stores a PNG and a JPEG without their metadata and serves them', async () => {
    const member = await buildMember(app);
    for (const [bytes, type, secret] of [
      [pngWithText(), 'image/png', 'Secret GPS'],
      [jpegWithExif(), 'image/jpeg', 'GPS 10.77N'],
    ] as const) {
      const res = await send(member, '/wps/chat/images', {
        clientId: clientId(),
        data: bytes.toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const message = ChatMessageSchema.parse(res.json().value);
      expect(message.text).toBeNull();
      expect(message.imageUrl).toMatch(/^\/wps\/chat\/images\/[0-9a-f]{64}\.(png|jpg)$/);
      const image = await app.inject({ method: 'GET', url: message.imageUrl! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.length).toBeLessThan(bytes.length);
      expect(image.rawPayload.toString('latin1')).not.toContain(secret);
    }
  });

  it('refuses a 6 MB image and a renamed .exe with 400 and a stable code, storing nothing', async () => {
    const member = await buildMember(app);
    await send(member, '/wps/chat/launch');
    const before = {
      messages: await countRows('chat_messages'),
      images: await countRows('chat_images'),
    };
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    pngImage(1, 1).copy(big); // a PNG's first bytes, then 6 MB
    const tooLarge = await send(member, '/wps/chat/images', {
      clientId: clientId(),
      data: big.toString('base64'),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('chat.image_too_large');
    // A Windows program named photo.png: "MZ" and a PE header, whatever its name.
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 0)]);
    const renamed = await send(member, '/wps/chat/images', {
      clientId: clientId(),
      data: exe.toString('base64'),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().code).toBe('chat.image_refused');
    // A PNG signature on something that is not a PNG.
    const fake = Buffer.concat([pngImage(1, 1).subarray(0, 8), Buffer.from('not a png at all')]);
    const broken = await send(member, '/wps/chat/images', {
      clientId: clientId(),
      data: fake.toString('base64'),
    });
    expect(broken.json().code).toBe('chat.image_refused');
    expect(await countRows('chat_messages')).toBe(before.messages);
    expect(await countRows('chat_images')).toBe(before.images);
  });

  it('answers 404 for an unknown image', async () => {
    const res = await app.inject({ method: 'GET', url: `/wps/chat/images/${'0'.repeat(64)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('resource.not_found');
  });
});

describe('the chat console', () => {
  it('refuses callers without the operator credential or the chat permission', async () => {
    const none = await app.inject({ method: 'GET', url: '/wps/admin/chat/conversations' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('operator.unauthorized');
    const token = await signInDemoOperator(app, 'finance', new Date());
    const finance = await operator('GET', '/wps/admin/chat/conversations', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(finance.statusCode).toBe(403);
    expect(finance.json().code).toBe('operator.forbidden');
    const bad = await operator('GET', '/wps/admin/chat/conversations?view=everything');
    expect(bad.json().code).toBe('request.invalid');
  });

  it('queues a waiting conversation; a support operator takes it, answers, reads and closes it (audited)', async () => {
    const member = await buildMember(app);
    await send(member, '/wps/chat/messages', { clientId: clientId(), text: 'Nạp tiền chưa vào' });
    const id = ChatLaunchSchema.parse((await send(member, '/wps/chat/launch')).json().value)
      .conversation.id;
    const waiting = AdminChatListSchema.parse(
      (await operator('GET', '/wps/admin/chat/conversations?view=waiting')).json().value,
    );
    const queued = waiting.list.find((c) => c.id === id);
    expect(queued).toMatchObject({
      account: member.account,
      unread: 1,
      lastMessage: 'Nạp tiền chưa vào',
    });

    const support = {
      authorization: `Bearer ${await signInDemoOperator(app, 'support', new Date())}`,
    };
    // The service token has no operator to take it.
    const service = await operator('POST', `/wps/admin/chat/conversations/${id}/assign`, {});
    expect(service.statusCode).toBe(403);
    expect(service.json().code).toBe('chat.operator_required');
    const taken = await operator('POST', `/wps/admin/chat/conversations/${id}/assign`, {}, support);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().value.assignedOperatorName).toBe('support');
    const mine = AdminChatListSchema.parse(
      (await operator('GET', '/wps/admin/chat/conversations?view=mine', undefined, support)).json()
        .value,
    );
    expect(mine.list.map((c) => c.id)).toContain(id);
    const nobody = await operator('POST', `/wps/admin/chat/conversations/${id}/assign`, {
      operatorId: 999999,
    });
    expect(nobody.json().code).toBe('chat.operator_not_found');
    // Handed over only to operators whose role answers chats.
    const team = (await operator('GET', '/wps/admin/chat/operators')).json().value.list as {
      id: number;
      username: string;
    }[];
    const names = team.map((o) => o.username);
    expect(names).toEqual(expect.arrayContaining(['administrator', 'support']));
    expect(names).not.toContain('finance');
    const [finance] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from operators where username = 'finance'`,
    );
    const refused = await operator('POST', `/wps/admin/chat/conversations/${id}/assign`, {
      operatorId: Number(finance!.id),
    });
    expect(refused.json().code).toBe('chat.operator_not_found');
    const admin = team.find((o) => o.username === 'administrator')!;
    const handed = await operator('POST', `/wps/admin/chat/conversations/${id}/assign`, {
      operatorId: admin.id,
    });
    expect(handed.json().value.assignedOperatorName).toBe('administrator');
    await operator('POST', `/wps/admin/chat/conversations/${id}/assign`, {}, support);

    const detail = AdminChatDetailSchema.parse(
      (await operator('GET', `/wps/admin/chat/conversations/${id}`)).json().value,
    );
    expect(detail.member).toMatchObject({
      account: member.account,
      clubLabel: 'VIP0',
      balance: '0.00',
    });

    const answer = await operator(
      'POST',
      `/wps/admin/chat/conversations/${id}/messages`,
      { clientId: clientId(), text: 'Em kiểm tra ngay ạ' },
      support,
    );
    expect(answer.json().value).toMatchObject({ seq: 2, authorName: 'support' });
    const read = await operator('POST', `/wps/admin/chat/conversations/${id}/read`, { seq: 2 });
    expect(read.json().value).toEqual({ readSeq: 2, unread: 0 });

    const closed = await operator(
      'POST',
      `/wps/admin/chat/conversations/${id}/close`,
      undefined,
      support,
    );
    expect(closed.json().value.status).toBe('closed');
    const late = await operator('POST', `/wps/admin/chat/conversations/${id}/messages`, {
      clientId: clientId(),
      text: 'late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('chat.conversation_closed');
    // The member's next message opens it again, waiting for anyone.
    await send(member, '/wps/chat/messages', { clientId: clientId(), text: 'Còn nữa' });
    const reopened = AdminChatDetailSchema.parse(
      (await operator('GET', `/wps/admin/chat/conversations/${id}`)).json().value,
    );
    expect(reopened.conversation).toMatchObject({ status: 'open', assignedOperatorId: null });

    const audit = await queryRows<{ action: string }>(
      app.db,
      sql`select action from operator_audit where target_type = 'chat_conversation' and target_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'chat.assign',
      'chat.assign',
      'chat.assign',
      'chat.close',
    ]);
  });

  it('answers chat.conversation_not_found for an unknown conversation', async () => {
    for (const [method, url, body] of [
      ['GET', '/wps/admin/chat/conversations/999999', undefined],
      ['GET', '/wps/admin/chat/conversations/999999/messages', undefined],
      [
        'POST',
        '/wps/admin/chat/conversations/999999/messages',
        { clientId: clientId(), text: 'x' },
      ],
      ['POST', '/wps/admin/chat/conversations/999999/close', undefined],
    ] as const) {
      const res = await operator(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('chat.conversation_not_found');
    }
  });

  it('keeps an editable list of canned replies (audited)', async () => {
    const list = [
      { title: 'Chào', text: 'Chào anh/chị, em có thể giúp gì ạ?' },
      { title: 'Đợi', text: 'Anh/chị vui lòng đợi em một chút ạ.' },
    ];
    const saved = await operator('PUT', '/wps/admin/chat/canned-replies', { list });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await operator('GET', '/wps/admin/chat/canned-replies');
    expect(read.json().value.list.map((c: { title: string }) => c.title)).toEqual(['Chào', 'Đợi']);
    const bad = await operator('PUT', '/wps/admin/chat/canned-replies', {
      list: [{ title: '', text: 'x' }],
    });
    expect(bad.json().code).toBe('request.invalid');
  });
});
