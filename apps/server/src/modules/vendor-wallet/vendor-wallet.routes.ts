import type { FastifyPluginAsync } from 'fastify';
import {
  VENDOR_WALLET_ACTIONS,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorWalletHeadersSchema,
  vendorWalletCallEndpoint,
} from '@app/contracts';
import { route } from '../../lib/endpoint-route.ts';
import { headerValue, keepRawBodies } from '../../lib/signed-request.ts';
import { vendorWalletCalls } from '../../lib/metrics.ts';
import { handleVendorCall, type VendorWalletDeps } from './vendor-wallet.service.ts';

const KNOWN_ACTIONS = new Set<string>(VENDOR_WALLET_ACTIONS);

/** `POST /wps/vendor/{vendorCode}/wallet/{action}`: the vendor-facing wallet API. */
export function vendorWalletRoutes(deps: VendorWalletDeps): FastifyPluginAsync {
  return async (app) => {
    // The signature covers the exact bytes sent: keep them, and parse nothing before it is checked.
    keepRawBodies(app, { bodyLimit: 64 * 1024, parseJson: false });
    route(
      app,
      vendorWalletCallEndpoint,
      async (request, reply) => {
        // Validation is attached, not thrown: params may be anything here.
        const params = request.params as { vendorCode?: unknown; action?: unknown };
        reply.header('cache-control', 'no-store');
        const action = String(params.action ?? '');
        const answer = await handleVendorCall(deps, {
          vendorCode: String(params.vendorCode ?? ''),
          action,
          timestamp: headerValue(request.headers[VENDOR_TIMESTAMP_HEADER]),
          signature: headerValue(request.headers[VENDOR_SIGNATURE_HEADER]),
          rawBody: request.rawBody,
        });
        vendorWalletCalls.inc({
          action: KNOWN_ACTIONS.has(action) ? action : 'unknown',
          status: answer.status,
        });
        return answer;
      },
      {
        headers: VendorWalletHeadersSchema,
        // The route answers every input with a status of its own (INVALID_REQUEST), after the
        // signature; the schemas document the API and are checked by the service, which parses
        // the raw body once the signature holds.
        rawBody: true,
        fastify: { attachValidation: true },
      },
    );
  };
}
