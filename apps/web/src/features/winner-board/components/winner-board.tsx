import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { WinnerItem } from '@app/contracts';
import { TrophyIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLaunchGame } from '../../../lib/launch/use-launch-game.ts';
import { formatMoney } from '@app/client/format';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import { useWinners } from '../api/get-winners.ts';
import { resolveWinnerGame } from '../api/resolve-winner-game.ts';
import {
  TICKER_VISIBLE,
  tickerScrolls,
  useOnScreen,
  usePrefersReducedMotion,
  useTicker,
} from '../lib/ticker.ts';
import './winner-board.css';

/** Row height in px; the CSS reads it from --ticker-row. */
const ROW = 44;

/**
 * spec §2 "Winner board": the latest wins (spec §7: all categories, 20). With more than 6 the
 * list is a vertical ticker showing 6 and moving one line every 1500 ms; otherwise it stands
 * still, as it does for visitors who ask for reduced motion. It moves only while it is on screen.
 * A line opens its game like a tile (spec §4): visitors go to /m/login.
 */
export function WinnerBoard() {
  const { t } = useTranslation();
  const { data, error, isError, isFetching, refetch } = useWinners();
  const list = data?.list ?? [];
  const reducedMotion = usePrefersReducedMotion();
  const scrolls = tickerScrolls(list.length, reducedMotion);
  const boardRef = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(boardRef);
  const ticker = useTicker(list.length, scrolls && onScreen);
  const open = useOpenWinnerGame();
  const currency = useSiteInfo()?.currency.symbol ?? '';

  // The copies of the first rows after the last make the loop seamless.
  const rows = scrolls ? [...list, ...list.slice(0, TICKER_VISIBLE)] : list;
  const style = {
    '--ticker-row': `${ROW}px`,
    transform: `translateY(-${ticker.step * ROW}px)`,
    transition: ticker.animate ? undefined : 'none',
  } as CSSProperties;

  return (
    <section
      ref={boardRef}
      className="winners"
      data-testid="winner-board"
      aria-labelledby="winner-board-title"
    >
      <h2 id="winner-board-title" className="winners__title">
        <TrophyIcon size={20} />
        {t('home.winners.title')}
      </h2>
      {list.length === 0 && isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} error={error} />
      ) : list.length === 0 ? (
        <p className="winners__empty" data-testid="winner-board-empty">
          {t('home.winners.empty')}
        </p>
      ) : (
        <div
          className={`winners__viewport${scrolls ? ' winners__viewport--ticker' : ''}`}
          data-testid="winner-board-viewport"
          data-mode={scrolls ? 'scroll' : 'static'}
          style={{ '--ticker-row': `${ROW}px` } as CSSProperties}
        >
          <ul
            className="winners__list"
            data-ticker-step={ticker.step}
            style={scrolls ? style : undefined}
            onTransitionEnd={ticker.onStepShown}
          >
            {rows.map((item, i) => {
              const copy = i >= list.length;
              return (
                <li
                  key={`${i}-${item.nodeId}`}
                  className="winners__row"
                  aria-hidden={copy || undefined}
                >
                  <button
                    type="button"
                    className="winners__line"
                    data-testid={copy ? undefined : 'winner-line'}
                    tabIndex={copy ? -1 : undefined}
                    disabled={open.pending}
                    onClick={() => void open.launch(item)}
                    aria-label={t('home.winners.line', {
                      name: item.customerName,
                      amount: `${currency}${formatMoney(item.winAmount)}`,
                      game: item.gameName,
                    })}
                  >
                    <span className="winners__name">{item.customerName}</span>
                    <span className="winners__game">{item.gameName}</span>
                    <span className="winners__amount">
                      {currency}
                      {formatMoney(item.winAmount)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {open.error ? (
        <p className="winners__error" role="alert">
          {open.error}
        </p>
      ) : null}
    </section>
  );
}

/** Opens a winner's game through the tile-click rules; a visitor goes straight to /m/login. */
function useOpenWinnerGame() {
  const { t } = useTranslation();
  const { launch, pending, error } = useLaunchGame();
  const session = useSession();
  const language = useSiteLanguage();
  const [resolving, setResolving] = useState(false);
  const [missing, setMissing] = useState(false);

  async function open(item: WinnerItem) {
    setMissing(false);
    if (!session) {
      // Any target: the launch rules send a visitor to /m/login before looking at the game.
      await launch(placeholderTarget(item));
      return;
    }
    setResolving(true);
    try {
      const game = await resolveWinnerGame(item, language);
      if (game) await launch(game);
      else setMissing(true);
    } catch {
      setMissing(true);
    } finally {
      setResolving(false);
    }
  }

  return {
    launch: open,
    pending: pending || resolving,
    error: missing ? t('home.winners.notFound') : error,
  };
}

/** What a winner item says about its game, in the launch target's shape. */
function placeholderTarget(item: WinnerItem) {
  return {
    gameType: 'RNG' as const,
    vendorCode: item.vendor,
    vassalage: item.vendor,
    gameId: item.gameId,
    roomId: null,
    nodeId: item.nodeId,
    gameCode: item.gameId,
    gameGroupId: null,
    lottoMode: null,
  };
}
