import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BankAccountSchema,
  BankSchema,
  BindBankAccountBodySchema,
  ErrorEnvelopeSchema,
  SetPaymentPasswordBodySchema,
  WithdrawBodySchema,
  WithdrawInfoSchema,
  WithdrawalSchema,
  okEnvelope,
} from '@app/contracts';
import {
  bindBankAccount,
  getWithdrawInfo,
  listBindableBanks,
  listMemberBankAccounts,
  requestWithdrawal,
  setPaymentPassword,
  type WithdrawDeps,
} from './withdraw.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });
const created = <T extends z.ZodType>(value: T) => ({ ...ok(value), 201: okEnvelope(value) });
const bearer = [{ bearer: [] }];

/** Per visitor address, on top of the per-member payment-password lock. */
const limits = {
  withdraw: { max: 10, timeWindow: '1 minute' },
  password: { max: 5, timeWindow: '10 minutes' },
  bind: { max: 10, timeWindow: '10 minutes' },
};

/** Withdrawals (spec §2 /m/withdraw); real accounts only (auth 'real', spec §6). */
export function withdrawRoutes(deps: WithdrawDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/withdraw/info',
      {
        config: { auth: 'real' },
        schema: {
          tags: ['withdraw'],
          summary: 'Withdraw page: balance, limits, payment password set, bound accounts',
          security: bearer,
          response: ok(WithdrawInfoSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await getWithdrawInfo(deps, request.member!),
      }),
    );

    app.get(
      '/withdraw/banks',
      {
        config: { auth: 'real' },
        schema: {
          tags: ['withdraw'],
          summary: 'Banks an account can be bound at',
          security: bearer,
          response: ok(z.array(BankSchema)),
        },
      },
      async () => ({ success: true as const, value: await listBindableBanks(deps) }),
    );

    app.get(
      '/withdraw/bank-accounts',
      {
        config: { auth: 'real' },
        schema: {
          tags: ['withdraw'],
          summary: 'My bound bank accounts (numbers masked)',
          security: bearer,
          response: ok(z.array(BankAccountSchema)),
        },
      },
      async (request) => ({
        success: true as const,
        value: await listMemberBankAccounts(deps, request.member!),
      }),
    );

    app.post(
      '/withdraw/bank-accounts',
      {
        config: { auth: 'real', rateLimit: limits.bind },
        schema: {
          tags: ['withdraw'],
          summary: 'Bind a bank account',
          security: bearer,
          body: BindBankAccountBodySchema,
          response: created(BankAccountSchema),
        },
      },
      async (request, reply) => {
        const value = await bindBankAccount(deps, request.member!, request.body);
        reply.status(201);
        return { success: true as const, value };
      },
    );

    app.post(
      '/withdraw/payment-password',
      {
        config: { auth: 'real', rateLimit: limits.password },
        schema: {
          tags: ['withdraw'],
          summary: 'Set the payment password (6 digits), once',
          security: bearer,
          body: SetPaymentPasswordBodySchema,
          response: ok(z.object({})),
        },
      },
      async (request) => {
        await setPaymentPassword(deps, request.member!, request.body);
        return { success: true as const, value: {} };
      },
    );

    app.post(
      '/withdraw',
      {
        config: { auth: 'real', rateLimit: limits.withdraw },
        schema: {
          tags: ['withdraw'],
          summary: 'Withdraw to a bound account; the amount is held until the operator pays it',
          security: bearer,
          body: WithdrawBodySchema,
          response: created(WithdrawalSchema),
        },
      },
      async (request, reply) => {
        const value = await requestWithdrawal(deps, request.member!, request.body);
        reply.status(201);
        return { success: true as const, value };
      },
    );
  };
}
