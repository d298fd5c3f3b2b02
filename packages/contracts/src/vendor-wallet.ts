import { z } from 'zod/mini';

/**
 * The seamless-wallet API game vendors call during play (docs/vendor-wallet-api.md):
 * `POST /wps/vendor/{vendorCode}/wallet/{action}`, signed with HMAC-SHA256. It answers HTTP 200
 * with a status in the body (the industry convention), never the `{ success, value }` envelope.
 */
export const VENDOR_WALLET_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export const VendorWalletActionSchema = z.enum(VENDOR_WALLET_ACTIONS);
export type VendorWalletAction = z.infer<typeof VendorWalletActionSchema>;

export const VENDOR_WALLET_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'BET_NOT_FOUND',
  'ALREADY_SETTLED',
  'DUPLICATE_MISMATCH',
  'INVALID_REQUEST',
] as const;
export const VendorWalletStatusSchema = z.enum(VENDOR_WALLET_STATUSES);
export type VendorWalletStatus = z.infer<typeof VendorWalletStatusSchema>;

/** Milliseconds since the epoch; a call more than 5 minutes off the server clock is refused. */
export const VENDOR_TIMESTAMP_HEADER = 'x-timestamp';
/** Lowercase hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the vendor's secret. */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';
export const VENDOR_TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

/** Ids the vendor sends: 1 to 100 printable ASCII characters, no spaces. */
const VendorId = z.string().check(z.regex(/^[\x21-\x7e]{1,100}$/));
/** A decimal string with at most the currency's decimals ("10", "10.5", "10.50"); see the doc. */
const VendorAmount = z.string().check(z.maxLength(40));
const Currency = z.string().check(z.regex(/^[A-Z]{3}$/));

const Base = { requestId: VendorId };
const Player = { ...Base, playerId: VendorId, currency: Currency };
const Money = {
  ...Player,
  transactionId: VendorId,
  roundId: VendorId,
  gameCode: VendorId,
  amount: VendorAmount,
};

export const VendorAuthenticateRequestSchema = z.object({
  ...Base,
  /** The one-time launch token the game URL carried. */
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  currency: z.optional(Currency),
});
export const VendorBalanceRequestSchema = z.object(Player);
export const VendorBetRequestSchema = z.object(Money);
export const VendorWinRequestSchema = z.object({
  ...Money,
  /** The bet this win pays. */
  betTransactionId: VendorId,
  /** true: the round is over; later wins and rollbacks in it answer ALREADY_SETTLED. */
  roundClosed: z.boolean(),
});
export const VendorRollbackRequestSchema = z.object({
  ...Money,
  /** The bet whose stake is returned. */
  betTransactionId: VendorId,
});

export type VendorAuthenticateRequest = z.infer<typeof VendorAuthenticateRequestSchema>;
export type VendorBalanceRequest = z.infer<typeof VendorBalanceRequestSchema>;
export type VendorBetRequest = z.infer<typeof VendorBetRequestSchema>;
export type VendorWinRequest = z.infer<typeof VendorWinRequestSchema>;
export type VendorRollbackRequest = z.infer<typeof VendorRollbackRequestSchema>;

/** The body schema of each action. */
export const VENDOR_WALLET_REQUEST_SCHEMAS = {
  authenticate: VendorAuthenticateRequestSchema,
  balance: VendorBalanceRequestSchema,
  bet: VendorBetRequestSchema,
  win: VendorWinRequestSchema,
  rollback: VendorRollbackRequestSchema,
} as const;

/**
 * Every answer, HTTP 200. `playerId`, `currency` and `balance` are null when the call could not be
 * trusted or the player is unknown (bad signature, malformed body, unknown token or player), so a
 * refused caller learns nothing.
 */
export const VendorWalletAnswerSchema = z.object({
  status: VendorWalletStatusSchema,
  playerId: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  /** Balance after the call, a decimal string with the currency's decimals ("1234.50"). */
  balance: z.nullable(z.string()),
  /** Echo of the request's requestId (null when it could not be read). */
  requestId: z.nullable(z.string()),
  /** Money calls: echo of the request's transactionId. */
  transactionId: z.optional(z.string()),
});
export type VendorWalletAnswer = z.infer<typeof VendorWalletAnswerSchema>;
