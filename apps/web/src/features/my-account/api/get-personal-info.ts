import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPersonalInfoEndpoint, type PersonalInfo } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const PERSONAL_INFO_KEY = [...SESSION_QUERY_SCOPE, 'personal-info'] as const;

/** My account: the member's personal info (spec §7 personal info). */
export function getPersonalInfo(signal?: AbortSignal): Promise<PersonalInfo> {
  return callEndpoint(getPersonalInfoEndpoint, { signal });
}

export const personalInfoQueryOptions = () =>
  queryOptions({ queryKey: PERSONAL_INFO_KEY, queryFn: ({ signal }) => getPersonalInfo(signal) });

export function usePersonalInfo() {
  return useQuery(personalInfoQueryOptions());
}
