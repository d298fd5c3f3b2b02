import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_TYPES,
  BOOT_DATA,
  PLATFORM_CODE,
  listAnnouncementsEndpoint,
  type AnnouncementList,
  type ContentType,
  type EndpointQuery,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { takeBootAnswer } from '../../../lib/boot-data.ts';
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
 * The home's announcements the page's HTML carried (a visitor's, in the default language: the
 * envelope their call answers, written by the server's home frame), for a visitor's home in that
 * language only, so that the marquee and the notices show on its first render instead of after a
 * call. Read once; anything without the list's shape is ignored and the call made.
 */
export function takeBootHomeAnnouncements(
  params: AnnouncementParams,
  token: string | null,
): AnnouncementList | undefined {
  const home =
    token === null &&
    params.groupName === 'm_home' &&
    params.language === 'TY' &&
    params.types.join(',') === ANNOUNCEMENT_TYPES.join(',');
  if (!home) return undefined;
  const value = takeBootAnswer<AnnouncementList>(BOOT_DATA.homeAnnouncements);
  return value && Array.isArray(value.list) && typeof value.unreadCount === 'number'
    ? (value as AnnouncementList)
    : undefined;
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
    initialData: () => takeBootHomeAnnouncements(params, token),
    // Read with the page: as fresh as a call made now.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 60_000,
  });
}

/** The site language of the strings on screen (TY or EN), for calls that take `language`. */

export function useAnnouncements(params: Omit<AnnouncementParams, 'language'>) {
  const token = useSession()?.token ?? null;
  const language = useSiteLanguage();
  return useQuery(announcementsQueryOptions({ ...params, language }, token));
}
