import { describe, expect, it } from 'vitest';
import {
  computeOutcome,
  DICE_DESIGN_RTP,
  dicePayoutMinor,
  diceMultiplierBasis,
  diceOutcomeOf,
  diceWinningRolls,
  isDiceTargetValid,
  outcomeFromBlocks,
  payoutRatioOf,
  sha256Hex,
  SLOT_DESIGN_RTP,
  SLOT_GAME_CODE,
  SLOT_PAYLINES,
  SLOT_REELS,
  slotDesignRtpExact,
  slotLinePay,
  slotOutcomeOf,
  slotPayoutMinor,
} from './originals.ts';

describe('provably fair derivation (WebCrypto)', () => {
  it('commits with SHA-256 (test vector)', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('is a function of the seeds and nonce alone', async () => {
    const input = {
      game: SLOT_GAME_CODE,
      serverSeed: 'f'.repeat(64),
      clientSeed: 'c',
      nonce: 1,
    } as const;
    const a = await computeOutcome(input);
    expect(await computeOutcome(input)).toEqual(a);
    expect(await computeOutcome({ ...input, nonce: 2 })).not.toEqual(a);
  });

  it('needs another block when every 4-byte value of the first is rejected', () => {
    // 0xffffffff lies above the last whole multiple of 10,000 below 2^32: rejected.
    const dice = { target: 5000, direction: 'under' } as const;
    const rejected = new Uint8Array(32).fill(0xff);
    expect(outcomeFromBlocks({ game: 'dice', dice }, [rejected])).toBeNull();
    const next = new Uint8Array(32);
    next[3] = 7;
    expect(outcomeFromBlocks({ game: 'dice', dice }, [rejected, next])).toMatchObject({ roll: 7 });
  });
});

describe('slot', () => {
  it('has the stated design RTP, counted exactly over every stop combination', () => {
    const { numerator, denominator } = slotDesignRtpExact();
    expect(denominator).toBe(32n ** 5n);
    expect(Number(numerator) / Number(denominator)).toBe(SLOT_DESIGN_RTP);
    expect(SLOT_DESIGN_RTP).toBeCloseTo(0.961, 3);
  });

  it('pays a run from the left with wilds standing in, and the better of wild and symbol runs', () => {
    expect(slotLinePay(['dragon', 'lotus', 'dragon', 'jack', 'dragon'])).toEqual({
      symbol: 'dragon',
      count: 3,
      pay: 25,
    });
    expect(slotLinePay(['lotus', 'lotus', 'lotus', 'jack', 'jack'])).toEqual({
      symbol: 'lotus',
      count: 3,
      pay: 50,
    });
    expect(slotLinePay(['lotus', 'lotus', 'lotus', 'dragon', 'dragon'])).toEqual({
      symbol: 'dragon',
      count: 5,
      pay: 400,
    });
    expect(slotLinePay(['lotus', 'lotus', 'lotus', 'lotus', 'lotus'])).toEqual({
      symbol: 'lotus',
      count: 5,
      pay: 1000,
    });
    expect(slotLinePay(['jack', 'queen', 'jack', 'jack', 'jack'])).toBeNull();
    expect(slotLinePay(['jack', 'jack', 'queen', 'jack', 'jack'])).toBeNull();
  });

  it('reads each payline across the window the stops show', () => {
    const outcome = slotOutcomeOf([0, 0, 0, 0, 0]);
    expect(outcome.window).toHaveLength(3);
    expect(outcome.window[0]).toEqual(SLOT_REELS.map((s) => s[0]));
    expect(outcome.window[2]).toEqual(SLOT_REELS.map((s) => s[2]));
    for (const win of outcome.lines) {
      const symbols = SLOT_PAYLINES[win.line - 1]!.map((row, reel) => outcome.window[row]![reel]!);
      expect(slotLinePay(symbols)).toEqual({ symbol: win.symbol, count: win.count, pay: win.pay });
    }
    expect(outcome.totalPay).toBe(outcome.lines.reduce((s, l) => s + l.pay, 0));
  });

  it('pays stake x totalPay / 10, rounded down to the minor unit', () => {
    const outcome = { ...slotOutcomeOf([0, 0, 0, 0, 0]), totalPay: 13 };
    expect(slotPayoutMinor(1000n, outcome)).toBe(1300n);
    expect(slotPayoutMinor(111n, outcome)).toBe(144n); // 144.3
    expect(payoutRatioOf(outcome)).toBe(1.3);
  });
});

describe('dice', () => {
  it('returns 99% at every target: chance x multiplier', () => {
    for (const [target, direction] of [
      [100, 'under'],
      [5000, 'under'],
      [9500, 'under'],
      [4999, 'over'],
      [9899, 'over'],
    ] as const) {
      const winning = diceWinningRolls(target, direction);
      const ratio = payoutRatioOf({ ...diceOutcomeOf(0, target, direction), win: true });
      expect((winning / 10_000) * ratio).toBeCloseTo(DICE_DESIGN_RTP, 12);
    }
  });

  it('wins under when roll < target and over when roll > target', () => {
    expect(diceOutcomeOf(4999, 5000, 'under').win).toBe(true);
    expect(diceOutcomeOf(5000, 5000, 'under').win).toBe(false);
    expect(diceOutcomeOf(5001, 5000, 'over').win).toBe(true);
    expect(diceOutcomeOf(5000, 5000, 'over').win).toBe(false);
  });

  it('pays stake x 99 / chance, rounded down; nothing on a loss', () => {
    expect(dicePayoutMinor(1000n, diceOutcomeOf(10, 5000, 'under'))).toBe(1980n);
    expect(dicePayoutMinor(1000n, diceOutcomeOf(9999, 5000, 'under'))).toBe(0n);
    expect(dicePayoutMinor(100n, diceOutcomeOf(0, 3300, 'under'))).toBe(300n);
    expect(diceMultiplierBasis(5000)).toBe(19_800);
  });

  it('accepts win chances from 1% to 95% only', () => {
    expect(isDiceTargetValid(100, 'under')).toBe(true);
    expect(isDiceTargetValid(99, 'under')).toBe(false);
    expect(isDiceTargetValid(9500, 'under')).toBe(true);
    expect(isDiceTargetValid(9501, 'under')).toBe(false);
    expect(isDiceTargetValid(9899, 'over')).toBe(true);
    expect(isDiceTargetValid(9900, 'over')).toBe(false);
    expect(isDiceTargetValid(498, 'over')).toBe(false);
    expect(isDiceTargetValid(499, 'over')).toBe(true);
  });
});
