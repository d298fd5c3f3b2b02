import { formatAmountMinor, parseAmountMinor, type LotteryBetOption } from '@app/contracts';

/**
 * How a bet type is picked (contracts' LotteryBetOption): the digits of each number (1 for
 * đầu/đuôi, 2 for lô and đề, 3 for lô 3 số and ba càng), how many numbers, and whether they make
 * one combination (xiên) or one bet each.
 */
export type PickRule = Pick<
  LotteryBetOption,
  'digits' | 'minNumbers' | 'maxNumbers' | 'combination'
>;

/** Every number a picker of `digits` digits offers, zero-padded ("00" … "99"). */
export function allNumbers(digits: number): string[] {
  const count = 10 ** digits;
  return Array.from({ length: count }, (_, i) => String(i).padStart(digits, '0'));
}

/** A typed number, zero-padded to its digits, or null when it is not one. */
export function normaliseNumber(text: string, digits: number): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || trimmed.length > digits) return null;
  return trimmed.padStart(digits, '0');
}

/**
 * Several numbers typed at once ("12 34,567;8"): each is normalised; unreadable parts are
 * returned apart so the page can say which were refused.
 */
export function parseNumberList(
  text: string,
  digits: number,
): { numbers: string[]; invalid: string[] } {
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;.]+/)) {
    if (!part) continue;
    const n = normaliseNumber(part, digits);
    if (n === null) invalid.push(part);
    else if (!numbers.includes(n)) numbers.push(n);
  }
  return { numbers, invalid };
}

/** Quick picks of a 2-digit grid (spec: "grid 00-99 with quick picks"). */
export type QuickPick =
  'even' | 'odd' | 'big' | 'small' | 'pairs' | `head${number}` | `tail${number}`;

/** The numbers a quick pick selects on a 2-digit grid. */
export function quickPickNumbers(pick: QuickPick): string[] {
  const all = allNumbers(2);
  const n = (s: string) => Number(s);
  switch (pick) {
    case 'even':
      return all.filter((s) => n(s) % 2 === 0);
    case 'odd':
      return all.filter((s) => n(s) % 2 === 1);
    case 'big':
      return all.filter((s) => n(s) >= 50);
    case 'small':
      return all.filter((s) => n(s) < 50);
    case 'pairs':
      return all.filter((s) => s[0] === s[1]);
    default: {
      const head = /^head(\d)$/.exec(pick);
      if (head) return all.filter((s) => s[0] === head[1]);
      const tail = /^tail(\d)$/.exec(pick);
      if (tail) return all.filter((s) => s[1] === tail[1]);
      return [];
    }
  }
}

/** Adds or removes a number; a selection never grows past the type's maximum (xiên: its size). */
export function toggleNumber(
  selected: readonly string[],
  number: string,
  rule: PickRule,
): string[] {
  if (selected.includes(number)) return selected.filter((n) => n !== number);
  if (selected.length >= rule.maxNumbers) return [...selected];
  return [...selected, number];
}

/** Adds numbers (a quick pick, a typed list) up to the type's maximum, keeping those chosen. */
export function addNumbers(
  selected: readonly string[],
  numbers: readonly string[],
  rule: PickRule,
): string[] {
  const out = [...selected];
  for (const n of numbers) {
    if (out.length >= rule.maxNumbers) break;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

export type SlipProblem =
  'noNumbers' | 'count' | 'stakeFormat' | 'stakeMin' | 'stakeMax' | 'balance';

export type SlipSummary = {
  /** Tickets the slip buys: one per number, or one for a whole xiên. */
  tickets: number;
  /** stake × tickets, a decimal string ("30.00"); null while the stake is unreadable. */
  total: string | null;
  problem: SlipProblem | null;
};

/**
 * The bet slip: stake per number (per ticket), the total, and the first thing that stops it
 * being placed, the balance check last. Amounts are exact (minor units), never floats.
 */
export function summariseSlip(input: {
  rule: PickRule;
  numbers: readonly string[];
  stake: string;
  minStake?: string | null;
  maxStake?: string | null;
  balance?: string | null;
}): SlipSummary {
  const { rule, numbers } = input;
  const fits = numbers.length >= rule.minNumbers && numbers.length <= rule.maxNumbers;
  const tickets = rule.combination ? (fits ? 1 : 0) : numbers.length;
  const stake = parseAmountMinor(input.stake.trim());
  const total = stake !== null ? formatAmountMinor(stake * BigInt(tickets)) : null;
  const problem = ((): SlipProblem | null => {
    if (numbers.length === 0) return 'noNumbers';
    if (!fits) return 'count';
    if (stake === null || stake <= 0n) return 'stakeFormat';
    const min = input.minStake ? parseAmountMinor(input.minStake) : null;
    if (min !== null && stake < min) return 'stakeMin';
    const max = input.maxStake ? parseAmountMinor(input.maxStake) : null;
    if (max !== null && stake > max) return 'stakeMax';
    const balance = input.balance ? parseAmountMinor(input.balance) : null;
    if (balance !== null && stake * BigInt(tickets) > balance) return 'balance';
    return null;
  })();
  return { tickets, total, problem };
}
