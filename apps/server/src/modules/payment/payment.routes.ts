import type { FastifyPluginAsync } from 'fastify';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  createBankDepositEndpoint,
  createOnlineDepositEndpoint,
  getDepositOrderEndpoint,
  handleGatewayCallbackEndpoint,
  listDepositChannelsEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { limitHeaders } from '../../lib/header-limit.ts';
import { headerValue, keepRawBodies } from '../../lib/signed-request.ts';
import {
  createBankDeposit,
  createOnlineDeposit,
  findMemberDeposit,
  handleGatewayCallback,
  listDepositChannels,
  type PaymentDeps,
} from './payment.service.ts';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.ts';

/** Per visitor address; deposits are a handful a day for a person. */
const depositLimit = { max: 10, timeWindow: '1 minute' };

/** Deposits (spec §2 /m/voucherCenter), the gateways' callbacks and the sandbox gateway. */
export function paymentRoutes(deps: PaymentDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, listDepositChannelsEndpoint, () => listDepositChannels(deps));

    route(
      app,
      createBankDepositEndpoint,
      (request) => createBankDeposit(deps, request.member!, request.body),
      { rateLimit: depositLimit },
    );

    route(
      app,
      createOnlineDepositEndpoint,
      (request) => createOnlineDeposit(deps, request.member!, request.body),
      { rateLimit: depositLimit },
    );

    route(app, getDepositOrderEndpoint, (request) =>
      findMemberDeposit(deps, request.member!.id, request.params.orderNo),
    );

    await app.register(async (scope) => {
      // The signature covers the exact bytes: keep them (this scope only).
      keepRawBodies(scope, { bodyLimit: 16 * 1024, parseJson: true });
      route(
        scope,
        handleGatewayCallbackEndpoint,
        async (request) => {
          const value = await handleGatewayCallback(deps, request.params.provider, {
            timestamp: headerValue(request.headers[VENDOR_TIMESTAMP_HEADER]),
            signature: headerValue(request.headers[VENDOR_SIGNATURE_HEADER]),
            rawBody: request.rawBody,
            body: request.body,
          });
          request.log.info({ audit: 'gateway.callback', ...value }, 'payment gateway callback');
          return value;
        },
        {
          fastify: {
            preHandler: limitHeaders({
              [VENDOR_TIMESTAMP_HEADER]: 32,
              [VENDOR_SIGNATURE_HEADER]: 128,
            }),
          },
        },
      );
    });

    const sandbox = deps.gateways.get('sandbox');
    if (sandbox) await app.register(sandboxGatewayRoutes(sandbox));
  };
}
