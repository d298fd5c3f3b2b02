import { formatAmountMinor, groupAmount, parseSignedAmountMinor } from '@app/contracts';

/**
 * The shared formatters of the site and the back office: money (spec §9 "#,##0.00", on the
 * string) and dates (through `Intl`, with one mapping from a site language to its locale).
 */

/** A site language (spec §1: TY is Vietnamese, EN English) or the i18next code of one. */
export type FormatLanguage = 'TY' | 'EN' | 'vi' | 'en' | (string & {});

/**
 * The one locale mapping: Vietnamese is `vi-VN`; English is `en-GB`, so that both show dates
 * day first (02/11/2026) and times on the 24-hour clock, as the market reads them.
 */
export function intlLocale(language: FormatLanguage): 'vi-VN' | 'en-GB' {
  return language === 'EN' || language === 'en' || language.startsWith('en-') ? 'en-GB' : 'vi-VN';
}

/**
 * spec §9 "#,##0.00": a decimal string from the server ("1234567.5", "-20.00") formatted exactly,
 * never through a float: its integer part grouped by threes on the string (`groupAmount`, as the
 * server's messages are), whatever the page language. Not through Intl: the first Intl formatter
 * of a page loads its locale data, which on the home (the winner board's amounts) was the longest
 * task of the page's second second (~7.5 ms on a fast desktop, four times that on Lighthouse's
 * phone). Unreadable text is returned as it came.
 */
export function formatMoney(amount: string, { signed = false } = {}): string {
  const minor = parseSignedAmountMinor(amount);
  if (minor === null) return amount;
  const text = groupAmount(formatAmountMinor(minor));
  return signed && minor > 0n ? `+${text}` : text;
}

/** What hides a balance (spec §2 "maskable with asterisks"). */
export const MASK = '****';

/**
 * How much of an instant to show, the same in both languages: `dateTime` "02/11/2026 18:15",
 * `dateTimeSeconds` "02/11/2026 18:15:09", `date` "02/11/2026", `time` "18:15:09".
 */
export type DateStyle = 'dateTime' | 'dateTimeSeconds' | 'date' | 'time';

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const MINUTES: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const SECONDS: Intl.DateTimeFormatOptions = { ...MINUTES, second: '2-digit' };

/** The parts each style joins with a space: the date, then the time (the same order in both languages). */
const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions[]> = {
  dateTime: [DATE, MINUTES],
  dateTimeSeconds: [DATE, SECONDS],
  date: [DATE],
  time: [SECONDS],
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const key = `${locale}|${JSON.stringify(options)}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, found);
  }
  return found;
}

/**
 * An instant (ISO text or Date) in the language's locale, on the 24-hour clock: the viewer's
 * local time, or `timeZone`'s (records show the merchant's time, `Asia/Ho_Chi_Minh`). Empty for a
 * missing or unreadable instant.
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: FormatLanguage,
  style: DateStyle = 'dateTime',
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale(language);
  return STYLES[style]
    .map((options) => formatter(locale, options, timeZone).format(date))
    .join(' ');
}
