import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PLATFORM_CODE,
  createInvitationEndpoint,
  listAnnouncementsEndpoint,
  getAgentHomeEndpoint,
  getTeamOverviewEndpoint,
  getTeamPnlEndpoint,
  listTeamBetsEndpoint,
  type TeamBetsQuery,
  type TeamPnlQuery,
  listInvitationsEndpoint,
  listTeamEndpoint,
  openAccountEndpoint,
  teamTransferEndpoint,
  type InvitationBody,
  type OpenAccountBody,
  type TeamOverviewQuery,
  type TeamTransferBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** Every agent answer lives under this key: a change (an account opened, a transfer) refreshes all. */
export const AGENT_KEY = [...SESSION_QUERY_SCOPE, 'agent'] as const;

function useToken() {
  return useSession()?.token ?? null;
}

/** The agent home: balance, today's team figures, permission keys, unread mail. */
export function useAgentHome() {
  const token = useToken();
  return useQuery({
    queryKey: [...AGENT_KEY, 'home'],
    queryFn: ({ signal }) => callEndpoint(getAgentHomeEndpoint, { signal }),
    enabled: token !== null,
  });
}

export function useTeam(search: string, pageNo = 1) {
  const token = useToken();
  return useQuery({
    queryKey: [...AGENT_KEY, 'team', search, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listTeamEndpoint, {
        signal,
        query: { pageNo, pageSize: 20, ...(search ? { search } : {}) },
      }),
    enabled: token !== null,
  });
}

export function useTeamOverview(range: TeamOverviewQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...AGENT_KEY, 'overview', range.startDate ?? '', range.endDate ?? ''],
    queryFn: ({ signal }) => callEndpoint(getTeamOverviewEndpoint, { signal, query: range }),
    enabled: token !== null,
  });
}

export function useInvitations() {
  const token = useToken();
  return useQuery({
    queryKey: [...AGENT_KEY, 'invitations'],
    queryFn: ({ signal }) => callEndpoint(listInvitationsEndpoint, { signal }),
    enabled: token !== null,
  });
}

function useAgentChange<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENT_KEY }),
  });
}

export const useOpenAccount = () =>
  useAgentChange((body: OpenAccountBody) => callEndpoint(openAccountEndpoint, { body }));

export const useCreateInvitation = () =>
  useAgentChange((body: InvitationBody) => callEndpoint(createInvitationEndpoint, { body }));

export function useTeamTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamTransferBody) => callEndpoint(teamTransferEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_SCOPE }),
  });
}

/**
 * The agent announcements' unread count for the footer badge (spec §2): the announcements call
 * with types=A, under the announcements' own key so that reading one refreshes the badge.
 */
export function useAgentNoticesUnread() {
  const token = useToken();
  const language = useSiteLanguage();
  return useQuery({
    queryKey: [
      ...SESSION_QUERY_SCOPE,
      'announcements',
      { types: 'A', groupName: undefined, language },
      token,
    ],
    queryFn: ({ signal }) =>
      callEndpoint(listAnnouncementsEndpoint, {
        signal,
        query: { types: 'A', platform: PLATFORM_CODE, language },
      }),
    enabled: token !== null,
    select: (value) => value.unreadCount,
  });
}

export function useTeamPnl(query: TeamPnlQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...AGENT_KEY, 'pnl', query],
    queryFn: ({ signal }) => callEndpoint(getTeamPnlEndpoint, { signal, query }),
    enabled: token !== null,
  });
}

export function useTeamBets(query: TeamBetsQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...AGENT_KEY, 'bets', query],
    queryFn: ({ signal }) => callEndpoint(listTeamBetsEndpoint, { signal, query }),
    enabled: token !== null,
  });
}
