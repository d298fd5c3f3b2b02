import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  createAnnouncementEndpoint,
  endAnnouncementEndpoint,
  listAdminAnnouncementsEndpoint,
  listAnnouncementsEndpoint,
  markAnnouncementReadEndpoint,
  updateAnnouncementEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { resolveToken } from '../auth/session.service.ts';
import type { MemberRow } from '../auth/auth.repository.ts';
import {
  createAnnouncement,
  endAnnouncement,
  listAdminAnnouncements,
  listAnnouncements,
  markAnnouncementRead,
  updateAnnouncement,
} from './announcements.service.ts';

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
export function announcementRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listAnnouncementsEndpoint, async (request, reply) => {
      const member = await optionalMember(request);
      // Read state is per member; a visitor's answer is the same for everyone.
      reply.header('cache-control', member ? 'private, no-store' : 'public, max-age=30');
      if (member) reply.header('vary', 'authorization');
      return listAnnouncements(deps.db, request.query, member);
    });

    route(
      app,
      markAnnouncementReadEndpoint,
      async (request) => {
        await markAnnouncementRead(deps.db, request.member!, request.body.announcementId);
        return { announcementId: request.body.announcementId, read: true as const };
      },
      { rateLimit: { max: 240, timeWindow: '1 minute' } },
    );

    // ---- operator

    route(app, listAdminAnnouncementsEndpoint, (request) =>
      listAdminAnnouncements(deps.db, request.query),
    );

    route(app, updateAnnouncementEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateAnnouncement(tx, request.params.id, request.body),
        (change) => ({
          action: 'announcement.update',
          targetType: 'announcement',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, createAnnouncementEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => createAnnouncement(tx, request.body),
        (created) => ({
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: String(created.id),
          after: created,
        }),
      ),
    );

    route(app, endAnnouncementEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => endAnnouncement(tx, request.params.id),
        (ended) => ({
          action: 'announcement.end',
          targetType: 'announcement',
          targetId: String(ended.id),
          after: { endDate: ended.endDate },
        }),
      ),
    );
  };
}
