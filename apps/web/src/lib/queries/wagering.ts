import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWageringEndpoint, type WageringStatus } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../session.ts';

/** The turnover still to be wagered on claimed bonuses (the reward center and withdraw page). */
export function getWagering(signal?: AbortSignal): Promise<WageringStatus> {
  return callEndpoint(getWageringEndpoint, { signal });
}

export const WAGERING_QUERY_KEY = [...SESSION_QUERY_SCOPE, 'wagering'] as const;

export function useWagering() {
  const token = useSession()?.token ?? null;
  return useQuery(
    queryOptions({
      queryKey: WAGERING_QUERY_KEY,
      queryFn: ({ signal }) => getWagering(signal),
      enabled: token !== null,
    }),
  );
}
