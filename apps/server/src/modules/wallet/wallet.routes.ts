import type { FastifyPluginAsync } from 'fastify';
import { getWalletEndpoint, renewSessionEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { getWallet, renewSession } from './wallet.service.ts';

/** spec §7 "Wallets (merchant, member), session renew": the balance widget and header. */
export function walletRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getWalletEndpoint, (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getWallet(deps.db, deps.settings, request.member!);
    });

    route(app, renewSessionEndpoint, (request, reply) => {
      reply.header('cache-control', 'no-store');
      return renewSession(deps.db, deps.settings, request.member!, request.sessionToken!);
    });
  };
}
