import '../locales/strings.ts';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '../../../lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import { ORIGINAL_GAME_CODES, type OriginalGameCode } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { gameStateOptions, openGameSessionOnce } from '../api/originals-api.ts';
import { readGameSession, writeGameSession } from '../lib/game-session.ts';
import { GameScreen } from './game-screen.tsx';
import { Blocked, Loading } from './page-states.tsx';
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
