import type { FastifyPluginAsync } from 'fastify';
import {
  changePasswordEndpoint,
  getMemberInfoEndpoint,
  listDevOutboxEndpoint,
} from '@app/contracts';
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
