/** The merchant's offset (Asia/Ho_Chi_Minh has no daylight saving): days are merchant days. */
const MERCHANT_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The merchant day `daysAgo` days before `now`, YYYY-MM-DD. */
function merchantDay(now: number, daysAgo: number): string {
  return new Date(now + MERCHANT_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** A preset as a day range, both ends included: 7 days and 30 days end today. */
export function presetRange(
  preset: DatePreset,
  now: number = Date.now(),
): { startDate: string; endDate: string } {
  switch (preset) {
    case 'today':
      return { startDate: merchantDay(now, 0), endDate: merchantDay(now, 0) };
    case 'yesterday':
      return { startDate: merchantDay(now, 1), endDate: merchantDay(now, 1) };
    case 'week':
      return { startDate: merchantDay(now, 6), endDate: merchantDay(now, 0) };
    case 'month':
      return { startDate: merchantDay(now, 29), endDate: merchantDay(now, 0) };
  }
}
