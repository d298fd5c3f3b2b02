import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betHits,
  BET_TYPE_RULES,
  checkBetNumbers,
  elottCommitment,
  elottSheetFromSeed,
  hittingNumbers,
  lotteryRefreshIn,
  parseWinningNumber,
  sheetNumbers,
  sheetShapeOf,
  SHEET_BET_TYPES,
  SHEET_LEVELS,
  SHEET_SHAPES,
  winMinor,
  parseOddsMilli,
} from './lottery-rules.ts';

// A North sheet written out by hand (27 numbers).
const NORTH =
  '12345~67890~11122,33344~55566,77788,99900,12312,45645,78978~1234,5678,9012,3456~7890,1357,2468,1122,3344,5566~123,456,789~12,34,56,45';

describe('result sheets', () => {
  it('reads a North sheet of 27 numbers and refuses a wrong shape', () => {
    const north = parseWinningNumber(NORTH, 'north');
    expect(north.ok).toBe(true);
    if (north.ok) expect(sheetNumbers(north.levels)).toHaveLength(27);
    expect(parseWinningNumber(NORTH, 'south').ok).toBe(false);
    expect(parseWinningNumber(NORTH.replace('12345', '1234'), 'north')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('GB'),
    });
  });

  it('counts hits per bet type', () => {
    const parsed = parseWinningNumber(NORTH, 'north');
    if (!parsed.ok) throw new Error(parsed.problem);
    const levels = parsed.levels;
    // last-2 "45": 12345 (GB), 45645 (G3), 56… no; 12 34 56 45 (G7 45) → 3 appearances
    expect(betHits('LO2', ['45'], levels)).toBe(3);
    expect(betHits('LO2', ['45', '99'], levels)).toBe(3);
    expect(betHits('DE', ['45', '46'], levels)).toBe(1);
    expect(betHits('DE_G1', ['90'], levels)).toBe(1);
    expect(betHits('DAU', ['4'], levels)).toBe(1);
    expect(betHits('DUOI', ['5'], levels)).toBe(1);
    expect(betHits('BA_CANG', ['345'], levels)).toBe(1);
    expect(betHits('LO3', ['345'], levels)).toBe(1);
    expect(betHits('XIEN2', ['45', '12'], levels)).toBe(1);
    expect(betHits('XIEN3', ['45', '12', '99'], levels)).toBe(0);
  });

  it('checks numbers against the bet type', () => {
    expect(checkBetNumbers('LO2', ['01', '99'])).toBeNull();
    expect(checkBetNumbers('LO2', ['1'])).toMatch(/2 digits/);
    expect(checkBetNumbers('XIEN3', ['01', '02'])).toMatch(/exactly 3/);
    expect(checkBetNumbers('DE', ['01', '01'])).toMatch(/differ/);
  });

  it('pays stake × odds × hits exactly', () => {
    expect(winMinor(100_000n, parseOddsMilli('3.45'), 2)).toBe(690_000n);
    expect(winMinor(333n, parseOddsMilli('0.5'), 1)).toBe(166n);
  });
});

describe('the numbers that hit on their own (settlement leaves every other bet to the database)', () => {
  // A sheet of random digits from an alphabet of 1 to 10 digits, so that repeats are common.
  const sheetOf = (shape: (typeof SHEET_SHAPES)[number]) =>
    fc.integer({ min: 1, max: 10 }).chain((alphabet) =>
      fc.tuple(
        ...SHEET_LEVELS[shape].map(({ level, count, digits }) =>
          fc
            .array(
              fc.array(fc.integer({ min: 0, max: alphabet - 1 }), {
                minLength: digits,
                maxLength: digits,
              }),
              {
                minLength: count,
                maxLength: count,
              },
            )
            .map((numbers) => ({ level, numbers: numbers.map((d) => d.join('')) })),
        ),
      ),
    );
  const betOf = (shape: (typeof SHEET_SHAPES)[number]) =>
    fc.constantFrom(...SHEET_BET_TYPES[shape]).chain((betType) => {
      const rule = BET_TYPE_RULES[betType];
      const number = fc
        .integer({ min: 0, max: 10 ** rule.digits - 1 })
        .map((i) => String(i).padStart(rule.digits, '0'));
      return fc
        .uniqueArray(number, {
          minLength: rule.minNumbers,
          maxLength: Math.min(rule.maxNumbers, 6),
        })
        .map((numbers) => ({ betType, numbers }));
    });

  it.each(SHEET_SHAPES)(
    'a %s bet wins exactly when its numbers are among them (any, or all for a combination)',
    (shape) => {
      fc.assert(
        fc.property(
          sheetOf(shape),
          fc.array(betOf(shape), { minLength: 1, maxLength: 20 }),
          (levels, bets) => {
            const memo = new Map<string, Set<string>>();
            for (const { betType, numbers } of bets) {
              const hitting = memo.get(betType) ?? new Set(hittingNumbers(betType, levels));
              memo.set(betType, hitting);
              const candidate = BET_TYPE_RULES[betType].combination
                ? numbers.every((n) => hitting.has(n))
                : numbers.some((n) => hitting.has(n));
              expect(betHits(betType, numbers, levels) > 0).toBe(candidate);
            }
          },
        ),
        // Each run enumerates up to 10,000 numbers per bet type (4D).
        { numRuns: 100 },
      );
    },
  );
});

describe('SEA sheets (docs/decisions/2026-11-24-sea-lotteries.md)', () => {
  const FOUR_D =
    '1234~5678~9012~1000,2000,3000,4000,5000,6000,7000,8000,9000,0000~1111,2222,3333,4444,5555,6666,7777,8888,9999,0123';
  const THAI = '123456~001,002~987,654~78';

  it('tells every shape from its number of levels', () => {
    expect(sheetShapeOf(NORTH)).toBe('north');
    expect(sheetShapeOf(FOUR_D)).toBe('4d');
    expect(sheetShapeOf(THAI)).toBe('thai');
    expect(sheetShapeOf('1234~5678')).toBeNull();
    expect(parseWinningNumber(THAI.replace('~78', '~789'), 'thai')).toEqual({
      ok: false,
      problem: 'G4 numbers have 2 digits; got "789"',
    });
  });

  it('counts the appearances that pay on each SEA bet type', () => {
    const four = parseWinningNumber(FOUR_D, '4d');
    const thai = parseWinningNumber(THAI, 'thai');
    if (!four.ok || !thai.ok) throw new Error('sheet');
    expect(betHits('D4_BIG', ['0123', '9012', '0124'], four.levels)).toBe(2);
    expect(betHits('D4_SMALL', ['0123', '9012'], four.levels)).toBe(1);
    expect(betHits('D3_ABC', ['678', '123'], four.levels)).toBe(1);
    expect(betHits('D2_FIRST', ['34', '12'], four.levels)).toBe(1);
    expect(betHits('TH_3TOD', ['654', '465', '455'], thai.levels)).toBe(2);
    expect(betHits('TH_3FRONT', ['001', '987'], thai.levels)).toBe(1);
    expect(betHits('TH_2BOTTOM', ['78'], thai.levels)).toBe(1);
    // Each sheet sells only its own types.
    expect(SHEET_BET_TYPES['4d']).not.toContain('DE');
    expect(SHEET_BET_TYPES.north).not.toContain('D4_BIG');
  });
});

describe('ELOTT', () => {
  const seed = 'ab'.repeat(32);
  it('derives the same sheet from the same seed and a valid shape', async () => {
    const a = await elottSheetFromSeed(seed, 'LD1', '20261121-0001', 'north');
    expect(await elottSheetFromSeed(seed, 'LD1', '20261121-0001', 'north')).toBe(a);
    expect(await elottSheetFromSeed(seed, 'LD1', '20261121-0002', 'north')).not.toBe(a);
    expect(parseWinningNumber(a, 'north').ok).toBe(true);
    const south = await elottSheetFromSeed(seed, 'MN90', '20261121-0001', 'south');
    expect(parseWinningNumber(south, 'south').ok).toBe(true);
  });

  it('commits to the seed with SHA-256 of its bytes', async () => {
    // SHA-256 of 32 zero bytes.
    expect(await elottCommitment('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });
});

describe('refresh timer (spec §4)', () => {
  it('takes the smallest open remainTime, caps at 30 s, 7 s when none or ≤ 0', () => {
    expect(
      lotteryRefreshIn([
        { isSale: true, remainTime: 12_000 },
        { isSale: false, remainTime: 10 },
      ]),
    ).toBe(12_000);
    expect(lotteryRefreshIn([{ isSale: true, remainTime: 90_000 }])).toBe(30_000);
    expect(lotteryRefreshIn([{ isSale: true, remainTime: 0 }])).toBe(7000);
    expect(lotteryRefreshIn([])).toBe(7000);
  });
});
