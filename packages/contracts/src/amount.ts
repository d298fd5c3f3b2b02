import { MONEY } from './constants.ts';

// ---- money on the wire (docs/decisions/2026-11-21-money-type.md)
// Plain functions, no schema: the site's first script uses them, and a module it imports brings
// into that script every schema of the module any page uses (docs/decisions/2026-11-29-answers-checked-once.md).

/** Largest amount any call takes: 15 integer digits (far below bigint's range in minor units). */
const MAX_INTEGER_DIGITS = 15;

/**
 * An exact decimal amount to minor units (`"1234.5"` → 123450n), or null when the text is not a
 * plain non-negative decimal: no sign, no exponent, no spaces, no leading zeros, at most `decimals`
 * decimals and 15 integer digits. Never goes through a float.
 */
export function parseAmountMinor(text: unknown, decimals: number = MONEY.decimals): bigint | null {
  if (typeof text !== 'string') return null;
  const match = /^(0|[1-9]\d*)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (whole!.length > MAX_INTEGER_DIGITS || fraction.length > decimals) return null;
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Like parseAmountMinor, with an optional leading minus (operator adjustments). */
export function parseSignedAmountMinor(
  text: unknown,
  decimals: number = MONEY.decimals,
): bigint | null {
  if (typeof text !== 'string') return null;
  const negative = text.startsWith('-');
  const minor = parseAmountMinor(negative ? text.slice(1) : text, decimals);
  if (minor === null) return null;
  return negative ? -minor : minor;
}

/** Minor units to the wire format with exactly `decimals` decimals: 123450n → "1234.50". */
export function formatAmountMinor(minor: bigint, decimals: number = MONEY.decimals): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * spec §9 "#,##0.00" for text and messages the server writes: a decimal string
 * ("1234567.50", "-1000.00") with thousands separators in its integer part, on the string, never
 * through a float. Sign and decimals stay as they came; `groupAmount(formatAmountMinor(minor))`
 * for minor units.
 */
export function groupAmount(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}
