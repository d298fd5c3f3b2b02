import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeParse } from 'zod/v4/core';
import {
  BannerListSchema,
  listBannersEndpoint,
  type Banner,
  type BannerGroup,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

const inOrder = (banners: readonly Banner[]) =>
  [...banners].sort((a, b) => a.sequence - b.sequence);

/** Banners of one group (spec §3: m_home, m_hot, m_reg …), in display order. */
export async function getBanners(groupName: BannerGroup, signal?: AbortSignal): Promise<Banner[]> {
  return inOrder(await callEndpoint(listBannersEndpoint, { query: { groupName }, signal }));
}

/**
 * The home's banners the server sent with the page (its first HTML paints the first one before
 * any script runs), so that the carousel shows at once instead of waiting for the call. Read once;
 * anything that does not parse is ignored and the call is made.
 */
export function takeBootBanners(groupName: BannerGroup): Banner[] | undefined {
  if (groupName !== 'm_home' || typeof document === 'undefined') return undefined;
  const element = document.getElementById('boot-banners');
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = safeParse(BannerListSchema, JSON.parse(element.textContent ?? ''));
    return parsed.success ? inOrder(parsed.data) : undefined;
  } catch {
    return undefined;
  }
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
