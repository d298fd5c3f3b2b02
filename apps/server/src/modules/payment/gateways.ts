import { formatAmountMinor } from '@app/contracts';
import { signPayload } from '../../lib/signed-request.ts';

/**
 * Online payment gateways plug in behind this adapter: the URL that sends the member to pay an
 * order, and the secret the gateway's callbacks are signed with (HMAC-SHA256 of
 * `${timestamp}.${rawBody}`, like the vendor wallet API).
 */
export type GatewayAdapter = {
  provider: string;
  secret: string;
  payUrl: (order: GatewayOrder) => string;
};

export type GatewayOrder = {
  orderNo: string;
  amountMinor: bigint;
  currency: string;
  /** Site path the gateway sends the member back to. */
  returnUrl: string;
};

export const SANDBOX_PAY_PATH = '/wps/sandbox-gateway/pay';
export const SANDBOX_CALLBACK_PATH = '/wps/payment/callback/sandbox';
/** How long a sandbox payment page link stays valid. */
export const SANDBOX_LINK_TTL_MS = 30 * 60 * 1000;

/** The fields of a sandbox payment link, in the order they are signed. */
export type SandboxLink = {
  orderNo: string;
  amount: string;
  currency: string;
  returnUrl: string;
  ts: string;
};

/** What the merchant signs so that the sandbox page pays only orders the merchant made. */
export function sandboxLinkPayload(link: SandboxLink): string {
  return [link.orderNo, link.amount, link.currency, link.returnUrl].join('|');
}

export function signSandboxLink(secret: string, link: SandboxLink): string {
  return signPayload(secret, link.ts, sandboxLinkPayload(link));
}

/** The sandbox gateway: a page served by this server that plays the gateway's part. */
export function sandboxGateway(secret: string): GatewayAdapter {
  return {
    provider: 'sandbox',
    secret,
    payUrl(order) {
      const link: SandboxLink = {
        orderNo: order.orderNo,
        amount: formatAmountMinor(order.amountMinor),
        currency: order.currency,
        returnUrl: order.returnUrl,
        ts: String(Date.now()),
      };
      const query = new URLSearchParams({ ...link, sig: signSandboxLink(secret, link) });
      return `${SANDBOX_PAY_PATH}?${query.toString()}`;
    },
  };
}

/** The adapters this process serves (the sandbox only when SANDBOX_GATEWAY allows it). */
export function gatewayAdapters(config: {
  sandboxGateway: boolean;
  paymentSandboxSecret: string;
}): Map<string, GatewayAdapter> {
  const adapters = new Map<string, GatewayAdapter>();
  if (config.sandboxGateway) adapters.set('sandbox', sandboxGateway(config.paymentSandboxSecret));
  return adapters;
}
