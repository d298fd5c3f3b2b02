import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptContractEndpoint,
  declineContractEndpoint,
  getContractRequestsEndpoint,
  getMyContractEndpoint,
  type ContractKind,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** Every contract answer lives under this key: an answer to an offer refreshes them all. */
const CONTRACTS_KEY = [...SESSION_QUERY_SCOPE, 'agent-contracts'] as const;

/** spec §3 "Dividend info", §4: the pending offer of each kind (the contract prompts). */
export function useContractRequests(enabled: boolean) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'requests'],
    queryFn: ({ signal }) => callEndpoint(getContractRequestsEndpoint, { signal }),
    enabled: enabled && token !== null,
  });
}

/** A contract page: the open offer, the contract in force and its statements. */
export function useMyContract(kind: ContractKind) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'mine', kind],
    queryFn: ({ signal }) => callEndpoint(getMyContractEndpoint, { signal, params: { kind } }),
    enabled: token !== null,
    retry: false,
  });
}

/** Accepts or declines an offer. */
export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) =>
      callEndpoint(accept ? acceptContractEndpoint : declineContractEndpoint, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
