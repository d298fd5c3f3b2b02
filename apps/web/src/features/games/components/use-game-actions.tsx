import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, type Game } from '@app/contracts';
import { useSession } from '../../../lib/session.ts';
import { useLaunchGame } from '../../../lib/launch/use-launch-game.ts';
import {
  FAVOURITES_KEY,
  favouriteIdsQueryOptions,
  setFavourite,
  useFavouriteIds,
} from '../api/favourites.ts';
import type { GamePage } from '../lib/game-list-state.ts';
import { useToast } from '../../../components/ui/toast.tsx';

/**
 * What a tile can do (spec §4): open the game the way a tile click does, and toggle it as a
 * favourite — a visitor goes to /m/login; a member sees loading (up to 3 s), then 'Change saved'
 * for 1 s, and the local favourite list changes with it. A failed call only hides the loading.
 */
export function useGameActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { launch, pending, error } = useLaunchGame();
  const { token, data: favouriteIds } = useFavouriteIds();
  const toast = useToast();
  const { show, hide } = toast;
  const toggling = useRef(false);

  const favourites = useMemo(() => new Set(favouriteIds ?? []), [favouriteIds]);

  useEffect(() => {
    if (pending) show(t('games.opening'), 'loading', TIMERS.loadingOverlay);
  }, [pending, show, t]);

  useEffect(() => {
    if (error) show(error, 'error', TIMERS.defaultToast);
    else if (!pending) hide();
  }, [error, pending, show, hide]);

  const toggleFavourite = useCallback(
    async (game: Game) => {
      if (!session) {
        void navigate('/m/login');
        return;
      }
      if (toggling.current) return;
      toggling.current = true;
      const next = !favourites.has(game.nodeId);
      show(t('games.saving'), 'loading', TIMERS.favouritesLoading);
      try {
        await setFavourite(game, next);
        queryClient.setQueryData(favouriteIdsQueryOptions(token).queryKey, (ids = []) => {
          const rest = ids.filter((id) => id !== game.nodeId);
          return next ? [game.nodeId, ...rest] : rest;
        });
        const lists = { queryKey: [...FAVOURITES_KEY, 'list'] };
        if (!next) {
          // spec §4: removing on the favourites tab drops the game from view at once.
          queryClient.setQueriesData<InfiniteData<GamePage>>(lists, (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((p) => ({
                    ...p,
                    games: p.games.filter((g) => g.nodeId !== game.nodeId),
                  })),
                }
              : data,
          );
        }
        void queryClient.invalidateQueries(lists);
        show(t('games.changeSaved'), 'success', TIMERS.successToast);
      } catch {
        hide();
      } finally {
        toggling.current = false;
      }
    },
    [session, favourites, navigate, queryClient, token, show, hide, t],
  );

  const isFavourite = useCallback((nodeId: string) => favourites.has(nodeId), [favourites]);

  return { open: launch, toggleFavourite, isFavourite, favourites, toast: toast.node };
}
