import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryGame } from '@app/contracts';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { isHighlighted, liveRemainMs } from '../lib/countdown.ts';
import { formatDrawDate } from '../lib/format.ts';
import { topNumber } from '../lib/winning-numbers.ts';
import { useCountdownClock } from '../lib/use-countdown.ts';
import { CountdownText } from './countdown-text.tsx';
import { ResultSheet } from './winning-panel.tsx';

export type LotteryCardProps = {
  game: LotteryGame;
  receivedAt: number;
  isFavourite: boolean;
  onToggleFavourite: (game: LotteryGame) => void;
  onPlay: (game: LotteryGame) => void;
};

/** The timer props of a game (spec §3) with the instant its answer arrived. */
export const timerOf = (
  game: Pick<LotteryGame, 'remainTime' | 'lotteryTime' | 'isSale'>,
  receivedAt: number,
) => ({
  remainTime: game.remainTime,
  lotteryTime: game.lotteryTime,
  isSale: game.isSale,
  receivedAt,
});

/** spec §4: highlighted while it takes bets and its sale closes within 24 hours. */
export function useIsHighlighted(
  game: Pick<LotteryGame, 'remainTime' | 'lockTime' | 'isSale'>,
  receivedAt: number,
) {
  const now = useCountdownClock();
  return (
    game.isSale &&
    isHighlighted(liveRemainMs({ remainTime: game.remainTime, receivedAt }, now), game.lockTime)
  );
}

/**
 * One lottery of the lobby: name and remark, the current draw with its countdown, the favourite
 * star (LOTTFAV), and the winning-number panel of the previous draw (spec §2) with its Play button.
 */
export function LotteryCard({
  game,
  receivedAt,
  isFavourite,
  onToggleFavourite,
  onPlay,
}: LotteryCardProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const highlighted = useIsHighlighted(game, receivedAt);
  const special = topNumber(game.previousLevels);
  return (
    <li
      className={`lottery-card${highlighted ? ' lottery-card--highlight' : ''}`}
      data-testid={`lottery-card-${game.gameId}`}
      data-highlighted={highlighted ? 'true' : 'false'}
    >
      <div className="lottery-card__row">
        <button type="button" className="lottery-card__main" onClick={() => onPlay(game)}>
          <span className="lottery-card__name">{game.gameName}</span>
          {game.remark ? <span className="lottery-card__remark">{game.remark}</span> : null}
          <span className="lottery-card__draw">
            {game.numero ? <span className="lottery-muted">#{game.numero}</span> : null}
            <CountdownText
              timer={timerOf(game, receivedAt)}
              testId={`lottery-countdown-${game.gameId}`}
            />
          </span>
        </button>
        <button
          type="button"
          className={`icon-button lottery-card__star${isFavourite ? ' is-on' : ''}`}
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'lottery.unfavourite' : 'lottery.favourite')}
          data-testid={`lottery-fav-${game.gameId}`}
          onClick={() => onToggleFavourite(game)}
        >
          <StarIcon />
        </button>
      </div>
      <button
        type="button"
        className="lottery-card__result-toggle"
        aria-expanded={open}
        data-testid={`lottery-result-toggle-${game.gameId}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t('lottery.previousResult')}</span>
        {special ? (
          <span className="lottery-ball lottery-ball--special">{special}</span>
        ) : (
          <span className="lottery-muted">{t('lottery.noResult')}</span>
        )}
      </button>
      {open ? (
        <div className="lottery-panel" data-testid={`lottery-panel-${game.gameId}`}>
          <p className="lottery-panel__head">
            {t('lottery.drawOf', {
              numero: game.previousNumero ?? '',
              date: formatDrawDate(game.previousWinningTime, i18n.language),
            })}
          </p>
          <ResultSheet levels={game.previousLevels} />
          <button type="button" className="btn btn--gold" onClick={() => onPlay(game)}>
            {t('lottery.play')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
