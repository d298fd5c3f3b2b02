import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The settings document the money rules are stored under. */
const KEY = 'money';

/** The stored money settings document, or undefined when none was stored yet. */
export async function readMoneySettingsRow(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY))
    .limit(1);
  return row?.value;
}

/**
 * The stored document, locked for the caller's transaction (`tx`), created from `initial` first
 * when missing: two changes at once queue here instead of one losing the other's fields.
 */
export async function lockMoneySettingsRow(tx: Db, initial: unknown): Promise<unknown> {
  await tx.insert(settings).values({ key: KEY, value: initial }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY))
    .for('update');
  return row?.value;
}

export async function writeMoneySettingsRow(tx: Db, value: unknown): Promise<void> {
  await tx
    .update(settings)
    .set({ value, updatedAt: sql`now()` })
    .where(eq(settings.key, KEY));
}
