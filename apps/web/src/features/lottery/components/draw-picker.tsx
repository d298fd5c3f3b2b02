import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { LotteryDraw, LotteryGame, LotteryGameDetail } from '@app/contracts';
import type { Timed } from '../api/timed.ts';
import { formatDrawTime } from '../lib/format.ts';
import { CountdownText } from './countdown-text.tsx';
import { timerOf } from './lottery-card.tsx';

/** The draw being bet on, with its live countdown to the lock (spec §4) or its close time. */
export function DrawPicker({
  detail,
  numero,
  onPick,
}: {
  detail: Timed<LotteryGameDetail>;
  numero: string | null;
  onPick: (numero: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const game = detail.game;
  return (
    <section className="lottery-section" aria-labelledby="lottery-draws-title">
      <h2 id="lottery-draws-title" className="lottery-section__title">
        {t('lottery.bet.draw')}
      </h2>
      <ul className="lottery-chips lottery-chips--wrap" data-testid="lottery-draws">
        {detail.openDraws.map((d: LotteryDraw) => {
          const current = d.numero === game.numero;
          const active = d.numero === numero;
          return (
            <li key={d.numero}>
              <button
                type="button"
                className={`lottery-draw-chip${active ? ' is-active' : ''}`}
                aria-pressed={active}
                data-testid={`lottery-draw-option-${d.numero}`}
                onClick={() => onPick(d.numero)}
              >
                <strong>#{d.numero}</strong>
                {current ? (
                  <CountdownText
                    timer={timerOf(game, detail.receivedAt)}
                    testId="lottery-bet-countdown"
                  />
                ) : (
                  <small>{formatDrawTime(d.closeAt, i18n.language)}</small>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {detail.openDraws.length === 0 ? (
        <p className="lottery-muted">{t('lottery.bet.noDraw')}</p>
      ) : null}
      <p className="lottery-muted" data-testid="lottery-lock-info">
        {t('lottery.bet.lockInfo', { seconds: Math.round(game.lockTime / 1000) })}
      </p>
    </section>
  );
}

/**
 * Under the draws: that the chosen draw's sale has closed, and the current ELOTT draw's commitment
 * (published before the draw, checked on the verification page after it).
 */
export function DrawNotices({
  game,
  numero,
  saleClosed,
}: {
  game: LotteryGame;
  numero: string | null;
  saleClosed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {saleClosed ? (
        <p className="lottery-notice is-lost" role="alert" data-testid="lottery-locked">
          {t('lottery.bet.locked')}
        </p>
      ) : null}
      {game.commitment && numero === game.numero ? (
        <p
          className="lottery-muted lottery-mono"
          data-testid="lottery-commitment"
          title={game.commitment}
        >
          {t('lottery.verify.commitment')}: {game.commitment.slice(0, 16)}…
        </p>
      ) : null}
    </>
  );
}
