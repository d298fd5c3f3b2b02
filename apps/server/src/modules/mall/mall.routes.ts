import type { FastifyPluginAsync } from 'fastify';
import {
  adjustPointsEndpoint,
  createMallItemEndpoint,
  getMallEndpoint,
  getPointRatesEndpoint,
  listAdminMallItemsEndpoint,
  listAdminMallOrdersEndpoint,
  listMallOrdersEndpoint,
  listPointEntriesEndpoint,
  redeemMallItemEndpoint,
  setMallOrderStateEndpoint,
  setPointRatesEndpoint,
  settlePointsEndpoint,
  updateMallItemEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import {
  createItem,
  listAdminItems,
  listAdminOrders,
  listMemberOrders,
  listPointEntries,
  readMall,
  redeemItem,
  setOrderState,
  updateItem,
} from './mall.service.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { adjustPoints, readPointRates, setPointRates, settlePoints } from './points.service.ts';

/** Points and the point mall (docs/decisions/2026-11-25-point-mall.md); module PTSYS3. */
export function mallRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getMallEndpoint, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readMall(deps.db, request.member!.id);
    });
    route(app, listPointEntriesEndpoint, (request) =>
      listPointEntries(deps.db, request.member!.id, request.query),
    );
    route(app, listMallOrdersEndpoint, (request) =>
      listMemberOrders(deps.db, request.member!.id, request.query),
    );
    route(
      app,
      redeemMallItemEndpoint,
      (request) =>
        redeemItem(deps.db, request.member!.id, request.params.id, request.body, new Date()),
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    );

    // ---- operator

    route(app, listAdminMallItemsEndpoint, () => listAdminItems(deps.db));

    route(app, createMallItemEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => createItem(tx, request.body),
        (after) => ({
          action: 'mall_item.create',
          targetType: 'mall_item',
          targetId: String(after.id),
          after,
        }),
      ),
    );

    route(app, updateMallItemEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateItem(tx, request.params.id, request.body),
        (change) => ({
          action: 'mall_item.update',
          targetType: 'mall_item',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, listAdminMallOrdersEndpoint, (request) => listAdminOrders(deps.db, request.query));

    route(app, setMallOrderStateEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => setOrderState(tx, request.params.id, request.body.state),
        (change) => ({
          action: `mall_order.${request.body.state}`,
          targetType: 'mall_order',
          targetId: String(change.after.id),
          before: change.before,
          after: change.after,
        }),
      );
      return after;
    });

    route(app, getPointRatesEndpoint, () => readPointRates(deps.db));

    route(app, setPointRatesEndpoint, async (request) => {
      let before: unknown;
      const after = await auditedChange(
        deps.db,
        request,
        async (tx) => {
          before = (await readPointRates(tx)).rates;
          return setPointRates(tx, request.body);
        },
        (value) => ({
          action: 'point_rates.update',
          targetType: 'point_rates',
          targetId: 'mall',
          before,
          after: value.rates,
        }),
      );
      return after;
    });

    route(app, settlePointsEndpoint, () => settlePoints(deps.db, new Date()));

    route(app, adjustPointsEndpoint, (request) =>
      auditedChange(
        deps.db,
        request,
        (tx) => adjustPoints(tx, request.body, callerOf(request).actor.name),
        (after) => ({
          action: 'points.adjust',
          targetType: 'member',
          targetId: String(after.memberId),
          reason: request.body.reason,
          details: { points: request.body.points },
          after,
        }),
      ),
    );
  };
}
