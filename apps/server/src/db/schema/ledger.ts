import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TRANSFER_KINDS, type TransferKind } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * Kinds of ledger account. Member and trial wallets and the pending-withdrawal account never go
 * below zero; the others are the other side of members' money and may (docs/decisions/2026-11-21-ledger.md).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'member_wallet',
  'trial_wallet',
  'house',
  'trial_funding',
  'payment_clearing',
  'vendor',
  'pending_withdrawal',
  'bonus',
  /** The lottery's side of stakes and wins, split like the house (`lottery:{0..15}`). */
  'lottery_house',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Ledger accounts. `code` names an account for good: `member:42`, `trial:42`, `house:7` (one of the
 * house's shards), `clearing:BANK_VCB`, `vendor:JL`, `bonus`, `pending_withdrawal`. The balance is
 * changed only by the ledger module, in the transaction that writes the transfer.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The member of a wallet; null for the house's accounts. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    mayGoNegative: boolean('may_go_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_uq').on(t.code),
    uniqueIndex('ledger_accounts_member_kind_uq').on(t.memberId, t.kind),
    check('ledger_accounts_kind_ck', inList(t.kind, LEDGER_ACCOUNT_KINDS)),
    // The floor is the database's rule too, not only the conditional update's.
    check('ledger_accounts_floor_ck', sql`${t.mayGoNegative} or ${t.balanceMinor} >= 0`),
    check(
      'ledger_accounts_wallet_floor_ck',
      sql`${t.kind} not in ('member_wallet', 'trial_wallet', 'pending_withdrawal') or not ${t.mayGoNegative}`,
    ),
    check(
      'ledger_accounts_wallet_member_ck',
      sql`(${t.kind} in ('member_wallet', 'trial_wallet')) = (${t.memberId} is not null)`,
    ),
  ],
);

/**
 * Transfers: immutable (a trigger refuses UPDATE and DELETE); a mistake is fixed by a correcting
 * transfer that names the one it reverses. Money moves from the debit account to the credit account.
 * The idempotency key is unique: a replay finds the first transfer and moves nothing.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    /** What the transfer belongs to: `deposit:D…`, `JL:round-7`, … */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The member whose wallet this transfer touches (for the member's records). */
    memberId: bigint('member_id', { mode: 'number' }),
    /** Balances of both accounts right after this transfer. */
    debitBalanceAfterMinor: bigint('debit_balance_after_minor', { mode: 'bigint' }).notNull(),
    creditBalanceAfterMinor: bigint('credit_balance_after_minor', { mode: 'bigint' }).notNull(),
    /** A correcting transfer names the transfer it reverses. */
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.idempotencyKey),
    index('ledger_transfers_member_idx').on(t.memberId, t.createdAt),
    // The dashboard and reports read ranges of days (docs/decisions/2026-11-24-back-office-api.md).
    index('ledger_transfers_created_idx').on(t.createdAt),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    check('ledger_transfers_amount_ck', sql`${t.amountMinor} > 0`),
    check('ledger_transfers_accounts_ck', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_kind_ck', inList(t.kind, TRANSFER_KINDS)),
  ],
);
