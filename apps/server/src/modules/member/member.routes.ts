import type { FastifyPluginAsync } from 'fastify';
import {
  changePasswordEndpoint,
  endMemberSessionEndpoint,
  endOtherMemberSessionsEndpoint,
  getMemberInfoEndpoint,
  listDevOutboxEndpoint,
  listMemberSessionsEndpoint,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { tokenOf } from '../../plugins/auth.ts';
import {
  listLiveSessions,
  revokeMemberSession,
  revokeOtherSessions,
} from '../auth/auth.repository.ts';
import { hashToken } from '../auth/session.service.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { changePassword, type AuthDeps } from '../auth/auth.service.ts';
import { toMemberInfo } from './member.service.ts';

/** The signed-in member (spec §3 Member info) and the password change. */
export function memberRoutes(deps: AuthDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getMemberInfoEndpoint, async (request) => toMemberInfo(request.member!));

    route(
      app,
      changePasswordEndpoint,
      (request) => {
        const ua = request.headers['user-agent'];
        return changePassword(deps, request.member!, request.body, {
          ip: request.ip,
          userAgent: typeof ua === 'string' ? ua : null,
        });
      },
      { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    );

    // The member's signed-in devices (ASVS 7.4.5): see them, end one, end all the others.
    route(app, listMemberSessionsEndpoint, async (request) => {
      const current = hashToken(tokenOf(request) ?? '');
      const rows = await listLiveSessions(deps.db, request.member!.id);
      return rows.map((row) => ({
        id: row.id,
        current: row.tokenHash === current,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
      }));
    });

    route(app, endMemberSessionEndpoint, async (request) => {
      if (!(await revokeMemberSession(deps.db, request.member!.id, request.params.id))) {
        throw new AppError('resource.not_found');
      }
      return {};
    });

    route(app, endOtherMemberSessionsEndpoint, async (request) => ({
      ended: await revokeOtherSessions(
        deps.db,
        request.member!.id,
        hashToken(tokenOf(request) ?? ''),
      ),
    }));
  };
}

/** Development outbox (SMS and mail that the dev providers "sent"); only when enabled. */
export function devOutboxRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { listOutbox } = await import('../auth/auth.repository.ts');
    route(app, listDevOutboxEndpoint, async (request) => {
      const rows = await listOutbox(deps.db, request.query.to, request.query.limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    });
  };
}
