import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOOT_DATA, listBannersEndpoint, type Banner, type BannerGroup } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { takeBootJsonIf } from '../boot-data.ts';

const inOrder = (banners: readonly Banner[]) =>
  [...banners].sort((a, b) => a.sequence - b.sequence);

/** Banners of one group (spec §3: m_home, m_hot, m_reg …), in display order. */
export async function getBanners(groupName: BannerGroup, signal?: AbortSignal): Promise<Banner[]> {
  return inOrder(await callEndpoint(listBannersEndpoint, { query: { groupName }, signal }));
}

/**
 * The banners the server sent with the page (its first HTML paints the first one before any
 * script runs: the home's m_home, the game list's m_hot, help's m_help), so that the carousel
 * shows at once instead of waiting for the call; the home also sends its floating promotion's
 * (m_promotion) under an id of their own. Read once, by the query of their group; anything that
 * is not a list of banners is ignored and the call is made, as it is for an empty list, whose
 * group cannot be told.
 */
export function takeBootBanners(groupName: BannerGroup): Banner[] | undefined {
  const boot = takeBootJsonIf(
    groupName === 'm_promotion' ? BOOT_DATA.floatingBanners : BOOT_DATA.banners,
    (value) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((b) => isBanner(b) && b.groupName === groupName),
  );
  return Array.isArray(boot) ? inOrder(boot as Banner[]) : undefined;
}

/**
 * Tells a banner from anything else. The server wrote the page's banners from the answer the
 * banner call gives, checked against its schema, so this is no second parse.
 */
function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const { id, url, sequence, groupName } = value as Partial<Record<keyof Banner, unknown>>;
  return (
    typeof id === 'number' &&
    typeof url === 'string' &&
    typeof sequence === 'number' &&
    typeof groupName === 'string'
  );
}

export function bannersQueryOptions(groupName: BannerGroup) {
  return queryOptions({
    queryKey: ['content', 'banners', groupName] as const,
    queryFn: ({ signal }) => getBanners(groupName, signal),
    initialData: () => takeBootBanners(groupName),
    // Read with the page: as fresh as a call made now.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(groupName: BannerGroup) {
  return useQuery(bannersQueryOptions(groupName));
}
