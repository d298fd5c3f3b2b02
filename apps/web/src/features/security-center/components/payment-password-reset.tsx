import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { PaymentPasswordSchema } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorKey } from '../../../lib/form-errors.ts';
import { FormProblem } from './form-problem.tsx';
import { SecurityCardActions } from './security-card-actions.tsx';
import { useResetPaymentPassword, useSendPaymentResetCode } from '../api/reset-payment-password.ts';

type Fields = 'verificationCode' | 'paymentPassword' | 'confirmPaymentPassword' | 'loginPassword';
const EMPTY: Record<Fields, string> = {
  verificationCode: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
  loginPassword: '',
};

/**
 * A forgotten payment password (docs/decisions/2026-11-25-payment-password-reset.md): a code to
 * the verified mobile, then the code, the new 6 digits twice and the login password again.
 */
export function PaymentPasswordReset({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const send = useSendPaymentResetCode();
  const reset = useResetPaymentPassword();
  const set = (key: Fields) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };
  const sendCode = () => {
    setError(null);
    send.mutate(undefined, { onError: (e) => setError(t(errorKey(e))) });
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
    reset.mutate(values, { onSuccess: onDone, onError: (e) => setError(t(errorKey(e))) });
  };

  const field = (name: Fields, label: string, autoComplete: string, numeric = true) => (
    <FormField
      name={`reset-${name}`}
      type={name === 'verificationCode' ? 'text' : 'password'}
      label={label}
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
      data-testid="payment-password-reset"
    >
      <h2 className="security-card__title">{t('security.reset.title')}</h2>
      <p className="security-card__text">
        {send.data
          ? t('security.reset.sent', { mobile: send.data.mobile })
          : t('security.reset.intro')}
      </p>
      <button
        type="button"
        className="btn btn--outline"
        onClick={sendCode}
        disabled={send.isPending}
        data-testid="payment-reset-send"
      >
        {send.data ? t('security.reset.again') : t('security.reset.send')}
      </button>
      {send.data ? (
        <>
          {field('verificationCode', t('security.reset.code'), 'one-time-code')}
          {field('paymentPassword', t('security.payment.paymentPassword'), 'new-password')}
          {field(
            'confirmPaymentPassword',
            t('security.payment.confirmPaymentPassword'),
            'new-password',
          )}
          {field('loginPassword', t('security.payment.loginPassword'), 'current-password', false)}
        </>
      ) : null}
      <FormProblem text={error} testId="payment-reset-error" />
      <SecurityCardActions
        onCancel={onCancel}
        submit={
          send.data
            ? {
                label: t('security.actions.save'),
                pending: reset.isPending,
                testId: 'payment-reset-submit',
              }
            : null
        }
      />
    </form>
  );
}
