import { STORAGE_KEYS } from '@app/contracts';
import { readLocalJson, writeLocal } from '../../../lib/storage.ts';

type Favourites = Record<string, string[]>;

/**
 * spec §3: lottery favourites live in local storage under LOTTFAV, per user name, as game ids.
 * Anything else stored there reads as none (checked by hand: the lobby loads no schema library).
 */
function readAll(): Favourites | null {
  const value = readLocalJson(STORAGE_KEYS.lotteryFavourites);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const lists = Object.values(value as Record<string, unknown>);
  const shaped = lists.every(
    (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
  );
  return shaped ? (value as Favourites) : null;
}

/** The favourites of one user in what is stored, or none. */
function favouritesOf(all: Favourites | null, userName: string): string[] {
  return all && Object.hasOwn(all, userName) ? all[userName]! : [];
}

/** The favourite lottery game ids of a user (none for a visitor). */
export function readLotteryFavourites(userName: string | null | undefined): string[] {
  if (!userName) return [];
  return favouritesOf(readAll(), userName);
}

/** Adds or removes one game id of a user's favourites and returns the new list. */
export function toggleLotteryFavourite(userName: string, gameId: string): string[] {
  const all = readAll() ?? {};
  const current = favouritesOf(all, userName);
  const next = current.includes(gameId)
    ? current.filter((id) => id !== gameId)
    : [...current, gameId];
  writeLocal(STORAGE_KEYS.lotteryFavourites, { ...all, [userName]: next });
  return next;
}

/** spec §2 "Lottery lobby": favourites first (in the order they came), then the rest. */
export function favouritesFirst<G extends { gameId: string }>(
  games: readonly G[],
  favourites: readonly string[],
): G[] {
  const set = new Set(favourites);
  return [...games.filter((g) => set.has(g.gameId)), ...games.filter((g) => !set.has(g.gameId))];
}
