import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Merchant settings as JSON documents by key ('site', 'gate'). Operators change them at run time;
 * every process re-reads them within SETTINGS_CACHE_MS.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seed sets applied to this database (the demo data), so that none is ever loaded twice. */
export const seedRuns = pgTable('seed_runs', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
