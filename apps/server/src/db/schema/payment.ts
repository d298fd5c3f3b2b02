import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { inList } from './catalog.ts';
import { members } from './members.ts';
import { ledgerTransfers } from './ledger.ts';
import { operators } from './operators.ts';

export const PAYMENT_CHANNEL_KINDS = ['bank_transfer', 'gateway'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'rejected', 'failed'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;

export type ReceivingBankRow = {
  bankName: string;
  accountName: string;
  accountNo: string;
  branch: string | null;
};

/** Deposit channels the operator configures: a bank account to pay into, or an online gateway. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    code: text('code').primaryKey(),
    kind: text('kind').$type<(typeof PAYMENT_CHANNEL_KINDS)[number]>().notNull(),
    name: text('name').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Gateway adapter (e.g. `sandbox`); null for bank transfer. */
    provider: text('provider'),
    /** Bank transfer: the receiving account. */
    bank: jsonb('bank').$type<ReceivingBankRow>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_channels_kind_ck', inList(t.kind, PAYMENT_CHANNEL_KINDS)),
    check('payment_channels_limits_ck', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
  ],
);

/**
 * Deposits: a workflow row (pending → confirmed | rejected | failed). Its money moves only by the
 * ledger transfer named in `transfer_id`, written in the transaction that confirms it.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelCode: text('channel_code')
      .notNull()
      .references(() => paymentChannels.code),
    kind: text('kind').$type<(typeof PAYMENT_CHANNEL_KINDS)[number]>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<(typeof DEPOSIT_STATUSES)[number]>().notNull(),
    /** Bank transfer: the member's transfer note / reference. */
    reference: text('reference'),
    payerName: text('payer_name'),
    /** Gateway: the gateway's id of the payment. */
    gatewayRef: text('gateway_ref'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_order_no_uq').on(t.orderNo),
    index('deposits_member_idx').on(t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    check('deposits_amount_ck', sql`${t.amountMinor} > 0`),
    check('deposits_status_ck', inList(t.status, DEPOSIT_STATUSES)),
    check(
      'deposits_confirmed_transfer_ck',
      sql`(${t.status} = 'confirmed') = (${t.transferId} is not null)`,
    ),
  ],
);

/** Banks members may bind an account at (for withdrawals). */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Members' bound bank accounts. */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code')
      .notNull()
      .references(() => banks.code),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_bank_accounts_uq').on(t.memberId, t.bankCode, t.accountNo)],
);

/** The payment (withdrawal) password, scrypt-hashed, set once per member. */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Withdrawals: the amount moves to the pending-withdrawal account when asked (hold transfer), then
 * to the payout clearing account (paid) or back to the wallet (rejected) by the settle transfer.
 * The bank account is copied, so a record keeps what was paid to.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => memberBankAccounts.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<(typeof WITHDRAWAL_STATUSES)[number]>().notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_uq').on(t.orderNo),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_ck', sql`${t.amountMinor} > 0`),
    check('withdrawals_status_ck', inList(t.status, WITHDRAWAL_STATUSES)),
    check(
      'withdrawals_settled_ck',
      sql`(${t.status} = 'pending') = (${t.settleTransferId} is null)`,
    ),
  ],
);

/**
 * Every operator action (and the gateway's confirmations), append-only: a trigger refuses UPDATE
 * and DELETE, and no code issues either. `actor` names who acted (operator:<username>, service,
 * cli, gateway:<provider>); `operator_id` the signed-in operator, if any.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    reason: text('reason'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operator_audit_target_idx').on(t.targetType, t.targetId),
    index('operator_audit_operator_idx').on(t.operatorId, t.createdAt),
    index('operator_audit_action_idx').on(t.action, t.createdAt),
    index('operator_audit_created_idx').on(t.createdAt),
  ],
);

/**
 * Balance adjustments at or above the approval amount (money settings), waiting for a second
 * operator (docs/decisions/2026-11-24-back-office-api.md). Nothing moves until one approves; the
 * approval posts the transfer named in `transfer_id` in the transaction that marks the row
 * approved, under the key `adjust:request:<id>`, so it is posted once.
 */
export const adjustmentRequests = pgTable(
  'adjustment_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Signed: positive credits the wallet, negative debits it. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** The caller's idempotency key (or a generated one): asking again answers this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<(typeof ADJUSTMENT_STATUSES)[number]>().notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByOperatorId: bigint('requested_by_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedByOperatorId: bigint('decided_by_operator_id', { mode: 'number' }).references(
      () => operators.id,
    ),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('adjustment_requests_key_uq').on(t.idempotencyKey),
    index('adjustment_requests_status_idx').on(t.status, t.createdAt),
    check('adjustment_requests_amount_ck', sql`${t.amountMinor} <> 0`),
    check('adjustment_requests_status_ck', inList(t.status, ADJUSTMENT_STATUSES)),
    check(
      'adjustment_requests_approved_transfer_ck',
      sql`(${t.status} = 'approved') = (${t.transferId} is not null)`,
    ),
  ],
);
