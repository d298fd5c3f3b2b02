import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorAuthenticateRequestSchema,
  VendorBalanceRequestSchema,
  VendorBetRequestSchema,
  VendorRollbackRequestSchema,
  VendorWalletActionSchema,
  VendorWalletAnswerSchema,
  VendorWinRequestSchema,
} from '@app/contracts';
import { headerValue, keepRawBodies } from '../../lib/signed-request.ts';
import { handleVendorCall, type VendorWalletDeps } from './vendor-wallet.service.ts';

const DESCRIPTION = `Seamless wallet for game vendors (docs/vendor-wallet-api.md).

Signed: \`${VENDOR_TIMESTAMP_HEADER}\` is milliseconds since the epoch (refused when more than 5
minutes off), \`${VENDOR_SIGNATURE_HEADER}\` the lowercase hex HMAC-SHA256 of
\`\${timestamp}.\${rawBody}\` with the vendor's secret.

Always HTTP 200 with a \`status\` in the body (OK, INSUFFICIENT_FUNDS, INVALID_SIGNATURE,
INVALID_TOKEN, PLAYER_NOT_FOUND, BET_NOT_FOUND, ALREADY_SETTLED, DUPLICATE_MISMATCH,
INVALID_REQUEST), never the { success, value } envelope; only a body over 64 kB or a URL the
router cannot read gets a 4xx. Money calls are idempotent by transactionId.`;

/** `POST /wps/vendor/{vendorCode}/wallet/{action}`: the vendor-facing wallet API. */
export function vendorWalletRoutes(deps: VendorWalletDeps): FastifyPluginAsync {
  return async (app) => {
    // The signature covers the exact bytes sent: keep them, and parse nothing before it is checked.
    keepRawBodies(app, { bodyLimit: 64 * 1024, parseJson: false });
    app.post(
      '/vendor/:vendorCode/wallet/:action',
      {
        // Vendors settle rounds during maintenance too, and call from abroad.
        config: { gate: false },
        // The route answers every input with a status of its own (INVALID_REQUEST), after the
        // signature; the schemas below document the API and are checked by the service.
        attachValidation: true,
        schema: {
          tags: ['vendor-wallet'],
          summary: 'Vendor wallet call: authenticate, balance, bet, win or rollback',
          description: DESCRIPTION,
          params: z.object({ vendorCode: z.string().max(64), action: VendorWalletActionSchema }),
          headers: z.object({
            [VENDOR_TIMESTAMP_HEADER]: z.string().optional(),
            [VENDOR_SIGNATURE_HEADER]: z.string().optional(),
          }),
          body: z.union([
            VendorAuthenticateRequestSchema,
            VendorBalanceRequestSchema,
            VendorBetRequestSchema,
            VendorWinRequestSchema,
            VendorRollbackRequestSchema,
          ]),
          response: {
            200: VendorWalletAnswerSchema,
            400: ErrorEnvelopeSchema,
            413: ErrorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const params = request.params as { vendorCode?: unknown; action?: unknown };
        reply.header('cache-control', 'no-store');
        return handleVendorCall(deps, {
          vendorCode: String(params.vendorCode ?? ''),
          action: String(params.action ?? ''),
          timestamp: headerValue(request.headers[VENDOR_TIMESTAMP_HEADER]),
          signature: headerValue(request.headers[VENDOR_SIGNATURE_HEADER]),
          rawBody: request.rawBody,
        });
      },
    );
  };
}
