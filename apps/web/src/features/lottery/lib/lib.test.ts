import { afterEach, describe, expect, it } from 'vitest';
import { parseWinningNumbers } from './winning-numbers.ts';
import { drawDayOf, drawDays, FIXED_OFFSET_HOURS, weekSchedule } from './schedule.ts';
import { favouritesFirst, readLotteryFavourites, toggleLotteryFavourite } from './favourites.ts';
import { filterByRemark } from './history-search.ts';

afterEach(() => window.localStorage.clear());

describe('winning numbers (spec §3)', () => {
  it('splits levels by ~ and numbers by commas, GB first then G1…', () => {
    expect(parseWinningNumbers('12345~67890~11111,22222~ ~333')).toEqual([
      { level: 'GB', numbers: ['12345'] },
      { level: 'G1', numbers: ['67890'] },
      { level: 'G2', numbers: ['11111', '22222'] },
      { level: 'G4', numbers: ['333'] },
    ]);
  });
  it('reads levels that name themselves and nothing from an empty value', () => {
    expect(parseWinningNumbers('GB:123456~G8:07')).toEqual([
      { level: 'GB', numbers: ['123456'] },
      { level: 'G8', numbers: ['07'] },
    ]);
    expect(parseWinningNumbers('')).toEqual([]);
    expect(parseWinningNumbers(null)).toEqual([]);
  });
});

describe('weekly schedule (spec §2, §3 drawDayOfWeek)', () => {
  it('reads 1 = Sunday … 7 = Saturday and drops the rest', () => {
    expect(drawDays('2,5, 7,9,x,2')).toEqual([2, 5, 7]);
    expect(drawDays(null)).toEqual([]);
  });
  it('puts each game in the column of each of its draw days, Monday first', () => {
    const games = [
      { gameId: 'HN', drawDayOfWeek: '2,5' },
      { gameId: 'TG', drawDayOfWeek: '1' },
      { gameId: 'E', drawDayOfWeek: '1,2,3,4,5,6,7' },
    ];
    const week = weekSchedule(games);
    expect(week.map((c) => c.day)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(week[0]!.games.map((g) => g.gameId)).toEqual(['HN', 'E']);
    expect(week[6]!.games.map((g) => g.gameId)).toEqual(['TG', 'E']);
    expect(week[1]!.games.map((g) => g.gameId)).toEqual(['E']);
  });
  it('tells the weekday in Vietnam time', () => {
    // Sunday 2026-11-01 20:00 UTC is Monday 03:00 in Hồ Chí Minh City.
    expect(drawDayOf(new Date(Date.UTC(2026, 10, 1, 20)))).toBe(2);
    expect(drawDayOf(new Date(Date.UTC(2026, 10, 1, 10)))).toBe(1);
  });
  it('tells the same weekday by arithmetic as the time-zone database, in every fixed zone', () => {
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    // Every fifth hour of two years, so that each zone's midnight falls between two of them.
    const start = Date.UTC(2026, 0, 1);
    for (const zone of Object.keys(FIXED_OFFSET_HOURS)) {
      const format = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: zone });
      const intl = (date: Date) => days.indexOf(format.format(date)) + 1;
      for (let h = 0; h < 2 * 366 * 24; h += 5) {
        const date = new Date(start + h * 3_600_000 + 30 * 60_000);
        expect(drawDayOf(date, zone), `${zone} ${date.toISOString()}`).toBe(intl(date));
      }
    }
    // A zone that changes its clocks goes through the database.
    expect(drawDayOf(new Date(Date.UTC(2026, 6, 5, 22, 30)), 'Europe/Berlin')).toBe(2);
  });
});

describe('LOTTFAV (spec §3)', () => {
  it('keeps game ids per user name in local storage', () => {
    expect(toggleLotteryFavourite('demo', 'XSMB')).toEqual(['XSMB']);
    expect(toggleLotteryFavourite('demo', 'XSHCM')).toEqual(['XSMB', 'XSHCM']);
    toggleLotteryFavourite('other', 'E5');
    expect(readLotteryFavourites('demo')).toEqual(['XSMB', 'XSHCM']);
    expect(readLotteryFavourites('other')).toEqual(['E5']);
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV')!)).toEqual({
      demo: ['XSMB', 'XSHCM'],
      other: ['E5'],
    });
    expect(toggleLotteryFavourite('demo', 'XSMB')).toEqual(['XSHCM']);
    expect(readLotteryFavourites(null)).toEqual([]);
  });
  it('reads a damaged value as no favourites', () => {
    for (const damaged of [
      '{"demo": 5}',
      '{"demo": ["XSMB", 7]}',
      '["XSMB"]',
      'null',
      '"XSMB"',
      '{not json',
    ]) {
      window.localStorage.setItem('LOTTFAV', damaged);
      expect(readLotteryFavourites('demo'), damaged).toEqual([]);
    }
    // A damaged value is replaced, not added to.
    window.localStorage.setItem('LOTTFAV', '{"demo": ["XSMB"], "other": 5}');
    expect(toggleLotteryFavourite('demo', 'E5')).toEqual(['E5']);
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV')!)).toEqual({ demo: ['E5'] });
    // A name the stored object inherits is no user's.
    window.localStorage.setItem('LOTTFAV', '{}');
    expect(readLotteryFavourites('constructor')).toEqual([]);
    expect(readLotteryFavourites('__proto__')).toEqual([]);
  });
  it('puts favourites first', () => {
    const games = ['A', 'B', 'C', 'D'].map((gameId) => ({ gameId }));
    expect(favouritesFirst(games, ['C', 'A']).map((g) => g.gameId)).toEqual(['A', 'C', 'B', 'D']);
  });
});

describe('history search (spec §2)', () => {
  it('matches a substring of the remark, any case, without accents', () => {
    const items = [
      { id: 1, remark: 'Miền Bắc - Hà Nội' },
      { id: 2, remark: 'Miền Nam - TP.HCM' },
      { id: 3, remark: null },
    ];
    expect(filterByRemark(items, ' ha noi ').map((i) => i.id)).toEqual([1]);
    expect(filterByRemark(items, 'MIỀN').map((i) => i.id)).toEqual([1, 2]);
    expect(filterByRemark(items, '')).toHaveLength(3);
  });
});
