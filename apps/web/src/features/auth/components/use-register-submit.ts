import { useState, type FormEvent } from 'react';
import type { RegisterValue } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { errorKey, serverFieldError, type FieldErrors } from '../../../lib/form-errors.ts';
import { checkAffiliate } from '../api/check-affiliate.ts';
import { register } from '../api/register.ts';
import { buildRegisterBody } from '../lib/register-body.ts';
import type { RegisterField } from '../lib/register-fields.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import type { RegisterFields } from './use-register-fields.ts';

/**
 * spec §3, §4 Registration affiliate: the whole form is checked, then the invitation code, then the
 * registration is sent; success signs the new member in and shows the account it made.
 */
export function useRegisterSubmit(form: RegisterFields, agree: boolean) {
  const storeSession = useStoreSession();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<RegisterValue | null>(null);
  const { rules, order, link, setFormError, report } = form;

  const invalidInvitation = () => {
    if (rules.affiliateCode.enabled) {
      if (link.linkCheck === 'valid') link.setLinkCheck('invalid');
      report({ affiliateCode: { key: 'messages.invitation_code_error' } }, ['affiliateCode']);
      // the field may only just have appeared
      setTimeout(() => form.focus('affiliateCode'), 0);
    } else {
      setFormError({ key: 'messages.invitation_code_error' });
    }
  };

  /** spec §4: the invitation code is checked first; false when it is refused. */
  const invitationAccepted = (affiliateCode: string): Promise<boolean> =>
    checkAffiliate(affiliateCode, window.location.hostname).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'network.error') throw error;
      return true; // the server checks it again
    });

  const failed = (error: unknown) => {
    setPending(false);
    if (form.captchaEnabled) form.refreshCaptcha();
    if (error instanceof ApiError && error.code === 'register.invalid_invitation') {
      invalidInvitation();
      return;
    }
    const onField = serverFieldError(error);
    const field = order.find((name) => name === onField?.field);
    if (onField && field) report({ [field]: onField.error }, order);
    else setFormError({ key: errorKey(error) });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !agree) return;
    setFormError(null);
    const found: FieldErrors<RegisterField> = {};
    for (const field of order) found[field] = form.check(field);
    if (report(found, order)) return;

    setPending(true);
    const affiliateCode =
      link.linkCheck === 'valid' ? link.linkCode : form.values.affiliateCode.trim();
    try {
      // a bad invitation code registers nothing
      if (affiliateCode && !(await invitationAccepted(affiliateCode))) {
        setPending(false);
        invalidInvitation();
        return;
      }
      const value = await register(
        buildRegisterBody({
          method: form.method,
          values: form.values,
          rules,
          dialingCode: form.dialingCode,
          affiliateCode,
          needsSmsCode: form.needsSmsCode,
          captcha: form.captchaEnabled
            ? { answer: form.captchaValue, captchaId: form.captcha.captcha?.captchaId ?? '' }
            : null,
        }),
      );
      storeSession(value);
      setDone(value);
    } catch (error) {
      failed(error);
    }
  };

  return { pending, done, onSubmit };
}
