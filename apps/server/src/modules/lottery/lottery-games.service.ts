import { PRIZE_MODE_VENDORS, type PrizeMode } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
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

/** The enabled games of a prize mode's vendors (spec §4 prize modes). */
export function gamesOfPrizeMode(db: Db, prizeMode: PrizeMode) {
  return selectLotteryGames(db, PRIZE_MODE_VENDORS[prizeMode]);
}
