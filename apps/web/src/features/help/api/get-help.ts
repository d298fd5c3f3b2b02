import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHelpCenterEndpoint, type HelpCenter, type SiteLanguage } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSiteLanguage } from '../../../lib/i18n.ts';

/** spec §7 "Help center": lang and device MOBILE. */
export function getHelpCenter(language: SiteLanguage, signal?: AbortSignal): Promise<HelpCenter> {
  return callEndpoint(getHelpCenterEndpoint, { query: { language, device: 'MOBILE' }, signal });
}

export function helpCenterQueryOptions(language: SiteLanguage) {
  return queryOptions({
    queryKey: ['content', 'help', language] as const,
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHelpCenter() {
  return useQuery(helpCenterQueryOptions(useSiteLanguage()));
}
