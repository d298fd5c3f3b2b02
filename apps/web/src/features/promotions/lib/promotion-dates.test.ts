import { describe, expect, it } from 'vitest';
import { formatPromotionDate, formatPromotionDates } from './promotion-dates.ts';

// Dates are built in the visitor's time zone, the zone the site shows them in.
const local = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).toISOString();

describe('promotion dates (spec §4)', () => {
  it('shows DD/MM/YYYY in the list and YYYY/MM/DD in the detail header', () => {
    expect(formatPromotionDate(local(2026, 3, 5), 'list')).toBe('05/03/2026');
    expect(formatPromotionDate(local(2026, 3, 5), 'detail')).toBe('2026/03/05');
  });

  it('shows the range when the dates differ', () => {
    const p = { startDate: local(2026, 11, 14), endDate: local(2027, 1, 2), noExpiry: 0 as const };
    expect(formatPromotionDates(p, 'list', 'Dài hạn')).toBe('14/11/2026 - 02/01/2027');
    expect(formatPromotionDates(p, 'detail', 'Dài hạn')).toBe('2026/11/14 - 2027/01/02');
  });

  it('shows one date when start and end fall on the same day', () => {
    const p = {
      startDate: local(2026, 12, 24, 8),
      endDate: local(2026, 12, 24, 22),
      noExpiry: 0 as const,
    };
    expect(formatPromotionDates(p, 'list', 'Dài hạn')).toBe('24/12/2026');
    expect(formatPromotionDates(p, 'detail', 'Dài hạn')).toBe('2026/12/24');
  });

  it('shows the start then the long-term label when noExpiry is 1, whatever the end says', () => {
    const p = { startDate: local(2026, 11, 14), endDate: local(2027, 1, 2), noExpiry: 1 as const };
    expect(formatPromotionDates(p, 'list', 'Dài hạn')).toBe('14/11/2026 - Dài hạn');
    expect(formatPromotionDates({ ...p, endDate: null }, 'detail', 'Long term')).toBe(
      '2026/11/14 - Long term',
    );
  });
});
