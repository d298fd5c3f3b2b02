import '../locales/strings.ts';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryGame } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TicketIcon } from '../../../components/ui/icons.tsx';
import { LotteryCard } from './lottery-card.tsx';
import type { LobbyTab } from './use-lobby-games.ts';

/**
 * The lobby's lottery list: loading, a failure with a retry, the empty tab, or one card per
 * lottery with its countdown and winning-number panel.
 */
export function LotteryList({
  title,
  status,
  onRetry,
  games,
  tab,
  receivedAt,
  favourites,
  onToggleFavourite,
  onPlay,
}: {
  title: string;
  /** The menus query's state. */
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  games: readonly LotteryGame[];
  tab: LobbyTab;
  receivedAt: number;
  favourites: readonly string[];
  onToggleFavourite: (game: LotteryGame) => void;
  onPlay: (game: LotteryGame) => void;
}) {
  const { t } = useTranslation();
  // An arrived list's cards (with their countdowns and panels) are drawn in a background render
  // that yields to the phone: the store's update would draw them all in one long task. The state,
  // the games and the tab go together, so the loading line gives way to the cards, never to an
  // empty tab.
  const current = useMemo(
    () => ({ status, games, tab, receivedAt }),
    [status, games, tab, receivedAt],
  );
  const shown = useDeferredValue(current);
  return (
    <section className="lottery-section" aria-labelledby="lottery-list-title">
      <h2 id="lottery-list-title" className="lottery-section__title">
        {title}
      </h2>
      {shown.status === 'pending' ? (
        <p className="lottery-muted" aria-busy="true">
          {t('lottery.loading')}
        </p>
      ) : null}
      {shown.status === 'error' ? (
        <EmptyState
          icon={TicketIcon}
          title={t('lottery.loadFailed')}
          text={t('lottery.empty.text')}
        >
          <button
            type="button"
            className="btn btn--gold btn--small"
            data-testid="lottery-retry"
            onClick={onRetry}
          >
            {t('lottery.retry')}
          </button>
        </EmptyState>
      ) : null}
      {shown.status === 'success' && shown.games.length === 0 ? (
        <EmptyState
          icon={TicketIcon}
          title={t(`lottery.empty.${shown.tab}`)}
          text={t('lottery.empty.text')}
        />
      ) : null}
      <ul className="lottery-cards" data-testid="lottery-list">
        {shown.games.map((game) => (
          <LotteryCard
            key={game.gameId}
            game={game}
            receivedAt={shown.receivedAt}
            isFavourite={favourites.includes(game.gameId)}
            onToggleFavourite={onToggleFavourite}
            onPlay={onPlay}
          />
        ))}
      </ul>
    </section>
  );
}
