import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorCodeSchema,
  ErrorEnvelopeSchema,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  type GatewayCallbackBody,
} from '@app/contracts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import { signPayload } from '../../lib/signed-request.ts';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_LINK_TTL_MS,
  signSandboxLink,
  type GatewayAdapter,
  type SandboxLink,
} from './gateways.ts';

const LinkSchema = z.object({
  orderNo: z.string().max(64),
  amount: z.string().max(32),
  currency: z.string().max(8),
  /** A path of the site; nothing else is redirected to. */
  returnUrl: z
    .string()
    .max(200)
    .regex(/^\/m\/[A-Za-z0-9/_.?=&-]*$/)
    .refine((v) => !v.includes('//')),
  ts: z.string().regex(/^\d{1,16}$/),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The page's own policy: no scripts at all, inline styles, forms post back here only. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The link the merchant signed, unexpired; a forged or old link pays nothing. */
function checkLink(secret: string, link: SandboxLink & { sig: string }): void {
  const expected = Buffer.from(signSandboxLink(secret, link), 'hex');
  const fresh = Math.abs(Date.now() - Number(link.ts)) <= SANDBOX_LINK_TTL_MS;
  if (!timingSafeEqual(expected, Buffer.from(link.sig, 'hex')) || !fresh) {
    throw new AppError('payment.signature_invalid');
  }
}

function page(link: SandboxLink & { sig: string }): string {
  const hidden = Object.entries(link)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment gateway</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f1ea;margin:0;padding:24px;color:#1d2a2a}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:18px;margin:0 0 4px}p{margin:4px 0;color:#556}
.amount{font-size:28px;font-weight:700;margin:16px 0}
button{width:100%;padding:14px;border:0;border-radius:8px;font-size:16px;margin-top:10px;cursor:pointer}
.pay{background:#0f7b4f;color:#fff}.fail{background:#e9e4da;color:#733}
</style></head><body><main>
<h1>Sandbox payment gateway</h1>
<p>Test payments only: no real money moves.</p>
<p>Order <strong>${escapeHtml(link.orderNo)}</strong></p>
<div class="amount">${escapeHtml(link.amount)} ${escapeHtml(link.currency)}</div>
<form method="post" action="/wps/sandbox-gateway/pay">${hidden}
<button class="pay" name="outcome" value="paid" type="submit">Pay</button>
<button class="fail" name="outcome" value="failed" type="submit">Fail</button>
</form></main></body></html>`;
}

/**
 * The sandbox gateway (SANDBOX_GATEWAY): a tiny payment page served by this server. "Pay" and
 * "Fail" make the signed callback a real gateway would make, then send the member back to the site.
 */
export function sandboxGatewayRoutes(adapter: GatewayAdapter): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox-gateway/pay',
      {
        config: { gate: false },
        // The stand-in for an outside provider's pages, not part of the site's API: not documented.
        schema: {
          hide: true,
          tags: ['deposit'],
          summary: 'Sandbox gateway: the payment page (HTML) a payUrl opens',
          querystring: LinkSchema,
          response: { 200: z.string().describe('text/html page'), ...errors },
        },
      },
      async (request, reply) => {
        checkLink(adapter.secret, request.query);
        reply
          .header('content-security-policy', PAGE_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8');
        return page(request.query);
      },
    );

    app.post(
      '/sandbox-gateway/pay',
      {
        config: { gate: false },
        schema: {
          hide: true,
          tags: ['deposit'],
          summary: 'Sandbox gateway: Pay or Fail (form post); makes the signed callback, redirects',
          body: LinkSchema.extend({ outcome: z.enum(['paid', 'failed']) }),
          response: {
            303: z.null().describe('redirect to returnUrl'),
            ...errors,
            409: ErrorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const { outcome, ...link } = request.body;
        checkLink(adapter.secret, link);
        const callback: GatewayCallbackBody = {
          orderNo: link.orderNo,
          amount: link.amount,
          currency: link.currency,
          status: outcome,
          gatewayRef: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
        };
        const payload = JSON.stringify(callback);
        const timestamp = String(Date.now());
        const res = await app.inject({
          method: 'POST',
          url: SANDBOX_CALLBACK_PATH,
          headers: {
            'content-type': 'application/json',
            [VENDOR_TIMESTAMP_HEADER]: timestamp,
            [VENDOR_SIGNATURE_HEADER]: signPayload(adapter.secret, timestamp, payload),
          },
          payload,
        });
        if (res.statusCode !== 200) {
          const code = ErrorCodeSchema.safeParse((res.json() as { code?: unknown }).code);
          throw new AppError(code.success ? code.data : 'internal.error');
        }
        const separator = link.returnUrl.includes('?') ? '&' : '?';
        return reply.redirect(`${link.returnUrl}${separator}result=${outcome}`, 303);
      },
    );
  };
}
