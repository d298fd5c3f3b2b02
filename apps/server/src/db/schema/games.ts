import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { games } from './catalog.ts';
import { members } from './members.ts';

/** A member's favourite games (spec §4 "Favourite toggle"); one row per member and game. */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    // Newest first, the order of the ids and the list.
    index('game_favourites_member_created_idx').on(
      t.memberId,
      t.createdAt.desc().nullsFirst(),
      t.gameId,
    ),
  ],
);

/**
 * Games a member launched (spec §3 "Recent"): one row per member and game with the last launch;
 * the launch keeps the newest RECENT_GAMES_KEPT per member.
 */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
    playCount: integer('play_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_played_idx').on(
      t.memberId,
      t.lastPlayedAt.desc().nullsFirst(),
      t.gameId,
    ),
  ],
);

/**
 * Wins of settled rounds, the read model of the winner board (spec §2 "Winner board"). Written by
 * the vendor wallet's win path through recordWin; `reference` (the wallet call's transaction) makes
 * a repeated call record nothing twice.
 */
export const gameWins = pgTable(
  'game_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique('game_wins_reference_uq'),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Amount won in minor units (2 decimals). */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_wins_won_at_idx').on(t.wonAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('game_wins_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);
