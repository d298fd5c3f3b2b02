import { describe, expect, it } from 'vitest';
import { RECORDS_UTC_OFFSET } from '@app/contracts';
import {
  merchantDay,
  merchantDayCompact,
  merchantDayRange,
  merchantDayStart,
} from './merchant-day.ts';

describe('merchant days (+07:00)', () => {
  it('counts in the merchant offset', () => {
    expect(RECORDS_UTC_OFFSET).toBe('+07:00');
  });

  it('starts a day at 17:00 UTC the day before', () => {
    expect(merchantDay(new Date('2026-11-23T16:59:59.999Z'))).toBe('2026-11-23');
    expect(merchantDay(new Date('2026-11-23T17:00:00.000Z'))).toBe('2026-11-24');
    expect(merchantDayStart('2026-11-24').toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('crosses month and year edges', () => {
    expect(merchantDay(new Date('2026-12-31T17:00:00.000Z'))).toBe('2027-01-01');
    expect(merchantDayCompact(new Date('2026-02-28T17:30:00.000Z'))).toBe('20260301');
  });

  it('turns a span of days into a half-open UTC range', () => {
    const { from, to } = merchantDayRange('2026-11-01', '2026-11-01');
    expect(from?.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-11-01T17:00:00.000Z');
    // The last millisecond of the day is inside, the first of the next is not.
    const last = new Date('2026-11-01T16:59:59.999Z');
    expect(last >= from! && last < to!).toBe(true);
    expect(new Date('2026-11-01T17:00:00.000Z') < to!).toBe(false);
  });

  it('leaves out the ends it is not given', () => {
    expect(merchantDayRange()).toEqual({});
    expect(Object.keys(merchantDayRange('2026-11-01'))).toEqual(['from']);
    expect(Object.keys(merchantDayRange(undefined, '2026-11-01'))).toEqual(['to']);
  });
});
