import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  answerFeedbackEndpoint,
  deleteInboxMessageEndpoint,
  getInboxMessageEndpoint,
  getUnreadCountsEndpoint,
  listAdminFeedbackEndpoint,
  listAdminInboxEndpoint,
  listInboxEndpoint,
  sendFeedbackEndpoint,
  sendInboxMessageEndpoint,
  withdrawInboxMessageEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import { answerFeedback, listAdminFeedback, sendFeedback } from './feedback.service.ts';
import {
  deleteInboxMessage,
  listAdminInbox,
  listInbox,
  openInboxMessage,
  sendInboxMessage,
  withdrawInboxMessage,
  type Sender,
} from './inbox.service.ts';
import { unreadCounts } from './unread.service.ts';

function senderOf(request: FastifyRequest): Sender {
  const { actor } = callerOf(request);
  return { name: actor.name, operatorId: actor.operatorId ?? null };
}

/**
 * The member inbox (spec §2 /m/webEmail, /m/messageDetail; MAILCEN, spec §6), the unread counts
 * (spec §3), feedback (spec §7 PUT), and the operator's inbox and feedback screens, each change
 * audited. Decision: docs/decisions/2026-11-24-inbox-and-feedback.md.
 */
export function inboxRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listInboxEndpoint, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listInbox(deps.db, request.member!, request.query);
    });

    route(
      app,
      getInboxMessageEndpoint,
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return openInboxMessage(deps.db, request.member!, request.params.id);
      },
      { rateLimit: { max: 240, timeWindow: '1 minute' } },
    );

    route(
      app,
      deleteInboxMessageEndpoint,
      async (request) => {
        await deleteInboxMessage(deps.db, request.member!, request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
      { rateLimit: { max: 120, timeWindow: '1 minute' } },
    );

    route(app, getUnreadCountsEndpoint, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return unreadCounts({
        db: deps.db,
        settings: deps.settings,
        member: request.member!,
        language: request.query.language,
      });
    });

    // A person writes a few feedback items at most; five an hour stops a script, not a member.
    route(
      app,
      sendFeedbackEndpoint,
      (request) => sendFeedback(deps.db, request.member!, request.body),
      { rateLimit: { max: 5, timeWindow: '1 hour' } },
    );

    // ---- operator

    route(app, listAdminInboxEndpoint, (request) => listAdminInbox(deps.db, request.query));

    route(app, sendInboxMessageEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => sendInboxMessage(tx, request.body, senderOf(request)),
        (sent) => ({
          action: 'inbox.send',
          targetType: 'inbox_message',
          targetId: String(sent.id),
          after: {
            title: sent.title,
            target: sent.target,
            account: sent.account,
            memberType: sent.memberType,
            clubLabel: sent.clubLabel,
            label: sent.label,
          },
        }),
      ),
    );

    route(app, withdrawInboxMessageEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => withdrawInboxMessage(tx, request.params.id),
        (withdrawn) => ({
          action: 'inbox.withdraw',
          targetType: 'inbox_message',
          targetId: String(withdrawn.id),
          after: { withdrawnAt: withdrawn.withdrawnAt },
        }),
      ),
    );

    route(app, listAdminFeedbackEndpoint, (request) => listAdminFeedback(deps.db, request.query));

    route(app, answerFeedbackEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => answerFeedback(tx, request.params.id, request.body, senderOf(request)),
        (answered) => ({
          action: 'feedback.answer',
          targetType: 'feedback',
          targetId: String(answered.id),
          after: { messageId: answered.messageId, account: answered.account },
        }),
      ),
    );
  };
}
