import { useQuery } from '@tanstack/react-query';
import { listLoginHistoryEndpoint, type LoginHistoryItem } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SECURITY_KEY } from './get-security-overview.ts';

/** The member's last sign-ins. */
export function getLoginHistory(signal?: AbortSignal): Promise<LoginHistoryItem[]> {
  return callEndpoint(listLoginHistoryEndpoint, { signal });
}

export function useLoginHistory() {
  return useQuery({
    queryKey: [...SECURITY_KEY, 'login-history'],
    queryFn: ({ signal }) => getLoginHistory(signal),
  });
}
