import '../locales/strings.ts';
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
  return (
    <section className="lottery-section" aria-labelledby="lottery-list-title">
      <h2 id="lottery-list-title" className="lottery-section__title">
        {title}
      </h2>
      {status === 'pending' ? (
        <p className="lottery-muted" aria-busy="true">
          {t('lottery.loading')}
        </p>
      ) : null}
      {status === 'error' ? (
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
      {status === 'success' && games.length === 0 ? (
        <EmptyState
          icon={TicketIcon}
          title={t(`lottery.empty.${tab}`)}
          text={t('lottery.empty.text')}
        />
      ) : null}
      <ul className="lottery-cards" data-testid="lottery-list">
        {games.map((game) => (
          <LotteryCard
            key={game.gameId}
            game={game}
            receivedAt={receivedAt}
            isFavourite={favourites.includes(game.gameId)}
            onToggleFavourite={onToggleFavourite}
            onPlay={onPlay}
          />
        ))}
      </ul>
    </section>
  );
}
