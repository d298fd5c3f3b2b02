import { TIMERS } from './constants.ts';
import type { LotterySettings } from './lottery.ts';

/*
 * The lottery's rules without a schema (sheets, bet types, hits and wins, ELOTT draws, the lobby's
 * refresh, the default odds): the site's lottery pages use them and load no zod with them; the
 * schemas that check them on the wire are in lottery.ts. Draw engine:
 * docs/decisions/2026-11-21-lottery-draw-engine.md.
 */

// ---- result sheets (domain/vietnamese-lottery.md)

/**
 * Shapes of a result sheet: North (XSMB, 27 numbers), South/Central (XSMN/XSMT, 18 numbers), and the
 * South-East Asian sheets (docs/decisions/2026-11-24-sea-lotteries.md): `4d` (Malaysia and Singapore
 * 4D, 23 four-digit numbers) and `thai` (the Thai government lottery's first prize, front and back
 * three digits, last two digits).
 */
export const SHEET_SHAPES = ['north', 'south', '4d', 'thai'] as const;
export type SheetShape = (typeof SHEET_SHAPES)[number];

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
export type PrizeLevelNumbers = { level: PrizeLevel; numbers: string[] };

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
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

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
export const ELOTT_SEED_PATTERN = /^[0-9a-f]{64}$/;

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
  if (!ELOTT_SEED_PATTERN.test(seedHex)) throw new Error('not a draw seed');
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

// ---- lobby (spec §4)

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

// ---- bets

export const LOTTERY_BET_STATUSES = ['pending', 'won', 'lost', 'void'] as const;

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

/** The odds of one bet type on one sheet; undefined when the sheet does not sell that type. */
export function oddsOf(
  settings: LotterySettings,
  sheet: SheetShape,
  betType: LotteryBetType,
): string | undefined {
  const table: Partial<Record<LotteryBetType, string>> = settings.odds[sheet];
  return SHEET_BET_TYPES[sheet].includes(betType) ? table[betType] : undefined;
}

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
