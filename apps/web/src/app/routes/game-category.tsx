import type { ListedGameCategory } from '@app/contracts';
import { useRouteEntry } from '../use-route-entry.ts';
import { PageAnnouncements } from '../../features/announcements/components/page-announcements.tsx';
import { CategoryTabMenu } from '../../features/games/components/category-tab-menu.tsx';
import { GameCenterView } from '../../features/games/components/game-center.tsx';
import { HotGames } from '../../features/games/components/hot-games.tsx';

/** Route id → the category its game centre lists (spec §2 "Game categories"). */
const CENTER_OF: Record<string, ListedGameCategory> = {
  rng: 'RNG',
  inhouse: 'INHOUSE',
  pvp: 'PVP',
  fish: 'FISH',
  live: 'LIVE',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
};

/**
 * The game-category pages (spec §2): the layout shows the hot banner group and the footer; the
 * tab menu, then the category's game centre, or on /m/hot the announcements and the hot tiles.
 */
export function Component() {
  const entry = useRouteEntry();
  const gameType = entry ? CENTER_OF[entry.id] : undefined;
  if (gameType) {
    return (
      <>
        <CategoryTabMenu />
        <GameCenterView key={gameType} gameType={gameType} />
      </>
    );
  }
  return (
    <>
      <PageAnnouncements page="m_hot" />
      <CategoryTabMenu />
      <HotGames />
    </>
  );
}
