import type { FastifyPluginAsync } from 'fastify';
import {
  getVipLevelsEndpoint,
  getVipStatusEndpoint,
  runVipJobEndpoint,
  updateVipLevelsEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditDone, auditedChange } from '../operator/operator-audit.ts';
import type { VipJob } from './vip-job.ts';
import { readLevels, readVipStatus, updateLevels } from './vip.service.ts';

/** The VIP club (docs/decisions/2026-11-25-vip-club.md). */
export function vipRoutes(deps: RouteDeps & { job: VipJob }): FastifyPluginAsync {
  return async (app) => {
    route(app, getVipStatusEndpoint, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readVipStatus(deps.db, request.member!.id, new Date());
    });

    route(app, getVipLevelsEndpoint, () => readLevels(deps.db));

    route(app, updateVipLevelsEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateLevels(tx, request.body),
        (change) => ({
          action: 'vip.levels',
          targetType: 'vip_levels',
          targetId: 'all',
          before: change.before,
          after: change.after,
        }),
      );
      return { levels: after };
    });

    route(app, runVipJobEndpoint, async (request) => {
      const run = await deps.job.runOnce(true);
      await auditDone(deps.db, request, {
        action: 'vip.run',
        targetType: 'vip_levels',
        targetId: 'all',
        before: null,
        after: run,
      });
      return run;
    });
  };
}
