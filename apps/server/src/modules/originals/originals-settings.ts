import { eq, sql } from 'drizzle-orm';
import {
  AmountSchema,
  ORIGINAL_GAME_CODES,
  ORIGINAL_GAME_RULES,
  formatAmountMinor,
  parseAmountMinor,
  type OriginalGameCode,
  type OriginalsSettings,
  type OriginalsSettingsPatch,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** The settings document of the in-house games' stake limits. */
const KEY = 'originals';

type Limits = Record<OriginalGameCode, { minStake: string; maxStake: string }>;

function merged(stored: unknown): Limits {
  const value = (stored ?? {}) as Partial<
    Record<string, { minStake?: unknown; maxStake?: unknown }>
  >;
  const out = {} as Limits;
  for (const code of ORIGINAL_GAME_CODES) {
    const s = value[code];
    const ok = (v: unknown) => AmountSchema.safeParse(v).success;
    out[code] = {
      minStake: ok(s?.minStake) ? (s!.minStake as string) : ORIGINAL_GAME_RULES[code].minStake,
      maxStake: ok(s?.maxStake) ? (s!.maxStake as string) : ORIGINAL_GAME_RULES[code].maxStake,
    };
  }
  return out;
}

/**
 * The stake limits of the in-house games: the operator's, over the design's defaults. Read from
 * the database on each round (one small row), so a change holds at once on every process.
 */
export async function originalsLimits(db: Db): Promise<Limits> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY));
  return merged(row?.value);
}

export function toOriginalsSettings(limits: Limits): OriginalsSettings {
  return {
    games: ORIGINAL_GAME_CODES.map((code) => ({
      gameCode: code,
      ...limits[code],
      designRtp: ORIGINAL_GAME_RULES[code].designRtp,
    })),
  };
}

/** Sets one game's limits under a lock on the document; answers the settings before and after. */
export async function updateOriginalsLimits(tx: Db, patch: OriginalsSettingsPatch) {
  const min = parseAmountMinor(patch.minStake)!;
  const max = parseAmountMinor(patch.maxStake)!;
  if (min <= 0n || min > max) {
    throw new AppError('request.invalid', {
      message: 'The smallest stake must be above zero and not above the largest',
      value: { field: 'body.minStake' },
    });
  }
  await tx.insert(settings).values({ key: KEY, value: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY))
    .for('update');
  const before = merged(row?.value);
  const after: Limits = {
    ...before,
    [patch.gameCode]: { minStake: formatAmountMinor(min), maxStake: formatAmountMinor(max) },
  };
  await tx
    .update(settings)
    .set({ value: after, updatedAt: sql`now()` })
    .where(eq(settings.key, KEY));
  return { before: toOriginalsSettings(before), after: toOriginalsSettings(after) };
}
