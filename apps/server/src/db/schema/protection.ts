import { bigint, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { EXCLUSION_KINDS, type ExclusionKind } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * A limit as stored: amounts in minor units as decimal strings (JSON has no bigint), and a less
 * restrictive change waiting out its cooling-off.
 */
export type StoredLimit = {
  amountMinor: string | null;
  pending?: { amountMinor: string | null; effectiveAt: string } | undefined;
};

/**
 * Player protection (docs/decisions/2026-11-24-protect.md): one row per member who set anything,
 * read by its primary key on every bet and deposit, so the money paths pay one indexed read.
 * `limits` keys are `<kind>:<period>` (`deposit:day`, `loss:week`, …).
 */
export const memberProtection = pgTable(
  'member_protection',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    limits: jsonb('limits')
      .$type<Record<string, StoredLimit>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    realityCheckMinutes: integer('reality_check_minutes'),
    exclusionKind: text('exclusion_kind').$type<ExclusionKind>(),
    exclusionStartedAt: timestamp('exclusion_started_at', { withTimezone: true }),
    /** Null with a kind: indefinite. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'member_protection_kind_ck',
      sql`${t.exclusionKind} is null or ${inList(t.exclusionKind, EXCLUSION_KINDS)}`,
    ),
  ],
);
