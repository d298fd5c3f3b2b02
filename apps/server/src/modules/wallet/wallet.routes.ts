import type { FastifyPluginAsync } from 'fastify';
import { getWalletEndpoint, renewSessionEndpoint } from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { getWallet, renewSession } from './wallet.service.ts';

/** spec §7 "Wallets (merchant, member), session renew": the balance widget and header. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  route(app, getWalletEndpoint, (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getWallet(app.db, app.settings, request.member!);
  });

  route(app, renewSessionEndpoint, (request, reply) => {
    reply.header('cache-control', 'no-store');
    return renewSession(app.db, app.settings, request.member!, request.sessionToken!);
  });
};
