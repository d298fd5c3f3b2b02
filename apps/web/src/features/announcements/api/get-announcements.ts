import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PLATFORM_CODE,
  listAnnouncementsEndpoint,
  type AnnouncementList,
  type ContentType,
  type EndpointQuery,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

type AnnouncementQuery = EndpointQuery<typeof listAnnouncementsEndpoint>;

/** The call's query as the site holds it: the types as a list (the query joins them with commas). */
export type AnnouncementParams = {
  types: readonly ContentType[];
  /** The page asking (spec §7: m_home on home, m_reg on register). */
  groupName?: AnnouncementQuery['groupName'];
  language: NonNullable<AnnouncementQuery['language']>;
};

/**
 * spec §7 "Announcements": types, groupName, platform M and the language; the bearer token (when
 * signed in) brings the read state. Failures are not shown as an alert (spec §8); the caller shows
 * its empty or retry state.
 */
export function getAnnouncements(
  params: AnnouncementParams,
  signal?: AbortSignal,
): Promise<AnnouncementList> {
  return callEndpoint(listAnnouncementsEndpoint, {
    signal,
    query: {
      types: params.types.join(','),
      groupName: params.groupName,
      platform: PLATFORM_CODE,
      language: params.language,
    },
  });
}

/**
 * Keyed by the token when signed in (the read state is the member's, and signing out drops it
 * with the rest of the session's answers); visitors share one answer.
 */
export function announcementsQueryOptions(params: AnnouncementParams, token: string | null) {
  const key = {
    types: params.types.join(','),
    groupName: params.groupName,
    language: params.language,
  };
  return queryOptions({
    queryKey: token
      ? ([...SESSION_QUERY_SCOPE, 'announcements', key, token] as const)
      : (['content', 'announcements', key, null] as const),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    staleTime: 60_000,
  });
}

/** The site language of the strings on screen (TY or EN), for calls that take `language`. */

export function useAnnouncements(params: Omit<AnnouncementParams, 'language'>) {
  const token = useSession()?.token ?? null;
  const language = useSiteLanguage();
  return useQuery(announcementsQueryOptions({ ...params, language }, token));
}
