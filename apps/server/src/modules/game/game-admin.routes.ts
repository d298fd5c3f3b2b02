import type { FastifyPluginAsync } from 'fastify';
import {
  getOriginalsSettingsEndpoint,
  updateOriginalsSettingsEndpoint,
  listAdminGamesEndpoint,
  listAdminVendorsEndpoint,
  updateAdminGameEndpoint,
  updateAdminVendorEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { auditedChange } from '../operator/operator-audit.ts';
import {
  originalsLimits,
  toOriginalsSettings,
  updateOriginalsLimits,
} from '../originals/originals-settings.ts';
import {
  listAdminGames,
  listAdminVendors,
  updateAdminGame,
  updateAdminVendor,
} from './game-admin.service.ts';

/** The catalogue in the back office: vendors and games on or off, their order, names and flags. */
export function gameAdminRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listAdminVendorsEndpoint, () => listAdminVendors(deps.db));

    route(app, updateAdminVendorEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateAdminVendor(tx, request.params.code, request.body),
        ({ before, after: changed }) => ({
          action: 'game.vendor',
          targetType: 'vendor',
          targetId: changed.code,
          before,
          after: changed,
        }),
      );
      await deps.cache.invalidate('catalogue');
      return after;
    });

    route(app, getOriginalsSettingsEndpoint, async () =>
      toOriginalsSettings(await originalsLimits(deps.db)),
    );

    route(app, updateOriginalsSettingsEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateOriginalsLimits(tx, request.body),
        ({ before, after: changed }) => ({
          action: 'game.originals',
          targetType: 'game',
          targetId: request.body.gameCode,
          before,
          after: changed,
        }),
      );
      await deps.cache.invalidate('catalogue');
      return after;
    });

    route(app, listAdminGamesEndpoint, (request) => listAdminGames(deps.db, request.query));

    route(app, updateAdminGameEndpoint, async (request) => {
      const { after } = await auditedChange(
        deps.db,
        request,
        (tx) => updateAdminGame(tx, request.params.id, request.body),
        ({ before, after: changed }) => ({
          action: 'game.update',
          targetType: 'game',
          targetId: String(changed.id),
          before,
          after: changed,
        }),
      );
      await deps.cache.invalidate('catalogue');
      return after;
    });
  };
}
