import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { PaymentPasswordSchema } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { FormProblem } from './form-problem.tsx';
import { SecurityCardActions } from './security-card-actions.tsx';
import { useChangePaymentPassword } from '../api/change-payment-password.ts';

type Fields = 'loginPassword' | 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword';
const EMPTY: Record<Fields, string> = {
  loginPassword: '',
  oldPaymentPassword: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

/**
 * Changing the payment password: the login password again first (re-authentication, ASVS
 * 7.5.1), then the old payment password, then the new 6 digits twice.
 */
export function PaymentPasswordChange({
  onDone,
  onCancel,
  onForgot,
}: {
  onDone: () => void;
  onCancel: () => void;
  /** Opens the reset by an SMS code, for a member who forgot the old payment password. */
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const mutation = useChangePaymentPassword();
  const set = (key: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(values).some((v) => !v)) return setError(t('messages.required'));
    if (!PaymentPasswordSchema.safeParse(values.paymentPassword).success) {
      return setError(t('security.payment.format'));
    }
    if (values.paymentPassword !== values.confirmPaymentPassword) {
      return setError(t('errors.withdraw.confirm_mismatch'));
    }
    mutation.mutate(values, { onSuccess: onDone, onError: (e) => setError(t(errorKey(e))) });
  };

  const field = (name: Fields, autoComplete: string, numeric = true) => (
    <FormField
      name={name}
      type="password"
      label={t(`security.payment.${name}`)}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      {...(numeric ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
      required
    />
  );

  return (
    <form
      className="security-card"
      noValidate
      onSubmit={onSubmit}
      data-testid="payment-password-change"
    >
      <h2 className="security-card__title">{t('security.payment.title')}</h2>
      <p className="security-card__text">{t('security.payment.reauth')}</p>
      {field('loginPassword', 'current-password', false)}
      {field('oldPaymentPassword', 'off')}
      <button
        type="button"
        className="security-card__link"
        onClick={onForgot}
        data-testid="payment-password-forgot"
      >
        {t('security.reset.forgot')}
      </button>
      {field('paymentPassword', 'new-password')}
      {field('confirmPaymentPassword', 'new-password')}
      <FormProblem text={error} testId="payment-password-error" />
      <SecurityCardActions
        onCancel={onCancel}
        submit={{
          label: t('security.actions.save'),
          pending: mutation.isPending,
          testId: 'payment-password-change-submit',
        }}
      />
    </form>
  );
}
