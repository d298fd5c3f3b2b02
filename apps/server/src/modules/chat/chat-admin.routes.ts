import type { FastifyPluginAsync } from 'fastify';
import {
  adminChatStreamEndpoint,
  assignAdminChatEndpoint,
  closeAdminChatEndpoint,
  getAdminChatEndpoint,
  getAdminChatMessagesEndpoint,
  listAdminChatsEndpoint,
  listCannedRepliesEndpoint,
  listChatOperatorsEndpoint,
  readAdminChatEndpoint,
  saveCannedRepliesEndpoint,
  sendAdminChatImageEndpoint,
  sendAdminChatTextEndpoint,
  typingAdminChatEndpoint,
  type AdminChatEvent,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import type { ChatBus } from './chat-bus.ts';
import { openEventStream } from './chat-stream.ts';
import { findMessageBySeq } from './chat.repository.ts';
import { CHAT_IMAGE_BODY_LIMIT } from './chat.routes.ts';
import {
  adminHistory,
  assignChat,
  closeChat,
  getAdminChat,
  listAdminChats,
  listCannedReplies,
  listChatOperators,
  operatorRead,
  operatorSend,
  operatorTyping,
  saveCannedReplies,
  toChatMessage,
} from './chat.service.ts';

/**
 * The operators' chat console (docs/decisions/2026-11-24-live-chat.md): the queue, a
 * conversation with the member beside it, answers, take and hand over, close, canned replies and
 * the console's event stream. Taking, handing over, closing and editing canned replies are audited;
 * the messages themselves are the record of what was said.
 */
export function chatAdminRoutes(deps: RouteDeps & { bus: ChatBus }): FastifyPluginAsync {
  const chat = { db: deps.db, bus: deps.bus };
  const operatorIdOf = (request: Parameters<typeof callerOf>[0]) =>
    callerOf(request).operator?.id ?? null;

  return async (app) => {
    route(app, listAdminChatsEndpoint, (request) =>
      listAdminChats(deps.db, request.query.view, operatorIdOf(request)),
    );

    route(app, getAdminChatEndpoint, (request) => getAdminChat(deps.db, request.params.id));

    route(app, getAdminChatMessagesEndpoint, (request) =>
      adminHistory(deps.db, request.params.id, request.query),
    );

    route(app, sendAdminChatTextEndpoint, (request) =>
      operatorSend(chat, request.params.id, operatorIdOf(request), request.body.clientId, {
        text: request.body.text,
      }),
    );

    route(
      app,
      sendAdminChatImageEndpoint,
      (request) =>
        operatorSend(chat, request.params.id, operatorIdOf(request), request.body.clientId, {
          imageBase64: request.body.data,
        }),
      { fastify: { bodyLimit: CHAT_IMAGE_BODY_LIMIT } },
    );

    route(app, typingAdminChatEndpoint, (request) =>
      operatorTyping(chat, request.params.id, request.body.typing),
    );

    route(app, readAdminChatEndpoint, (request) =>
      operatorRead(chat, request.params.id, request.body.seq),
    );

    route(app, assignAdminChatEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => assignChat(tx, request.params.id, operatorIdOf(request), request.body.operatorId),
        (change) => ({
          action: 'chat.assign',
          targetType: 'chat_conversation',
          targetId: String(change.after.id),
          before: { assignedOperatorId: change.before.assignedOperatorId },
          after: { assignedOperatorId: change.after.assignedOperatorId },
        }),
      );
      await publishChange(deps.bus, after.id, after.memberId);
      return after;
    });

    route(app, closeAdminChatEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => closeChat(tx, request.params.id),
        (change) => ({
          action: 'chat.close',
          targetType: 'chat_conversation',
          targetId: String(change.after.id),
          before: { status: change.before.status },
          after: { status: change.after.status },
        }),
      );
      await publishChange(deps.bus, after.id, after.memberId);
      return after;
    });

    route(app, listCannedRepliesEndpoint, () => listCannedReplies(deps.db));

    route(app, listChatOperatorsEndpoint, () => listChatOperators(deps.db));

    route(app, saveCannedRepliesEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => saveCannedReplies(tx, request.body.list),
        (after) => ({
          action: 'chat.canned_replies',
          targetType: 'chat_canned_replies',
          targetId: 'all',
          after,
        }),
      ),
    );

    route(app, adminChatStreamEndpoint, async (request, reply) => {
      const stream = openEventStream(request, reply, deps.config.chatStreamMs);
      const unsubscribe = deps.bus.subscribe((event) => {
        if (event.kind === 'message') {
          void findMessageBySeq(deps.db, event.conversationId, event.seq)
            .then((row) => {
              if (!row) return;
              stream.send({
                type: 'message',
                conversationId: event.conversationId,
                message: toChatMessage(row),
              } satisfies AdminChatEvent);
            })
            .catch(() => undefined);
        } else if (event.kind === 'typing' && event.side === 'member') {
          stream.send({
            type: 'typing',
            conversationId: event.conversationId,
            typing: event.typing,
          } satisfies AdminChatEvent);
        } else if (event.kind === 'conversation' || event.kind === 'read') {
          stream.send({
            type: 'conversation',
            conversationId: event.conversationId,
          } satisfies AdminChatEvent);
        }
      });
      stream.onEnd(unsubscribe);
      return reply;
    });
  };
}

async function publishChange(bus: ChatBus, conversationId: number, memberId: number) {
  try {
    await bus.publish({ kind: 'conversation', conversationId, memberId });
  } catch {
    // the console reloads on its next reconnect
  }
}
