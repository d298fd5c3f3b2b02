import type { FastifyPluginAsync } from 'fastify';
import {
  createPromotionEndpoint,
  deletePromotionEndpoint,
  getPromotionEndpoint,
  listAdminPromotionsEndpoint,
  listPromotionsEndpoint,
  updatePromotionEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import {
  createPromotion,
  deletePromotion,
  getPromotion,
  listAdminPromotions,
  listPromotions,
  updatePromotion,
} from './promotions.service.ts';

/**
 * Promotions (spec §2 "Promotions", §3, §4): the public list and detail, and the operator's
 * create, change and delete, each audited like the announcements'.
 */
export function promotionRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listPromotionsEndpoint, async (request, reply) => {
      // The same answer for everyone in a language.
      reply.header('cache-control', 'public, max-age=30');
      return listPromotions(deps.db, request.query);
    });

    route(app, getPromotionEndpoint, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return getPromotion(deps.db, request.params.id, request.query);
    });

    // ---- operator

    route(app, listAdminPromotionsEndpoint, (request) =>
      listAdminPromotions(deps.db, request.query),
    );

    route(app, createPromotionEndpoint, async (request) => {
      const created = await auditedChange(
        deps.db,
        request,
        (tx) => createPromotion(tx, request.body),
        (after) => ({
          action: 'promotion.create',
          targetType: 'promotion',
          targetId: String(after.id),
          after,
        }),
      );
      // What is kept from promotions (their pictures' artwork) is dropped in every process.
      await deps.cache.invalidate('content');
      return created;
    });

    route(app, updatePromotionEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updatePromotion(tx, request.params.id, request.body),
        (change) => ({
          action: 'promotion.update',
          targetType: 'promotion',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      await deps.cache.invalidate('content');
      return after;
    });

    route(app, deletePromotionEndpoint, async (request) => {
      const deleted = await auditedChange(
        deps.db,
        request,
        (tx) => deletePromotion(tx, request.params.id),
        (before) => ({
          action: 'promotion.delete',
          targetType: 'promotion',
          targetId: String(before.id),
          before,
        }),
      );
      await deps.cache.invalidate('content');
      return { id: deleted.id, deleted: true as const };
    });
  };
}
