import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  ChangePasswordValueSchema,
  ErrorEnvelopeSchema,
  MemberInfoSchema,
  okEnvelope,
} from '@app/contracts';
import { changePassword, type AuthDeps } from '../auth/auth.service.ts';
import { toMemberInfo } from './member.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

export function memberRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/member/info',
      {
        config: { auth: 'member', module: 'COMM3' },
        schema: {
          tags: ['member'],
          summary: 'The signed-in member (spec §3 Member info)',
          security: [{ bearer: [] }],
          response: { 200: okEnvelope(MemberInfoSchema), ...errors },
        },
      },
      async (request) => ({ success: true as const, value: toMemberInfo(request.member!) }),
    );

    app.post(
      '/member/password',
      {
        config: { auth: 'real', rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags: ['member'],
          summary: 'Change password; revokes every session and answers a new token',
          security: [{ bearer: [] }],
          body: ChangePasswordBodySchema,
          response: { 200: okEnvelope(ChangePasswordValueSchema), ...errors },
        },
      },
      async (request) => {
        const ua = request.headers['user-agent'];
        const value = await changePassword(deps, request.member!, request.body, {
          ip: request.ip,
          userAgent: typeof ua === 'string' ? ua : null,
        });
        return { success: true as const, value };
      },
    );
  };
}

/** Development outbox (SMS and mail that the dev providers "sent"); only when enabled. */
export function devOutboxRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const { listOutbox } = await import('../auth/auth.repository.ts');
    app.get(
      '/dev/outbox',
      {
        config: { gate: false },
        schema: {
          tags: ['development'],
          summary: 'Messages the development SMS provider and mailer sent (not in production)',
          querystring: z.object({
            to: z.string().max(254).optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: okEnvelope(
              z.array(
                z.object({
                  id: z.number(),
                  channel: z.string(),
                  recipient: z.string(),
                  subject: z.string(),
                  body: z.string(),
                  createdAt: z.string(),
                }),
              ),
            ),
            400: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const rows = await listOutbox(app.db, request.query.to, request.query.limit);
        return {
          success: true as const,
          value: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        };
      },
    );
  };
}
