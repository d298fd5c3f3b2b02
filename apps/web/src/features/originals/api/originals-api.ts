import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ORIGINALS_SESSION_HEADER,
  getOriginalsRoundEndpoint,
  getOriginalsStateEndpoint,
  listOriginalsRoundsEndpoint,
  openOriginalsSessionEndpoint,
  playOriginalsRoundEndpoint,
  setOriginalsClientSeedEndpoint,
  type OriginalsPlayBody,
  type OriginalsPlayValue,
  type OriginalsSessionValue,
  type OriginalsState,
  type OriginalsVerifyValue,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';

/**
 * The in-house game server's calls (docs/decisions/2026-11-23-in-house-games.md). Every call but the
 * session exchange and the public round check carries the game session header.
 */
const withSession = (sessionToken: string) => ({ [ORIGINALS_SESSION_HEADER]: sessionToken });

/** The launch token for a game session (the token works once). */
export function openGameSession(gameCode: string, token: string): Promise<OriginalsSessionValue> {
  return callEndpoint(openOriginalsSessionEndpoint, { body: { gameCode, token } });
}

const opening = new Map<string, Promise<OriginalsSessionValue>>();
/** One exchange per token, however often the page mounts (React's development double effects). */
export function openGameSessionOnce(gameCode: string, token: string) {
  let promise = opening.get(token);
  if (!promise) {
    promise = openGameSession(gameCode, token);
    opening.set(token, promise);
  }
  return promise;
}

export const ORIGINALS_QUERY_KEY = ['originals'] as const;

/** Balance, limits and the next round's commitment. */
export function gameStateOptions(gameCode: string, sessionToken: string | null) {
  return queryOptions({
    queryKey: [...ORIGINALS_QUERY_KEY, 'state', gameCode, sessionToken] as const,
    queryFn: ({ signal }) =>
      callEndpoint(getOriginalsStateEndpoint, { headers: withSession(sessionToken!), signal }),
    enabled: sessionToken !== null,
    retry: false,
  });
}

export function useGameState(gameCode: string, sessionToken: string | null) {
  return useQuery(gameStateOptions(gameCode, sessionToken));
}

/** The last 10 rounds of the game. */
export function roundsOptions(gameCode: string, sessionToken: string | null) {
  return queryOptions({
    queryKey: [...ORIGINALS_QUERY_KEY, 'rounds', gameCode, sessionToken] as const,
    queryFn: ({ signal }) =>
      callEndpoint(listOriginalsRoundsEndpoint, { headers: withSession(sessionToken!), signal }),
    enabled: sessionToken !== null,
    retry: false,
  });
}

export function useLastRounds(gameCode: string, sessionToken: string | null) {
  return useQuery(roundsOptions(gameCode, sessionToken));
}

/** One round; a retry with the same requestId answers the same round. */
export function playRound(
  sessionToken: string,
  body: OriginalsPlayBody,
): Promise<OriginalsPlayValue> {
  return callEndpoint(playOriginalsRoundEndpoint, { headers: withSession(sessionToken), body });
}

/** The player's client seed. */
export function setClientSeed(sessionToken: string, clientSeed: string): Promise<OriginalsState> {
  return callEndpoint(setOriginalsClientSeedEndpoint, {
    headers: withSession(sessionToken),
    body: { clientSeed },
  });
}

/** A settled round and the server's own check (public). */
export function getRound(roundId: string, signal?: AbortSignal): Promise<OriginalsVerifyValue> {
  return callEndpoint(getOriginalsRoundEndpoint, { params: { roundId }, signal });
}

export function useRoundToVerify(roundId: string | null) {
  return useQuery({
    queryKey: [...ORIGINALS_QUERY_KEY, 'round', roundId] as const,
    queryFn: ({ signal }) => getRound(roundId!, signal),
    enabled: roundId !== null && roundId !== '',
    retry: false,
  });
}
