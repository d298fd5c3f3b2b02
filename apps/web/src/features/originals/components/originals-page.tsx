import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DICE_GAME_CODE,
  ORIGINAL_GAME_CODES,
  type OriginalGameCode,
  type OriginalsPlayBody,
  type OriginalsPlayValue,
  type OriginalsRound,
  type OriginalsState,
} from '@app/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/i18n.ts';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';
import { formatMoney } from '@app/client/format';
import {
  gameStateOptions,
  openGameSessionOnce,
  playRound,
  roundsOptions,
  setClientSeed,
  useGameState,
  useLastRounds,
} from '../api/originals-api.ts';
import { newRequestId, readGameSession, writeGameSession } from '../lib/game-session.ts';
import { DiceGame } from './dice-game.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { RoundHistory } from './round-history.tsx';
import { SlotGame } from './slot-game.tsx';
import { stakeProblem, StakeInput } from './stake-input.tsx';
import './originals.css';

const isGame = (code: string | undefined): code is OriginalGameCode =>
  (ORIGINAL_GAME_CODES as readonly string[]).includes(code ?? '');

/**
 * `/m/originals/:gameCode?launch=…`: the launch route sends the player here with a one-time launch
 * token, which the page exchanges for a game session (kept for the tab), then plays rounds.
 */
export function OriginalsPage() {
  const { t } = useTranslation();
  const { gameCode = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const launchToken = params.get('launch');
  const [sessionToken, setSessionToken] = useState<string | null>(
    () => (isGame(gameCode) ? readGameSession(gameCode)?.sessionToken : null) ?? null,
  );
  const [launchError, setLaunchError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!launchToken || !isGame(gameCode)) return;
    let cancelled = false;
    openGameSessionOnce(gameCode, launchToken)
      .then((value) => {
        if (cancelled) return;
        const { sessionToken: token, ...state } = value;
        writeGameSession(gameCode, { sessionToken: token, expiresAt: state.sessionExpiresAt });
        queryClient.setQueryData(gameStateOptions(gameCode, token).queryKey, state);
        setSessionToken(token);
        setLaunchError(null);
        // The token is used up: drop it from the address (a reload goes on with the session).
        void navigate(`/m/originals/${gameCode}`, { replace: true });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        // A reload of an already used link still has the session it was exchanged for.
        if (readGameSession(gameCode)) void navigate(`/m/originals/${gameCode}`, { replace: true });
        else setLaunchError(e instanceof ApiError ? errorMessage(e.code) : String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [gameCode, launchToken, navigate, queryClient]);

  if (!isGame(gameCode)) {
    return <Blocked message={errorMessage('originals.unknown_game')} />;
  }
  if (launchError) return <Blocked message={launchError} />;
  if (!sessionToken) {
    return launchToken ? <Loading /> : <Blocked message={t('originals.openFromLobby')} />;
  }
  return (
    <GameScreen
      key={sessionToken}
      gameCode={gameCode}
      sessionToken={sessionToken}
      onExpired={() => {
        writeGameSession(gameCode, null);
        setSessionToken(null);
      }}
    />
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="og-page og-center" aria-busy="true">
      <p className="og-muted">{t('originals.loading')}</p>
    </div>
  );
}

function Blocked({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="og-page og-center" data-testid="originals-blocked">
      <p className="og-error">{message}</p>
      <Link className="og-play og-play--link" to="/m/inhouse">
        {t('originals.backToLobby')}
      </Link>
      <Link className="og-link" to="/m/fairness">
        {t('originals.fairnessPage')}
      </Link>
    </div>
  );
}

function GameScreen({
  gameCode,
  sessionToken,
  onExpired,
}: {
  gameCode: OriginalGameCode;
  sessionToken: string;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invalidateMoney = useInvalidateMoney();
  const stateQuery = useGameState(gameCode, sessionToken);
  const rounds = useLastRounds(gameCode, sessionToken);
  const [stake, setStake] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastPlayed, setLastPlayed] = useState<OriginalsRound | null>(null);

  const stateError = stateQuery.error;
  useEffect(() => {
    if (
      stateError instanceof ApiError &&
      (stateError.code === 'originals.session_expired' ||
        stateError.code === 'originals.session_required')
    ) {
      onExpired();
    }
  }, [stateError, onExpired]);

  const state = stateQuery.data;
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
  const stakeText = stake ?? (gameCode === DICE_GAME_CODE ? '10.00' : '10.00');
  const lastRound = lastPlayed ?? rounds.data?.[0] ?? null;

  const updateState = (patch: Partial<OriginalsState>) =>
    queryClient.setQueryData(gameStateOptions(gameCode, sessionToken).queryKey, (old) =>
      old ? { ...old, ...patch } : old,
    );

  const failed = (e: unknown) => {
    if (e instanceof ApiError) {
      if (e.code === 'originals.session_expired' || e.code === 'originals.session_required')
        onExpired();
      setError(errorMessage(e.code));
    } else {
      setError(String(e));
    }
  };

  const play = async (
    extra: Pick<OriginalsPlayBody, 'dice'>,
  ): Promise<OriginalsPlayValue | null> => {
    const problem = stakeProblem(stakeText, state);
    if (problem) {
      setError(t(problem.key, problem.values));
      return null;
    }
    setError(null);
    setBusy(true);
    const body: OriginalsPlayBody = {
      requestId: newRequestId(),
      stake: stakeText.trim(),
      ...extra,
    };
    try {
      let value: OriginalsPlayValue;
      try {
        value = await playRound(sessionToken, body);
      } catch (e) {
        // A lost answer: the same request id again answers the same round, never a second one.
        if (e instanceof ApiError && e.code === 'network.error')
          value = await playRound(sessionToken, body);
        else throw e;
      }
      setLastPlayed(value.round);
      updateState({
        balance: value.balance,
        serverSeedHash: value.next.serverSeedHash,
        nonce: value.next.nonce,
        clientSeed: value.next.clientSeed,
      });
      void queryClient.invalidateQueries({
        queryKey: roundsOptions(gameCode, sessionToken).queryKey,
      });
      void invalidateMoney();
      return value;
    } catch (e) {
      failed(e);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const changeClientSeed = async (seed: string) => {
    setBusy(true);
    try {
      const next = await setClientSeed(sessionToken, seed);
      queryClient.setQueryData(gameStateOptions(gameCode, sessionToken).queryKey, next);
      return true;
    } catch (e) {
      failed(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const Game = gameCode === DICE_GAME_CODE ? DiceGame : SlotGame;
  return (
    <div className="og-page" data-testid={`originals-${gameCode}`}>
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
      {lastPlayed ? (
        <p
          className={`og-result${lastPlayed.payout !== '0.00' ? ' is-win' : ''}`}
          data-testid="round-result"
          aria-live="polite"
        >
          {lastPlayed.payout !== '0.00'
            ? t('originals.won', { amount: formatMoney(lastPlayed.payout) })
            : t('originals.lost', { amount: formatMoney(lastPlayed.stake) })}
        </p>
      ) : null}
      <Game play={play} busy={busy} lastRound={lastRound}>
        <StakeInput
          value={stakeText}
          onChange={(v) => setStake(v)}
          minStake={state.minStake}
          maxStake={state.maxStake}
          disabled={busy}
        />
        {error ? (
          <p className="og-error" role="alert" data-testid="game-error">
            {error}
          </p>
        ) : null}
      </Game>
      <FairnessPanel
        state={state}
        lastRound={lastRound}
        onClientSeed={changeClientSeed}
        busy={busy}
      />
      <RoundHistory rounds={rounds.data} />
      <Link className="og-link og-center-text" to="/m/fairness">
        {t('originals.fairnessPage')}
      </Link>
    </div>
  );
}
