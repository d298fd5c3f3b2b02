import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DepositBankBodySchema,
  DepositOnlineBodySchema,
  DepositOnlineValueSchema,
  DepositSchema,
  ErrorEnvelopeSchema,
  GatewayCallbackBodySchema,
  GatewayCallbackValueSchema,
  PaymentChannelSchema,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  okEnvelope,
} from '@app/contracts';
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

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });
const bearer = [{ bearer: [] }];
/** Per visitor address; deposits are a handful a day for a person. */
const depositLimit = { max: 10, timeWindow: '1 minute' };

/** Deposits (spec §2 /m/voucherCenter), the gateways' callbacks and the sandbox gateway. */
export function paymentRoutes(deps: PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/deposit/channels',
      {
        config: { auth: 'real' },
        schema: {
          tags: ['deposit'],
          summary: 'Deposit channels with their limits (bank transfer shows the account to pay)',
          security: bearer,
          response: ok(z.array(PaymentChannelSchema)),
        },
      },
      async () => ({ success: true as const, value: await listDepositChannels(deps) }),
    );

    app.post(
      '/deposit/bank',
      {
        config: { auth: 'real', rateLimit: depositLimit },
        schema: {
          tags: ['deposit'],
          summary: 'Bank transfer: amount and transfer reference; waits for the operator',
          security: bearer,
          body: DepositBankBodySchema,
          response: { ...ok(DepositSchema), 201: okEnvelope(DepositSchema) },
        },
      },
      async (request, reply) => {
        const value = await createBankDeposit(deps, request.member!, request.body);
        reply.status(201);
        return { success: true as const, value };
      },
    );

    app.post(
      '/deposit/online',
      {
        config: { auth: 'real', rateLimit: depositLimit },
        schema: {
          tags: ['deposit'],
          summary: 'Online payment: an order and the gateway page (payUrl) to pay it on',
          security: bearer,
          body: DepositOnlineBodySchema,
          response: { ...ok(DepositOnlineValueSchema), 201: okEnvelope(DepositOnlineValueSchema) },
        },
      },
      async (request, reply) => {
        const value = await createOnlineDeposit(deps, request.member!, request.body);
        reply.status(201);
        return { success: true as const, value };
      },
    );

    app.get(
      '/deposit/orders/:orderNo',
      {
        config: { auth: 'real' },
        schema: {
          tags: ['deposit'],
          summary: 'One of my deposits by order number (the gateway returns to it)',
          security: bearer,
          params: z.object({ orderNo: z.string().regex(/^D\d{8}[0-9A-F]{8}$/) }),
          response: ok(DepositSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await findMemberDeposit(deps, request.member!.id, request.params.orderNo),
      }),
    );

    await app.register(async (scope) => {
      // The signature covers the exact bytes: keep them (this scope only).
      keepRawBodies(scope, { bodyLimit: 16 * 1024, parseJson: true });
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/payment/callback/:provider',
        {
          config: { gate: false },
          schema: {
            tags: ['deposit'],
            summary:
              'Payment gateway callback (signed: X-Timestamp, X-Signature; idempotent by order)',
            params: z.object({ provider: z.string().regex(/^[a-z0-9_]{2,32}$/) }),
            headers: z.object({
              [VENDOR_TIMESTAMP_HEADER]: z.string().max(32).optional(),
              [VENDOR_SIGNATURE_HEADER]: z.string().max(128).optional(),
            }),
            body: GatewayCallbackBodySchema,
            response: ok(GatewayCallbackValueSchema),
          },
        },
        async (request) => {
          const value = await handleGatewayCallback(deps, request.params.provider, {
            timestamp: headerValue(request.headers[VENDOR_TIMESTAMP_HEADER]),
            signature: headerValue(request.headers[VENDOR_SIGNATURE_HEADER]),
            rawBody: request.rawBody,
            body: request.body,
          });
          request.log.info({ audit: 'gateway.callback', ...value }, 'payment gateway callback');
          return { success: true as const, value };
        },
      );
    });

    const sandbox = deps.gateways.get('sandbox');
    if (sandbox) await app.register(sandboxGatewayRoutes(sandbox));
  };
}
