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
  visitorAnnouncements,
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
 * member's mark-read call, and the operator's create and end. A visitor's list is kept in the read
 * cache, which every operator change drops in every process (topic `content`).
 */
export function announcementRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listAnnouncementsEndpoint, async (request, reply) => {
      const member = await optionalMember(request);
      // Read state is per member; a visitor's answer is the same for everyone.
      reply.header('cache-control', member ? 'private, no-store' : 'public, max-age=30');
      if (member) reply.header('vary', 'authorization');
      return member
        ? listAnnouncements(deps.db, request.query, member)
        : visitorAnnouncements(deps, request.query);
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
      await deps.cache.invalidate('content');
      return after;
    });

    route(app, createAnnouncementEndpoint, async (request) => {
      const created = await auditedChange(
        deps.db,
        request,
        (tx) => createAnnouncement(tx, request.body),
        (row) => ({
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: String(row.id),
          after: row,
        }),
      );
      await deps.cache.invalidate('content');
      return created;
    });

    route(app, endAnnouncementEndpoint, async (request) => {
      const ended = await auditedChange(
        deps.db,
        request,
        (tx) => endAnnouncement(tx, request.params.id),
        (row) => ({
          action: 'announcement.end',
          targetType: 'announcement',
          targetId: String(row.id),
          after: { endDate: row.endDate },
        }),
      );
      await deps.cache.invalidate('content');
      return ended;
    });
  };
}
