import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * A member's authenticator-app second factor (docs/decisions/2026-11-25-member-totp.md): the
 * secret from setup, on once a first code confirmed it. `lastStep` is the newest time step a code
 * was accepted for, so a code is good once; the recovery codes are stored as SHA-256 hashes and
 * each one is removed when used.
 */
export const memberTotp = pgTable('member_totp', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  /** Base32, 160 bits. */
  secret: text('secret').notNull(),
  /** Null while set up and not confirmed: sign-in does not ask for a code yet. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryHashes: text('recovery_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
