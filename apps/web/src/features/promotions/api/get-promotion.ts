import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPromotionEndpoint, type Promotion, type SiteLanguage } from '@app/contracts';
import { ApiError, callEndpoint } from '@app/client/api-client';
import { takeBootJson } from '../../../lib/boot-data.ts';
import { useSiteLanguage } from '../../../lib/i18n.ts';

/** spec §2: /m/activityDetail?id= opens one promotion; null when there is no such live one. */
export async function getPromotion(
  id: number,
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<Promotion | null> {
  try {
    return await callEndpoint(getPromotionEndpoint, {
      params: { id },
      query: { language },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'promotion.not_found') return null;
    throw error;
  }
}

/**
 * The promotion the detail page's first HTML carried (`boot-promotion`, written by the server's
 * page frame for /m/activityDetail?id= in the default language, its banner already painted), so
 * that the page shows it on its first render instead of after a call. Read once; used only for
 * the id and language it was written for, and only when it has a promotion's shape (the server
 * checked the call's answer against the schema; the site's build carries none).
 */
export function takeBootPromotion(id: number, language: SiteLanguage): Promotion | undefined {
  const boot = takeBootJson('boot-promotion') as
    { id?: unknown; language?: unknown; promotion?: unknown } | undefined;
  if (!boot || boot.id !== id || boot.language !== language) return undefined;
  const promotion = boot.promotion as Partial<Promotion> | null | undefined;
  const shaped =
    typeof promotion?.title === 'string' &&
    typeof promotion.content === 'string' &&
    Array.isArray(promotion.announcementImages);
  return shaped ? (promotion as Promotion) : undefined;
}

export function promotionQueryOptions(id: number, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['content', 'promotion', id, language] as const,
    queryFn: ({ signal }) => getPromotion(id, language, signal),
    initialData: () => takeBootPromotion(id, language),
    // Read with the page: as fresh as a call made now.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 60_000,
  });
}

/** The promotion of an id from the address; disabled (never found) when the id is not a number. */
export function usePromotion(id: number | null) {
  const language = useSiteLanguage();
  return useQuery({ ...promotionQueryOptions(id ?? 0, language), enabled: id !== null });
}
