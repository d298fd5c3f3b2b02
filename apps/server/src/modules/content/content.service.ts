import type { Banner, BannerGroup } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { selectVisibleBanners } from './content.repository.ts';

/** Banners the site shows for a group now (spec §3 "Banner"): enabled, within their dates. */
export async function listBanners(db: Db, groupName: BannerGroup): Promise<Banner[]> {
  const rows = await selectVisibleBanners(db, groupName);
  // The group column is checked by the database against the same list as BannerGroup.
  return rows.map((r) => ({ ...r, groupName: r.groupName as BannerGroup }));
}
