import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { MobileNumberField } from './mobile-number-field.tsx';
import { RecoveryForm } from './recovery-form.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { useFieldMessage } from './use-field-message.ts';
import { usePhoneReset, type PhoneField } from './use-phone-reset.ts';
import '../locales/pages/strings.ts';

/** spec §2 Forgot password by phone: the mobile number, the SMS code and the new password. */
export function PhoneResetForm({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const reset = usePhoneReset(info);
  const { values, errors, setError, inputRef } = reset;
  const message = useFieldMessage(errors);
  /** Typing into a field sets its value and clears its error. */
  const typed = (field: PhoneField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setError(field, null);
  };

  return (
    <RecoveryForm
      testId="forget-phone-form"
      onSubmit={reset.onSubmit}
      formError={reset.formError}
      submitLabel={t('auth.forget.setPassword')}
      submitTestId="forget-phone-submit"
      submitDisabled={reset.pending}
      toast={reset.toast.node}
    >
      <p className="ui-form__intro">{t('auth.forget.phoneIntro')}</p>
      <MobileNumberField
        value={values.mobileNum}
        onChange={typed('mobileNum', reset.setMobileNum)}
        dialingCode={reset.dialingCode}
        onDialingCode={reset.setDialingCode}
        error={message('mobileNum')}
        required
        inputRef={inputRef('mobileNum')}
      />
      <SmsCodeField
        value={values.verificationCode}
        onChange={typed('verificationCode', reset.setVerificationCode)}
        onSend={reset.sendCode}
        countdown={reset.countdown}
        error={message('verificationCode')}
        required
        inputRef={inputRef('verificationCode')}
      />
      <FormField
        name="newPassword"
        type="password"
        label={t('auth.fields.newPassword')}
        value={values.newPassword}
        required
        onChange={typed('newPassword', reset.setNewPassword)}
        onBlur={() => values.newPassword && setError('newPassword', reset.check('newPassword'))}
        error={message('newPassword')}
        placeholder={t('auth.placeholders.newPassword')}
        autoComplete="new-password"
        maxLength={128}
        inputRef={inputRef('newPassword')}
      />
    </RecoveryForm>
  );
}
