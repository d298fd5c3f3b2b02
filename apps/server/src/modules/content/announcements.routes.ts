import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdminAnnouncementSchema,
  AnnouncementCreateBodySchema,
  AnnouncementListSchema,
  AnnouncementQuerySchema,
  ErrorEnvelopeSchema,
  MarkAnnouncementReadBodySchema,
  MarkAnnouncementReadResultSchema,
  okEnvelope,
} from '@app/contracts';
import { tokenOf } from '../../plugins/auth.ts';
import { requireOperator } from '../../plugins/request-context.ts';
import { resolveToken } from '../auth/session.service.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import {
  createAnnouncement,
  endAnnouncement,
  listAnnouncements,
  markAnnouncementRead,
} from './announcements.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });
const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * The member behind the request's token, or null. The list needs no token (spec §7), so a missing,
 * expired or unknown one reads as a visitor rather than failing the home page.
 */
async function optionalMember(request: FastifyRequest): Promise<MemberRow | null> {
  const token = tokenOf(request);
  if (!token) return null;
  return (await resolveToken(request.server.db, token)) ?? null;
}

/**
 * Announcements (spec §2 marquee, notice popup, message list, agent footer; §7): the list, the
 * member's mark-read call, and the operator's create and end.
 */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/announcements',
    {
      config: { module: 'COMM3' },
      schema: {
        tags: ['content'],
        summary:
          'Announcements visible now by types, page, platform and language; read state with a session',
        querystring: AnnouncementQuerySchema,
        response: ok(AnnouncementListSchema),
      },
    },
    async (request, reply) => {
      const member = await optionalMember(request);
      // Read state is per member; a visitor's answer is the same for everyone.
      reply.header('cache-control', member ? 'private, no-store' : 'public, max-age=30');
      if (member) reply.header('vary', 'authorization');
      return {
        success: true as const,
        value: await listAnnouncements(app.db, request.query, member),
      };
    },
  );

  app.post(
    '/content/announcements/read',
    {
      // spec §6: trial accounts (type 4) do not mark announcements read.
      config: {
        auth: 'real',
        module: 'COMM3',
        rateLimit: { max: 240, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['content'],
        summary: 'Mark an announcement read for the signed-in member (not for trial accounts)',
        body: MarkAnnouncementReadBodySchema,
        response: ok(MarkAnnouncementReadResultSchema),
      },
    },
    async (request) => {
      await markAnnouncementRead(app.db, request.member!, request.body.announcementId);
      return {
        success: true as const,
        value: { announcementId: request.body.announcementId, read: true as const },
      };
    },
  );

  // ---- operator (Authorization: Bearer OPERATOR_TOKEN)

  const operator = { config: { gate: false }, onRequest: requireOperator } as const;
  const security = [{ operator: [] }];

  app.post(
    '/admin/content/announcements',
    {
      ...operator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'Create an announcement; its HTML is sanitised before it is stored',
        body: AnnouncementCreateBodySchema,
        response: ok(AdminAnnouncementSchema),
      },
    },
    async (request) => ({
      success: true as const,
      value: await createAnnouncement(app.db, request.body),
    }),
  );

  app.post(
    '/admin/content/announcements/:id/end',
    {
      ...operator,
      schema: {
        tags: ['operator'],
        security,
        summary: 'End an announcement now',
        params: IdParams,
        response: ok(AdminAnnouncementSchema),
      },
    },
    async (request) => ({
      success: true as const,
      value: await endAnnouncement(app.db, request.params.id),
    }),
  );
};
