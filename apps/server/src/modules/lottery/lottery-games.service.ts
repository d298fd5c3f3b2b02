import { PRIZE_MODE_VENDORS, type PrizeMode } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import {
  selectLotteryGameById,
  selectLotteryGames,
  type LotteryGameRow,
} from './lottery.repository.ts';

/** The enabled game a request names, or lottery.game_not_found. */
export async function gameOrThrow(db: Db, gameId: string): Promise<LotteryGameRow> {
  const game = await selectLotteryGameById(db, gameId);
  if (!game) throw new AppError('lottery.game_not_found');
  return game;
}

/**
 * The enabled games of a prize mode's vendors (spec §4 prize modes). With the read cache (the
 * lobby's reads and the lottery page's HTML), the rows are kept under the catalogue topic: the back
 * office's changes to games and to lottery games drop them in every process. Callers do not
 * change them. The betting and drawing paths read the table each time.
 */
export function gamesOfPrizeMode(
  db: Db,
  prizeMode: PrizeMode,
  cache?: ReadCache,
): Promise<LotteryGameRow[]> {
  const read = () => selectLotteryGames(db, PRIZE_MODE_VENDORS[prizeMode]);
  return cache ? cache.value('catalogue', `lottery-games\u0000${prizeMode}`, read) : read();
}
