import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdjustBodySchema,
  AdjustValueSchema,
  AdminChannelSchema,
  AdminDepositPageSchema,
  AdminDepositSchema,
  AdminListQuerySchema,
  AdminWithdrawalPageSchema,
  AdminWithdrawalSchema,
  AuditPageSchema,
  ChannelCodeSchema,
  ChannelUpsertBodySchema,
  DecisionBodySchema,
  ErrorEnvelopeSchema,
  LedgerCheckSchema,
  RejectBodySchema,
  ReverseValueSchema,
  okEnvelope,
} from '@app/contracts';
import { requireOperator } from '../../plugins/request-context.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { type Actor } from '../../lib/money.ts';
import {
  confirmDeposit,
  listAdminDeposits,
  rejectDeposit,
  type PaymentDeps,
} from '../payment/payment.service.ts';
import {
  approveWithdrawal,
  listAdminWithdrawals,
  rejectWithdrawal,
  type WithdrawDeps,
} from '../withdraw/withdraw.service.ts';
import {
  adjustBalance,
  listAdminChannels,
  listAuditLines,
  reverse,
  saveChannel,
} from './operator.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const ok = <T extends z.ZodType>(value: T) => ({ 200: okEnvelope(value), ...errors });
const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Operator routes answer under maintenance too, and take the operator token only. */
const operator = { config: { gate: false }, onRequest: requireOperator } as const;
const security = [{ operator: [] }];
const tags = ['operator'];

function actorOf(request: FastifyRequest): Actor {
  return { name: 'operator', ip: request.ip };
}

const note = (reason: string | undefined) => reason?.trim() || null;

/**
 * The operator API (Authorization: Bearer OPERATOR_TOKEN) until a back office exists: pending
 * deposits and withdrawals and their decisions, balance adjustments, reversals, the audit trail,
 * the ledger check and deposit channels. `npm run ops` wraps it.
 */
export function operatorRoutes(deps: {
  payment: PaymentDeps;
  withdraw: WithdrawDeps;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/deposits',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Deposits (pending by default, oldest decisions last)',
          querystring: AdminListQuerySchema,
          response: ok(AdminDepositPageSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await listAdminDeposits(deps.payment, request.query),
      }),
    );

    app.post(
      '/admin/deposits/:id/confirm',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Confirm a pending deposit: credit the wallet (ledger transfer + audit line)',
          params: IdParams,
          body: DecisionBodySchema,
          response: ok(AdminDepositSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await confirmDeposit(
          deps.payment,
          request.params.id,
          actorOf(request),
          note(request.body.reason),
        ),
      }),
    );

    app.post(
      '/admin/deposits/:id/reject',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Reject a pending deposit (nothing moves) with a reason',
          params: IdParams,
          body: RejectBodySchema,
          response: ok(AdminDepositSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await rejectDeposit(
          deps.payment,
          request.params.id,
          actorOf(request),
          request.body.reason.trim(),
        ),
      }),
    );

    app.get(
      '/admin/withdrawals',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Withdrawals (pending by default) with the full account number to pay',
          querystring: AdminListQuerySchema,
          response: ok(AdminWithdrawalPageSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await listAdminWithdrawals(deps.withdraw, request.query),
      }),
    );

    app.post(
      '/admin/withdrawals/:id/approve',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Approve a pending withdrawal: paid out (pending → payouts)',
          params: IdParams,
          body: DecisionBodySchema,
          response: ok(AdminWithdrawalSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await approveWithdrawal(
          deps.withdraw,
          request.params.id,
          actorOf(request),
          note(request.body.reason),
        ),
      }),
    );

    app.post(
      '/admin/withdrawals/:id/reject',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Reject a pending withdrawal: the amount returns to the wallet',
          params: IdParams,
          body: RejectBodySchema,
          response: ok(AdminWithdrawalSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await rejectWithdrawal(
          deps.withdraw,
          request.params.id,
          actorOf(request),
          request.body.reason.trim(),
        ),
      }),
    );

    app.post(
      '/admin/wallet/adjust',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Adjust a member wallet against the house with a reason (idempotent by key)',
          body: AdjustBodySchema,
          response: ok(AdjustValueSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await adjustBalance(app.db, request.body, actorOf(request)),
      }),
    );

    app.post(
      '/admin/ledger/transfers/:id/reverse',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Correct a transfer by a reversing transfer (once per transfer), with a reason',
          params: IdParams,
          body: RejectBodySchema,
          response: ok(ReverseValueSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await reverse(
          app.db,
          request.params.id,
          request.body.reason.trim(),
          actorOf(request),
        ),
      }),
    );

    app.get(
      '/admin/ledger/check',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary:
            'Ledger invariants: sum of balances zero, balances = transfers, no negative wallet',
          response: ok(LedgerCheckSchema),
        },
      },
      async () => ({ success: true as const, value: await checkLedger(app.db) }),
    );

    app.get(
      '/admin/audit',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'The audit trail of operator and gateway money actions, newest first',
          querystring: z.object({
            pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: ok(AuditPageSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await listAuditLines(app.db, request.query),
      }),
    );

    app.get(
      '/admin/payment/channels',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary: 'Deposit channels, enabled or not',
          response: ok(z.array(AdminChannelSchema)),
        },
      },
      async () => ({ success: true as const, value: await listAdminChannels(app.db) }),
    );

    app.put(
      '/admin/payment/channels/:code',
      {
        ...operator,
        schema: {
          tags,
          security,
          summary:
            'Create or change a deposit channel (kind, name, limits, bank account or gateway)',
          params: z.object({ code: ChannelCodeSchema }),
          body: ChannelUpsertBodySchema,
          response: ok(AdminChannelSchema),
        },
      },
      async (request) => ({
        success: true as const,
        value: await saveChannel(app.db, request.params.code, request.body, actorOf(request)),
      }),
    );
  };
}
