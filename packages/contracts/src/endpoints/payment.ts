import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  DepositBankBodySchema,
  DepositOnlineBodySchema,
  DepositOnlineValueSchema,
  DepositSchema,
  GatewayCallbackBodySchema,
  GatewayCallbackValueSchema,
  PaymentChannelSchema,
} from '../payment.ts';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '../vendor-wallet.ts';

// Deposits (spec §2 /m/voucherCenter, /m/vouReport): real accounts only (spec §6 trial
// restrictions); and the payment gateways' signed callbacks.

/** Path of one deposit: its order number (D, the merchant day, 8 hex digits). */
export const DepositOrderParamsSchema = z.object({
  orderNo: z.string().check(z.regex(/^D\d{8}[0-9A-F]{8}$/)),
});

/** Path of a gateway callback: the gateway's provider id. */
export const GatewayCallbackParamsSchema = z.object({
  provider: z.string().check(z.regex(/^[a-z0-9_]{2,32}$/)),
});

const bankDeposit = {
  id: 88,
  orderNo: 'D20261124A1B2C3D4',
  channelCode: 'VCB_TRANSFER',
  channelName: 'Chuyển khoản Vietcombank',
  kind: 'bank_transfer' as const,
  amount: '200000.00',
  status: 'pending' as const,
  reference: 'NAP demo01 2411',
  createdAt: '2026-11-24T09:30:00.000Z',
  decidedAt: null,
  reason: null,
  transferId: null,
};

const onlineDeposit = {
  ...bankDeposit,
  id: 89,
  orderNo: 'D202611245E6F7A8B',
  channelCode: 'SANDBOX_PAY',
  channelName: 'Thanh toán trực tuyến',
  kind: 'gateway' as const,
  amount: '500000.00',
  reference: null,
};

const amountErrors = [
  'payment.channel_not_found',
  'payment.channel_kind',
  'payment.amount_too_small',
  'payment.amount_too_large',
  'protection.excluded',
  'protection.deposit_limit',
] as const;

export const listDepositChannelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/channels',
  auth: 'real',
  response: z.array(PaymentChannelSchema),
  errors: [],
  tag: 'deposit',
  summary: 'Deposit channels with their limits (bank transfer shows the account to pay)',
  description:
    'The deposit channels the deposit page (spec §2 /m/voucherCenter) offers, enabled and with a working gateway, each with its smallest and largest amount; a bank-transfer channel shows the account to pay into.',
  examples: {
    response: [
      {
        code: 'VCB_TRANSFER',
        kind: 'bank_transfer',
        name: 'Chuyển khoản Vietcombank',
        minAmount: '100000.00',
        maxAmount: '300000000.00',
        bank: {
          bankName: 'Vietcombank',
          accountName: 'CONG TY LUCKY LOTUS',
          accountNo: '0071001234567',
          branch: 'Hồ Chí Minh',
        },
      },
      {
        code: 'SANDBOX_PAY',
        kind: 'gateway',
        name: 'Thanh toán trực tuyến',
        minAmount: '50000.00',
        maxAmount: '50000000.00',
        bank: null,
      },
    ],
  },
});

export const createBankDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/deposit/bank',
  auth: 'real',
  body: DepositBankBodySchema,
  response: DepositSchema,
  status: 201,
  errors: [...amountErrors],
  tag: 'deposit',
  summary: 'Bank transfer: amount and transfer reference; waits for the operator',
  description:
    'A bank-transfer deposit: the member says what they paid and with which transfer note, so the operator can match the payment; the deposit stays pending until the operator confirms it (the wallet is credited then, through the ledger) or rejects it. The channel must be a usable bank-transfer channel and the amount within its limits (the error value names them).',
  examples: {
    body: { channelCode: 'VCB_TRANSFER', amount: '200000', reference: 'NAP demo01 2411' },
    response: bankDeposit,
  },
});

export const createOnlineDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/deposit/online',
  auth: 'real',
  body: DepositOnlineBodySchema,
  response: DepositOnlineValueSchema,
  status: 201,
  errors: [...amountErrors],
  tag: 'deposit',
  summary: 'Online payment: an order and the gateway page (payUrl) to pay it on',
  description:
    'An online deposit: a pending order and the gateway page (`payUrl`) to pay it on; the gateway returns the member to the deposit record. The wallet is credited only by the gateway’s signed callback (or by the operator when a callback never came). The channel must be a usable gateway channel and the amount within its limits.',
  examples: {
    body: { channelCode: 'SANDBOX_PAY', amount: '500000' },
    response: {
      deposit: onlineDeposit,
      payUrl:
        '/wps/sandbox-gateway/pay?orderNo=D202611245E6F7A8B&amount=500000.00&currency=VND&returnUrl=%2Fm%2FvouReport%3ForderNo%3DD202611245E6F7A8B&ts=1795512600000&sig=3f9a…',
    },
  },
});

export const getDepositOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/deposit/orders/:orderNo',
  auth: 'real',
  params: DepositOrderParamsSchema,
  response: DepositSchema,
  errors: ['deposit.not_found'],
  tag: 'deposit',
  summary: 'One of my deposits by order number (the gateway returns to it)',
  description:
    'One of the signed-in member’s deposits, for the page the gateway returns to (spec §2 /m/vouReport?orderNo=…); another member’s order is `deposit.not_found` like an unknown one.',
  docs: { params: { orderNo: 'The deposit’s order number, e.g. D202611245E6F7A8B.' } },
  examples: {
    params: { orderNo: 'D202611245E6F7A8B' },
    response: {
      ...onlineDeposit,
      status: 'confirmed',
      decidedAt: '2026-11-24T09:31:12.000Z',
      transferId: 9102,
    },
  },
});

export const handleGatewayCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/callback/:provider',
  auth: 'signed',
  gate: false,
  params: GatewayCallbackParamsSchema,
  body: GatewayCallbackBodySchema,
  response: GatewayCallbackValueSchema,
  errors: [
    'payment.signature_invalid',
    'payment.order_not_found',
    'payment.amount_mismatch',
    'deposit.not_pending',
  ],
  tag: 'deposit',
  summary: 'Payment gateway callback (signed: X-Timestamp, X-Signature; idempotent by order)',
  description: `A payment gateway tells the result of an online deposit. Signed: \`${VENDOR_TIMESTAMP_HEADER}\` (ms since the epoch, within 5 minutes) and \`${VENDOR_SIGNATURE_HEADER}\`, the lowercase hex HMAC-SHA256 of \`<timestamp>.<raw body>\` with the gateway’s secret. "paid" credits the wallet through the ledger when the amount and currency match the order; "failed" closes it. Idempotent by order: a repeat of a callback already applied answers the same and moves nothing.`,
  docs: { params: { provider: 'The gateway’s provider id, e.g. sandbox.' } },
  examples: {
    params: { provider: 'sandbox' },
    body: {
      orderNo: 'D202611245E6F7A8B',
      amount: '500000.00',
      currency: 'VND',
      status: 'paid',
      gatewayRef: 'SBX-7731904',
    },
    response: { orderNo: 'D202611245E6F7A8B', status: 'confirmed' },
  },
});
