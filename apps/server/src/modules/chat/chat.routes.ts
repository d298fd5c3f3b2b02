import type { FastifyPluginAsync } from 'fastify';
import {
  chatStreamEndpoint,
  getChatImageEndpoint,
  getChatMessagesEndpoint,
  launchChatEndpoint,
  readChatEndpoint,
  sendChatImageEndpoint,
  sendChatTextEndpoint,
  sendChatTypingEndpoint,
  type ChatEvent,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import type { ChatBus } from './chat-bus.ts';
import { openEventStream } from './chat-stream.ts';
import {
  ensureConversation,
  findConversation,
  messagesAfter,
  selectChatImage,
} from './chat.repository.ts';
import {
  assertChatAllowed,
  launchChat,
  memberHistory,
  memberRead,
  memberSend,
  memberTyping,
  toChatMessage,
} from './chat.service.ts';

/** A 5 MB image is 6.7 MB as base64: the image routes read up to 9 MB so a 6 MB one gets its own code. */
export const CHAT_IMAGE_BODY_LIMIT = 9 * 1024 * 1024;

function memberOf(request: { member: MemberRow | null }): MemberRow {
  if (!request.member) throw new AppError('auth.required');
  return request.member;
}

/**
 * The member's side of the live chat (docs/decisions/2026-11-24-live-chat.md): launch, history,
 * send (text, image), typing, read marker, and the server-sent events stream.
 */
export function chatRoutes(deps: RouteDeps & { bus: ChatBus }): FastifyPluginAsync {
  const chat = { db: deps.db, bus: deps.bus };
  return async (app) => {
    route(app, launchChatEndpoint, (request) => launchChat(deps.db, memberOf(request)));

    route(app, getChatMessagesEndpoint, (request) =>
      memberHistory(deps.db, memberOf(request), request.query),
    );

    route(
      app,
      sendChatTextEndpoint,
      (request) =>
        memberSend(chat, memberOf(request), request.body.clientId, { text: request.body.text }),
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    );

    route(
      app,
      sendChatImageEndpoint,
      (request) =>
        memberSend(chat, memberOf(request), request.body.clientId, {
          imageBase64: request.body.data,
        }),
      {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        fastify: { bodyLimit: CHAT_IMAGE_BODY_LIMIT },
      },
    );

    route(
      app,
      sendChatTypingEndpoint,
      (request) => memberTyping(chat, memberOf(request), request.body.typing),
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    );

    route(app, readChatEndpoint, (request) =>
      memberRead(chat, memberOf(request), request.body.seq),
    );

    route(app, chatStreamEndpoint, async (request, reply) => {
      const member = memberOf(request);
      assertChatAllowed(member);
      const conversation = await ensureConversation(deps.db, member.id);
      const stream = openEventStream(request, reply, deps.config.chatStreamMs);
      let last = request.query.after ?? 0;
      let status = conversation.status;
      // Sends every message after the last one sent, from the database; one run at a time, so a
      // message is sent once and in order however the wake-ups arrive.
      let running: Promise<void> = Promise.resolve();
      const flush = () => {
        running = running
          .then(async () => {
            for (;;) {
              const rows = await messagesAfter(deps.db, conversation.id, last, 100);
              for (const row of rows) {
                const event: ChatEvent = { type: 'message', message: toChatMessage(row) };
                stream.send(event, row.seq);
                last = row.seq;
              }
              if (rows.length < 100) break;
            }
          })
          .catch(() => stream.end());
      };
      const unsubscribe = deps.bus.subscribe((event) => {
        if (event.conversationId !== conversation.id) return;
        if (event.kind === 'message') flush();
        else if (event.kind === 'typing' && event.side === 'operator') {
          stream.send({ type: 'typing', typing: event.typing } satisfies ChatEvent);
        } else if (event.kind === 'read' && event.side === 'operator') {
          stream.send({ type: 'read', seq: event.seq } satisfies ChatEvent);
        } else if (event.kind === 'conversation') {
          void findConversation(deps.db, conversation.id)
            .then((row) => {
              if (row && row.status !== status) {
                status = row.status;
                stream.send({ type: 'status', status: row.status } as ChatEvent);
              }
            })
            .catch(() => undefined);
        }
      });
      stream.onEnd(unsubscribe);
      // Subscribed first, then the catch-up: nothing stored in between is missed.
      flush();
      return reply;
    });

    route(app, getChatImageEndpoint, async (request, reply) => {
      const [sha256, extension] = request.params.name.split('.') as [string, string];
      const image = await selectChatImage(deps.db, sha256);
      const expected = image?.contentType === 'image/png' ? 'png' : 'jpg';
      if (!image || expected !== extension) {
        throw new AppError('resource.not_found', { value: { name: request.params.name } });
      }
      const etag = `"${sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type(image.contentType).send(image.data);
    });
  };
}
