import type { FastifyPluginAsync } from 'fastify';
import {
  excludeEndpoint,
  getMemberProtectionEndpoint,
  getProtectionEndpoint,
  getSessionResultEndpoint,
  getWageringEndpoint,
  setLimitEndpoint,
  setRealityCheckEndpoint,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { findMemberById } from '../auth/auth.repository.ts';
import {
  exclude,
  readProtection,
  sessionResult,
  setLimit,
  setRealityCheck,
} from './protection.service.ts';
import { readWagering } from './wagering.service.ts';

/**
 * Responsible gaming and wagering (docs/decisions/2026-11-24-protect.md). Every rule reads the
 * time once per request from `new Date()`, so a test's fake clock moves them all.
 */
export function protectionRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getProtectionEndpoint, (request) =>
      readProtection(deps.db, request.member!.id, new Date()),
    );
    route(app, setLimitEndpoint, (request) =>
      setLimit(deps.db, request.member!, request.body, new Date()),
    );
    route(app, setRealityCheckEndpoint, (request) =>
      setRealityCheck(deps.db, request.member!, request.body.minutes, new Date()),
    );
    route(app, excludeEndpoint, (request) =>
      exclude(deps.db, request.member!, request.body, new Date()),
    );
    route(app, getSessionResultEndpoint, (request) =>
      sessionResult(deps.db, request.member!.id, new Date(request.query.since)),
    );
    route(app, getWageringEndpoint, (request) =>
      readWagering(deps.db, request.member!.id, new Date()),
    );

    // ---- operator: read-only
    route(app, getMemberProtectionEndpoint, async (request) => {
      const member = await findMemberById(deps.db, request.params.id);
      if (!member) throw new AppError('operator.account_not_found');
      return readProtection(deps.db, member.id, new Date());
    });
  };
}
