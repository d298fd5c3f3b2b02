import { parseAmountMinor, type PaymentChannel } from '@app/contracts';

const QUICK_AMOUNTS = ['50000', '100000', '200000', '500000', '1000000', '5000000'];

/** Quick-amount chips inside the channel's limits. */
export function quickAmounts(channel: PaymentChannel): string[] {
  const min = parseAmountMinor(channel.minAmount) ?? 0n;
  const max = parseAmountMinor(channel.maxAmount) ?? 0n;
  return QUICK_AMOUNTS.filter((a) => {
    const minor = parseAmountMinor(a) ?? 0n;
    return minor >= min && minor <= max;
  });
}
