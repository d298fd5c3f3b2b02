import { describe, expect, it } from 'vitest';
import { formatAmountMinor, groupAmount } from './amount.ts';

describe('groupAmount (spec §9 #,##0.00)', () => {
  it('groups the integer part from the string, keeping sign and decimals', () => {
    expect(groupAmount('1234567.50')).toBe('1,234,567.50');
    expect(groupAmount('-1000.00')).toBe('-1,000.00');
    expect(groupAmount('999.99')).toBe('999.99');
    expect(groupAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(groupAmount('100000')).toBe('100,000');
  });

  it('formats minor units with formatAmountMinor', () => {
    expect(groupAmount(formatAmountMinor(123456789n))).toBe('1,234,567.89');
    expect(groupAmount(formatAmountMinor(5n))).toBe('0.05');
  });
});
