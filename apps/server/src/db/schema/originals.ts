import {
  bigint,
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

/**
 * In-house games (docs/decisions/2026-11-23-in-house-games.md). The game server is a vendor of our own:
 * it settles every round through the vendor wallet API; these tables are its own state.
 */

/** A game session, bound to a member and a game, opened with a one-time launch token. */
export const originalsSessions = pgTable(
  'originals_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('originals_sessions_expiry_idx').on(t.expiresAt)],
);

/**
 * The member's fairness state: the server seed of the next round (secret until that round is
 * over; its SHA-256 is shown), the member's client seed, and the next nonce.
 */
export const originalsSeeds = pgTable('originals_seeds', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ORIGINALS_ROUND_STATES = ['pending', 'drawn', 'settled', 'refused', 'void'] as const;
export type OriginalsRoundState = (typeof ORIGINALS_ROUND_STATES)[number];

/**
 * One round. pending: written before the stake is taken; drawn: the stake is taken and the outcome
 * drawn (seed, nonce, outcome, payout fixed); settled: the win was paid (zero closes the round);
 * refused: the wallet refused the stake (refusal holds the error code); void: the stake was
 * returned because the round never got drawn.
 */
export const originalsRounds = pgTable(
  'originals_rounds',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The player's id of the request: a repeat answers this round. */
    requestId: text('request_id').notNull(),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    /** What the player chose (dice target and side); null for the slot. */
    params: jsonb('params'),
    state: text('state').$type<OriginalsRoundState>().notNull(),
    refusal: text('refusal'),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    outcome: jsonb('outcome'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** The balance the wallet answered to the win. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('originals_rounds_request_uq').on(t.memberId, t.requestId),
    index('originals_rounds_history_idx').on(t.memberId, t.gameCode, t.drawnAt),
    index('originals_rounds_open_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.state} in ('pending', 'drawn')`),
    check('originals_rounds_state_ck', inList(t.state, ORIGINALS_ROUND_STATES)),
    check('originals_rounds_stake_ck', sql`${t.stakeMinor} > 0`),
    check('originals_rounds_payout_ck', sql`${t.payoutMinor} is null or ${t.payoutMinor} >= 0`),
  ],
);
