import { useSearchParams } from '../../lib/router.tsx';
import { LISTED_GAME_CATEGORIES, type ListedGameCategory } from '@app/contracts';
import { useRouteEntry } from '../use-route-entry.ts';
import { GameCenterView } from '../../features/games/components/game-center.tsx';
import { GameListPage } from '../../features/games/components/game-list-page.tsx';

/** /m/gameCenter reads gameType, default SPORTS (spec §2). */
function gameCenterType(params: URLSearchParams): ListedGameCategory {
  const asked = params.get('gameType')?.toUpperCase();
  return LISTED_GAME_CATEGORIES.find((c) => c === asked) ?? 'SPORTS';
}

/** Game list (/m/gameList) and vendor centre (/m/gameCenter), spec §2. */
export function Component() {
  const entry = useRouteEntry();
  const [params] = useSearchParams();
  if (entry?.id === 'gameCenter') {
    const gameType = gameCenterType(params);
    return <GameCenterView key={gameType} gameType={gameType} />;
  }
  // A new address (another category or vendor) starts a new list.
  return <GameListPage key={params.toString()} params={params} />;
}
