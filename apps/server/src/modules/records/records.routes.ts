import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepositPageSchema,
  DepositRecordQuerySchema,
  ErrorEnvelopeSchema,
  TransactionPageSchema,
  TransactionRecordQuerySchema,
  WithdrawRecordQuerySchema,
  WithdrawalPageSchema,
  okEnvelope,
} from '@app/contracts';
import { depositRecord, transactionRecord, withdrawRecord } from './records.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const bearer = [{ bearer: [] }];
const limit = { max: 120, timeWindow: '1 minute' };

/** Deposit, withdrawal and transaction records; real accounts only (spec §6). */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/records/deposits',
    {
      config: { auth: 'real', rateLimit: limit },
      schema: {
        tags: ['records'],
        summary: 'Deposit record (spec /m/vouReport): dates, status, paging; newest first',
        security: bearer,
        querystring: DepositRecordQuerySchema,
        response: { 200: okEnvelope(DepositPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await depositRecord(app.db, request.member!, request.query),
    }),
  );

  app.get(
    '/records/withdrawals',
    {
      config: { auth: 'real', rateLimit: limit },
      schema: {
        tags: ['records'],
        summary: 'Withdraw record (spec /m/withdrawReport): dates, status, paging; newest first',
        security: bearer,
        querystring: WithdrawRecordQuerySchema,
        response: { 200: okEnvelope(WithdrawalPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await withdrawRecord(app.db, request.member!, request.query),
    }),
  );

  app.get(
    '/records/transactions',
    {
      config: { auth: 'real', rateLimit: limit },
      schema: {
        tags: ['records'],
        summary:
          'Transaction record (spec /m/transaction/record; agents ?types=A): every wallet movement with its ledger transfer id',
        security: bearer,
        querystring: TransactionRecordQuerySchema,
        response: { 200: okEnvelope(TransactionPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await transactionRecord(app.db, request.member!, request.query),
    }),
  );
};
