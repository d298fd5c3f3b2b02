import {
  DEFAULT_LOTTERY_SETTINGS,
  formatAmountMinor,
  LotterySettingsSchema,
  parseAmountMinor,
  type LotterySettings,
  type LotterySettingsPatch,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectSetting } from '../game/game.repository.ts';
import { writeSetting } from '../system/system.repository.ts';

// The lottery's odds and stake bounds: merchant settings key `lottery`.

const SETTINGS_KEY = 'lottery';

/** The odds and stake bounds in force (the defaults until the operator changes them). */
export async function readLotterySettings(db: Db): Promise<LotterySettings> {
  const parsed = LotterySettingsSchema.safeParse(await selectSetting(db, SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_LOTTERY_SETTINGS;
}

/** Changes some odds or stake bounds; bets already placed keep the odds they were placed at. */
export async function patchLotterySettings(
  db: Db,
  patch: LotterySettingsPatch,
): Promise<LotterySettings> {
  const current = await readLotterySettings(db);
  const next: LotterySettings = {
    odds: {
      north: { ...current.odds.north, ...patch.odds?.north },
      south: { ...current.odds.south, ...patch.odds?.south },
      '4d': { ...current.odds['4d'], ...patch.odds?.['4d'] },
      thai: { ...current.odds.thai, ...patch.odds?.thai },
    },
    minStake: patch.minStake
      ? formatAmountMinor(parseAmountMinor(patch.minStake)!)
      : current.minStake,
    maxStake: patch.maxStake
      ? formatAmountMinor(parseAmountMinor(patch.maxStake)!)
      : current.maxStake,
  };
  if (parseAmountMinor(next.minStake)! > parseAmountMinor(next.maxStake)!) {
    throw new AppError('request.invalid', {
      message: 'The minimum stake is above the maximum',
      value: { field: 'minStake' },
    });
  }
  await writeSetting(db, SETTINGS_KEY, LotterySettingsSchema.parse(next));
  return next;
}
