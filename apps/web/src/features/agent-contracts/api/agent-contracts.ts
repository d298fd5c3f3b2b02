import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptContractEndpoint,
  cancelTeamContractEndpoint,
  CONTRACT_AGENT_TYPES,
  declineContractEndpoint,
  getContractRequestsEndpoint,
  getMyContractEndpoint,
  listTeamContractsEndpoint,
  listTeamEndpoint,
  offerContractEndpoint,
  type ContractKind,
  type OfferContractBody,
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

/** The upline's side (DOWNMAN): its direct sub-agents' contracts and open offers. */
export function useTeamContracts() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'team'],
    queryFn: ({ signal }) => callEndpoint(listTeamContractsEndpoint, { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** The direct downlines an offer may go to: agents of type 1 or 2 (rebates pay 41 and 42). */
export function useOfferTargets(enabled: boolean) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: [...CONTRACTS_KEY, 'targets'],
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(listTeamEndpoint, {
        signal,
        query: { depth: 1, pageNo: 1, pageSize: 100 },
      });
      return page.list.filter((m) => CONTRACT_AGENT_TYPES.includes(m.type));
    },
    enabled: enabled && token !== null,
  });
}

/** Offers a direct sub-agent a contract (replacing its pending offer of that kind). */
export function useOfferContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferContractBody) => callEndpoint(offerContractEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}

/** Withdraws an offer or ends a sub-agent's contract. */
export function useCancelTeamContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(cancelTeamContractEndpoint, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
