import { useQuery } from '@tanstack/react-query';
import { getReferralSummaryEndpoint, type ReferralSummary } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const REFERRAL_KEY = [...SESSION_QUERY_SCOPE, 'referral'] as const;

/** The member's referral code, the reward rule, the invited friends and what they earned. */
export function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return callEndpoint(getReferralSummaryEndpoint, { signal });
}

export function useReferralSummary(enabled = true) {
  return useQuery({
    queryKey: REFERRAL_KEY,
    queryFn: ({ signal }) => getReferralSummary(signal),
    enabled,
  });
}
