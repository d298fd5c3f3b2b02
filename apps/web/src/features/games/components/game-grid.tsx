import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Game } from '@app/contracts';
import { useVendorConfig } from '../api/get-vendor-config.ts';
import { GameTile } from './game-tile.tsx';
import type { useGameActions } from './use-game-actions.tsx';

export type GameActions = ReturnType<typeof useGameActions>;

/** vendorName → the brand the provider tag shows ("JL", "BGS"), from the vendor configuration. */
export function useProviderNames(): ReadonlyMap<string, string> {
  const { data } = useVendorConfig();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const list of Object.values(data?.mapping ?? {})) {
      for (const v of list) names.set(v.vendorName, v.name);
    }
    return names;
  }, [data]);
}

/** One empty list, so that a caller's `?? []` is the same value from one render to the next. */
const NO_GAMES: readonly Game[] = [];

/**
 * A strip first draws the tiles of its first six columns (two rows): the 3.3 columns a phone shows
 * and as many again to scroll into. The rest are drawn as soon as the strip is touched, scrolled
 * or focused, so a section that nobody moves costs 12 tiles, not 29.
 */
export const STRIP_FIRST_TILES = 12;

type GameGridProps = {
  games: readonly Game[];
  actions: GameActions;
  /** 'grid' for lists (3 columns); 'strip' for a home section (two rows scrolling sideways). */
  layout?: 'grid' | 'strip';
  /** Tiles drawn while the first page loads. */
  loading?: boolean;
  /**
   * The list is not being asked for yet (a home section out of sight): its placeholder tiles hold
   * their place without the loading shimmer, which only shows while games are on their way.
   */
  waiting?: boolean;
  skeletons?: number;
  /** The provider tag under each name (off where the vendor is already named). */
  showProvider?: boolean;
  testId?: string;
  /**
   * Told how many tiles are on screen each time the background render has drawn them (0 while
   * the skeleton shows): a list that loads its next page near the end waits for its tiles to be
   * drawn, else a slow phone would find the end in view and ask for a page nobody scrolled to.
   */
  onDrawn?: (count: number) => void;
};

/** Game tiles with their provider tags and favourite stars. */
export function GameGrid({
  games,
  actions,
  layout = 'grid',
  loading = false,
  waiting = false,
  skeletons = 6,
  showProvider = true,
  testId,
  onDrawn,
}: GameGridProps) {
  const providers = useProviderNames();
  const className =
    layout === 'strip'
      ? 'game-strip'
      : showProvider
        ? 'game-grid'
        : 'game-grid game-grid--no-provider';
  // The tiles of a list that has just arrived are drawn in a background render that yields to the
  // phone every few milliseconds (the list's answer otherwise draws them all in one task, ~60
  // tiles and their pictures): until it is done the grid shows what it showed before.
  const shownGames = useDeferredValue(games.length === 0 ? NO_GAMES : games);
  const shownLoading = useDeferredValue(loading);
  const [stripWhole, setStripWhole] = useState(false);
  const tiles =
    layout === 'strip' && !stripWhole ? shownGames.slice(0, STRIP_FIRST_TILES) : shownGames;
  const more = tiles.length < shownGames.length;
  const drawWhole = more ? () => startTransition(() => setStripWhole(true)) : undefined;
  const drawn = shownLoading ? 0 : tiles.length;
  useEffect(() => onDrawn?.(drawn), [drawn, onDrawn]);
  if (shownLoading) {
    return (
      <div className={className} aria-busy="true" data-testid={testId}>
        {Array.from({ length: skeletons }, (_, i) => (
          <div
            key={i}
            className={waiting ? 'game-tile--skeleton is-still' : 'game-tile--skeleton'}
          />
        ))}
      </div>
    );
  }
  return (
    <div
      className={className}
      data-testid={testId}
      onPointerDown={drawWhole}
      onScroll={drawWhole}
      onFocus={drawWhole}
    >
      {tiles.map((game) => (
        <GameTile
          key={game.nodeId}
          game={game}
          provider={showProvider ? (providers.get(game.vendorCode) ?? game.vassalage) : undefined}
          isFavourite={actions.favourites.has(game.nodeId)}
          onOpen={actions.open}
          onToggleFavourite={actions.toggleFavourite}
        />
      ))}
    </div>
  );
}
