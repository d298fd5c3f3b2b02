import { useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import type { LotteryGame } from '@app/contracts';
import { getTrialName, useSession } from '../../../lib/session.ts';
import { readLotteryFavourites, toggleLotteryFavourite } from '../lib/favourites.ts';

/** Who the LOTTFAV list belongs to: the member's user name, or the trial name. */
function useFavouriteOwner(): string | null {
  const session = useSession();
  if (!session) return null;
  return session.userName ?? getTrialName() ?? null;
}

/**
 * The lobby's favourite lotteries (LOTTFAV), read again when someone else signs in. A visitor's
 * star goes to the login page.
 */
export function useLotteryFavourites() {
  const navigate = useNavigate();
  const owner = useFavouriteOwner();
  const [favourites, setFavourites] = useState<string[]>(() => readLotteryFavourites(owner));
  const [favouritesOf, setFavouritesOf] = useState(owner);

  if (favouritesOf !== owner) {
    setFavouritesOf(owner);
    setFavourites(readLotteryFavourites(owner));
  }

  const toggleFavourite = (game: LotteryGame) => {
    if (!owner) {
      void navigate('/m/login');
      return;
    }
    setFavourites(toggleLotteryFavourite(owner, game.gameId));
  };

  return { favourites, toggleFavourite };
}
