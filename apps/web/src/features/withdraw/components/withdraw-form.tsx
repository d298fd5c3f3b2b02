import '../locales/strings.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { WithdrawInfo } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { FormField } from '../../../components/ui/form-field.tsx';
import { BindAccountForm } from './bind-account-form.tsx';
import { FormSubmit } from './form-submit.tsx';
import { PaymentPasswordField } from './payment-password-field.tsx';
import { useWithdrawForm } from './use-withdraw-form.ts';
import { WithdrawAccountPicker } from './withdraw-account-picker.tsx';
import { WithdrawSuccess } from './withdraw-success.tsx';

/** Step 3: amount (limits, at most the balance), account, payment password. */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const form = useWithdrawForm(info);
  const [binding, setBinding] = useState(false);

  if (form.done) return <WithdrawSuccess withdrawal={form.done} onAgain={form.again} />;
  if (binding) return <BindAccountForm onCancel={() => setBinding(false)} />;

  return (
    <form className="money-card" noValidate onSubmit={form.onSubmit} data-testid="withdraw-form">
      <WithdrawAccountPicker
        info={info}
        selected={form.accountId}
        onSelect={form.setAccountId}
        onAdd={() => setBinding(true)}
      />
      <FormField
        name="amount"
        inputMode="numeric"
        label={t('withdraw.fields.amount')}
        value={form.amount}
        onChange={form.changeAmount}
        required
        placeholder={t('withdraw.limits', {
          min: formatMoney(info.minAmount),
          max: formatMoney(info.maxAmount),
        })}
        hint={t('withdraw.available', {
          amount: `${info.currencySymbol}${formatMoney(info.balance)}`,
        })}
        error={form.message('amount')}
        end={
          <button
            type="button"
            className="money-chip"
            onClick={() => form.changeAmount(info.balance.replace(/\.00$/, ''))}
          >
            {t('withdraw.all')}
          </button>
        }
      />
      <PaymentPasswordField
        name="paymentPassword"
        autoComplete="off"
        label={t('withdraw.fields.paymentPassword')}
        value={form.password}
        onChange={form.changePassword}
        error={form.message('paymentPassword')}
      />
      <FormSubmit error={form.formError} pending={form.pending} testId="withdraw-submit">
        {form.pending ? t('common.loading') : t('withdraw.submit')}
      </FormSubmit>
    </form>
  );
}
