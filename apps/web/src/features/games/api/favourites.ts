import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FavouriteIdsSchema,
  FavouriteListSchema,
  FavouriteResultSchema,
  PAGE_SIZE,
  type FavouriteList,
  type FavouriteResult,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** Query keys of the member's favourites; under the session scope, so sign-out drops them. */
export const FAVOURITES_KEY = [...SESSION_QUERY_SCOPE, 'game', 'favourites'] as const;

/** `GET /wps/game/favourite/ids` (spec §3, §7): the favourite nodeIds as strings, one page of 100. */
export async function getFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  const page = await apiRequest('/wps/game/favourite/ids', {
    schema: FavouriteIdsSchema,
    module: 'GAMELOFAV3',
    query: { pageNo: 1, pageSize: PAGE_SIZE.favouriteIds },
    signal,
  });
  return page.content.map(String);
}

export function favouriteIdsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...FAVOURITES_KEY, 'ids', token] as const,
    queryFn: ({ signal }) => getFavouriteIds(signal),
    // spec §7: fetched once; every toggle updates the cached list itself.
    staleTime: Infinity,
    enabled: token !== null,
  });
}

/** The member's favourite nodeIds (empty for a visitor). */
export function useFavouriteIds() {
  const token = useSession()?.token ?? null;
  return { token, ...useQuery(favouriteIdsQueryOptions(token)) };
}

export type FavouriteListRequest = {
  gameType: ListedGameCategory;
  vendor: string;
  pageSize: number;
  language: SiteLanguage;
};

/** `GET /wps/game/favourite/list`: one page of favourite games, newest first. */
export async function getFavouriteList(
  request: FavouriteListRequest,
  pageNo: number,
  signal?: AbortSignal,
): Promise<FavouriteList> {
  return apiRequest('/wps/game/favourite/list', {
    schema: FavouriteListSchema,
    module: 'GAMELOFAV3',
    query: {
      pageNo,
      pageSize: request.pageSize,
      gameType: request.gameType,
      vendor: request.vendor || undefined,
      language: request.language,
    },
    signal,
  });
}

/** `POST` (add) or `DELETE` (remove) `/wps/game/favourite` (spec §7: nodeId, vendor). */
export async function setFavourite(
  game: { nodeId: string; vassalage: string },
  favourite: boolean,
): Promise<FavouriteResult> {
  return apiRequest('/wps/game/favourite', {
    schema: FavouriteResultSchema,
    module: 'GAMELOFAV3',
    method: favourite ? 'POST' : 'DELETE',
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}
