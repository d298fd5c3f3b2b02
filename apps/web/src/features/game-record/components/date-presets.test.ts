import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets.ts';

describe('presetRange', () => {
  // 2026-11-21 18:30 UTC is already 2026-11-22 01:30 in Vietnam.
  const lateUtc = Date.parse('2026-11-21T18:30:00Z');

  it('counts days in merchant time', () => {
    expect(presetRange('today', lateUtc)).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
    expect(presetRange('yesterday', lateUtc)).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
  });

  it('ends the 7- and 30-day ranges today, both ends included', () => {
    expect(presetRange('week', lateUtc)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(presetRange('month', lateUtc)).toEqual({
      startDate: '2026-10-24',
      endDate: '2026-11-22',
    });
  });
});
