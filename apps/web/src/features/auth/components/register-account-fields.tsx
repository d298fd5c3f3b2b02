import { FormField } from '../../../components/ui/form-field.tsx';
import { MobileNumberField } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import type { SmsCountdown } from './use-sms-countdown.ts';
import type { RegisterFields } from './use-register-fields.ts';

/**
 * The account of a registration (spec §2 Register): the username or the mobile number by method,
 * the SMS code when REGMOBVERF3 asks for it, the password and its confirmation.
 */
export function RegisterAccountFields({
  form,
  countdown,
  onSendCode,
}: {
  form: RegisterFields;
  countdown: SmsCountdown;
  onSendCode: () => void;
}) {
  const { method, rules, values, change, blur, message, inputRef, textFieldProps } = form;
  return (
    <>
      {method === 'username' ? (
        <FormField
          {...textFieldProps('username')}
          required
          autoComplete="username"
          maxLength={64}
        />
      ) : null}
      {rules.mobileNum.enabled ? (
        <MobileNumberField
          value={values.mobileNum}
          onChange={(v) => change('mobileNum', v)}
          onBlur={() => blur('mobileNum')}
          dialingCode={form.dialingCode}
          onDialingCode={form.setDialingCode}
          error={message('mobileNum')}
          required={rules.mobileNum.required}
          inputRef={inputRef('mobileNum')}
        />
      ) : null}
      {form.needsSmsCode ? (
        <SmsCodeField
          value={values.verificationCode}
          onChange={(v) => change('verificationCode', v)}
          onBlur={() => blur('verificationCode')}
          onSend={onSendCode}
          countdown={countdown}
          error={message('verificationCode')}
          required
          inputRef={inputRef('verificationCode')}
        />
      ) : null}
      <FormField
        {...textFieldProps('password')}
        type="password"
        required
        autoComplete="new-password"
      />
      <FormField
        {...textFieldProps('confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
      />
    </>
  );
}
