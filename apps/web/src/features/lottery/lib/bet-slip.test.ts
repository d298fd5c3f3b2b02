import { describe, expect, it } from 'vitest';
import {
  addNumbers,
  allNumbers,
  normaliseNumber,
  parseNumberList,
  quickPickNumbers,
  summariseSlip,
  toggleNumber,
} from './bet-slip.ts';

const LO = { digits: 2, minNumbers: 1, maxNumbers: 100, combination: false };
const XIEN3 = { digits: 2, minNumbers: 3, maxNumbers: 3, combination: true };

describe('number pickers', () => {
  it('offers 00-99 and 000-999', () => {
    expect(allNumbers(2)).toHaveLength(100);
    expect(allNumbers(2)[7]).toBe('07');
    expect(allNumbers(3).at(-1)).toBe('999');
    expect(allNumbers(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
  it('pads typed numbers and refuses what does not fit', () => {
    expect(normaliseNumber('7', 3)).toBe('007');
    expect(normaliseNumber(' 123 ', 3)).toBe('123');
    expect(normaliseNumber('1234', 3)).toBeNull();
    expect(normaliseNumber('1a', 2)).toBeNull();
    expect(parseNumberList('12 345, 7;12 abc', 3)).toEqual({
      numbers: ['012', '345', '007'],
      invalid: ['abc'],
    });
  });
  it('quick picks', () => {
    expect(quickPickNumbers('pairs')).toEqual([
      '00',
      '11',
      '22',
      '33',
      '44',
      '55',
      '66',
      '77',
      '88',
      '99',
    ]);
    expect(quickPickNumbers('head3')).toHaveLength(10);
    expect(quickPickNumbers('tail3')[1]).toBe('13');
    expect(quickPickNumbers('even')).toHaveLength(50);
    expect(quickPickNumbers('big')[0]).toBe('50');
  });
  it('toggles numbers and stops a xiên at its size', () => {
    expect(toggleNumber(['01'], '02', LO)).toEqual(['01', '02']);
    expect(toggleNumber(['01', '02'], '01', LO)).toEqual(['02']);
    expect(toggleNumber(['01', '02', '03'], '04', XIEN3)).toEqual(['01', '02', '03']);
    expect(toggleNumber(['01', '02', '03'], '02', XIEN3)).toEqual(['01', '03']);
    expect(addNumbers(['05'], ['01', '05', '02', '03'], XIEN3)).toEqual(['05', '01', '02']);
  });
});

describe('bet slip', () => {
  it('totals stake × numbers exactly', () => {
    expect(summariseSlip({ rule: LO, numbers: ['01', '02', '03'], stake: '10.10' })).toEqual({
      tickets: 3,
      total: '30.30',
      problem: null,
    });
  });
  it('makes one ticket of a complete xiên', () => {
    expect(summariseSlip({ rule: XIEN3, numbers: ['01', '02', '03'], stake: '5' })).toMatchObject({
      tickets: 1,
      total: '5.00',
      problem: null,
    });
    expect(summariseSlip({ rule: XIEN3, numbers: ['01', '02'], stake: '5' }).problem).toBe('count');
  });
  it('names the first problem', () => {
    expect(summariseSlip({ rule: LO, numbers: [], stake: '5' }).problem).toBe('noNumbers');
    expect(summariseSlip({ rule: LO, numbers: ['01'], stake: '5.001' }).problem).toBe(
      'stakeFormat',
    );
    expect(summariseSlip({ rule: LO, numbers: ['01'], stake: '0' }).problem).toBe('stakeFormat');
    expect(
      summariseSlip({ rule: LO, numbers: ['01'], stake: '0.5', minStake: '1.00' }).problem,
    ).toBe('stakeMin');
    expect(
      summariseSlip({ rule: LO, numbers: ['01'], stake: '501', maxStake: '500.00' }).problem,
    ).toBe('stakeMax');
  });
  it('checks the balance against the total, not the stake', () => {
    const slip = { rule: LO, numbers: ['01', '02', '03'], stake: '40' };
    expect(summariseSlip({ ...slip, balance: '120.00' }).problem).toBeNull();
    expect(summariseSlip({ ...slip, balance: '119.99' }).problem).toBe('balance');
  });
});
