import '../locales/strings.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation.ts';
import type {
  OriginalGameCode,
  OriginalsPlayBody,
  OriginalsPlayValue,
  OriginalsRound,
  OriginalsState,
} from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { errorMessage } from '../../../lib/i18n.ts';
import { useInvalidateMoney } from '../../../lib/queries/wallet.ts';
import { gameStateOptions, playRound, roundsOptions, setClientSeed } from '../api/originals-api.ts';
import { newRequestId } from '../lib/game-session.ts';
import { stakeProblem } from './stake-input.tsx';

/** A session the server no longer knows: the page goes back to asking for a launch. */
export const isSessionGone = (e: ApiError) =>
  e.code === 'originals.session_expired' || e.code === 'originals.session_required';

/**
 * Playing rounds of an in-house game: the stake is checked first, the round is played once (a lost
 * answer is asked again with the same request id), then the game state takes the new balance and
 * the next server seed hash. Also the player's client seed. Failures read as the localised text of
 * their error code; an expired session calls `onExpired`.
 */
export function useGameRound({
  gameCode,
  sessionToken,
  state,
  stakeText,
  onExpired,
}: {
  gameCode: OriginalGameCode;
  sessionToken: string;
  state: OriginalsState | undefined;
  stakeText: string;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invalidateMoney = useInvalidateMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lastPlayed, setLastPlayed] = useState<OriginalsRound | null>(null);

  const updateState = (patch: Partial<OriginalsState>) =>
    queryClient.setQueryData(gameStateOptions(gameCode, sessionToken).queryKey, (old) =>
      old ? { ...old, ...patch } : old,
    );

  const failed = (e: unknown) => {
    if (e instanceof ApiError) {
      if (isSessionGone(e)) onExpired();
      setError(errorMessage(e.code));
    } else {
      setError(String(e));
    }
  };

  const play = async (
    extra: Pick<OriginalsPlayBody, 'dice'>,
  ): Promise<OriginalsPlayValue | null> => {
    // The game panels are only shown once the state is there.
    if (!state) return null;
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

  return { busy, error, lastPlayed, play, changeClientSeed };
}
