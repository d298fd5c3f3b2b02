import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  MoneySettingsPatchBodySchema,
  MoneySettingsSchema,
  type MoneySettings,
} from '../admin-money.ts';
import {
  AdjustmentRequestPageSchema,
  AdjustmentRequestSchema,
  AdminListQuerySchema,
  ApprovedAdjustmentSchema,
  DecisionBodySchema,
  RejectBodySchema,
  type AdjustmentRequest,
} from '../payment.ts';
import { DEFAULT_WAGERING_CONTRIBUTIONS } from '../protection.ts';
import { DEFAULT_SIGN_IN_REWARDS } from '../sign-in.ts';

// Money settings and the two-person approval of large balance adjustments
// (docs/decisions/2026-11-24-back-office-api.md).

const IdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});
const ID_DOCS = { id: 'The adjustment request’s id, as the list answers it.' };

const settings: MoneySettings = {
  adjust: { approvalAbove: '10000000.00' },
  withdraw: {
    minAmount: '50000.00',
    maxAmount: '500000000.00',
    dailyMaxAmount: null,
    dailyMaxCount: null,
  },
  wagering: { contributions: DEFAULT_WAGERING_CONTRIBUTIONS, activeMemberTurnover: '1000000.00' },
  signIn: { rewards: DEFAULT_SIGN_IN_REWARDS, wageringMultiple: 1 },
};

const pending: AdjustmentRequest = {
  id: 5,
  memberId: 7,
  account: 'demo01',
  amount: '25000000.00',
  reason: 'Hoàn tiền sự cố nạp 23/11',
  status: 'pending',
  requestedBy: 'operator:finance',
  requestedByOperatorId: 2,
  createdAt: '2026-11-24T09:00:00.000Z',
  decidedBy: null,
  decidedByOperatorId: null,
  decidedAt: null,
  decisionNote: null,
  transferId: null,
};
const decided = {
  decidedBy: 'operator:administrator',
  decidedByOperatorId: 1,
  decidedAt: '2026-11-24T09:20:00.000Z',
};

export const getMoneySettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/settings/money',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: MoneySettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Money settings: withdrawal limits and the adjustment approval amount',
  description:
    'The withdrawal limits members are held to (smallest and largest withdrawal, and per merchant day an amount and a count, null for none) and the amount from which a balance adjustment needs a second operator’s approval.',
  examples: { response: settings },
});

export const updateMoneySettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/settings/money',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: MoneySettingsPatchBodySchema,
  response: MoneySettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Change the withdrawal limits or the adjustment approval amount',
  description:
    'Fields left out keep their value; null lifts a daily limit. The smallest withdrawal may not be above the largest (request.invalid). The change applies to the next withdrawal and adjustment, and its audit line (before → after) is written in the same transaction. Answers the settings after the change.',
  examples: {
    body: { withdraw: { dailyMaxAmount: '1000000000', dailyMaxCount: 5 } },
    response: {
      ...settings,
      withdraw: { ...settings.withdraw, dailyMaxAmount: '1000000000.00', dailyMaxCount: 5 },
    },
  },
});

export const listAdjustmentRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/wallet/adjustments',
  auth: 'operator',
  permission: 'money.read',
  gate: false,
  query: AdminListQuerySchema,
  response: AdjustmentRequestPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Balance adjustments waiting for a second operator (or all)',
  description:
    'Adjustments at or above the approval amount wait here until a second operator approves or rejects them: the pending ones oldest first by default, or every request newest first.',
  docs: {
    query: {
      status: 'pending (default): waiting for approval; all: every request, newest first.',
      pageNo: 'Page number from 1.',
      pageSize: 'Requests per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { status: 'pending' },
    response: { list: [pending], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const approveAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/wallet/adjustments/:id/approve',
  auth: 'operator',
  permission: 'money.adjust',
  gate: false,
  params: IdParamsSchema,
  body: DecisionBodySchema,
  response: ApprovedAdjustmentSchema,
  errors: [
    'adjustment.not_found',
    'adjustment.not_pending',
    'adjustment.same_operator',
    'adjustment.operator_required',
    'wallet.insufficient_funds',
  ],
  tag: 'operator',
  summary: 'Approve another operator’s adjustment: the transfer is posted, once',
  description:
    'The second person of a two-person approval: a signed-in operator other than the one who asked (adjustment.same_operator; the service token cannot approve, adjustment.operator_required). The ledger transfer is posted, the request marked approved and the audit line written in one transaction, so two approvals at once post one transfer and the later one answers adjustment.not_pending. A debit the wallet no longer covers is wallet.insufficient_funds and the request stays pending.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 5 },
    body: { reason: 'Đã đối chiếu sao kê' },
    response: {
      request: {
        ...pending,
        ...decided,
        status: 'approved',
        decisionNote: 'Đã đối chiếu sao kê',
        transferId: 9130,
      },
      transfer: {
        id: 9130,
        debitAccount: 'house:3',
        creditAccount: 'member:7',
        amount: '25000000.00',
        kind: 'adjustment',
        reference: 'adjust:demo01',
        idempotencyKey: 'adjust:request:5',
        reversesTransferId: null,
        createdAt: '2026-11-24T09:20:00.000Z',
      },
      balance: '30200000.00',
    },
  },
});

export const rejectAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/wallet/adjustments/:id/reject',
  auth: 'operator',
  permission: 'money.adjust',
  gate: false,
  params: IdParamsSchema,
  body: RejectBodySchema,
  response: AdjustmentRequestSchema,
  errors: ['adjustment.not_found', 'adjustment.not_pending'],
  tag: 'operator',
  summary: 'Reject a pending adjustment (nothing moves), with a reason',
  description:
    'Closes a pending adjustment without moving money, with the reason. Any operator with money.adjust may reject, the one who asked too (to withdraw a mistake): only moving money takes two people. Audited.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 5 },
    body: { reason: 'Số tiền không khớp với sự cố' },
    response: {
      ...pending,
      ...decided,
      status: 'rejected',
      decisionNote: 'Số tiền không khớp với sự cố',
    },
  },
});
