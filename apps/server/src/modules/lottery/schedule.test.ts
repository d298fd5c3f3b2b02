import { describe, expect, it } from 'vitest';
import {
  drawsPerDay,
  entertainmentDraws,
  localParts,
  parseDrawDays,
  parseMonthDays,
  traditionalDrawOfNumero,
  upcomingTraditionalDraws,
  type ScheduleSettings,
} from './schedule.ts';

const VN = 'Asia/Ho_Chi_Minh';
const iso = (d: Date) => d.toISOString();

const north: ScheduleSettings = {
  drawMode: 'traditional',
  drawDays: parseDrawDays('1,2,3,4,5,6,7'),
  drawTime: '18:15',
  timeZone: VN,
  intervalSeconds: null,
  lockSeconds: 300,
};
// TP.HCM draws on Monday and Saturday (spec §3 drawDayOfWeek 2,7) at 16:15.
const hcm: ScheduleSettings = { ...north, drawDays: parseDrawDays('7,2'), drawTime: '16:15' };
const fast: ScheduleSettings = {
  drawMode: 'entertainment',
  drawDays: [],
  drawTime: null,
  timeZone: VN,
  intervalSeconds: 60,
  lockSeconds: 10,
};

describe('weekdays and time zones', () => {
  it('reads the weekday in the draw zone (1 = Sunday … 7 = Saturday), not in UTC', () => {
    // Sunday 17:30 UTC is Monday 00:30 in Vietnam (UTC+7).
    const p = localParts(new Date('2031-03-02T17:30:00Z'), VN);
    expect([p.year, p.month, p.day, p.hour, p.weekday]).toEqual([2031, 3, 3, 0, 2]);
    expect(localParts(new Date('2031-03-02T16:59:59Z'), VN).weekday).toBe(1);
  });

  it('parses drawDayOfWeek, dropping anything that is not a weekday', () => {
    expect(parseDrawDays('7, 2,2,9,x')).toEqual([2, 7]);
    expect(parseDrawDays(null)).toEqual([]);
  });
});

describe('traditional schedule', () => {
  it('draws the North every day at 18:15 local, sale closing 5 minutes before', () => {
    const [first, second] = upcomingTraditionalDraws(north, new Date('2031-03-03T11:09:00Z'), 7);
    expect(first).toEqual({
      numero: '20310303',
      openAt: new Date('2031-03-02T11:15:00Z'),
      closeAt: new Date('2031-03-03T11:10:00Z'),
      drawAt: new Date('2031-03-03T11:15:00Z'),
    });
    expect(second!.numero).toBe('20310304');
  });

  it('moves to the next day once the draw time has passed', () => {
    const [first] = upcomingTraditionalDraws(north, new Date('2031-03-03T11:15:00Z'), 7);
    expect(first!.numero).toBe('20310304');
  });

  it('draws a province only on its weekdays and opens it at its previous draw', () => {
    // From Tuesday 4 March 2031: Saturday 8, Monday 10.
    const draws = upcomingTraditionalDraws(hcm, new Date('2031-03-04T00:00:00Z'), 7);
    expect(draws.map((d) => d.numero)).toEqual(['20310308', '20310310']);
    expect(iso(draws[0]!.drawAt)).toBe('2031-03-08T09:15:00.000Z');
    expect(iso(draws[0]!.openAt)).toBe('2031-03-03T09:15:00.000Z');
    expect(iso(draws[1]!.openAt)).toBe('2031-03-08T09:15:00.000Z');
    expect(traditionalDrawOfNumero(hcm, '20310304')).toBeNull();
    expect(traditionalDrawOfNumero(hcm, '20310310')!.drawAt).toEqual(draws[1]!.drawAt);
    expect(traditionalDrawOfNumero(hcm, '20310231')).toBeNull();
  });

  it('follows a zone with daylight saving (the offset changes with the date)', () => {
    const berlin = { ...north, timeZone: 'Europe/Berlin' };
    // Europe/Berlin moves to UTC+2 on Sunday 30 March 2031.
    const [sat, sun] = upcomingTraditionalDraws(berlin, new Date('2031-03-29T00:00:00Z'), 2);
    expect(iso(sat!.drawAt)).toBe('2031-03-29T17:15:00.000Z');
    expect(iso(sun!.drawAt)).toBe('2031-03-30T16:15:00.000Z');
  });
});

describe('SEA schedules (docs/decisions/2026-11-24-sea-lotteries.md)', () => {
  // The Thai lottery: the 1st and 16th at 15:30 Bangkok; 4D: Wed, Sat, Sun at 19:00 Kuala Lumpur.
  const thai: ScheduleSettings = {
    ...north,
    drawDays: [],
    drawMonthDays: parseMonthDays('16, 1, 32, x'),
    drawTime: '15:30',
    timeZone: 'Asia/Bangkok',
    lockSeconds: 900,
  };
  const my4d: ScheduleSettings = {
    ...north,
    drawDays: parseDrawDays('1,4,7'),
    drawTime: '19:00',
    timeZone: 'Asia/Kuala_Lumpur',
    lockSeconds: 900,
  };

  it('draws on days of the month when a game has them, opening at the previous draw', () => {
    expect(thai.drawMonthDays).toEqual([1, 16]);
    const draws = upcomingTraditionalDraws(thai, new Date('2031-01-20T00:00:00Z'), 31);
    expect(draws.map((d) => [d.numero, iso(d.openAt), iso(d.closeAt), iso(d.drawAt)])).toEqual([
      [
        '20310201',
        '2031-01-16T08:30:00.000Z',
        '2031-02-01T08:15:00.000Z',
        '2031-02-01T08:30:00.000Z',
      ],
      [
        '20310216',
        '2031-02-01T08:30:00.000Z',
        '2031-02-16T08:15:00.000Z',
        '2031-02-16T08:30:00.000Z',
      ],
    ]);
    expect(traditionalDrawOfNumero(thai, '20310215')).toBeNull();
    // Across a short month: 1 March opens at 16 February.
    expect(iso(traditionalDrawOfNumero(thai, '20310301')!.openAt)).toBe('2031-02-16T08:30:00.000Z');
  });

  it('reads 4D weekdays and times in the country’s own zone (UTC+8)', () => {
    // Tuesday 4 March 2031, 23:30 UTC is Wednesday 07:30 in Kuala Lumpur.
    const draws = upcomingTraditionalDraws(my4d, new Date('2031-03-04T23:30:00Z'), 7);
    expect(draws.map((d) => [d.numero, iso(d.drawAt)])).toEqual([
      ['20310305', '2031-03-05T11:00:00.000Z'],
      ['20310308', '2031-03-08T11:00:00.000Z'],
      ['20310309', '2031-03-09T11:00:00.000Z'],
      ['20310312', '2031-03-12T11:00:00.000Z'],
    ]);
  });
});

describe('entertainment schedule', () => {
  it('numbers draws from local midnight, closing lockSeconds before each', () => {
    const [first, second] = entertainmentDraws(fast, new Date('2031-03-02T17:00:30Z'), 2);
    expect(first).toEqual({
      numero: '20310303-0001',
      openAt: new Date('2031-03-02T17:00:00Z'),
      closeAt: new Date('2031-03-02T17:00:50Z'),
      drawAt: new Date('2031-03-02T17:01:00Z'),
    });
    expect(second!.numero).toBe('20310303-0002');
  });

  it('rolls over local midnight and looks back across it', () => {
    const draws = entertainmentDraws(fast, new Date('2031-03-03T16:59:30Z'), 2);
    expect(draws.map((d) => d.numero)).toEqual(['20310303-1440', '20310304-0001']);
    const [back] = entertainmentDraws(fast, new Date('2031-03-02T17:00:30Z'), 1, 1);
    expect(back!.numero).toBe('20310302-1440');
    expect(iso(back!.drawAt)).toBe('2031-03-02T17:00:00.000Z');
  });

  it('needs an interval that divides a day', () => {
    expect(drawsPerDay(75)).toBe(1152);
    expect(() => drawsPerDay(7)).toThrow(/divide/);
  });
});
