import { useMemo } from 'react';
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

type GameGridProps = {
  games: readonly Game[];
  actions: GameActions;
  /** 'grid' for lists (3 columns); 'strip' for a home section (two rows scrolling sideways). */
  layout?: 'grid' | 'strip';
  /** Tiles drawn while the first page loads. */
  loading?: boolean;
  skeletons?: number;
  /** The provider tag under each name (off where the vendor is already named). */
  showProvider?: boolean;
  testId?: string;
};

/** Game tiles with their provider tags and favourite stars. */
export function GameGrid({
  games,
  actions,
  layout = 'grid',
  loading = false,
  skeletons = 6,
  showProvider = true,
  testId,
}: GameGridProps) {
  const providers = useProviderNames();
  const className = layout === 'strip' ? 'game-strip' : 'game-grid';
  if (loading) {
    return (
      <div className={className} aria-busy="true" data-testid={testId}>
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className="game-tile--skeleton" />
        ))}
      </div>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {games.map((game) => (
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
