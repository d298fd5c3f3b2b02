import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { PaymentPasswordSchema } from '@app/contracts';
import { errorKey } from '../../../lib/form-errors.ts';
import { useSetPaymentPassword } from '../api/set-payment-password.ts';
import { FormSubmit } from './form-submit.tsx';
import { LoginPasswordField } from './login-password-field.tsx';
import { PaymentPasswordField } from './payment-password-field.tsx';
import { useWithdrawErrors, type WithdrawErrors } from './use-withdraw-errors.ts';

/** Step 1 (spec §2 /m/withdraw): the payment password, 6 digits and its confirmation, once. */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const { setErrors, message, clear } = useWithdrawErrors();
  const mutation = useSetPaymentPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: WithdrawErrors = {
      paymentPassword: PaymentPasswordSchema.safeParse(password).success
        ? null
        : { key: 'withdraw.errors.passwordFormat' },
      confirmPaymentPassword: !confirm
        ? { key: 'withdraw.errors.confirmRequired' }
        : confirm !== password
          ? { key: 'errors.withdraw.confirm_mismatch' }
          : null,
      loginPassword: loginPassword ? null : { key: 'withdraw.errors.loginPasswordRequired' },
    };
    setErrors(found);
    if (found.paymentPassword || found.confirmPaymentPassword || found.loginPassword) return;
    try {
      await mutation.mutateAsync({
        paymentPassword: password,
        confirmPaymentPassword: confirm,
        loginPassword,
      });
    } catch (error) {
      setFormError(t(errorKey(error)));
    }
  };

  return (
    <form className="money-card" noValidate onSubmit={onSubmit} data-testid="payment-password-form">
      <h2 className="money-card__title">{t('withdraw.password.title')}</h2>
      <p className="money-card__text">{t('withdraw.password.intro')}</p>
      <PaymentPasswordField
        name="paymentPassword"
        autoComplete="new-password"
        label={t('withdraw.fields.paymentPassword')}
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('paymentPassword');
        }}
        error={message('paymentPassword')}
      />
      <PaymentPasswordField
        name="confirmPaymentPassword"
        autoComplete="new-password"
        label={t('withdraw.fields.confirmPaymentPassword')}
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          clear('confirmPaymentPassword');
        }}
        error={message('confirmPaymentPassword')}
      />
      <LoginPasswordField
        value={loginPassword}
        onChange={(v) => {
          setLoginPassword(v);
          clear('loginPassword');
        }}
        error={message('loginPassword')}
      />
      <FormSubmit error={formError} pending={mutation.isPending} testId="payment-password-submit">
        {t('withdraw.password.submit')}
      </FormSubmit>
    </form>
  );
}
