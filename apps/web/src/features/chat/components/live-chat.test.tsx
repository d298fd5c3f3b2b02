import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ChatHistorySchema,
  ChatLaunchSchema,
  ChatMessageSchema,
  encodeCustomerServicePath,
  type ChatEvent,
  type ChatMessage,
} from '@app/contracts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildSession, buildStatus } from '../../../testing/factories.ts';

const SLOW = { timeout: 8000 };

afterEach(() => {
  window.localStorage.clear();
});

const contacts = buildStatus({
  info: {
    customerService: [
      {
        csType: 'LIVECHAT',
        title: 'CSKH 24/7',
        path: encodeCustomerServicePath('/m/customer', 'k3y5ecr8'),
      },
      {
        csType: 'ZALO',
        title: 'Zalo',
        path: encodeCustomerServicePath('https://zalo.me/lotus', 'zz11yy22'),
      },
      {
        csType: 'TELEGRAM',
        title: 'Telegram',
        path: encodeCustomerServicePath('https://t.me/lotus', 'tt33uu44'),
      },
      {
        csType: 'HOTLINE',
        title: 'Hotline',
        path: encodeCustomerServicePath('tel:19006868', 'hh55ii66'),
      },
    ],
  },
});

const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage =>
  ChatMessageSchema.parse({
    id: seq,
    seq,
    clientId: `client-${seq}`,
    author: 'member',
    authorName: null,
    text: `tin ${seq}`,
    imageUrl: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    ...over,
  });

const conversation = {
  id: 1,
  status: 'open',
  lastSeq: 2,
  memberReadSeq: 1,
  operatorReadSeq: 2,
  unread: 1,
};

/** A server-sent events answer the test writes to, and may drop. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: ChatEvent, id?: number) =>
      controller.enqueue(
        encoder.encode(`${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`),
      ),
    drop: () => controller.error(new TypeError('network lost')),
  };
}

describe('customer service page (/m/customer)', () => {
  it('lists the decoded contacts and asks a visitor to log in for chat', async () => {
    renderApp({ path: '/m/customer', status: contacts });
    const list = await screen.findByTestId('contact-list', undefined, SLOW);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Zalo'),
      expect.stringContaining('Telegram'),
      expect.stringContaining('Hotline'),
    ]);
    expect(screen.getByTestId('live-chat-visitor')).toBeInTheDocument();
    expect(screen.getByTestId('live-chat-login')).toHaveAttribute('href', '/m/login');
  });

  it('offers no chat to a free-play session (type 4) or a nochat member', async () => {
    renderApp({ path: '/m/customer', status: contacts, session: buildSession({ type: 4 }) });
    expect(await screen.findByTestId('live-chat-refused', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('contact-list')).toBeInTheDocument();
  });

  it('shows the history with the unread marker, sends a message once, and catches up after a dropped connection', async () => {
    const streams: ReturnType<typeof eventStream>[] = [];
    const app = renderApp({
      path: '/m/customer',
      status: contacts,
      session: buildSession({ nochat: false }),
      api: {
        '/wps/chat/launch': {
          value: ChatLaunchSchema.parse({ chatUrl: '/m/customer', conversation }),
        },
        '/wps/chat/messages': (url, init) => {
          if (init?.method === 'POST') {
            const body = JSON.parse(String(init.body)) as { clientId: string; text: string };
            return { value: message(3, { clientId: body.clientId, text: body.text }) };
          }
          return {
            value: ChatHistorySchema.parse({
              conversation,
              list: [
                message(1),
                message(2, { author: 'operator', authorName: 'Linh', text: 'Chào anh' }),
              ],
              hasMore: false,
            }),
          };
        },
        '/wps/chat/read': { value: { readSeq: 2, unread: 0 } },
        '/wps/chat/typing': { value: { ok: true } },
        '/wps/chat/stream': () => {
          const stream = eventStream();
          streams.push(stream);
          return { response: stream.response };
        },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2), SLOW);
    expect(screen.getByTestId('chat-unread-marker')).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo('/wps/chat/read')).toHaveLength(1));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(app.api.callsTo('/wps/chat/stream')[0]!.url.searchParams.get('after')).toBe('2');

    await app.user.type(screen.getByTestId('chat-input'), 'Tôi cần hỗ trợ');
    await app.user.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    const [post] = app.api.callsTo('/wps/chat/messages').filter((c) => c.init?.method === 'POST');
    const sent = JSON.parse(String(post!.init!.body)) as { clientId: string; text: string };
    expect(sent.text).toBe('Tôi cần hỗ trợ');
    // The stream echoes the same message: it is not shown twice.
    streams[0]!.send(
      { type: 'message', message: message(3, { clientId: sent.clientId, text: sent.text }) },
      3,
    );
    streams[0]!.send({ type: 'typing', typing: true });
    expect(await screen.findByTestId('live-chat-typing')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(3);

    // The connection drops: the page connects again asking for what came after 3.
    streams[0]!.drop();
    await waitFor(() => expect(streams).toHaveLength(2), SLOW);
    expect(app.api.callsTo('/wps/chat/stream')[1]!.url.searchParams.get('after')).toBe('3');
    streams[1]!.send(
      {
        type: 'message',
        message: message(4, { author: 'operator', authorName: 'Linh', text: 'Em kiểm tra ạ' }),
      },
      4,
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(screen.queryByTestId('live-chat-typing')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message').map((m) => m.dataset.seq)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
