import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { SiteLanguage } from '@app/contracts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import {
  gameListRequestOf,
  nextPageOf,
  pageSizeOf,
  type GamePage,
  type ListState,
} from '../lib/game-list-state.ts';
import { FAVOURITES_KEY, getFavouriteList } from './favourites.ts';
import { getGameList } from './get-game-list.ts';
import { getHotGamesPage, hotPagesQueryOptions } from './get-hot-games.ts';
import { getRecentGames } from './get-recent-games.ts';

type Source = {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<GamePage>;
};

/**
 * Where the list's tab reads from (spec §4 data types): all and search from the game list, hot
 * from the hot games, fav and recent from the member's own lists (keys under the session scope).
 */
export function listSourceOf(
  state: ListState,
  language: SiteLanguage,
  token: string | null,
): Source {
  const pageSize = pageSizeOf(state);
  const { gameType } = state;
  const vassalage = state.filters.vassalage;
  switch (state.tab) {
    case 'all': {
      const request = gameListRequestOf(state, language);
      return {
        queryKey: ['game', 'list', request, 'pages'],
        fetchPage: (page, signal) => getGameList(request, page, signal),
      };
    }
    case 'hot': {
      const request = { gameType, vassalage, pageSize, language };
      return {
        queryKey: hotPagesQueryOptions(request).queryKey,
        fetchPage: (page, signal) => getHotGamesPage(request, page, signal),
      };
    }
    case 'fav': {
      const request = { gameType, vendor: vassalage, pageSize, language };
      return {
        queryKey: [...FAVOURITES_KEY, 'list', token, request],
        fetchPage: async (page, signal) => {
          const value = await getFavouriteList(request, page, signal);
          return { games: value.content, pageNum: value.pageNum, totalPages: value.totalPages };
        },
      };
    }
    case 'recent': {
      const request = { gameType, vassalage, pageSize, language };
      return {
        queryKey: [...SESSION_QUERY_SCOPE, 'game', 'recent', token, request],
        fetchPage: async (page, signal) => {
          const value = await getRecentGames(request, page, signal);
          return { games: value.list, pageNum: value.pageNum, totalPages: value.totalPages };
        },
      };
    }
  }
}

/** The pages of the tab on screen: the first page alone after any change, more appended. */
export function listPagesOptions(state: ListState, language: SiteLanguage, token: string | null) {
  const source = listSourceOf(state, language, token);
  const memberTab = state.tab === 'fav' || state.tab === 'recent';
  return infiniteQueryOptions({
    queryKey: source.queryKey,
    queryFn: ({ pageParam, signal }) => source.fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: !memberTab || token !== null,
    // The member's lists change with every toggle and launch.
    staleTime: memberTab ? 0 : undefined,
    // spec §4: coming back to a tab or a filter starts at page 1 again, not with the pages
    // loaded before; a list nobody shows is dropped at once.
    gcTime: 0,
  });
}
