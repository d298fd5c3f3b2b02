import type { LotteryBetOption, LotteryBetType } from '@app/contracts';

/** The bet types the page offers first (the most played), then the rest in the server's order. */
const FIRST: readonly LotteryBetType[] = [
  'LO2',
  'DE',
  'LO3',
  'BA_CANG',
  'DAU',
  'DUOI',
  'XIEN2',
  'XIEN3',
  'XIEN4',
];

/** The game's bet options in the order the betting page offers them. */
export function orderOptions(options: readonly LotteryBetOption[]): LotteryBetOption[] {
  const rank = (t: LotteryBetType) => {
    const i = FIRST.indexOf(t);
    return i < 0 ? FIRST.length : i;
  };
  return [...options].sort((a, b) => rank(a.betType) - rank(b.betType));
}
