import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorAuthenticateRequestSchema,
  VendorBalanceRequestSchema,
  VendorBetRequestSchema,
  VendorRollbackRequestSchema,
  VendorWalletActionSchema,
  VendorWalletAnswerSchema,
  VendorWinRequestSchema,
} from '../vendor-wallet.ts';

// The seamless-wallet API game vendors call during play (docs/vendor-wallet-api.md).

/** The signature headers of a vendor call; the route reads them itself, after the raw body. */
export const VendorWalletHeadersSchema = z.object({
  [VENDOR_TIMESTAMP_HEADER]: z.optional(
    z
      .string()
      .check(z.describe('Milliseconds since the epoch; refused when more than 5 minutes off.')),
  ),
  [VENDOR_SIGNATURE_HEADER]: z.optional(
    z
      .string()
      .check(
        z.describe(
          'Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the vendor’s secret.',
        ),
      ),
  ),
});

export const vendorWalletCallEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/vendor/:vendorCode/wallet/:action',
  auth: 'signed',
  // Vendors settle rounds during maintenance too, and call from abroad.
  gate: false,
  envelope: false,
  params: z.object({
    vendorCode: z.string().check(z.maxLength(64)),
    action: VendorWalletActionSchema,
  }),
  body: z.union([
    VendorAuthenticateRequestSchema,
    VendorBalanceRequestSchema,
    VendorBetRequestSchema,
    VendorWinRequestSchema,
    VendorRollbackRequestSchema,
  ]),
  response: VendorWalletAnswerSchema,
  errors: [],
  tag: 'vendor-wallet',
  summary: 'Vendor wallet call: authenticate, balance, bet, win or rollback',
  description: `Seamless wallet for game vendors (docs/vendor-wallet-api.md).

Signed: \`${VENDOR_TIMESTAMP_HEADER}\` is milliseconds since the epoch (refused when more than 5
minutes off), \`${VENDOR_SIGNATURE_HEADER}\` the lowercase hex HMAC-SHA256 of
\`\${timestamp}.\${rawBody}\` with the vendor's secret.

Always HTTP 200 with a \`status\` in the body (OK, INSUFFICIENT_FUNDS, INVALID_SIGNATURE,
INVALID_TOKEN, PLAYER_NOT_FOUND, BET_NOT_FOUND, ALREADY_SETTLED, DUPLICATE_MISMATCH,
INVALID_REQUEST), never the { success, value } envelope; only a body over 64 kB or a URL the
router cannot read gets a 4xx. Money calls are idempotent by transactionId.`,
  docs: {
    params: {
      vendorCode:
        'The vendor row calling (BGS, JL, JL_FISH, …); rows of one wallet account share its secret and transactions.',
      action: 'authenticate, balance, bet, win or rollback; the body is that action’s request.',
    },
  },
  examples: {
    params: { vendorCode: 'BGS', action: 'bet' },
    body: {
      requestId: 'bgs-req-000731-1',
      playerId: '10000001',
      currency: 'VND',
      transactionId: 'bgs-tx-000731-bet',
      roundId: 'BGS-R-20261124-000731',
      gameCode: 'EMERALD_CRANE_HOLD_WIN',
      amount: '20000',
    },
    response: {
      status: 'OK',
      playerId: '10000001',
      currency: 'VND',
      balance: '4980000.00',
      requestId: 'bgs-req-000731-1',
      transactionId: 'bgs-tx-000731-bet',
    },
  },
});
