import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPromotionEndpoint, type Promotion, type SiteLanguage } from '@app/contracts';
import { ApiError, callEndpoint } from '@app/client/api-client';
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

export function promotionQueryOptions(id: number, language: SiteLanguage) {
  return queryOptions({
    queryKey: ['content', 'promotion', id, language] as const,
    queryFn: ({ signal }) => getPromotion(id, language, signal),
    staleTime: 60_000,
  });
}

/** The promotion of an id from the address; disabled (never found) when the id is not a number. */
export function usePromotion(id: number | null) {
  const language = useSiteLanguage();
  return useQuery({ ...promotionQueryOptions(id ?? 0, language), enabled: id !== null });
}
