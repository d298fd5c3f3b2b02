import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { inList, vendors } from './catalog.ts';
import { members } from './members.ts';
import { ledgerTransfers } from './ledger.ts';

/**
 * One seamless-wallet integration per wallet account (vendors.account_type_name): the vendor rows
 * that share it (JL, JL_FISH, JL_PVP) share its secret and its transaction and round ids
 * (docs/decisions/2026-11-21-vendor-wallet.md). The secret itself is never stored: `secret_env` names the
 * environment variable that holds it (VENDOR_SANDBOX_SECRET for every demo vendor).
 */
export const vendorWalletAccounts = pgTable('vendor_wallet_accounts', {
  accountTypeName: text('account_type_name').primaryKey(),
  secretEnv: text('secret_env').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** One-time launch tokens that a game URL carries; the vendor's authenticate call uses one up. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('launch_tokens_expiry_idx').on(t.expiresAt)],
);

export const VENDOR_MONEY_ACTIONS = ['bet', 'win', 'rollback'] as const;

/**
 * Every money call that was answered OK, once per (wallet account, transactionId): a repeat finds
 * its row and gets the first answer; a repeat with other content gets DUPLICATE_MISMATCH.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletAccount: text('wallet_account').notNull(),
    transactionId: text('transaction_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    action: text('action').$type<(typeof VENDOR_MONEY_ACTIONS)[number]>().notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    betTransactionId: text('bet_transaction_id'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** SHA-256 of the call's content, to tell a true repeat from a different call. */
    fingerprint: text('fingerprint').notNull(),
    /** The ledger transfer (null when nothing moved: a zero win, a rollback of an unseen bet). */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_uq').on(t.walletAccount, t.transactionId),
    index('vendor_transactions_member_idx').on(t.memberId, t.createdAt),
    // The game record sums each round's calls.
    index('vendor_transactions_round_idx').on(t.walletAccount, t.roundId),
    check('vendor_transactions_action_ck', inList(t.action, VENDOR_MONEY_ACTIONS)),
    check('vendor_transactions_amount_ck', sql`${t.amountMinor} >= 0`),
  ],
);

export const VENDOR_BET_STATES = ['open', 'won', 'rolled_back'] as const;

/**
 * Bets by (wallet account, bet transactionId). A rollback that arrives before its bet writes the
 * row with `seen = false` and state rolled_back, so the late bet finds it and is refused.
 */
export const vendorBets = pgTable(
  'vendor_bets',
  {
    walletAccount: text('wallet_account').notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    state: text('state').$type<(typeof VENDOR_BET_STATES)[number]>().notNull(),
    /** false: only its rollback was seen. */
    seen: boolean('seen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.walletAccount, t.betTransactionId] }),
    check('vendor_bets_state_ck', inList(t.state, VENDOR_BET_STATES)),
    // Valid turnover reads a closed round's bets (docs/decisions/2026-11-25-rebates.md).
    index('vendor_bets_round_idx').on(t.walletAccount, t.memberId, t.roundId),
  ],
);

/** Rounds per player: a win with roundClosed closes one; later wins and rollbacks in it are refused. */
export const vendorRounds = pgTable(
  'vendor_rounds',
  {
    walletAccount: text('wallet_account').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.walletAccount, t.memberId, t.roundId] }),
    // The game record: a member's rounds by date, newest first.
    index('vendor_rounds_member_created_idx').on(t.memberId, t.createdAt),
    // Valid turnover of a period: the rounds closed in it.
    index('vendor_rounds_closed_idx').on(t.closedAt),
  ],
);
