import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ORIGINALS_SESSION_HEADER,
  OriginalsPlayValueSchema,
  OriginalsRoundListSchema,
  OriginalsSessionValueSchema,
  OriginalsStateSchema,
  OriginalsVerifyValueSchema,
  type OriginalsPlayBody,
  type OriginalsPlayValue,
  type OriginalsRound,
  type OriginalsSessionValue,
  type OriginalsState,
  type OriginalsVerifyValue,
} from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The in-house game server's calls (docs/decisions/0016-in-house-games.md). Every call but the
 * session exchange and the public round check carries the game session header.
 */
const withSession = (sessionToken: string) => ({ [ORIGINALS_SESSION_HEADER]: sessionToken });

/** `POST /wps/originals/session`: the launch token for a game session (the token works once). */
export function openGameSession(gameCode: string, token: string): Promise<OriginalsSessionValue> {
  return apiRequest('/wps/originals/session', {
    schema: OriginalsSessionValueSchema,
    method: 'POST',
    body: { gameCode, token },
  });
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

/** `GET /wps/originals/state`: balance, limits and the next round's commitment. */
export function gameStateOptions(gameCode: string, sessionToken: string | null) {
  return queryOptions({
    queryKey: [...ORIGINALS_QUERY_KEY, 'state', gameCode, sessionToken] as const,
    queryFn: ({ signal }) =>
      apiRequest('/wps/originals/state', {
        schema: OriginalsStateSchema,
        headers: withSession(sessionToken!),
        signal,
      }) as Promise<OriginalsState>,
    enabled: sessionToken !== null,
    retry: false,
  });
}

export function useGameState(gameCode: string, sessionToken: string | null) {
  return useQuery(gameStateOptions(gameCode, sessionToken));
}

/** `GET /wps/originals/rounds`: the last 10 rounds of the game. */
export function roundsOptions(gameCode: string, sessionToken: string | null) {
  return queryOptions({
    queryKey: [...ORIGINALS_QUERY_KEY, 'rounds', gameCode, sessionToken] as const,
    queryFn: ({ signal }) =>
      apiRequest('/wps/originals/rounds', {
        schema: OriginalsRoundListSchema,
        headers: withSession(sessionToken!),
        signal,
      }) as Promise<OriginalsRound[]>,
    enabled: sessionToken !== null,
    retry: false,
  });
}

export function useLastRounds(gameCode: string, sessionToken: string | null) {
  return useQuery(roundsOptions(gameCode, sessionToken));
}

/** `POST /wps/originals/play`: one round; a retry with the same requestId answers the same round. */
export function playRound(
  sessionToken: string,
  body: OriginalsPlayBody,
): Promise<OriginalsPlayValue> {
  return apiRequest('/wps/originals/play', {
    schema: OriginalsPlayValueSchema,
    method: 'POST',
    headers: withSession(sessionToken),
    body,
  });
}

/** `PUT /wps/originals/seed`: the player's client seed. */
export function setClientSeed(sessionToken: string, clientSeed: string): Promise<OriginalsState> {
  return apiRequest('/wps/originals/seed', {
    schema: OriginalsStateSchema,
    method: 'PUT',
    headers: withSession(sessionToken),
    body: { clientSeed },
  });
}

/** `GET /wps/originals/rounds/{roundId}`: a settled round and the server's own check (public). */
export function getRound(roundId: string, signal?: AbortSignal): Promise<OriginalsVerifyValue> {
  return apiRequest(`/wps/originals/rounds/${encodeURIComponent(roundId)}`, {
    schema: OriginalsVerifyValueSchema,
    signal,
  });
}

export function useRoundToVerify(roundId: string | null) {
  return useQuery({
    queryKey: [...ORIGINALS_QUERY_KEY, 'round', roundId] as const,
    queryFn: ({ signal }) => getRound(roundId!, signal),
    enabled: roundId !== null && roundId !== '',
    retry: false,
  });
}
