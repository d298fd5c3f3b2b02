import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAgentRebateRatesEndpoint,
  getRebateIncomeEndpoint,
  setDownlineRebateRatesEndpoint,
  type RebateIncomeQuery,
  type RebateRates,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSession } from '../../../lib/session.ts';
import { AGENT_KEY } from './agents.ts';

// Rebates (docs/decisions/2026-11-25-rebates.md): the agent's rates page and income page.

const REBATE_KEY = [...AGENT_KEY, 'rebate'] as const;

/** The agent's own rates and a page of its direct downlines' (GAMSER). */
export function useRebateRates(search: string, pageNo = 1) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: [...REBATE_KEY, 'rates', search, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(getAgentRebateRatesEndpoint, {
        signal,
        query: { pageNo, pageSize: 20, ...(search ? { search } : {}) },
      }),
    enabled: token !== null,
  });
}

export function useSetDownlineRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, rates }: { memberId: number; rates: RebateRates }) =>
      callEndpoint(setDownlineRebateRatesEndpoint, { params: { id: memberId }, body: { rates } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REBATE_KEY }),
  });
}

/** What the daily settlement paid the agent over a range of days (AGEREBINC3). */
export function useRebateIncome(query: RebateIncomeQuery) {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: [...REBATE_KEY, 'income', query],
    queryFn: ({ signal }) => callEndpoint(getRebateIncomeEndpoint, { signal, query }),
    enabled: token !== null,
  });
}
