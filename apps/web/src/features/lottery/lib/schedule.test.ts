import { describe, expect, it } from 'vitest';
import { drawDayOf, drawDays } from './schedule.ts';

describe('draw days', () => {
  it("names a moment's weekday in each time zone asked, however often it is asked", () => {
    // 2026-11-29 20:00 UTC: Monday 03:00 in Ho Chi Minh City, still Sunday in London and New York.
    const moment = new Date(Date.UTC(2026, 10, 29, 20, 0));
    for (let i = 0; i < 3; i++) {
      expect(drawDayOf(moment)).toBe(2);
      expect(drawDayOf(moment, 'Europe/London')).toBe(1);
      expect(drawDayOf(moment, 'America/New_York')).toBe(1);
      expect(drawDayOf(moment, 'Asia/Ho_Chi_Minh')).toBe(2);
    }
    // Saturday 2026-11-28 12:00 UTC everywhere of the three.
    expect(drawDayOf(new Date(Date.UTC(2026, 10, 28, 12)), 'Europe/London')).toBe(7);
  });

  it('reads a comma-separated drawDayOfWeek, dropping what is not a weekday', () => {
    expect(drawDays('3, 1,9,x,3')).toEqual([1, 3]);
    expect(drawDays(null)).toEqual([]);
  });
});
