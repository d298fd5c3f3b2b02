import { useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { ruleFor, type SiteInfo } from '@app/contracts';
import { checkRule, useFieldErrors, type FieldError } from '../../../lib/form-errors.ts';
import { checkCaptchaAnswer } from './captcha-field.tsx';
import { DEFAULT_DIALING_CODE, nationalDigits } from './dialing-code-select.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useFieldMessage } from './use-field-message.ts';
import { useRememberedLogin } from './use-remembered-login.ts';

export type LoginMethod = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
/** The fields of each method, in the order a failed submit looks for the first invalid one. */
export const LOGIN_ORDER: Record<LoginMethod, readonly LoginField[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'verificationCode', 'captcha'],
};

export type LoginFormState = ReturnType<typeof useLoginFields>;

/**
 * The login form's state and its checks (spec §2 Login, §5): the method, the remembered username
 * and password or the mobile and its SMS code, and the captcha once a failure has asked for it.
 */
export function useLoginFields(info: SiteInfo) {
  const [params] = useSearchParams();
  const [method, setMethod] = useState<LoginMethod>('username');
  const credentials = useRememberedLogin();
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobileNum, setMobileNum] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(
    params.get('oauth') === 'failed' ? { key: 'errors.oauth.failed' } : null,
  );
  const fieldErrors = useFieldErrors<LoginField>();
  const { errors, setError, setErrors } = fieldErrors;
  const message = useFieldMessage(errors);
  const captcha = useCaptcha(showCaptcha, 'login');

  const rules = {
    username: ruleFor(info.fieldRules, 'loginUsername', { required: true }),
    password: ruleFor(info.fieldRules, 'loginPassword', { required: true }),
    mobileNum: ruleFor(info.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' }),
    verificationCode: ruleFor(info.fieldRules, 'verificationCode', { required: true }),
  };

  const check = (field: LoginField): FieldError | null => {
    switch (field) {
      case 'username':
        return checkRule(rules.username, credentials.username.trim());
      case 'password':
        return checkRule(rules.password, credentials.password);
      case 'mobileNum':
        return checkRule(rules.mobileNum, nationalDigits(mobileNum));
      case 'verificationCode':
        return checkRule(rules.verificationCode, verificationCode);
      case 'captcha':
        return showCaptcha ? checkCaptchaAnswer(captchaValue) : null;
    }
  };

  /** Leaving a field rechecks it once it shows an error. */
  const recheck = (field: LoginField) => {
    if (errors[field]) setError(field, check(field));
  };

  /** Typing into a field sets its value and clears its error. */
  const typed = (field: LoginField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setError(field, null);
  };

  const refreshCaptcha = () => {
    setCaptchaValue('');
    captcha.refresh();
  };

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    setMethod(next);
    setErrors({});
    setFormError(null);
    // spec §4: the captcha is fetched again on a tab switch.
    if (showCaptcha) refreshCaptcha();
  };

  return {
    ...fieldErrors,
    method,
    switchMethod,
    credentials,
    dialingCode,
    setDialingCode,
    mobileNum,
    setMobileNum,
    verificationCode,
    setVerificationCode,
    check,
    recheck,
    typed,
    message,
    showCaptcha,
    setShowCaptcha,
    captcha,
    captchaValue,
    setCaptchaValue,
    refreshCaptcha,
    formError,
    setFormError,
  };
}
