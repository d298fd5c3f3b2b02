import { PAGE_SIZE } from './constants.ts';
import { GAME_CATEGORIES, type GameCategory } from './enums.ts';

// The game lists' plain rules, no schema (the schemas: games.ts). The site's first script uses
// them, and a module it imports brings into that script every schema of the module any page uses
// (docs/decisions/2026-11-29-answers-checked-once.md).

/** Categories a game or a vendor is listed under; HOT is virtual (flagged games of every kind). */
export const LISTED_GAME_CATEGORIES = GAME_CATEGORIES.filter(
  (c): c is Exclude<GameCategory, 'HOT'> => c !== 'HOT',
);
export type ListedGameCategory = Exclude<GameCategory, 'HOT'>;

/** Default page size of a game list (spec §9): the RNG list 50, every other list 25. */
export function defaultGameListPageSize(gameType: ListedGameCategory): number {
  return gameType === 'RNG' ? PAGE_SIZE.rngList : PAGE_SIZE.gameList;
}
