import '../locales/strings.ts';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import {
  DICE_GAME_CODE,
  type OriginalGameCode,
  type OriginalsRound,
  type OriginalsState,
} from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { useGameState, useLastRounds } from '../api/originals-api.ts';
import { DiceGame } from './dice-game.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { Blocked, Loading } from './page-states.tsx';
import { RoundHistory } from './round-history.tsx';
import { SlotGame } from './slot-game.tsx';
import { StakeInput } from './stake-input.tsx';
import { isSessionGone, useGameRound } from './use-game-round.ts';

/** The stake a game starts with, until the player types another. */
const DEFAULT_STAKE = '10.00';

/**
 * One in-house game with a game session: the balance, the game panel with the stake, the last
 * round's outcome, the fairness panel (seeds) and the last rounds. A session the server no longer
 * knows sends the page back to the launch.
 */
export function GameScreen({
  gameCode,
  sessionToken,
  onExpired,
}: {
  gameCode: OriginalGameCode;
  sessionToken: string;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const stateQuery = useGameState(gameCode, sessionToken);
  const rounds = useLastRounds(gameCode, sessionToken);
  const [stake, setStake] = useState<string | null>(null);
  const state = stateQuery.data;
  const stakeText = stake ?? DEFAULT_STAKE;
  const round = useGameRound({ gameCode, sessionToken, state, stakeText, onExpired });

  const stateError = stateQuery.error;
  useEffect(() => {
    if (stateError instanceof ApiError && isSessionGone(stateError)) onExpired();
  }, [stateError, onExpired]);

  if (!state) {
    return stateError ? (
      <Blocked
        message={
          stateError instanceof ApiError ? errorMessage(stateError.code) : String(stateError)
        }
      />
    ) : (
      <Loading />
    );
  }
  const lastRound = round.lastPlayed ?? rounds.data?.[0] ?? null;

  const Game = gameCode === DICE_GAME_CODE ? DiceGame : SlotGame;
  return (
    <div className="og-page" data-testid={`originals-${gameCode}`}>
      <GameHeader gameCode={gameCode} state={state} />
      {round.lastPlayed ? <RoundOutcome round={round.lastPlayed} /> : null}
      <Game play={round.play} busy={round.busy} lastRound={lastRound}>
        <StakeInput
          value={stakeText}
          onChange={(v) => setStake(v)}
          minStake={state.minStake}
          maxStake={state.maxStake}
          disabled={round.busy}
        />
        {round.error ? (
          <p className="og-error" role="alert" data-testid="game-error">
            {round.error}
          </p>
        ) : null}
      </Game>
      <FairnessPanel
        state={state}
        lastRound={lastRound}
        onClientSeed={round.changeClientSeed}
        busy={round.busy}
      />
      <RoundHistory rounds={rounds.data} />
      <Link className="og-link og-center-text" to="/m/fairness">
        {t('originals.fairnessPage')}
      </Link>
    </div>
  );
}

/** The game's name and return to player, and the balance of the game session. */
function GameHeader({ gameCode, state }: { gameCode: OriginalGameCode; state: OriginalsState }) {
  const { t } = useTranslation();
  return (
    <header className="og-top">
      <div>
        <h1 className="og-title">{t(`originals.games.${gameCode}`)}</h1>
        <p className="og-muted">{t('originals.rtp', { rtp: (state.rtp * 100).toFixed(2) })}</p>
      </div>
      <div className="og-balance" aria-live="polite">
        <span className="og-muted">{t('originals.balance')}</span>
        <strong data-testid="game-balance">{formatMoney(state.balance)}</strong>
      </div>
    </header>
  );
}

/** The round just played: won so much, or lost the stake. */
function RoundOutcome({ round }: { round: OriginalsRound }) {
  const { t } = useTranslation();
  const won = round.payout !== '0.00';
  return (
    <p className={`og-result${won ? ' is-win' : ''}`} data-testid="round-result" aria-live="polite">
      {won
        ? t('originals.won', { amount: formatMoney(round.payout) })
        : t('originals.lost', { amount: formatMoney(round.stake) })}
    </p>
  );
}
