import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * A pending binding or change of a member's mobile number or e-mail
 * (docs/decisions/2026-11-25-contact-binding.md): one per member and kind, replaced by a new
 * request. A code went to the new address and, when the member had a verified one, another to the
 * old address; both codes are stored hashed. Five wrong tries or ten minutes end it; confirming
 * deletes it in the transaction that changes the address.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    /** The new address: a full mobile number (+84…) or an e-mail. */
    newValue: text('new_value').notNull(),
    countryDialingCode: text('country_dialing_code'),
    newCodeHash: text('new_code_hash').notNull(),
    /** Null when there was no verified address to ask (a first binding). */
    oldCodeHash: text('old_code_hash'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check('contact_changes_kind_ck', inList(t.kind, ['mobile', 'email'])),
  ],
);
