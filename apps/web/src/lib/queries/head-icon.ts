import { queryOptions, useQuery } from '@tanstack/react-query';
import { avatarUrl, getHeadIconEndpoint, type PlayerAvatar } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../session.ts';
import { useSiteInfo } from './status.ts';

/** Every head-icon answer of the session; invalidated when the member picks another avatar. */
export const HEAD_ICON_QUERY_KEY = [...SESSION_QUERY_SCOPE, 'head-icon'] as const;

/** spec §7 head icon GET: the player avatar (spec §3). */
export function getHeadIcon(signal?: AbortSignal): Promise<PlayerAvatar> {
  return callEndpoint(getHeadIconEndpoint, { signal });
}

export function headIconQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...HEAD_ICON_QUERY_KEY, token] as const,
    queryFn: ({ signal }) => getHeadIcon(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * spec §3 "Image CDN chosen at random from a list with default fallback": one pick per page load,
 * '' (this origin) when the list is empty.
 */
let chosenCdn: { list: string; cdn: string } | undefined;
export function pickImageCdn(list: readonly string[] | undefined): string {
  const key = (list ?? []).join('\n');
  if (chosenCdn?.list !== key) {
    const usable = (list ?? []).filter((c) => c === '' || /^https?:\/\//.test(c));
    const cdn = usable.length ? usable[Math.floor(Math.random() * usable.length)]! : '';
    chosenCdn = { list: key, cdn };
  }
  return chosenCdn.cdn;
}

/** The signed-in member's avatar address (spec §3), or null for none, visitors and while loading. */
export function useAvatarSrc(): string | null {
  const token = useSession()?.token ?? null;
  const avatar = useQuery(headIconQueryOptions(token)).data;
  const cdn = pickImageCdn(useSiteInfo()?.imageCDNs);
  return avatarUrl(avatar, cdn);
}
