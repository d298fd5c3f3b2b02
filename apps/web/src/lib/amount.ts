import { parseAmountMinor } from '@app/contracts';
import { formatMoney } from '@app/client/format';

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
