import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, intlLocale } from './format.ts';

describe('formatMoney (spec §9 #,##0.00)', () => {
  it('groups by comma with two decimals, exactly', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('-20.00')).toBe('-20.00');
    expect(formatMoney('999999999999999.99')).toBe('999,999,999,999,999.99');
  });

  it('signs gains when asked, and leaves unreadable text as it came', () => {
    expect(formatMoney('5', { signed: true })).toBe('+5.00');
    expect(formatMoney('0', { signed: true })).toBe('0.00');
    expect(formatMoney('abc')).toBe('abc');
  });

  it('groups whole numbers of every length the wire allows as en-US Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (let length = 1; length <= 15; length++) {
      const whole = BigInt('987654321012345'.slice(0, length));
      expect(formatMoney(`${whole}.07`)).toBe(`${intl.format(whole)}.07`);
      expect(formatMoney(`-${whole}.07`)).toBe(`-${intl.format(whole)}.07`);
    }
  });
});

describe('formatDate', () => {
  const at = '2026-11-02T11:15:09.000Z';
  const zone = 'Asia/Ho_Chi_Minh';

  it('maps both spellings of each language to one locale', () => {
    expect(intlLocale('TY')).toBe('vi-VN');
    expect(intlLocale('vi')).toBe('vi-VN');
    expect(intlLocale('EN')).toBe('en-GB');
    expect(intlLocale('en')).toBe('en-GB');
  });

  it('shows day first on the 24-hour clock in both languages', () => {
    for (const language of ['vi', 'en']) {
      expect(formatDate(at, language, 'date', zone)).toBe('02/11/2026');
      expect(formatDate(at, language, 'time', zone)).toBe('18:15:09');
      expect(formatDate(at, language, 'dateTime', zone)).toBe('02/11/2026 18:15');
      expect(formatDate(at, language, 'dateTimeSeconds', zone)).toBe('02/11/2026 18:15:09');
    }
  });

  it('answers empty for a missing or unreadable instant', () => {
    expect(formatDate(null, 'vi')).toBe('');
    expect(formatDate('', 'vi')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
