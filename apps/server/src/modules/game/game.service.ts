import type { Provider } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { selectEnabledVendors } from './game.repository.ts';

/**
 * Game providers for the footer and the vendor rows: one entry per vendor and category, enabled
 * only, in the merchant's sort order. `name` is the display name.
 */
export async function listProviders(db: Db): Promise<Provider[]> {
  const rows = await selectEnabledVendors(db);
  return rows.map((r) => ({
    code: r.code,
    name: r.displayName,
    category: r.category,
    logoUrl: r.logoUrl,
  }));
}
