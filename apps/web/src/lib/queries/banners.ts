import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBannersEndpoint, type Banner, type BannerGroup } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/** Banners of one group (spec §3: m_home, m_hot, m_reg …), in display order. */
export async function getBanners(groupName: BannerGroup, signal?: AbortSignal): Promise<Banner[]> {
  const banners = await callEndpoint(listBannersEndpoint, { query: { groupName }, signal });
  return [...banners].sort((a, b) => a.sequence - b.sequence);
}

export function bannersQueryOptions(groupName: BannerGroup) {
  return queryOptions({
    queryKey: ['content', 'banners', groupName] as const,
    queryFn: ({ signal }) => getBanners(groupName, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(groupName: BannerGroup) {
  return useQuery(bannersQueryOptions(groupName));
}
