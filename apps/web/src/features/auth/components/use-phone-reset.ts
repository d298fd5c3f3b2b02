import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { ruleFor, type SiteInfo } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import {
  checkRule,
  errorKey,
  serverFieldError,
  useFieldErrors,
  type FieldError,
  type FieldErrors,
} from '../../../lib/form-errors.ts';
import { setPasswordByPhone } from '../api/set-password-by-phone.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import { DEFAULT_DIALING_CODE, nationalDigits } from './dialing-code-select.tsx';
import { useSmsSender } from './sms-code-field.tsx';
import { useRecoverySubmit } from './use-recovery-submit.ts';

export type PhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';
const ORDER = ['mobileNum', 'verificationCode', 'newPassword'] as const;

/**
 * spec §2, §5, §8 phone reset: only the mobile is checked before the SMS request, the whole form
 * before the new password is set; `modify.new.old.same` clears the password, any other failure the
 * SMS code; success logs in.
 */
export function usePhoneReset(info: SiteInfo) {
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobileNum, setMobileNum] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const submit = useRecoverySubmit();
  const { toast, setFormError } = submit;
  const fieldErrors = useFieldErrors<PhoneField>();
  const { report } = fieldErrors;
  const sms = useSmsSender(toast, setFormError);
  const mobileRule = ruleFor(info.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' });
  const codeRule = ruleFor(info.fieldRules, 'verificationCode', { required: true });
  const passwordRule = ruleFor(info.fieldRules, 'password', { required: true });

  const check = (field: PhoneField): FieldError | null => {
    switch (field) {
      case 'mobileNum': {
        // spec §5: required, at least the configured length (in_mobileNum_error with that minimum).
        const error = checkRule({ ...mobileRule, required: true }, nationalDigits(mobileNum));
        if (!error) return null;
        return error.key === 'validation.required'
          ? { key: 'validation.mobile_required' }
          : { key: 'messages.in_mobileNum_error', values: { min: mobileRule.min ?? 0 } };
      }
      case 'verificationCode':
        return checkRule(codeRule, verificationCode);
      case 'newPassword':
        return checkRule(passwordRule, newPassword);
    }
  };

  const sendCode = () => {
    const error = check('mobileNum');
    if (error) {
      report({ mobileNum: error }, ['mobileNum']);
      return;
    }
    setFormError(null);
    void sms.send({ mobileNum, countryDialingCode: dialingCode, purpose: 'reset' });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'modify.new.old.same') {
      setNewPassword('');
      report({ newPassword: { key: 'errors.modify.new.old.same' } }, ORDER);
      return;
    }
    setVerificationCode('');
    const onField = serverFieldError(error);
    const field = ORDER.find((name) => name === onField?.field && name !== 'verificationCode');
    if (onField && field) report({ [field]: onField.error }, ORDER);
    else setFormError({ key: errorKey(error) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.pending) return;
    const found: FieldErrors<PhoneField> = {};
    for (const field of ORDER) found[field] = check(field);
    if (report(found, ORDER)) return;
    await submit.run(async () => {
      const value = await setPasswordByPhone({
        newPassword,
        mobileNum,
        countryDialingCode: dialingCode,
        verificationCode,
      });
      toast.hide();
      storeSession(value);
      void navigate('/m/home', { replace: true });
    }, failed);
  };

  return {
    ...fieldErrors,
    ...submit,
    values: { mobileNum, verificationCode, newPassword },
    setMobileNum,
    setVerificationCode,
    setNewPassword,
    dialingCode,
    setDialingCode,
    check,
    countdown: sms.countdown,
    sendCode,
    onSubmit,
  };
}
