import { describe, expect, it } from 'vitest';
import { fromVnInput, toVnInput, vnDayBefore, vnToday } from './vn-time.ts';

describe('Vietnam time in inputs', () => {
  it('shows an instant as Vietnam wall time and reads it back', () => {
    expect(toVnInput('2026-11-24T17:30:00.000Z')).toBe('2026-11-25T00:30');
    expect(fromVnInput('2026-11-25T00:30')).toBe('2026-11-24T17:30:00.000Z');
    expect(fromVnInput('')).toBeUndefined();
    expect(toVnInput(null)).toBe('');
  });

  it('names the merchant day, which starts at 17:00 UTC', () => {
    expect(vnToday(Date.parse('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
    expect(vnToday(Date.parse('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
    expect(vnDayBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});
