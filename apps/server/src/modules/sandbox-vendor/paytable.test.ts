import { describe, expect, it } from 'vitest';
import {
  PAYTABLE,
  WEIGHT_TOTAL,
  drawTicket,
  outcomeAt,
  returnToPlayer,
  winOf,
} from './paytable.ts';

describe('sandbox paytable', () => {
  it('returns exactly 96% to the player', () => {
    expect(WEIGHT_TOTAL).toBe(10_000);
    expect(returnToPlayer()).toBeCloseTo(0.96, 12);
  });

  it('maps every ticket to an outcome, by cumulative weight', () => {
    expect(outcomeAt(0).tenths).toBe(0);
    expect(outcomeAt(5011).tenths).toBe(0);
    expect(outcomeAt(5012).tenths).toBe(5);
    expect(outcomeAt(WEIGHT_TOTAL - 1).tenths).toBe(500);
    expect(() => outcomeAt(WEIGHT_TOTAL)).toThrow(RangeError);
    const counts = new Map<number, number>();
    for (let ticket = 0; ticket < WEIGHT_TOTAL; ticket++) {
      const { tenths } = outcomeAt(ticket);
      counts.set(tenths, (counts.get(tenths) ?? 0) + 1);
    }
    for (const o of PAYTABLE) expect(counts.get(o.tenths)).toBe(o.weight);
  });

  it('draws tickets in range and pays exact minor units', () => {
    for (let i = 0; i < 200; i++) {
      const ticket = drawTicket();
      expect(Number.isInteger(ticket) && ticket >= 0 && ticket < WEIGHT_TOTAL).toBe(true);
    }
    expect(winOf(100_000n, { tenths: 5 })).toBe(50_000n);
    expect(winOf(100_000n, { tenths: 500 })).toBe(5_000_000n);
    expect(winOf(100_000n, { tenths: 0 })).toBe(0n);
  });
});
