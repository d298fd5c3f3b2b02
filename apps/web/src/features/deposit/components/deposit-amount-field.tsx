import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import { FormField } from '../../../components/ui/form-field.tsx';
import { quickAmounts } from '../lib/quick-amounts.ts';
import type { DepositFormState } from './use-deposit-form.ts';

/** The amount, with the channel's limits as its placeholder, and the quick-amount chips. */
export function DepositAmountField({ form }: { form: DepositFormState }) {
  const { t } = useTranslation();
  const { channel, amount } = form;
  return (
    <>
      <FormField
        name="amount"
        label={t('deposit.fields.amount')}
        value={amount}
        onChange={form.changeAmount}
        onBlur={form.blurAmount}
        inputMode="numeric"
        required
        placeholder={t('deposit.limits', {
          min: formatMoney(channel.minAmount),
          max: formatMoney(channel.maxAmount),
        })}
        error={form.message('amount')}
      />
      <div className="money-chips" role="group" aria-label={t('deposit.quick')}>
        {quickAmounts(channel).map((a) => (
          <button
            key={a}
            type="button"
            className="money-chip"
            aria-pressed={amount === a}
            onClick={() => form.pickAmount(a)}
          >
            {formatMoney(`${a}.00`).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
    </>
  );
}
