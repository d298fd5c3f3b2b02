import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import {
  addFavouriteEndpoint,
  listFavouriteIdsEndpoint,
  listFavouritesEndpoint,
  PAGE_SIZE,
  removeFavouriteEndpoint,
  type FavouriteList,
  type FavouriteResult,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE, useSession } from '../../../lib/session.ts';

/** Query keys of the member's favourites; under the session scope, so sign-out drops them. */
export const FAVOURITES_KEY = [...SESSION_QUERY_SCOPE, 'game', 'favourites'] as const;

/** The favourite nodeIds as strings, one page of 100 (spec §3, §7). */
export async function getFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  const page = await callEndpoint(listFavouriteIdsEndpoint, {
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

/** The fav tab's filters, as the favourite list's query names them ('' vendor: every vendor). */
export type FavouriteListRequest = Required<
  Pick<
    z.output<(typeof listFavouritesEndpoint)['query']>,
    'gameType' | 'vendor' | 'pageSize' | 'language'
  >
>;

/** One page of favourite games, newest first. */
export async function getFavouriteList(
  request: FavouriteListRequest,
  pageNo: number,
  signal?: AbortSignal,
): Promise<FavouriteList> {
  return callEndpoint(listFavouritesEndpoint, {
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

/** Adds or removes a favourite (spec §7: nodeId, vendor); both are idempotent. */
export async function setFavourite(
  game: { nodeId: string; vassalage: string },
  favourite: boolean,
): Promise<FavouriteResult> {
  const body = { nodeId: game.nodeId, vendor: game.vassalage };
  return favourite
    ? callEndpoint(addFavouriteEndpoint, { body })
    : callEndpoint(removeFavouriteEndpoint, { body, query: {} });
}
