import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getUnreadCountsEndpoint, type SiteLanguage, type UnreadCounts } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSiteLanguage } from '../i18n.ts';
import { isTrialSession, SESSION_QUERY_SCOPE, useSession } from '../session.ts';

/** Every unread-count answer of the session (each language its own). */
export const UNREAD_QUERY_KEY = [...SESSION_QUERY_SCOPE, 'unread'] as const;

/** spec §3 "Unread counts" (`value.unReadCount`): announcements, inbox, chat and their total. */
export function getUnreadCounts(language: SiteLanguage, signal?: AbortSignal) {
  return callEndpoint(getUnreadCountsEndpoint, { signal, query: { language } });
}

export function unreadCountsQueryOptions(token: string | null, language: SiteLanguage) {
  return queryOptions({
    queryKey: [...UNREAD_QUERY_KEY, language, token] as const,
    queryFn: ({ signal }) => getUnreadCounts(language, signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/**
 * The signed-in member's unread counts for the badges; undefined for visitors and trial accounts
 * (spec §6: type 4 makes no unread calls) and while loading.
 */
export function useUnreadCounts(): UnreadCounts | undefined {
  const session = useSession();
  const language = useSiteLanguage();
  const token = session && !isTrialSession(session) ? session.token : null;
  return useQuery(unreadCountsQueryOptions(token, language)).data;
}

/** Asks the badges to count again (after a message is read or deleted). */
export function useInvalidateUnread(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
    [queryClient],
  );
}
