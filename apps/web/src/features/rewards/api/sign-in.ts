import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSignInEndpoint,
  signInEndpoint,
  type SignInResult,
  type SignInState,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

const SIGN_IN_KEY = [...SESSION_QUERY_SCOPE, 'signIn'] as const;
const REWARDS_KEY = [...SESSION_QUERY_SCOPE, 'rewards'] as const;

/** The member's place in the seven-day sign-in cycle. */
export function getSignIn(signal?: AbortSignal): Promise<SignInState> {
  return callEndpoint(getSignInEndpoint, { signal });
}

export function useSignInState() {
  return useQuery({ queryKey: SIGN_IN_KEY, queryFn: ({ signal }) => getSignIn(signal) });
}

export function signInToday(): Promise<SignInResult> {
  return callEndpoint(signInEndpoint);
}

/** Signs in for today; the cycle takes the answer, the reward center is read again. */
export function useSignInToday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInToday,
    onSuccess: (result) => queryClient.setQueryData(SIGN_IN_KEY, result.state),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SIGN_IN_KEY }),
        queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      ]),
  });
}
