import { describe, expect, it } from 'vitest';
import {
  isSeaSheet,
  LOTTERY_BET_TYPES,
  LOTTERY_BET_STATUSES,
  SHEET_LEVELS,
  SHEET_SHAPES,
} from '@app/contracts';
import en from './en.json';
import vi from './vi.json';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('lottery locales', () => {
  it('have the same keys in both languages', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });
  it('name every bet type, its rule and every bet status', () => {
    for (const tree of [vi, en]) {
      const all = keys(tree);
      for (const type of LOTTERY_BET_TYPES) {
        expect(all).toContain(`lottery.betTypes.${type}`);
        expect(all).toContain(`lottery.betRules.${type}`);
      }
      for (const status of LOTTERY_BET_STATUSES)
        expect(all).toContain(`lottery.bet.status.${status}`);
      for (const shape of SHEET_SHAPES.filter(isSeaSheet))
        for (const { level } of SHEET_LEVELS[shape])
          expect(all).toContain(`lottery.seaLevels.${shape}.${level}`);
    }
  });
});
