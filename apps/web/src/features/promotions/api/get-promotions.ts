import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BOOT_DATA,
  listPromotionsEndpoint,
  type PromotionList,
  type SiteLanguage,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { takeBootAnswer } from '../../../lib/boot-data.ts';
import { useSiteLanguage } from '../../../lib/i18n.ts';

/** spec §2 "Promotions": the live promotions in the site language (Vietnamese where untranslated). */
export function getPromotions(
  language: SiteLanguage,
  signal?: AbortSignal,
): Promise<PromotionList> {
  return callEndpoint(listPromotionsEndpoint, { query: { language }, signal });
}

/**
 * The list the promotions page's HTML carried (`boot-promotions`: the envelope its call answers
 * in the default language, written by the server's page frame, which paints the first cards'
 * pictures), for that language only, so that the cards are drawn on the page's first render
 * instead of after a call. Read once; anything without the list's shape is ignored and the call
 * made.
 */
export function takeBootPromotions(language: SiteLanguage): PromotionList | undefined {
  if (language !== 'TY') return undefined;
  const value = takeBootAnswer<PromotionList>(BOOT_DATA.promotions);
  return value && Array.isArray(value.list) ? (value as PromotionList) : undefined;
}

export function promotionsQueryOptions(language: SiteLanguage) {
  return queryOptions({
    queryKey: ['content', 'promotions', language] as const,
    queryFn: ({ signal }) => getPromotions(language, signal),
    initialData: () => takeBootPromotions(language),
    // Read with the page: as fresh as a call made now.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 60_000,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useSiteLanguage()));
}
