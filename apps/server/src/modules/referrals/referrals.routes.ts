import type { FastifyPluginAsync } from 'fastify';
import {
  getReferralSettingsEndpoint,
  getReferralSummaryEndpoint,
  listReferralsEndpoint,
  runReferralJobEndpoint,
  updateReferralSettingsEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditDone, auditedChange } from '../operator/operator-audit.ts';
import type { ReferralJob } from './referral-job.ts';
import {
  listReferrals,
  readReferralSettings,
  readReferralSummary,
  updateReferralSettings,
} from './referrals.service.ts';

/** Invite friends (docs/decisions/2026-11-25-referrals.md). */
export function referralRoutes(deps: RouteDeps & { job: ReferralJob }): FastifyPluginAsync {
  return async (app) => {
    route(app, getReferralSummaryEndpoint, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readReferralSummary(deps.db, request.member!, new Date());
    });

    route(app, getReferralSettingsEndpoint, () => readReferralSettings(deps.db));

    route(app, updateReferralSettingsEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateReferralSettings(tx, request.body),
        (change) => ({
          action: 'referral.settings',
          targetType: 'referral_settings',
          targetId: '1',
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, listReferralsEndpoint, (request) => listReferrals(deps.db, request.query));

    route(app, runReferralJobEndpoint, async (request) => {
      const run = await deps.job.runOnce();
      await auditDone(deps.db, request, {
        action: 'referral.run',
        targetType: 'referral_settings',
        targetId: '1',
        before: null,
        after: run,
      });
      return run;
    });
  };
}
