import { z } from 'zod/mini';
import { PAGE_SIZE, TIMERS, VIETNAMESE_DRAW_COUNT } from './constants.ts';
import { PlayTypeSchema, PrizeModeSchema, SiteLanguageSchema, type PlayType } from './enums.ts';
import { GameSchema } from './games.ts';
import { ADMIN_PAGE_FIELDS, AmountInputSchema, AmountSchema, DaySchema, pageOf } from './wallet.ts';

/*
 * The lottery (spec §2 "Lottery lobby", §3 "Lottery game", "Lottery menu group", "Timer props",
 * §4 "Countdown", §7 "Lottery list / menu / recent", "Vietnamese numero", §9).
 * Draw engine: docs/decisions/2026-11-21-lottery-draw-engine.md.
 */

// ---- result sheets (domain/vietnamese-lottery.md)

/**
 * Shapes of a result sheet: North (XSMB, 27 numbers), South/Central (XSMN/XSMT, 18 numbers), and the
 * South-East Asian sheets (docs/decisions/2026-11-24-sea-lotteries.md): `4d` (Malaysia and Singapore
 * 4D, 23 four-digit numbers) and `thai` (the Thai government lottery's first prize, front and back
 * three digits, last two digits).
 */
export const SHEET_SHAPES = ['north', 'south', '4d', 'thai'] as const;
export const SheetShapeSchema = z.enum(SHEET_SHAPES);
export type SheetShape = z.infer<typeof SheetShapeSchema>;

/** Prize levels as the wire format names them (GB is the special prize, ĐB). */
export const PRIZE_LEVELS = ['GB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'] as const;
export type PrizeLevel = (typeof PRIZE_LEVELS)[number];

/** One level of a sheet: how many numbers and how many digits each. */
export type SheetLevelShape = { level: PrizeLevel; count: number; digits: number };

/**
 * The levels of each sheet, in wire order (GB first on the Vietnamese sheets). The SEA sheets have
 * no special prize and start at G1: 4D — G1/G2/G3 the 1st/2nd/3rd prize, G4 the 10 starter and G5
 * the 10 consolation numbers; Thai — G1 the first prize, G2 the two front-3, G3 the two back-3
 * numbers, G4 the last-2 number.
 */
export const SHEET_LEVELS: Record<SheetShape, readonly SheetLevelShape[]> = {
  north: [
    { level: 'GB', count: 1, digits: 5 },
    { level: 'G1', count: 1, digits: 5 },
    { level: 'G2', count: 2, digits: 5 },
    { level: 'G3', count: 6, digits: 5 },
    { level: 'G4', count: 4, digits: 4 },
    { level: 'G5', count: 6, digits: 4 },
    { level: 'G6', count: 3, digits: 3 },
    { level: 'G7', count: 4, digits: 2 },
  ],
  south: [
    { level: 'GB', count: 1, digits: 6 },
    { level: 'G1', count: 1, digits: 5 },
    { level: 'G2', count: 1, digits: 5 },
    { level: 'G3', count: 2, digits: 5 },
    { level: 'G4', count: 7, digits: 5 },
    { level: 'G5', count: 1, digits: 4 },
    { level: 'G6', count: 3, digits: 4 },
    { level: 'G7', count: 1, digits: 3 },
    { level: 'G8', count: 1, digits: 2 },
  ],
  '4d': [
    { level: 'G1', count: 1, digits: 4 },
    { level: 'G2', count: 1, digits: 4 },
    { level: 'G3', count: 1, digits: 4 },
    { level: 'G4', count: 10, digits: 4 },
    { level: 'G5', count: 10, digits: 4 },
  ],
  thai: [
    { level: 'G1', count: 1, digits: 6 },
    { level: 'G2', count: 2, digits: 3 },
    { level: 'G3', count: 2, digits: 3 },
    { level: 'G4', count: 1, digits: 2 },
  ],
};

/** The Vietnamese sheets (lô/đề bet types) and the South-East Asian ones (their own bet types). */
export const isSeaSheet = (shape: SheetShape): boolean => shape === '4d' || shape === 'thai';

/** A sheet's numbers by level, e.g. `[{ level: 'GB', numbers: ['12345'] }, …]`. */
export const PrizeLevelNumbersSchema = z.object({
  level: z.enum(PRIZE_LEVELS),
  numbers: z.array(z.string()),
});
export type PrizeLevelNumbers = z.infer<typeof PrizeLevelNumbersSchema>;

/** The wire format of spec §3 previousWinningNumber: levels by `~` (GB first), numbers by `,`. */
export function formatWinningNumber(levels: readonly PrizeLevelNumbers[]): string {
  return levels.map((l) => l.numbers.join(',')).join('~');
}

/**
 * Reads a sheet in the wire format and checks it against the shape: the number of levels, the
 * count of numbers per level and the digits of each. White space around numbers is ignored.
 */
export function parseWinningNumber(
  wire: string,
  shape: SheetShape,
): { ok: true; levels: PrizeLevelNumbers[] } | { ok: false; problem: string } {
  const expected = SHEET_LEVELS[shape];
  const parts = wire.trim().split('~');
  if (parts.length !== expected.length) {
    return {
      ok: false,
      problem: `a ${shape} sheet has ${expected.length} levels (${expected[0]!.level}..${expected.at(-1)!.level}) separated by "~"; got ${parts.length}`,
    };
  }
  const levels: PrizeLevelNumbers[] = [];
  for (let i = 0; i < expected.length; i++) {
    const { level, count, digits } = expected[i]!;
    const numbers = parts[i]!.split(',').map((n) => n.trim());
    if (numbers.length !== count) {
      return { ok: false, problem: `${level} holds ${count} numbers; got ${numbers.length}` };
    }
    const bad = numbers.find((n) => n.length !== digits || !/^\d+$/.test(n));
    if (bad !== undefined) {
      return { ok: false, problem: `${level} numbers have ${digits} digits; got "${bad}"` };
    }
    levels.push({ level, numbers });
  }
  return { ok: true, levels };
}

/**
 * The shape of a stored sheet in the wire format: every shape has its own number of levels, so
 * the first shape the sheet parses as is the one. Null when it fits none.
 */
export function sheetShapeOf(wire: string): SheetShape | null {
  return SHEET_SHAPES.find((shape) => parseWinningNumber(wire, shape).ok) ?? null;
}

/** Every number of a sheet, in wire order. */
export function sheetNumbers(levels: readonly PrizeLevelNumbers[]): string[] {
  return levels.flatMap((l) => l.numbers);
}

// ---- bet types and their rules (domain/vietnamese-lottery.md "Common bet types")

/**
 * Bet types. LO2/LO3: last 2/3 digits among every number of the sheet, paid per appearance.
 * DE: last 2 of the special prize (GB). DE_G1: last 2 of G1 ("đề đầu"). DAU/DUOI: tens/units digit
 * of GB's last 2. BA_CANG: last 3 of GB. XIEN2/3/4: all 2/3/4 chosen pairs appear among the last 2
 * digits of the sheet's numbers (one combination, paid once).
 */
export const VIETNAMESE_BET_TYPES = [
  'LO2',
  'LO3',
  'DE',
  'DE_G1',
  'DAU',
  'DUOI',
  'BA_CANG',
  'XIEN2',
  'XIEN3',
  'XIEN4',
] as const;

/**
 * 4D sheet (docs/decisions/2026-11-24-sea-lotteries.md). D4_BIG: the 4 digits are one of the 23
 * numbers (per appearance). D4_SMALL: one of the 1st/2nd/3rd prizes. D3_ABC: the last 3 digits of
 * the 1st, 2nd or 3rd prize (per appearance). D2_FIRST: the last 2 digits of the 1st prize.
 */
export const FOUR_D_BET_TYPES = ['D4_BIG', 'D4_SMALL', 'D3_ABC', 'D2_FIRST'] as const;

/**
 * Thai sheet. TH_3TOP: the last 3 digits of the first prize. TH_3TOD: the same 3 digits in any
 * order. TH_2TOP: the last 2 digits of the first prize. TH_2BOTTOM: the last-2 prize. TH_3FRONT /
 * TH_3BACK: one of the two front-3 / back-3 numbers (per appearance).
 */
export const THAI_BET_TYPES = [
  'TH_3TOP',
  'TH_3TOD',
  'TH_2TOP',
  'TH_2BOTTOM',
  'TH_3FRONT',
  'TH_3BACK',
] as const;

export const LOTTERY_BET_TYPES = [
  ...VIETNAMESE_BET_TYPES,
  ...FOUR_D_BET_TYPES,
  ...THAI_BET_TYPES,
] as const;
export const LotteryBetTypeSchema = z.enum(LOTTERY_BET_TYPES);
export type LotteryBetType = z.infer<typeof LotteryBetTypeSchema>;

/** The bet types sold on each sheet: a bet of another sheet's type is refused. */
export const SHEET_BET_TYPES: Record<SheetShape, readonly LotteryBetType[]> = {
  north: VIETNAMESE_BET_TYPES,
  south: VIETNAMESE_BET_TYPES,
  '4d': FOUR_D_BET_TYPES,
  thai: THAI_BET_TYPES,
};

/** How the numbers of a bet of each type are chosen. */
export const BET_TYPE_RULES: Record<
  LotteryBetType,
  {
    /** Digits of each chosen number. */
    digits: number;
    /** How many numbers one bet may hold. */
    minNumbers: number;
    maxNumbers: number;
    /** A combination (xiên) is one bet on all its numbers; otherwise each number is a bet. */
    combination: boolean;
  }
> = {
  LO2: { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false },
  LO3: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
  DE: { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false },
  DE_G1: { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false },
  DAU: { digits: 1, minNumbers: 1, maxNumbers: 10, combination: false },
  DUOI: { digits: 1, minNumbers: 1, maxNumbers: 10, combination: false },
  BA_CANG: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
  XIEN2: { digits: 2, minNumbers: 2, maxNumbers: 2, combination: true },
  XIEN3: { digits: 2, minNumbers: 3, maxNumbers: 3, combination: true },
  XIEN4: { digits: 2, minNumbers: 4, maxNumbers: 4, combination: true },
  D4_BIG: { digits: 4, minNumbers: 1, maxNumbers: 100, combination: false },
  D4_SMALL: { digits: 4, minNumbers: 1, maxNumbers: 100, combination: false },
  D3_ABC: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
  D2_FIRST: { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false },
  TH_3TOP: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
  TH_3TOD: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
  TH_2TOP: { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false },
  TH_2BOTTOM: { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false },
  TH_3FRONT: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
  TH_3BACK: { digits: 3, minNumbers: 1, maxNumbers: 100, combination: false },
};

/**
 * Checks a bet's numbers against its type: each has the type's digits, no repeats, between the
 * type's minimum and maximum count. Answers the problem, or null when they are fine.
 */
export function checkBetNumbers(
  betType: LotteryBetType,
  numbers: readonly string[],
): string | null {
  const rule = BET_TYPE_RULES[betType];
  if (numbers.length < rule.minNumbers || numbers.length > rule.maxNumbers) {
    return rule.minNumbers === rule.maxNumbers
      ? `${betType} takes exactly ${rule.minNumbers} numbers`
      : `${betType} takes ${rule.minNumbers} to ${rule.maxNumbers} numbers`;
  }
  const pattern = new RegExp(`^\\d{${rule.digits}}$`);
  const bad = numbers.find((n) => !pattern.test(n));
  if (bad !== undefined) return `${betType} numbers have ${rule.digits} digits; got "${bad}"`;
  if (new Set(numbers).size !== numbers.length) return `${betType} numbers must differ`;
  return null;
}

/** How many unit stakes a bet costs: one per number, or one for a combination. */
export function betUnits(betType: LotteryBetType, numbers: readonly string[]): number {
  return BET_TYPE_RULES[betType].combination ? 1 : numbers.length;
}

/**
 * How many times a bet wins against a sheet: the sum over its numbers of the appearances that pay
 * (LO2/LO3 pay per appearance; DE, DE_G1, DAU, DUOI, BA_CANG at most once per number), or 1/0 for
 * a combination. The win is `stake × odds × hits` (docs/decisions/2026-11-21-lottery-draw-engine.md).
 */
export function betHits(
  betType: LotteryBetType,
  numbers: readonly string[],
  levels: readonly PrizeLevelNumbers[],
): number {
  return sheetHits(levels)(betType, numbers);
}

/** betHits against one sheet, the sheet read once: counts many bets against it. */
export function sheetHits(
  levels: readonly PrizeLevelNumbers[],
): (betType: LotteryBetType, numbers: readonly string[]) => number {
  const all = sheetNumbers(levels);
  const special = levels.find((l) => l.level === 'GB')?.numbers[0] ?? '';
  const first = levels.find((l) => l.level === 'G1')?.numbers[0] ?? '';
  const tail = (n: string, k: number) => (n.length >= k ? n.slice(-k) : null);
  const count = (k: number, pick: string) => all.filter((n) => tail(n, k) === pick).length;
  const specialTail2 = special.slice(-2);
  const numbersOf = (...names: string[]) =>
    levels.filter((l) => names.includes(l.level)).flatMap((l) => l.numbers);
  const appearances = (pool: readonly string[], k: number) => (n: string) =>
    pool.filter((p) => tail(p, k) === n).length;
  const sortedDigits = (n: string) => [...n].sort().join('');
  const pairs = new Set(all.map((n) => n.slice(-2)));
  return (betType, numbers) => {
    const sumOver = (perNumber: (n: string) => number) =>
      numbers.reduce((s, n) => s + perNumber(n), 0);
    switch (betType) {
      case 'LO2':
        return numbers.reduce((s, n) => s + count(2, n), 0);
      case 'LO3':
        return numbers.reduce((s, n) => s + count(3, n), 0);
      case 'DE':
        return numbers.filter((n) => n === specialTail2).length;
      case 'DE_G1':
        return numbers.filter((n) => n === first.slice(-2)).length;
      case 'DAU':
        return numbers.filter((n) => n === specialTail2[0]).length;
      case 'DUOI':
        return numbers.filter((n) => n === specialTail2[1]).length;
      case 'BA_CANG':
        return numbers.filter((n) => n === special.slice(-3)).length;
      case 'XIEN2':
      case 'XIEN3':
      case 'XIEN4':
        return numbers.every((n) => pairs.has(n)) ? 1 : 0;
      // 4D sheet: G1..G3 the top three prizes, G4 starters, G5 consolations.
      case 'D4_BIG':
        return sumOver(appearances(all, 4));
      case 'D4_SMALL':
        return sumOver(appearances(numbersOf('G1', 'G2', 'G3'), 4));
      case 'D3_ABC':
        return sumOver(appearances(numbersOf('G1', 'G2', 'G3'), 3));
      case 'D2_FIRST':
        return numbers.filter((n) => n === first.slice(-2)).length;
      // Thai sheet: G1 first prize, G2 front-3, G3 back-3, G4 last-2.
      case 'TH_3TOP':
        return numbers.filter((n) => n === first.slice(-3)).length;
      case 'TH_3TOD':
        return numbers.filter((n) => sortedDigits(n) === sortedDigits(first.slice(-3))).length;
      case 'TH_2TOP':
        return numbers.filter((n) => n === first.slice(-2)).length;
      case 'TH_2BOTTOM':
        return sumOver(appearances(numbersOf('G4'), 2));
      case 'TH_3FRONT':
        return sumOver(appearances(numbersOf('G2'), 3));
      case 'TH_3BACK':
        return sumOver(appearances(numbersOf('G3'), 3));
    }
  };
}

/**
 * The numbers of a bet type's digits that hit on their own against a sheet. Since a bet's hits are
 * the sum over its numbers (or, for a combination, 1 when every number hits), a bet can win only
 * when one of its numbers is among these, or all of them for a combination: settlement lets the
 * database mark every other bet lost (docs/decisions/2026-11-25-set-based-settlement.md).
 */
export function hittingNumbers(
  betType: LotteryBetType,
  levels: readonly PrizeLevelNumbers[],
): string[] {
  const { digits } = BET_TYPE_RULES[betType];
  const hits = sheetHits(levels);
  const hitting: string[] = [];
  for (let i = 0; i < 10 ** digits; i++) {
    const n = String(i).padStart(digits, '0');
    if (hits(betType, [n]) > 0) hitting.push(n);
  }
  return hitting;
}

/** Odds on the wire: a decimal multiplier with up to 3 decimals, e.g. "3.45", "80". */
export const OddsSchema = z
  .string()
  .check(z.regex(/^(0|[1-9]\d{0,6})(\.\d{1,3})?$/, 'validation.odds'));

/** Odds in thousandths, exactly ("3.45" → 3450n). */
export function parseOddsMilli(odds: string): bigint {
  const [whole, fraction = ''] = odds.split('.');
  return BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0') || '0');
}

/** What a bet wins in minor units: floor(stake per unit × odds × hits). */
export function winMinor(stakeMinor: bigint, oddsMilli: bigint, hits: number): bigint {
  return (stakeMinor * oddsMilli * BigInt(hits)) / 1000n;
}

// ---- ELOTT: provably fair draws (commitment before, seed after)

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

function hexToBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** A draw seed: 32 bytes as 64 lower-case hex digits. */
export const ElottSeedSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** The commitment published before an ELOTT draw: SHA-256 of the seed's 32 bytes, hex. */
export async function elottCommitment(seedHex: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', hexToBytes(seedHex) as BufferSource));
}

/**
 * The result sheet of an ELOTT draw, recomputed from its revealed seed. Digits come from the
 * stream SHA-256(seed ‖ "|" ‖ gameCode ‖ "|" ‖ numero ‖ "|" ‖ counter), counter = 0, 1, …; each byte
 * below 250 gives the digit byte mod 10 (250..255 are skipped, so every digit is uniform). Numbers
 * are filled level by level in wire order (GB first), each number's digits left to right.
 */
export async function elottSheetFromSeed(
  seedHex: string,
  gameCode: string,
  numero: string,
  shape: SheetShape,
): Promise<string> {
  if (!ElottSeedSchema.safeParse(seedHex).success) throw new Error('not a draw seed');
  const seed = hexToBytes(seedHex);
  const label = new TextEncoder().encode(`|${gameCode}|${numero}|`);
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let at = 0;
  const nextDigit = async (): Promise<string> => {
    for (;;) {
      if (at >= block.length) {
        const input = new Uint8Array(seed.length + label.length + 8);
        input.set(seed, 0);
        input.set(label, seed.length);
        input.set(
          new TextEncoder().encode(counter.toString(16).padStart(8, '0')),
          seed.length + label.length,
        );
        counter++;
        block = new Uint8Array(await crypto.subtle.digest('SHA-256', input as BufferSource));
        at = 0;
      }
      const byte = block[at++]!;
      if (byte < 250) return String(byte % 10);
    }
  };
  const levels: PrizeLevelNumbers[] = [];
  for (const { level, count, digits } of SHEET_LEVELS[shape]) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) {
      let n = '';
      for (let d = 0; d < digits; d++) n += await nextDigit();
      numbers.push(n);
    }
    levels.push({ level, numbers });
  }
  return formatWinningNumber(levels);
}

// ---- lobby (spec §2 "Lottery lobby", §3, §4, §7)

/** Menu groups (game_group_id): the Vietnamese regions, the house's fast draws, SEA lotteries. */
export const LOTTERY_REGIONS = ['north', 'central', 'south', 'fast', 'sea'] as const;
export const LotteryRegionSchema = z.enum(LOTTERY_REGIONS);
export type LotteryRegion = z.infer<typeof LotteryRegionSchema>;

/** Draw states: scheduled → open → locked → drawn → settled, or cancelled (stakes refunded). */
export const DRAW_STATUSES = [
  'scheduled',
  'open',
  'locked',
  'drawn',
  'settled',
  'cancelled',
] as const;
export const DrawStatusSchema = z.enum(DRAW_STATUSES);
export type DrawStatus = z.infer<typeof DrawStatusSchema>;

/** Where a result came from: the operator (entered or imported), the house RNG (ELOTT), demo data. */
export const ResultSourceSchema = z.enum(['operator', 'import', 'rng', 'demo']);
export type ResultSource = z.infer<typeof ResultSourceSchema>;

/** Which games a prize mode lists (spec §3 prize modes, §4 "Game tile click"). */
export const PRIZE_MODE_VENDORS: Record<z.infer<typeof PrizeModeSchema>, readonly string[]> = {
  /** The Vietnamese lottery: the house's provinces and TCG's Vietnamese rooms. */
  Lott: ['LOTT', 'TCG_LOTTO_VN'],
  /** The house's own lotteries (ZY, self-operated): the provinces and the fast draws. */
  ZY: ['LOTT', 'ELOTT'],
  /** Entertainment: the house's fast draws. */
  Elott: ['ELOTT'],
  /** TCG's South-East Asian lotteries. */
  SEA: ['TCG_SEA'],
};

/** The prize mode and play type a lottery launch carries (spec §2 launchGame playType ent/trad). */
export function playTypeOf(lottoMode: 'Entertainment' | 'Traditional' | null): PlayType {
  return lottoMode === 'Entertainment' ? 'Entertainment' : 'Tradition';
}

/**
 * spec §3 "Lottery game" with spec §3 "Timer props". Times are milliseconds. The site's rules
 * (spec §4) come out right with these fields as they are:
 * - countdown = remainTime − (lotteryTime[1] − lotteryTime[0]) / 2 = time until sale close;
 * - highlighted when remainTime − lockTime is in (0, 24 h): sale closes within a day;
 * - menu refresh = min remainTime of games on sale, capped at 30000, 7000 when ≤ 0 (`refreshIn`).
 */
export const LotteryGameSchema = z.extend(GameSchema, {
  prizeMode: PrizeModeSchema,
  playType: PlayTypeSchema,
  region: LotteryRegionSchema,
  /** The menu group's tag (spec §3 gameMenuTag). */
  gameMenuTag: LotteryRegionSchema,
  /** The result sheet's shape; null for lotteries this site does not draw (the vendor's SEA ones). */
  sheet: z.nullable(SheetShapeSchema),
  /** Local draw time "18:15" (traditional), in timeZone; null for interval draws. */
  drawTime: z.nullable(z.string()),
  timeZone: z.string(),
  /** Entertainment: seconds between draws. */
  intervalSeconds: z.nullable(z.int()),
  /** The current draw (the next one not yet closed), or null when none is scheduled. */
  numero: z.nullable(z.string()),
  /** Bets are taken on the current draw now (spec §3 isSale). */
  isSale: z.boolean(),
  /** ms from now until the current draw's draw time (0 when none). */
  remainTime: z.int(),
  /** ms between sale close and draw time: sale closes when remainTime − lockTime reaches 0. */
  lockTime: z.int(),
  /** [sale close, draw time + lockTime] as epoch ms: half its span is lockTime (see above). */
  lotteryTime: z.tuple([z.int(), z.int()]),
  openAt: z.nullable(z.string()),
  closeAt: z.nullable(z.string()),
  drawAt: z.nullable(z.string()),
  /** ELOTT: SHA-256 of the current draw's seed, published before the draw. */
  commitment: z.nullable(z.string()),
  /** The last drawn result. */
  previousNumero: z.nullable(z.string()),
  /** Wire format: levels by `~` (GB first), numbers by `,` (spec §3). */
  previousWinningNumber: z.nullable(z.string()),
  /** When the previous draw took place (ISO 8601). */
  previousWinningTime: z.nullable(z.string()),
  /** The previous result by prize level, for the winning-number panel. */
  previousLevels: z.array(PrizeLevelNumbersSchema),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

/** spec §3 "Lottery menu group". */
export const LotteryMenuGroupSchema = z.object({
  tag: LotteryRegionSchema,
  labelName: z.string(),
  gameGroupId: z.int(),
  gameMenus: z.array(LotteryGameSchema),
});
export type LotteryMenuGroup = z.infer<typeof LotteryMenuGroupSchema>;

/** `GET /wps/lottery/menus` (no token; a member also gets `recent`). spec §7 "Lottery list / menu / recent". */
export const LotteryMenusQuerySchema = z.object({
  prizeMode: z._default(PrizeModeSchema, 'Lott'),
  device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
  recentCount: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(0), z.lte(PAGE_SIZE.recentLottery))),
    PAGE_SIZE.recentLottery,
  ),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type LotteryMenusQuery = z.infer<typeof LotteryMenusQuerySchema>;

export const LotteryMenusSchema = z.object({
  /** Groups in order (North, Central, South, fast, SEA) holding the prize mode's games; the site puts ALL first. */
  menus: z.array(LotteryMenuGroupSchema),
  /** The member's lottery games, last bet first (at most recentCount; empty for visitors). */
  recent: z.array(LotteryGameSchema),
  /** spec §4 menu refresh: smallest remainTime of games on sale, capped 30000, 7000 when ≤ 0. */
  refreshIn: z.int(),
  /** The server's clock (epoch ms), so that the site can correct its own. */
  serverTime: z.int(),
});
export type LotteryMenus = z.infer<typeof LotteryMenusSchema>;

/** spec §4: the refresh delay of the lottery menu and the Vietnamese strip. */
export function lotteryRefreshIn(
  games: readonly { isSale: boolean; remainTime: number }[],
): number {
  const open = games.filter((g) => g.isSale).map((g) => g.remainTime);
  if (open.length === 0) return TIMERS.lotteryRefreshFallback;
  const smallest = Math.min(...open);
  if (smallest <= 0) return TIMERS.lotteryRefreshFallback;
  return Math.min(smallest, TIMERS.lotteryRefreshCap);
}

/** `GET /wps/lottery/numero` (no token). spec §7 "Vietnamese numero": the next draws of the Vietnamese lottery. */
export const VietnameseNumeroQuerySchema = z.object({
  device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'),
  count: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))),
    VIETNAMESE_DRAW_COUNT,
  ),
  prizeMode: z._default(PrizeModeSchema, 'Lott'),
  language: z._default(SiteLanguageSchema, 'TY'),
});

/** spec §3 "Vietnamese draw: numero, remainTime" with the timer props. */
export const VietnameseDrawSchema = z.object({
  gameId: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  region: LotteryRegionSchema,
  gameGroupId: z.int(),
  numero: z.string(),
  isSale: z.boolean(),
  remainTime: z.int(),
  lockTime: z.int(),
  lotteryTime: z.tuple([z.int(), z.int()]),
  closeAt: z.string(),
  drawAt: z.string(),
});
export type VietnameseDraw = z.infer<typeof VietnameseDrawSchema>;

export const VietnameseNumeroSchema = z.object({
  /** Draws not yet closed, soonest first. */
  list: z.array(VietnameseDrawSchema),
  refreshIn: z.int(),
  serverTime: z.int(),
});
export type VietnameseNumero = z.infer<typeof VietnameseNumeroSchema>;

/** `GET /wps/lottery/schedule` (no token): the week's draws by weekday (spec §2 weekly schedule). */
export const LotteryScheduleQuerySchema = z.object({
  prizeMode: z._default(PrizeModeSchema, 'Lott'),
  language: z._default(SiteLanguageSchema, 'TY'),
});

export const LotteryScheduleSchema = z.object({
  /** Today's weekday in the draw time zone (1 = Sunday … 7 = Saturday): the highlighted column. */
  today: z.int().check(z.gte(1), z.lte(7)),
  days: z.array(
    z.object({
      dayOfWeek: z.int().check(z.gte(1), z.lte(7)),
      games: z.array(
        z.object({
          gameId: z.string(),
          nodeId: z.string(),
          gameCode: z.string(),
          gameName: z.string(),
          region: LotteryRegionSchema,
          gameGroupId: z.int(),
          /** "18:15"; null for interval draws. */
          drawTime: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type LotterySchedule = z.infer<typeof LotteryScheduleSchema>;

/** One draw and its result (history, result panel, verification). */
export const LotteryDrawSchema = z.object({
  drawId: z.int(),
  gameId: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  remark: z.nullable(z.string()),
  region: LotteryRegionSchema,
  gameGroupId: z.int(),
  /** The result sheet's shape (what result entry asks for and how levels are named). */
  sheet: z.nullable(SheetShapeSchema),
  numero: z.string(),
  status: DrawStatusSchema,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  /** When the result was stored. */
  drawnAt: z.nullable(z.string()),
  /** Wire format (spec §3), null until drawn. */
  winningNumber: z.nullable(z.string()),
  levels: z.array(PrizeLevelNumbersSchema),
  resultSource: z.nullable(ResultSourceSchema),
  /** ELOTT: published before the draw. */
  commitment: z.nullable(z.string()),
  /** ELOTT: revealed once drawn. */
  seed: z.nullable(z.string()),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

/** `GET /wps/lottery/history` (no token): drawn results, newest first (spec §2 lottery history modal). */
export const LotteryHistoryQuerySchema = z.object({
  /** Lottery group (game_group_id); absent: every group. */
  gameGroupId: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1000)))),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  /** Substring of the game's remark, case- and accent-insensitive. */
  remark: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100)),
      z.transform((v) => v.trim()),
    ),
  ),
  prizeMode: z.optional(PrizeModeSchema),
  startDate: z.optional(DaySchema),
  endDate: z.optional(DaySchema),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type LotteryHistoryQuery = z.infer<typeof LotteryHistoryQuerySchema>;
export const LotteryHistoryPageSchema = pageOf(LotteryDrawSchema);

/** `GET /wps/lottery/draw?gameId=&numero=` (no token): one draw. */
export const LotteryDrawQuerySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  language: z._default(SiteLanguageSchema, 'TY'),
});

/** One bet type as a game offers it: odds (operator settings) and stake bounds. */
export const LotteryBetOptionSchema = z.object({
  betType: LotteryBetTypeSchema,
  odds: OddsSchema,
  digits: z.int(),
  minNumbers: z.int(),
  maxNumbers: z.int(),
  combination: z.boolean(),
  /** Stake per number (per combination for xiên). */
  minStake: AmountSchema,
  maxStake: AmountSchema,
});
export type LotteryBetOption = z.infer<typeof LotteryBetOptionSchema>;

/** `GET /wps/lottery/game?gameId=` (no token): the betting page's data. */
export const LotteryGameQuerySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  language: z._default(SiteLanguageSchema, 'TY'),
});

export const LotteryGameDetailSchema = z.object({
  game: LotteryGameSchema,
  /** Draws a bet may be placed on now (the current one first). */
  openDraws: z.array(LotteryDrawSchema),
  /** Bet types with this game's odds (empty for lotteries this site does not draw). */
  betOptions: z.array(LotteryBetOptionSchema),
  serverTime: z.int(),
});
export type LotteryGameDetail = z.infer<typeof LotteryGameDetailSchema>;

/** `GET /wps/lottery/verify?gameId=&numero=` (no token): ELOTT proof. */
export const LotteryVerifySchema = z.object({
  draw: LotteryDrawSchema,
  /** SHA-256(seed) equals the published commitment. */
  commitmentMatches: z.boolean(),
  /** The sheet recomputed from the seed (elottSheetFromSeed) equals the stored result. */
  resultMatches: z.boolean(),
  /** How to check it yourself. */
  algorithm: z.string(),
});
export type LotteryVerify = z.infer<typeof LotteryVerifySchema>;

// ---- bets (member)

export const LOTTERY_BET_STATUSES = ['pending', 'won', 'lost', 'void'] as const;
export const LotteryBetStatusSchema = z.enum(LOTTERY_BET_STATUSES);
export type LotteryBetStatus = z.infer<typeof LotteryBetStatusSchema>;

/** `POST /wps/lottery/bets` (member): one or more bets on one draw, all or none. */
export const PlaceLotteryBetsBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The draw to bet on; absent: the game's current draw. */
  numero: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  /** Sent again on a retry: the bets already placed under it are answered, nothing is charged twice. */
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.request_id')),
  bets: z
    .array(
      z.object({
        betType: LotteryBetTypeSchema,
        numbers: z.array(z.string().check(z.maxLength(6))).check(z.minLength(1), z.maxLength(100)),
        /** Stake per number (per combination for xiên). */
        stake: AmountInputSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
});
export type PlaceLotteryBetsBody = z.infer<typeof PlaceLotteryBetsBodySchema>;

export const LotteryBetSchema = z.object({
  betNo: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: LotteryBetTypeSchema,
  numbers: z.array(z.string()),
  /** Stake per number (per combination for xiên). */
  stake: AmountSchema,
  /** What the bet cost: stake × numbers (× 1 for xiên). */
  totalStake: AmountSchema,
  /** Odds when the bet was placed (they hold for the bet). */
  odds: OddsSchema,
  status: LotteryBetStatusSchema,
  /** Paying appearances (see betHits); null until settled. */
  hits: z.nullable(z.int()),
  winAmount: AmountSchema,
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /** The draw's result once drawn (wire format). */
  winningNumber: z.nullable(z.string()),
});
export type LotteryBet = z.infer<typeof LotteryBetSchema>;

export const PlaceLotteryBetsResultSchema = z.object({
  bets: z.array(LotteryBetSchema),
  /** Sum of totalStake. */
  totalStake: AmountSchema,
  /** The wallet after the debit. */
  balance: AmountSchema,
  /** A retry of a request already placed: nothing was charged again. */
  replayed: z.boolean(),
});
export type PlaceLotteryBetsResult = z.infer<typeof PlaceLotteryBetsResultSchema>;

/** `GET /wps/lottery/bets` (member): the member's lottery bets, newest first. */
export const LotteryBetsQuerySchema = z.object({
  status: z.optional(LotteryBetStatusSchema),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  numero: z.optional(z.string().check(z.maxLength(32))),
  betType: z.optional(LotteryBetTypeSchema),
  startDate: z.optional(DaySchema),
  endDate: z.optional(DaySchema),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 25),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type LotteryBetsQuery = z.infer<typeof LotteryBetsQuerySchema>;

export const LotteryBetPageSchema = z.extend(pageOf(LotteryBetSchema), {
  /** Sums over every page of the filter. */
  totalStake: AmountSchema,
  totalWin: AmountSchema,
});
export type LotteryBetPage = z.infer<typeof LotteryBetPageSchema>;

// ---- operator

/** `POST /wps/admin/lottery/result`: a traditional draw's result, entered or imported. */
export const LotteryResultBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  /** Wire format (levels by `~`, numbers by `,`), checked against the game's sheet. */
  winningNumber: z.string().check(z.minLength(1), z.maxLength(400)),
  source: z._default(z.enum(['operator', 'import']), 'operator'),
});
export type LotteryResultBody = z.infer<typeof LotteryResultBodySchema>;

export const LotterySettleResultSchema = z.object({
  draw: LotteryDrawSchema,
  /** Bets settled by this call (0 when a previous run already did). */
  settled: z.int(),
  won: z.int(),
  paid: AmountSchema,
});
export type LotterySettleResult = z.infer<typeof LotterySettleResultSchema>;

/** `POST /wps/admin/lottery/cancel`: void a draw not yet drawn; every stake is refunded. */
export const LotteryCancelBodySchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(64)),
  numero: z.string().check(z.minLength(1), z.maxLength(32)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** `GET /wps/admin/lottery/draws`: draws by status (default: waiting for a result). */
export const AdminLotteryDrawsQuerySchema = z.object({
  status: z._default(z.enum([...DRAW_STATUSES, 'awaiting_result']), 'awaiting_result'),
  gameId: z.optional(z.string().check(z.maxLength(64))),
  /** Only draws of games drawn this way (traditional: the provincial draws, entertainment: fast rooms). */
  drawMode: z.optional(z.enum(['traditional', 'entertainment'])),
  ...ADMIN_PAGE_FIELDS,
});
export const AdminLotteryDrawPageSchema = pageOf(LotteryDrawSchema);

/** One sheet's odds table: an odds string per bet type sold on the sheet. */
function oddsTableOf<const T extends readonly LotteryBetType[]>(types: T) {
  return z.object(
    Object.fromEntries(types.map((t) => [t, OddsSchema])) as Record<T[number], typeof OddsSchema>,
  );
}
/** The Vietnamese sheets' odds (north, south). */
export const LotteryOddsTableSchema = oddsTableOf(VIETNAMESE_BET_TYPES);
export const FourDOddsTableSchema = oddsTableOf(FOUR_D_BET_TYPES);
export const ThaiOddsTableSchema = oddsTableOf(THAI_BET_TYPES);

/**
 * Demo odds (domain/vietnamese-lottery.md): multipliers of the stake per paying appearance. Lô is
 * sold by the point (~23 units north, ~18 south, paying 80), so its multiplier is 80 / price.
 * SEA odds (docs/decisions/2026-11-24-sea-lotteries.md) return about 80 % of the stakes on average.
 */
export const DEFAULT_SEA_ODDS = {
  '4d': { D4_BIG: '350', D4_SMALL: '2700', D3_ABC: '270', D2_FIRST: '80' },
  thai: {
    TH_3TOP: '800',
    TH_3TOD: '130',
    TH_2TOP: '80',
    TH_2BOTTOM: '80',
    TH_3FRONT: '400',
    TH_3BACK: '400',
  },
} as const;

/**
 * Odds per sheet and bet type, and stake bounds (merchant settings, key `lottery`). Settings saved
 * before the SEA sheets existed read with the SEA defaults.
 */
export const LotterySettingsSchema = z.object({
  odds: z.object({
    north: LotteryOddsTableSchema,
    south: LotteryOddsTableSchema,
    '4d': z._default(FourDOddsTableSchema, { ...DEFAULT_SEA_ODDS['4d'] }),
    thai: z._default(ThaiOddsTableSchema, { ...DEFAULT_SEA_ODDS.thai }),
  }),
  /** Per number (per combination for xiên). */
  minStake: AmountSchema,
  maxStake: AmountSchema,
});
export type LotterySettings = z.infer<typeof LotterySettingsSchema>;

/** The odds of one bet type on one sheet; undefined when the sheet does not sell that type. */
export function oddsOf(
  settings: LotterySettings,
  sheet: SheetShape,
  betType: LotteryBetType,
): string | undefined {
  const table: Partial<Record<LotteryBetType, string>> = settings.odds[sheet];
  return SHEET_BET_TYPES[sheet].includes(betType) ? table[betType] : undefined;
}

/** `PATCH /wps/admin/lottery/settings`: change some odds or stake bounds. */
export const LotterySettingsPatchSchema = z.object({
  odds: z.optional(
    z.object({
      north: z.optional(z.partial(LotteryOddsTableSchema)),
      south: z.optional(z.partial(LotteryOddsTableSchema)),
      '4d': z.optional(z.partial(FourDOddsTableSchema)),
      thai: z.optional(z.partial(ThaiOddsTableSchema)),
    }),
  ),
  minStake: z.optional(AmountInputSchema),
  maxStake: z.optional(AmountInputSchema),
});
export type LotterySettingsPatch = z.infer<typeof LotterySettingsPatchSchema>;

export const DEFAULT_LOTTERY_SETTINGS: LotterySettings = {
  odds: {
    north: {
      LO2: '3.45',
      LO3: '26',
      DE: '80',
      DE_G1: '80',
      DAU: '8',
      DUOI: '8',
      BA_CANG: '650',
      XIEN2: '15',
      XIEN3: '60',
      XIEN4: '200',
    },
    south: {
      LO2: '4.4',
      LO3: '33',
      DE: '80',
      DE_G1: '80',
      DAU: '8',
      DUOI: '8',
      BA_CANG: '650',
      XIEN2: '28',
      XIEN3: '150',
      XIEN4: '750',
    },
    '4d': { ...DEFAULT_SEA_ODDS['4d'] },
    thai: { ...DEFAULT_SEA_ODDS.thai },
  },
  minStake: '1000.00',
  maxStake: '10000000.00',
};
