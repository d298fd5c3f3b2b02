import type { FastifyPluginAsync } from 'fastify';
import { getMoneySettingsEndpoint, updateMoneySettingsEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { getMoneySettings, updateMoneySettings } from './money-settings.service.ts';

/** The money settings: withdrawal limits and the amount from which adjustments need approval. */
export function moneySettingsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getMoneySettingsEndpoint, () => getMoneySettings(deps.db));
    route(app, updateMoneySettingsEndpoint, (request) =>
      updateMoneySettings(deps.db, request.body, callerOf(request).actor),
    );
  };
}
