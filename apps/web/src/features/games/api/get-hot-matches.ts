import { useQuery } from '@tanstack/react-query';
import { getHotMatchesEndpoint, type HotMatchList } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

/** How often the open popup asks again (odds move). */
export const HOT_MATCHES_REFRESH_MS = 30_000;

export function getHotMatches(signal?: AbortSignal): Promise<HotMatchList> {
  return callEndpoint(getHotMatchesEndpoint, { signal });
}

/** The hot matches, asked again every 30 s while the popup is open (mounted). */
export function useHotMatches() {
  return useQuery({
    queryKey: [...SESSION_QUERY_SCOPE, 'hot-matches'],
    queryFn: ({ signal }) => getHotMatches(signal),
    refetchInterval: HOT_MATCHES_REFRESH_MS,
    staleTime: 0,
  });
}
