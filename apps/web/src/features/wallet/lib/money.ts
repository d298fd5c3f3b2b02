import { parseAmountMinor, parseSignedAmountMinor } from '@app/contracts';

/** spec §9: group comma, decimal point, whatever the page language. */
const GROUPED = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * spec §9 "#,##0.00": a decimal string from the server ("1234567.5", "-20.00") formatted exactly
 * (the integer part through Intl.NumberFormat as a bigint, never a float). Unreadable text is
 * returned as it came.
 */
export function formatMoney(amount: string, { signed = false } = {}): string {
  const minor = parseSignedAmountMinor(amount);
  if (minor === null) return amount;
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = GROUPED.format(abs / 100n);
  const fraction = String(abs % 100n).padStart(2, '0');
  const sign = negative ? '-' : signed && abs > 0n ? '+' : '';
  return `${sign}${whole}.${fraction}`;
}

/** What hides a balance (spec §2 "maskable with asterisks"). */
export const MASK = '****';

/** Minor units of a typed amount, or null (contracts parsing: no floats, at most 2 decimals). */
export const amountMinor = (text: string) => parseAmountMinor(text.trim());

export type AmountError = { key: string; values?: Record<string, string> };

/**
 * The message for a typed amount: required, format (contracts parsing), below the minimum, above
 * the maximum, or above what the wallet holds.
 */
export function checkAmount(
  text: string,
  limits: { min: string; max: string; balance?: string },
): AmountError | null {
  if (!text.trim()) return { key: 'wallet.amount.required' };
  const minor = amountMinor(text);
  if (minor === null || minor <= 0n) return { key: 'wallet.amount.format' };
  const min = parseAmountMinor(limits.min);
  const max = parseAmountMinor(limits.max);
  if (min !== null && minor < min) {
    return { key: 'wallet.amount.min', values: { min: formatMoney(limits.min) } };
  }
  if (max !== null && minor > max) {
    return { key: 'wallet.amount.max', values: { max: formatMoney(limits.max) } };
  }
  if (limits.balance !== undefined) {
    const balance = parseAmountMinor(limits.balance);
    if (balance !== null && minor > balance) return { key: 'wallet.amount.balance' };
  }
  return null;
}
