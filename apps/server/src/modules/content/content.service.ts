import type { Banner, BannerGroup } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { msUntilBannersChange, selectVisibleBanners } from './content.repository.ts';

/** Banners the site shows for a group now (spec §3 "Banner"): enabled, within their dates. */
export async function listBanners(db: Db, groupName: BannerGroup): Promise<Banner[]> {
  const rows = await selectVisibleBanners(db, groupName);
  // The group column is checked by the database against the same list as BannerGroup.
  return rows.map((r) => ({ ...r, groupName: r.groupName as BannerGroup }));
}

/**
 * The banners of a group as `listBanners` reads them, kept in the read cache (topic `content`)
 * until an operator changes banners or one of the group's windows opens or closes: the home's and
 * the game list's HTML and the banner call read them on every visit.
 */
export async function visibleBanners(
  deps: { db: Db; cache: ReadCache },
  groupName: BannerGroup,
): Promise<Banner[]> {
  const kept = await deps.cache.value(
    'content',
    `banners:${groupName}`,
    async () => {
      const [list, changesIn] = await Promise.all([
        listBanners(deps.db, groupName),
        msUntilBannersChange(deps.db, groupName),
      ]);
      return { list, changesIn };
    },
    (value) => value.changesIn,
  );
  return kept.list;
}
