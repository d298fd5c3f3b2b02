import type { FastifyInstance } from 'fastify';
import {
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VendorWalletAnswerSchema,
  type VendorWalletAction,
  type VendorWalletAnswer,
} from '@app/contracts';
import { signPayload } from '../../lib/signed-request.ts';

/** One HTTP call to the wallet API: the path, the headers and the exact body bytes. */
export type WalletHttpRequest = { path: string; headers: Record<string, string>; body: string };
export type WalletHttpResponse = { statusCode: number; body: string };

/**
 * How the sandbox vendor reaches our wallet API. In production a real HTTP call to this server's
 * own address; in tests `app.inject`, where nothing listens. The request (bytes and signature)
 * is the same either way.
 */
export type WalletTransport = (request: WalletHttpRequest) => Promise<WalletHttpResponse>;

/** HTTP to `baseUrl()` (read per call: the address is known only once the server listens). */
export function httpTransport(baseUrl: () => string): WalletTransport {
  return async (request) => {
    const res = await fetch(`${baseUrl()}${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(10_000),
    });
    return { statusCode: res.status, body: await res.text() };
  };
}

/** The app's own address as seen from inside: loopback when it listens on every interface. */
export function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** `app.inject` as a transport, for tests. */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (request) => {
    const res = await app.inject({
      method: 'POST',
      url: request.path,
      headers: request.headers,
      payload: request.body,
    });
    return { statusCode: res.statusCode, body: res.body };
  };
}

/** The wallet API did not answer with a status (network failure, 4xx/5xx): retry later. */
export class WalletUnavailable extends Error {
  constructor(detail: string) {
    super(`vendor wallet API unavailable: ${detail}`);
    this.name = 'WalletUnavailable';
  }
}

/**
 * One signed wallet call, as docs/vendor-wallet-api.md tells a vendor to make it: the JSON body,
 * `X-Timestamp` in milliseconds and `X-Signature` = hex HMAC-SHA256 of `${timestamp}.${body}`.
 */
export async function callWallet(
  transport: WalletTransport,
  options: { secret: string; vendorCode: string; now?: number },
  action: VendorWalletAction,
  body: Record<string, unknown>,
): Promise<VendorWalletAnswer> {
  const raw = JSON.stringify(body);
  const timestamp = String(options.now ?? Date.now());
  let res: WalletHttpResponse;
  try {
    res = await transport({
      path: `/wps/vendor/${encodeURIComponent(options.vendorCode)}/wallet/${action}`,
      headers: {
        'content-type': 'application/json',
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signPayload(options.secret, timestamp, raw),
      },
      body: raw,
    });
  } catch (err) {
    throw new WalletUnavailable(err instanceof Error ? err.message : String(err));
  }
  if (res.statusCode !== 200) throw new WalletUnavailable(`HTTP ${res.statusCode}`);
  const answer = VendorWalletAnswerSchema.safeParse(JSON.parse(res.body));
  if (!answer.success) throw new WalletUnavailable('unreadable answer');
  return answer.data;
}
