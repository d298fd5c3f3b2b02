import { useQuery } from '@tanstack/react-query';
import { getSecurityOverviewEndpoint, type SecurityOverview } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const SECURITY_KEY = [...SESSION_QUERY_SCOPE, 'security'] as const;

/** The security level and what it is scored from. */
export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return callEndpoint(getSecurityOverviewEndpoint, { signal });
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: [...SECURITY_KEY, 'overview'],
    queryFn: ({ signal }) => getSecurityOverview(signal),
  });
}
