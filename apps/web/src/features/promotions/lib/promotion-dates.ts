import type { Promotion } from '@app/contracts';

/** spec §4: the list shows DD/MM/YYYY, the detail header YYYY/MM/DD. */
export type DateStyle = 'list' | 'detail';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in the visitor's time zone, in the style of the list or of the detail header. */
export function formatPromotionDate(iso: string, style: DateStyle): string {
  const d = new Date(iso);
  const [y, m, day] = [String(d.getFullYear()), pad(d.getMonth() + 1), pad(d.getDate())];
  return style === 'list' ? `${day}/${m}/${y}` : `${y}/${m}/${day}`;
}

/**
 * spec §4 date display: noExpiry 1 shows the start date then the long-term label; equal dates
 * show one date; otherwise the range.
 */
export function formatPromotionDates(
  promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>,
  style: DateStyle,
  longTermLabel: string,
): string {
  const start = formatPromotionDate(promotion.startDate, style);
  if (promotion.noExpiry === 1 || !promotion.endDate) return `${start} - ${longTermLabel}`;
  const end = formatPromotionDate(promotion.endDate, style);
  return start === end ? start : `${start} - ${end}`;
}
