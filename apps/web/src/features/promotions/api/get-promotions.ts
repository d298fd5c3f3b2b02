import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPromotionsEndpoint, type PromotionList, type SiteLanguage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSiteLanguage } from '../../../lib/i18n.ts';

/** spec §2 "Promotions": the live promotions in the site language (Vietnamese where untranslated). */
export function getPromotions(
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<PromotionList> {
  return callEndpoint(listPromotionsEndpoint, { query: { language }, signal });
}

export function promotionsQueryOptions(language: SiteLanguage) {
  return queryOptions({
    queryKey: ['content', 'promotions', language] as const,
    queryFn: ({ signal }) => getPromotions(language, signal),
    staleTime: 60_000,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useSiteLanguage()));
}
