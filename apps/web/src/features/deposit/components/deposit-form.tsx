import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { PaymentChannel } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { DepositAmountField } from './deposit-amount-field.tsx';
import { DepositChannelIntro } from './deposit-channel-intro.tsx';
import { DepositChannelPicker } from './deposit-channel-picker.tsx';
import { DepositSuccess } from './deposit-success.tsx';
import { useDepositForm } from './use-deposit-form.ts';

/** The channel, its instructions, the amount and, for a bank transfer, its reference and payer. */
export function DepositForm({ channels }: { channels: PaymentChannel[] }) {
  const { t } = useTranslation();
  const form = useDepositForm(channels);
  const { channel, isBankTransfer, pending } = form;

  if (form.done) return <DepositSuccess deposit={form.done} onAgain={form.again} />;

  return (
    <form className="money-card" noValidate onSubmit={form.onSubmit} data-testid="deposit-form">
      <DepositChannelPicker
        channels={channels}
        selected={channel.code}
        onSelect={form.chooseChannel}
      />
      <DepositChannelIntro channel={channel} />
      <DepositAmountField form={form} />

      {isBankTransfer ? (
        <>
          <FormField
            name="reference"
            label={t('deposit.fields.reference')}
            value={form.reference}
            onChange={form.changeReference}
            maxLength={64}
            required
            hint={t('deposit.fields.referenceHint')}
            error={form.message('reference')}
          />
          <FormField
            name="payerName"
            label={t('deposit.fields.payerName')}
            value={form.payerName}
            onChange={form.setPayerName}
            maxLength={64}
            error={form.message('payerName')}
          />
        </>
      ) : null}

      {form.formError ? (
        <p className="ui-form__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending}
        data-testid="deposit-submit"
      >
        {pending
          ? t('common.loading')
          : isBankTransfer
            ? t('deposit.submitBank')
            : t('deposit.submitOnline')}
      </button>
    </form>
  );
}
