import { memo, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { Game } from '@app/contracts';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { CATEGORY_ICONS, isLotteryType } from '../lib/categories.ts';
import './game-tile.css';

export type GameTileProps = {
  game: Game;
  /** The vendor's name on the provider tag; none hides the tag. */
  provider?: string;
  isFavourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
};

/** The art the server names for the mobile site, in the order the site prefers it. */
function artOf(game: Game): string | null {
  return game.mobileIconUrl ?? game.iconUrl ?? game.mobileLargeIcon ?? null;
}

/**
 * A game tile (spec §2): the game's art (a drawn placeholder when it is missing or fails), a Hot
 * or New tag, the provider tag, and the favourite star (not on lottery games). A tap opens it.
 */
export const GameTile = memo(function GameTile({
  game,
  provider,
  isFavourite,
  onOpen,
  onToggleFavourite,
}: GameTileProps) {
  const { t } = useTranslation();
  const art = artOf(game);
  const [failed, setFailed] = useState<string | null>(null);
  const showArt = art !== null && game.showIcon && failed !== art;
  const Fallback = CATEGORY_ICONS[game.gameType];
  const name = game.displayName || game.gameName;
  const tag = game.isHot ? 'hot' : game.isNew ? 'new' : null;

  return (
    <article className="game-tile" data-testid="game-tile" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-tile__open"
        onClick={() => onOpen(game)}
        data-testid="game-tile-open"
      >
        <span className="game-tile__art">
          {showArt ? (
            <img
              src={art}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(art)}
            />
          ) : (
            <span className="game-tile__fallback" data-testid="game-tile-fallback">
              <Fallback size={34} />
            </span>
          )}
          {tag ? (
            <span className={`game-tile__tag game-tile__tag--${tag}`} data-testid="game-tile-tag">
              {t(`games.tag.${tag}`)}
            </span>
          ) : null}
        </span>
        <span className="game-tile__name">{name}</span>
        {provider ? (
          <span className="game-tile__provider" data-testid="game-tile-provider">
            {provider}
          </span>
        ) : null}
      </button>
      {isLotteryType(game.gameType) ? null : (
        <button
          type="button"
          className={`game-tile__fav${isFavourite ? ' game-tile__fav--on' : ''}`}
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'games.unfavourite' : 'games.favourite', { name })}
          data-testid="game-tile-fav"
          onClick={() => onToggleFavourite(game)}
        >
          <StarIcon size={16} fill={isFavourite ? 'currentColor' : 'none'} />
        </button>
      )}
    </article>
  );
});
