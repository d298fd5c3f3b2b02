import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorKey, serverFieldError, type FieldErrors } from '../../../lib/form-errors.ts';
import { login, wantsCaptcha } from '../api/login.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import { LOGIN_ORDER, type LoginField, type LoginFormState } from './use-login-fields.ts';

/**
 * spec §2 Login, §4: the form is checked, then the encrypted login is sent; success keeps or
 * forgets the remembered login and goes home (a first login to change its password); a failure
 * that asks for the captcha shows it, and a used captcha is replaced.
 */
export function useLoginSubmit(form: LoginFormState) {
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const [pending, setPending] = useState(false);
  const { method, credentials, showCaptcha, report, setFormError } = form;

  const send = () => {
    const common = showCaptcha
      ? { captcha: form.captchaValue.trim(), captchaId: form.captcha.captcha?.captchaId ?? '' }
      : {};
    return login(
      method === 'username'
        ? {
            type: 'username',
            username: credentials.username.trim(),
            password: credentials.password,
            ...common,
          }
        : {
            type: 'sms',
            mobileNum: form.mobileNum.trim(),
            countryDialingCode: form.dialingCode,
            verificationCode: form.verificationCode,
            ...common,
          },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const order = LOGIN_ORDER[method];
    const found: FieldErrors<LoginField> = {};
    if (method === 'username' && !credentials.username.trim() && !credentials.password) {
      // spec §5: "Please enter the username and password".
      found.username = { key: 'validation.username_password_required' };
    } else {
      for (const field of order) found[field] = form.check(field);
    }
    if (report(found, order)) return;

    setPending(true);
    try {
      const value = await send();
      storeSession(value);
      if (method === 'username') {
        await credentials.keep({
          username: credentials.username.trim(),
          password: credentials.password,
        });
      }
      // spec §2: a first login goes to change its password.
      void navigate(value.firstTimeLogin ? '/m/changePsw' : '/m/home', { replace: true });
    } catch (error) {
      setPending(false);
      // spec §4: the captcha appears after a failure that asks for it, and a used one is replaced.
      if (wantsCaptcha(error) || showCaptcha) {
        if (showCaptcha) form.refreshCaptcha();
        else form.setShowCaptcha(true);
      }
      const onField = serverFieldError(error);
      const field = order.find((name) => name === onField?.field);
      if (onField && field) report({ [field]: onField.error }, order);
      else setFormError({ key: errorKey(error) });
    }
  };

  return { pending, onSubmit };
}
