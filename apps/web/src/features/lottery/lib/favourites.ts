import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@app/contracts';
import { readLocal, writeLocal } from '../../../lib/storage.ts';

/** spec §3: lottery favourites live in local storage under LOTTFAV, per user name, as game ids. */
const LotteryFavouritesSchema = z.record(z.string(), z.array(z.string()));

/** The favourite lottery game ids of a user (none for a visitor). */
export function readLotteryFavourites(userName: string | null | undefined): string[] {
  if (!userName) return [];
  return readLocal(STORAGE_KEYS.lotteryFavourites, LotteryFavouritesSchema)?.[userName] ?? [];
}

/** Adds or removes one game id of a user's favourites and returns the new list. */
export function toggleLotteryFavourite(userName: string, gameId: string): string[] {
  const all = readLocal(STORAGE_KEYS.lotteryFavourites, LotteryFavouritesSchema) ?? {};
  const current = all[userName] ?? [];
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
