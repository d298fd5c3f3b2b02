import { MobileNumberField } from './mobile-number-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import type { LoginFormState } from './use-login-fields.ts';
import type { SmsCountdown } from './use-sms-countdown.ts';

/** spec §2 Login with SMSLOGIN3: the mobile number and the code sent to it. */
export function LoginSmsFields({
  form,
  countdown,
  onSendCode,
}: {
  form: LoginFormState;
  countdown: SmsCountdown;
  onSendCode: () => void;
}) {
  const { typed, message, inputRef } = form;
  return (
    <>
      <MobileNumberField
        value={form.mobileNum}
        onChange={typed('mobileNum', form.setMobileNum)}
        onBlur={() => form.recheck('mobileNum')}
        dialingCode={form.dialingCode}
        onDialingCode={form.setDialingCode}
        error={message('mobileNum')}
        inputRef={inputRef('mobileNum')}
      />
      <SmsCodeField
        value={form.verificationCode}
        onChange={typed('verificationCode', form.setVerificationCode)}
        onSend={onSendCode}
        countdown={countdown}
        error={message('verificationCode')}
        inputRef={inputRef('verificationCode')}
      />
    </>
  );
}
