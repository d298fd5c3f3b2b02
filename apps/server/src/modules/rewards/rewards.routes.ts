import type { FastifyPluginAsync } from 'fastify';
import {
  applyForPromotionEndpoint,
  approveApplicationEndpoint,
  claimRewardEndpoint,
  getApplicationImageEndpoint,
  getSignInEndpoint,
  signInEndpoint,
  listApplicationsEndpoint,
  listMyApplicationsEndpoint,
  listMemberRewardsEndpoint,
  listRewardsEndpoint,
  rejectApplicationEndpoint,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import {
  applyForPromotion,
  approveApplication,
  claimReward,
  listApplications,
  listMemberApplications,
  listMemberRewards,
  listRewards,
  readApplicationImage,
  rejectApplication,
} from './rewards.service.ts';
import { readSignIn, signIn } from './sign-in.service.ts';

/**
 * Three 5 MB images are 20 MB as base64, with a comment around them. Only this route reads more
 * than the server's 1 MB; a 6 MB image still arrives whole, to be refused with its own code.
 */
const APPLICATION_BODY_LIMIT = 32 * 1024 * 1024;

/** Promotion applications and the reward center (decision 2026-11-24-promotion-applications). */
export function rewardRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      applyForPromotionEndpoint,
      (request) => applyForPromotion(deps.db, request.member!, request.params.id, request.body),
      { fastify: { bodyLimit: APPLICATION_BODY_LIMIT } },
    );

    route(app, listMyApplicationsEndpoint, (request) =>
      listMemberApplications(deps.db, request.member!, request.query.promotionId),
    );

    route(app, listRewardsEndpoint, (request) => listRewards(deps.db, request.member!));
    route(app, listMemberRewardsEndpoint, (request) =>
      listMemberRewards(deps.db, request.params.id),
    );

    route(app, claimRewardEndpoint, (request) =>
      claimReward(deps.db, request.member!, request.params.id),
    );

    // Daily sign-in (docs/decisions/2026-11-24-daily-sign-in.md).
    route(app, getSignInEndpoint, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSignIn(deps.db, request.member!.id, new Date());
    });
    route(app, signInEndpoint, (request) => signIn(deps.db, request.member!.id, new Date()), {
      rateLimit: { max: 30, timeWindow: '1 minute' },
    });

    // ---- operator

    route(app, listApplicationsEndpoint, (request) => listApplications(deps.db, request.query));

    route(app, getApplicationImageEndpoint, async (request, reply) => {
      const image = await readApplicationImage(deps.db, request.params.name);
      if (!image)
        throw new AppError('resource.not_found', { value: { name: request.params.name } });
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      return reply.type(image.contentType).send(image.data);
    });

    route(app, approveApplicationEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) =>
          approveApplication(tx, request.params.id, request.body, callerOf(request).actor.name),
        (change) => ({
          action: 'promotion_application.approve',
          targetType: 'promotion_application',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, rejectApplicationEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) =>
          rejectApplication(tx, request.params.id, request.body, callerOf(request).actor.name),
        (change) => ({
          action: 'promotion_application.reject',
          targetType: 'promotion_application',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });
  };
}
