import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
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
  LedgerCheckSchema,
  RejectBodySchema,
  ReverseValueSchema,
  type AdminChannel,
  type AdminDeposit,
  type AdminWithdrawal,
  type LedgerTransfer,
} from '../payment.ts';

// The operator API (Authorization: Bearer OPERATOR_TOKEN) until a back office exists: pending
// deposits and withdrawals and their decisions, balance adjustments, reversals, the audit trail,
// the ledger check and deposit channels. `npm run ops` wraps it. Every call answers under
// maintenance too (gate false).

/** A deposit, withdrawal or ledger transfer named in the path by its id. */
export const OperatorIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

const isoDate = z.iso.datetime({ offset: true });
const filterText = z.string().check(z.minLength(1), z.maxLength(64));

/** `GET /wps/admin/audit`: a page of the audit trail, newest first, optionally filtered. */
export const AuditQuerySchema = z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  operatorId: z.optional(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  ),
  actor: z.optional(filterText),
  action: z.optional(filterText),
  targetType: z.optional(filterText),
  targetId: z.optional(filterText),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
});

const LIST_QUERY_DOCS = {
  status: 'pending (default): waiting for a decision; all: every one, the newest decisions first.',
  pageNo: 'Page number from 1.',
  pageSize: 'Lines per page, at most 200 (default 50).',
};
const ID_DOCS = { id: 'The id, as the operator lists answer it.' };

const deposit: AdminDeposit = {
  id: 41,
  orderNo: 'D20261124000041',
  channelCode: 'BANK_VCB',
  channelName: 'Chuyển khoản Vietcombank',
  kind: 'bank_transfer',
  amount: '500000.00',
  status: 'pending',
  reference: 'NAP demo01 500K',
  createdAt: '2026-11-24T02:10:00.000Z',
  decidedAt: null,
  reason: null,
  transferId: null,
  memberId: 7,
  account: 'demo01',
  payerName: 'NGUYEN VAN AN',
  gatewayRef: null,
};

const withdrawal: AdminWithdrawal = {
  id: 301,
  orderNo: 'W20261124000301',
  amount: '200000.00',
  status: 'pending',
  bankName: 'Vietcombank',
  accountName: 'NGUYEN VAN AN',
  accountNoMasked: '******6789',
  createdAt: '2026-11-24T09:30:00.000Z',
  decidedAt: null,
  reason: null,
  holdTransferId: 9001,
  settleTransferId: null,
  memberId: 7,
  account: 'demo01',
  accountNo: '0123456789',
};

const adjustment: LedgerTransfer = {
  id: 9120,
  debitAccount: 'house:12',
  creditAccount: 'member:7',
  amount: '200000.00',
  kind: 'adjustment',
  reference: 'adjust:demo01',
  idempotencyKey: 'adjust:adjust-demo01-20261124',
  reversesTransferId: null,
  createdAt: '2026-11-24T10:05:00.000Z',
};

const bankChannel: AdminChannel = {
  code: 'BANK_VCB',
  kind: 'bank_transfer',
  name: 'Chuyển khoản Vietcombank',
  minAmount: '50000.00',
  maxAmount: '300000000.00',
  bank: {
    bankName: 'Vietcombank',
    accountName: 'CONG TY TNHH LUCKY LOTUS',
    accountNo: '0071000123456',
    branch: 'Hồ Chí Minh',
  },
  enabled: true,
  sort: 10,
  provider: null,
};

export const listAdminDepositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/deposits',
  auth: 'operator',
  permission: 'money.read',
  gate: false,
  query: AdminListQuerySchema,
  response: AdminDepositPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Deposits (pending by default, oldest decisions last)',
  description:
    'Deposits for the operator to decide: the pending ones by default, or every deposit, each with its member, the reference and payer name the member gave, and the gateway’s reference for online payments.',
  docs: { query: LIST_QUERY_DOCS },
  examples: {
    query: { status: 'pending', pageNo: '1', pageSize: '50' },
    response: { list: [deposit], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const confirmDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/deposits/:id/confirm',
  auth: 'operator',
  permission: 'money.decide',
  gate: false,
  params: OperatorIdParamsSchema,
  body: DecisionBodySchema,
  response: AdminDepositSchema,
  errors: ['deposit.not_found', 'deposit.not_pending'],
  tag: 'operator',
  summary: 'Confirm a pending deposit: credit the wallet (ledger transfer + audit line)',
  description:
    'The money arrived: credits the member’s wallet with the deposit through one ledger transfer and writes an audit line, in one transaction. Only a pending deposit (deposit.not_pending otherwise, so a repeat credits nothing twice). The note is optional.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 41 },
    body: { reason: 'Đã nhận tiền, sao kê VCB 24/11' },
    response: {
      ...deposit,
      status: 'confirmed',
      decidedAt: '2026-11-24T02:25:00.000Z',
      reason: 'Đã nhận tiền, sao kê VCB 24/11',
      transferId: 9115,
    },
  },
});

export const rejectDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/deposits/:id/reject',
  auth: 'operator',
  permission: 'money.decide',
  gate: false,
  params: OperatorIdParamsSchema,
  body: RejectBodySchema,
  response: AdminDepositSchema,
  errors: ['deposit.not_found', 'deposit.not_pending'],
  tag: 'operator',
  summary: 'Reject a pending deposit (nothing moves) with a reason',
  description:
    'No such payment arrived: the pending deposit is rejected with the reason the member will see; no money moves. An audit line records it.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 41 },
    body: { reason: 'Không tìm thấy giao dịch với nội dung này' },
    response: {
      ...deposit,
      status: 'rejected',
      decidedAt: '2026-11-24T02:25:00.000Z',
      reason: 'Không tìm thấy giao dịch với nội dung này',
    },
  },
});

export const listAdminWithdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/withdrawals',
  auth: 'operator',
  permission: 'money.read',
  gate: false,
  query: AdminListQuerySchema,
  response: AdminWithdrawalPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Withdrawals (pending by default) with the full account number to pay',
  description:
    'Withdrawals for the operator to pay out: the pending ones by default, or every withdrawal, each with its member and the full account number to pay (members only ever see it masked).',
  docs: { query: LIST_QUERY_DOCS },
  examples: {
    query: { status: 'pending', pageNo: '1', pageSize: '50' },
    response: { list: [withdrawal], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const approveWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/withdrawals/:id/approve',
  auth: 'operator',
  permission: 'money.decide',
  gate: false,
  params: OperatorIdParamsSchema,
  body: DecisionBodySchema,
  response: AdminWithdrawalSchema,
  errors: ['withdraw.not_found', 'withdraw.not_pending'],
  tag: 'operator',
  summary: 'Approve a pending withdrawal: paid out (pending → payouts)',
  description:
    'The money was sent to the member’s bank: the held amount moves from pending withdrawals to payouts through one ledger transfer, with an audit line. Only a pending withdrawal (withdraw.not_pending otherwise). The note is optional.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 301 },
    body: {},
    response: {
      ...withdrawal,
      status: 'paid',
      decidedAt: '2026-11-24T10:00:00.000Z',
      settleTransferId: 9118,
    },
  },
});

export const rejectWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/withdrawals/:id/reject',
  auth: 'operator',
  permission: 'money.decide',
  gate: false,
  params: OperatorIdParamsSchema,
  body: RejectBodySchema,
  response: AdminWithdrawalSchema,
  errors: ['withdraw.not_found', 'withdraw.not_pending'],
  tag: 'operator',
  summary: 'Reject a pending withdrawal: the amount returns to the wallet',
  description:
    'The withdrawal will not be paid: the held amount returns to the member’s wallet through one ledger transfer, with the reason the member will see and an audit line.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 301 },
    body: { reason: 'Tên chủ tài khoản không khớp' },
    response: {
      ...withdrawal,
      status: 'rejected',
      decidedAt: '2026-11-24T10:00:00.000Z',
      reason: 'Tên chủ tài khoản không khớp',
      settleTransferId: 9119,
    },
  },
});

export const adjustWalletEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/wallet/adjust',
  auth: 'operator',
  permission: 'money.adjust',
  gate: false,
  body: AdjustBodySchema,
  response: AdjustValueSchema,
  errors: [
    'operator.account_not_found',
    'operator.trial_account',
    'wallet.insufficient_funds',
    'ledger.idempotency_mismatch',
  ],
  tag: 'operator',
  summary: 'Adjust a member wallet against the house with a reason (idempotent by key)',
  description:
    'Credits (positive amount) or debits (negative amount, never below zero) a member’s wallet against the house through one ledger transfer, with the reason in the audit trail. An amount at or above the approval amount of the money settings moves nothing yet: it answers status pending_approval with the request that a second operator approves or rejects (/wps/admin/wallet/adjustments). Retrying with the same idempotency key answers the first result with replayed: true and moves nothing again; the same key with another amount is ledger.idempotency_mismatch. Trial accounts cannot be adjusted.',
  examples: {
    body: {
      account: 'demo01',
      amount: '200000',
      reason: 'Khuyến mãi tháng 11',
      idempotencyKey: 'adjust-demo01-20261124',
    },
    response: {
      status: 'done',
      transfer: adjustment,
      request: null,
      account: 'demo01',
      balance: '5200000.00',
      replayed: false,
    },
  },
});

export const reverseTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/ledger/transfers/:id/reverse',
  auth: 'operator',
  permission: 'money.adjust',
  gate: false,
  params: OperatorIdParamsSchema,
  body: RejectBodySchema,
  response: ReverseValueSchema,
  errors: ['ledger.transfer_not_found', 'wallet.insufficient_funds'],
  tag: 'operator',
  summary: 'Correct a transfer by a reversing transfer (once per transfer), with a reason',
  description:
    'Fixes a mistake the only way the ledger allows: a correcting transfer of the same amount the other way, naming the one it reverses, never an edit. A transfer is reversed at most once: a repeat answers the first reversal with replayed: true. A wallet that no longer holds the amount is wallet.insufficient_funds.',
  docs: { params: { id: 'The ledger transfer to reverse.' } },
  examples: {
    params: { id: 9120 },
    body: { reason: 'Điều chỉnh nhầm tài khoản' },
    response: {
      transfer: {
        ...adjustment,
        id: 9121,
        debitAccount: 'member:7',
        creditAccount: 'house:12',
        kind: 'correction',
        reference: 'reverse:9120',
        idempotencyKey: 'reverse:9120',
        reversesTransferId: 9120,
        createdAt: '2026-11-24T10:20:00.000Z',
      },
      replayed: false,
    },
  },
});

export const checkLedgerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/ledger/check',
  auth: 'operator',
  permission: 'reports.read',
  gate: false,
  response: LedgerCheckSchema,
  errors: [],
  tag: 'operator',
  summary: 'Ledger invariants: sum of balances zero, balances = transfers, no negative wallet',
  description:
    'Checks the ledger’s invariants: the balances of every account sum to zero, every balance equals the sum of its transfers (drift lists those that do not), and no member or trial wallet, nor pending withdrawals, is below zero. ok is true when all hold.',
  examples: {
    response: {
      ok: true,
      accounts: 32,
      transfers: 9121,
      sumOfBalances: '0.00',
      drift: [],
      negative: [],
    },
  },
});

export const listAuditLinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/audit',
  auth: 'operator',
  permission: 'audit.read',
  gate: false,
  query: AuditQuerySchema,
  response: AuditPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'The audit trail of every operator action, newest first, filterable',
  description:
    'Every operator action (money decisions, adjustments, reversals, channel, gate, flag, odds, lottery result and announcement changes, operator and session management, sign-ins) and the payment gateway’s confirmations, newest first, with who did it from where, what it changed (before → after), the amount, the reason and the ledger transfer. The table is append-only: the database refuses to change or delete a line.',
  docs: {
    query: {
      pageNo: 'Page number from 1.',
      pageSize: 'Lines per page, at most 200 (default 50).',
      operatorId: 'Only the actions of this operator.',
      actor: 'Only this actor (operator:<username>, service, cli, gateway:<provider>).',
      action: 'Only this action (e.g. wallet.adjust), or a prefix ending in a dot (wallet.).',
      targetType: 'Only actions on this kind of thing (member, deposit, operator …).',
      targetId: 'Only actions on this one (with targetType).',
      from: 'From this instant (ISO 8601 with offset), included.',
      to: 'Until this instant (ISO 8601 with offset), excluded.',
    },
  },
  examples: {
    query: { pageNo: '1', pageSize: '50', action: 'wallet.' },
    response: {
      list: [
        {
          id: 2,
          action: 'wallet.adjust',
          actor: 'operator',
          targetType: 'member',
          targetId: '7',
          amount: '200000.00',
          reason: 'Khuyến mãi tháng 11',
          transferId: 9120,
          ip: '203.113.152.10',
          createdAt: '2026-11-24T10:05:00.000Z',
          operatorId: 2,
          before: { balance: '5000000.00' },
          after: { balance: '5200000.00' },
        },
      ],
      pageNum: 1,
      pageSize: 50,
      total: 2,
      totalPages: 1,
    },
  },
});

export const listAdminChannelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/payment/channels',
  auth: 'operator',
  permission: 'money.read',
  gate: false,
  response: z.array(AdminChannelSchema),
  errors: [],
  tag: 'operator',
  summary: 'Deposit channels, enabled or not',
  description:
    'Every deposit channel in sort order, enabled or not, with its limits and, for bank transfers, the account members pay into; gateway channels name their provider.',
  examples: {
    response: [
      bankChannel,
      {
        code: 'SANDBOX',
        kind: 'gateway',
        name: 'Thanh toán online (sandbox)',
        minAmount: '10000.00',
        maxAmount: '50000000.00',
        bank: null,
        enabled: true,
        sort: 20,
        provider: 'sandbox',
      },
    ],
  },
});

export const saveChannelEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/payment/channels/:code',
  auth: 'operator',
  permission: 'money.channels',
  gate: false,
  params: z.object({ code: ChannelCodeSchema }),
  body: ChannelUpsertBodySchema,
  response: AdminChannelSchema,
  errors: [],
  tag: 'operator',
  summary: 'Create or change a deposit channel (kind, name, limits, bank account or gateway)',
  description:
    'Creates the channel, or changes it when the code exists, with an audit line. The limits must hold min ≤ max; a bank transfer channel needs the account to pay into and a gateway channel its provider (request.invalid otherwise).',
  docs: { params: { code: 'The channel’s code: 2 to 32 of A–Z, 0–9 and _ (e.g. BANK_VCB).' } },
  examples: {
    params: { code: 'BANK_VCB' },
    body: {
      kind: 'bank_transfer',
      name: 'Chuyển khoản Vietcombank',
      minAmount: '50000',
      maxAmount: '300000000',
      enabled: true,
      sort: 10,
      bank: {
        bankName: 'Vietcombank',
        accountName: 'CONG TY TNHH LUCKY LOTUS',
        accountNo: '0071000123456',
        branch: 'Hồ Chí Minh',
      },
    },
    response: bankChannel,
  },
});
