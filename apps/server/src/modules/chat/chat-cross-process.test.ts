import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ChatEventSchema, type ChatEvent } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH, testDatabaseUrl } from '../../testing/test-app.ts';
import { buildMember } from '../../testing/factories.ts';
import { freshAddress } from '../../testing/operators.ts';

// Two app instances on one database, as two processes of a fleet would be: a message sent to one
// reaches a member whose stream is open on the other, through Redis (TEST_REDIS_URL) or PostgreSQL
// LISTEN/NOTIFY (TEST_DATABASE_URL). CI sets both; without them these tests are skipped.

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Reads a server-sent events answer until an event matches, and answers it. */
async function waitForEvent(
  response: Response,
  match: (event: ChatEvent) => boolean,
): Promise<ChatEvent> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before the event arrived');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .find((line) => line.startsWith('data: '))
          ?.slice(6);
        if (!data) continue;
        const event = ChatEventSchema.parse(JSON.parse(data));
        if (match(event)) return event;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

async function twoProcesses(config: Record<string, unknown>) {
  // A stream stays open for the whole test (the test default ends it at once).
  const first = await buildTestApp({ ...config, chatStreamMs: 20_000 });
  apps.push(first);
  const second = await buildTestApp({ ...config, chatStreamMs: 20_000 }, { reset: false });
  apps.push(second);
  await Promise.all([first.chatBus.ready(), second.chatBus.ready()]);
  return [first, second] as const;
}

async function crossProcessDelivery(first: FastifyInstance, second: FastifyInstance) {
  const member = await buildMember(first);
  const launch = await first.inject({
    method: 'POST',
    url: '/wps/chat/launch',
    headers: { authorization: `Bearer ${member.token}` },
  });
  const conversationId = launch.json().value.conversation.id as number;
  // The member's page is connected to the second process…
  const address = await second.listen({ port: 0, host: '127.0.0.1' });
  const controller = new AbortController();
  const stream = await fetch(`${address}/wps/chat/stream?after=0`, {
    headers: { authorization: `Bearer ${member.token}` },
    signal: controller.signal,
  });
  expect(stream.status).toBe(200);
  const arrived = waitForEvent(
    stream,
    (event) => event.type === 'message' && event.message.text === 'Xin chào từ tiến trình 1',
  );
  // …and the operator answers through the first.
  const sent = await first.inject({
    method: 'POST',
    url: `/wps/admin/chat/conversations/${conversationId}/messages`,
    headers: OPERATOR_AUTH,
    remoteAddress: freshAddress(),
    payload: { clientId: `cross-${Date.now()}`, text: 'Xin chào từ tiến trình 1' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const event = await arrived;
  controller.abort();
  expect(event).toMatchObject({ type: 'message', message: { seq: 1, author: 'operator' } });
}

describe.runIf(process.env.TEST_REDIS_URL)('chat across processes through Redis', () => {
  it('a message sent to one process reaches a member connected to the other', async () => {
    const [first, second] = await twoProcesses({ redisUrl: process.env.TEST_REDIS_URL });
    expect(first.chatBus.kind).toBe('redis');
    await crossProcessDelivery(first, second);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'chat across processes through PostgreSQL LISTEN/NOTIFY',
  () => {
    it('a message sent to one process reaches a member connected to the other', async () => {
      const [first, second] = await twoProcesses({
        databaseUrl: testDatabaseUrl() ?? undefined,
        redisUrl: undefined,
      });
      expect(first.chatBus.kind).toBe('postgres');
      await crossProcessDelivery(first, second);
    });
  },
);
