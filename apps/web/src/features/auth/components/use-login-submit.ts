import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { ApiError } from '@app/client/api-client';
import { errorKey, serverFieldError, type FieldErrors } from '../../../lib/form-errors.ts';
import { login, wantsCaptcha } from '../api/login.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import { LOGIN_ORDER, type LoginField, type LoginFormState } from './use-login-fields.ts';

/** A time-out or self-exclusion that refused the login: its kind and end (null: indefinite). */
export type LoginBreak = { kind: 'timeout' | 'self_exclusion'; until: string | null };

/** The server asks for the authenticator app's code (none given, or a wrong one). */
function isTotpError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'auth.totp_required' || error.code === 'auth.totp_invalid')
  );
}

function breakOf(error: unknown): LoginBreak | null {
  if (!(error instanceof ApiError) || error.code !== 'protection.excluded') return null;
  const value = error.value as Partial<LoginBreak> | null | undefined;
  return {
    kind: value?.kind === 'timeout' ? 'timeout' : 'self_exclusion',
    until: typeof value?.until === 'string' ? value.until : null,
  };
}

/**
 * spec §2 Login, §4: the form is checked, then the encrypted login is sent; success keeps or
 * forgets the remembered login and goes home (a first login to change its password); a failure
 * that asks for the captcha shows it, and a used captcha is replaced. During a time-out or
 * self-exclusion the login is refused with the break's end, and the member may sign in again only
 * to withdraw the balance (`toWithdraw`), which lands on the withdraw page.
 */
export function useLoginSubmit(form: LoginFormState) {
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const [pending, setPending] = useState(false);
  const [excluded, setExcluded] = useState<LoginBreak | null>(null);
  // Asked for once the server says the member turned an authenticator app on.
  const [totpNeeded, setTotpNeeded] = useState(false);
  const [totpCode, setTotpCode] = useState('');
  const { method, credentials, showCaptcha, report, setFormError } = form;

  const send = (toWithdraw: boolean) => {
    const common = {
      ...(showCaptcha
        ? { captcha: form.captchaValue.trim(), captchaId: form.captcha.captcha?.captchaId ?? '' }
        : {}),
      ...(totpNeeded && totpCode.trim() ? { totpCode: totpCode.trim() } : {}),
    };
    return login(
      method === 'username'
        ? {
            type: 'username',
            username: credentials.username.trim(),
            password: credentials.password,
            ...common,
            ...(toWithdraw ? { toWithdraw } : {}),
          }
        : {
            type: 'sms',
            mobileNum: form.mobileNum.trim(),
            countryDialingCode: form.dialingCode,
            verificationCode: form.verificationCode,
            ...common,
            ...(toWithdraw ? { toWithdraw } : {}),
          },
    );
  };

  const submit = async (toWithdraw: boolean) => {
    if (pending) return;
    setFormError(null);
    setExcluded(null);
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
      const value = await send(toWithdraw);
      storeSession(value);
      if (method === 'username') {
        await credentials.keep({
          username: credentials.username.trim(),
          password: credentials.password,
        });
      }
      // spec §2: a first login goes to change its password.
      const to = value.firstTimeLogin ? '/m/changePsw' : toWithdraw ? '/m/withdraw' : '/m/home';
      void navigate(to, { replace: true });
    } catch (error) {
      setPending(false);
      if (isTotpError(error)) {
        setTotpNeeded(true);
        setTotpCode('');
      }
      const onBreak = breakOf(error);
      if (onBreak) {
        // An SMS code is single-use: signing in to withdraw takes a new one.
        if (method === 'sms') form.setVerificationCode('');
        setExcluded(onBreak);
        return;
      }
      // spec §4: the captcha appears after a failure that asks for it, and a used one is replaced.
      if (wantsCaptcha(error) || showCaptcha) {
        if (showCaptcha) form.refreshCaptcha();
        else form.setShowCaptcha(true);
      }
      const onField = serverFieldError(error);
      const field = order.find((name) => name === onField?.field);
      if (onField && field) report({ [field]: onField.error }, order);
      else if (!(error instanceof ApiError && error.code === 'auth.totp_required')) {
        setFormError({ key: errorKey(error) });
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  return {
    pending,
    onSubmit,
    excluded,
    signInToWithdraw: () => void submit(true),
    totp: { needed: totpNeeded, code: totpCode, setCode: setTotpCode },
  };
}
