import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedRuns } from '../schema.ts';
import { loadDemoData } from './demo.ts';

/**
 * Loads the demo data once per database: the seed_runs row is written in the same transaction as
 * the data, and a second process racing on start-up waits on the row's lock and then skips.
 */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ id: 'demo' })
      .onConflictDoNothing()
      .returning({ id: seedRuns.id });
    if (inserted.length === 0) return false;
    await loadDemoData(tx as unknown as Db);
    await tx.execute(sql`select 1`);
    return true;
  });
}
