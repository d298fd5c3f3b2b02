import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { useFieldErrors, type FieldError } from '../../../lib/form-errors.ts';
import {
  accountRules,
  checkRegisterField,
  EMPTY_VALUES,
  registerFieldOrder,
  registerRules,
  type RegisterField,
  type RegisterValues,
  type ValueField,
} from '../lib/register-fields.ts';
import {
  copyOnSwitch,
  defaultRegisterMethod,
  offeredMethods,
  type RegisterMethod,
} from '../lib/register-method.ts';
import { checkCaptchaAnswer } from './captcha-field.tsx';
import { DEFAULT_DIALING_CODE } from './dialing-code-select.tsx';
import { useAffiliateLink } from './use-affiliate-link.ts';
import { useCaptcha } from './use-captcha.ts';
import { useFieldMessage } from './use-field-message.ts';
import '../locales/pages/strings.ts';

export type RegisterFields = ReturnType<typeof useRegisterFields>;

/**
 * The registration form's state and its checks (spec §2 Register, §5): the method, the values, the
 * captcha, the link's affiliate code, and the errors shown under each field.
 */
export function useRegisterFields(info: SiteInfo) {
  const { t } = useTranslation();
  const flags = info.whitelabel;
  const captchaEnabled = info.register.captchaEnabled;
  const methods = useMemo(
    () => offeredMethods({ USERNAMEREG3: flags.USERNAMEREG3, MOBILENUMREG3: flags.MOBILENUMREG3 }),
    [flags.USERNAMEREG3, flags.MOBILENUMREG3],
  );
  const [method, setMethod] = useState<RegisterMethod>(() => defaultRegisterMethod(info));
  const [values, setValues] = useState<RegisterValues>(EMPTY_VALUES);
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [captchaValue, setCaptchaValue] = useState('');
  const [formError, setFormError] = useState<FieldError | null>(null);
  const fieldErrors = useFieldErrors<RegisterField>();
  const { errors, setError, setErrors, inputRef } = fieldErrors;
  const message = useFieldMessage(errors);
  const captcha = useCaptcha(captchaEnabled, 'register');
  const fillLinkCode = useCallback(
    (code: string, isInvalid: boolean) => {
      setValues((v) => ({ ...v, affiliateCode: code }));
      if (isInvalid) setError('affiliateCode', { key: 'messages.invitation_code_error' });
    },
    [setError],
  );
  const link = useAffiliateLink(fillLinkCode);

  const rules = registerRules(info, method);
  const needsSmsCode = method === 'mobileNum' && flags.REGMOBVERF3 === true;
  const affiliateShown =
    link.linkCheck !== 'valid' && link.linkCheck !== 'checking' && rules.affiliateCode.enabled;
  const order = registerFieldOrder(method, rules, {
    smsCode: needsSmsCode,
    affiliateCode: affiliateShown,
    captcha: captchaEnabled,
  });

  const check = (field: RegisterField, current: RegisterValues = values): FieldError | null =>
    field === 'captcha'
      ? checkCaptchaAnswer(captchaValue)
      : checkRegisterField(field, current, rules);

  const change = (field: ValueField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setError(field, check(field, next));
    // spec §5: changing the password rechecks the confirmation, or clears its error when empty.
    if (field === 'password') {
      setError('confirmPassword', next.confirmPassword ? check('confirmPassword', next) : null);
    }
  };

  const blur = (field: RegisterField) => {
    const value = field === 'captcha' ? captchaValue : values[field];
    if (value || errors[field]) setError(field, check(field));
  };

  const switchMethod = (next: RegisterMethod) => {
    if (next === method) return;
    setValues((v) => ({ ...v, ...copyOnSwitch(next, v, accountRules(info)) }));
    setMethod(next);
    setErrors({});
    setFormError(null);
  };

  const changeCaptcha = (value: string) => {
    setCaptchaValue(value);
    if (errors.captcha) setError('captcha', null);
  };

  const refreshCaptcha = () => {
    setCaptchaValue('');
    captcha.refresh();
  };

  /** What every plain text field of the form shares; each one adds its own input details. */
  const textFieldProps = (name: ValueField) => ({
    name,
    label: t(`auth.fields.${name}`),
    value: values[name],
    onChange: (v: string) => change(name, v),
    onBlur: () => blur(name),
    error: message(name),
    placeholder: t(`auth.placeholders.${name}`),
    maxLength: 128,
    inputRef: inputRef(name),
  });

  return {
    ...fieldErrors,
    methods,
    method,
    switchMethod,
    values,
    change,
    blur,
    check,
    message,
    textFieldProps,
    rules,
    order,
    needsSmsCode,
    affiliateShown,
    link,
    dialingCode,
    setDialingCode,
    captchaEnabled,
    captcha,
    captchaValue,
    changeCaptcha,
    refreshCaptcha,
    formError,
    setFormError,
  };
}
