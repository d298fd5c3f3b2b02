import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBannersEndpoint, type Banner, type BannerGroup } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { takeBootJson } from '../boot-data.ts';

const inOrder = (banners: readonly Banner[]) =>
  [...banners].sort((a, b) => a.sequence - b.sequence);

/** Banners of one group (spec §3: m_home, m_hot, m_reg …), in display order. */
export async function getBanners(groupName: BannerGroup, signal?: AbortSignal): Promise<Banner[]> {
  return inOrder(await callEndpoint(listBannersEndpoint, { query: { groupName }, signal }));
}

/**
 * The home's banners the server sent with the page (its first HTML paints the first one before
 * any script runs), so that the carousel shows at once instead of waiting for the call. Read once;
 * anything that is not a list of banners is ignored and the call is made.
 */
export function takeBootBanners(groupName: BannerGroup): Banner[] | undefined {
  if (groupName !== 'm_home') return undefined;
  const boot = takeBootJson('boot-banners');
  return Array.isArray(boot) && boot.every(isBanner) ? inOrder(boot) : undefined;
}

/**
 * Tells a banner from anything else. The server wrote the page's banners from the answer the
 * banner call gives, checked against its schema, so this is no second parse.
 */
function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const { id, url, sequence } = value as Partial<Record<keyof Banner, unknown>>;
  return typeof id === 'number' && typeof url === 'string' && typeof sequence === 'number';
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
