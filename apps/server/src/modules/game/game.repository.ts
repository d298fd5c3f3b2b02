import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema.ts';

/** Enabled vendor rows in the merchant's order. */
export async function selectEnabledVendors(db: Db) {
  return db
    .select({
      code: vendors.code,
      displayName: vendors.displayName,
      category: vendors.category,
      logoUrl: vendors.logoUrl,
    })
    .from(vendors)
    .where(eq(vendors.enabled, true))
    .orderBy(asc(vendors.sort), asc(vendors.code));
}
