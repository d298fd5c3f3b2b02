import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { FormError } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { MethodSwitch } from './method-switch.tsx';
import { RegisterAccountFields } from './register-account-fields.tsx';
import {
  RegisterAgreement,
  RegisterLegalModal,
  type LegalText,
  type LegalTexts,
} from './register-agreement.tsx';
import { RegisterExtraFields } from './register-extra-fields.tsx';
import { RegisterSuccessDialog } from './register-success-dialog.tsx';
import { useSmsSender } from './sms-code-field.tsx';
import { useRegisterFields } from './use-register-fields.ts';
import { useRegisterSubmit } from './use-register-submit.ts';
import '../locales/pages/strings.ts';

// The method rules live beside the form's other rules; the form keeps exporting them.
export {
  copyOnSwitch,
  defaultRegisterMethod,
  type RegisterMethod,
} from '../lib/register-method.ts';

export type RegisterFormProps = {
  info: SiteInfo;
  siteName: string;
  /** The privacy policy text, shown in its modal. */
  legalTexts: LegalTexts;
};

/**
 * spec §2 "Register", §3 Registration payload, §4 Registration affiliate, §5: fields, asterisks
 * and captcha from the status settings, checked by the contracts engine.
 */
export function RegisterForm({ info, siteName, legalTexts }: RegisterFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useRegisterFields(info);
  const sms = useSmsSender(toast, form.setFormError);
  const [agree, setAgree] = useState(true);
  const [legal, setLegal] = useState<LegalText | null>(null);
  const { pending, done, onSubmit } = useRegisterSubmit(form, agree);

  const sendCode = () => {
    // spec §5: the SMS is sent for a valid mobile number only.
    const error = form.check('mobileNum');
    if (error) {
      form.report({ ...form.errors, mobileNum: error }, ['mobileNum']);
      return;
    }
    form.setFormError(null);
    void sms.send({
      mobileNum: form.values.mobileNum.trim(),
      countryDialingCode: form.dialingCode,
      purpose: 'register',
    });
  };

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="register-form"
    >
      {form.methods.length > 1 ? (
        <MethodSwitch
          label={t('auth.register.methodLabel')}
          methods={form.methods}
          selected={form.method}
          onSelect={form.switchMethod}
          testIdPrefix="register-method"
          optionLabel={(m) => t(`auth.register.method.${m}`)}
        />
      ) : null}

      <RegisterAccountFields form={form} countdown={sms.countdown} onSendCode={sendCode} />
      <RegisterExtraFields form={form} />
      {form.captchaEnabled ? (
        <CaptchaField
          captcha={form.captcha.captcha}
          isLoading={form.captcha.isLoading}
          onRefresh={form.refreshCaptcha}
          value={form.captchaValue}
          onChange={form.changeCaptcha}
          onBlur={() => form.blur('captcha')}
          error={form.message('captcha')}
          inputRef={form.inputRef('captcha')}
        />
      ) : null}

      <RegisterAgreement agree={agree} onAgree={setAgree} onOpen={setLegal} />

      <FormError error={form.formError} />

      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={!agree || pending}
        data-testid="register-submit"
      >
        {pending ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
      <p className="ui-form__switch">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/m/login" className="auth-link">
          {t('auth.register.loginLink')}
        </Link>
      </p>

      {legal ? (
        <RegisterLegalModal text={legal} legalTexts={legalTexts} onClose={() => setLegal(null)} />
      ) : null}
      {done ? <RegisterSuccessDialog value={done} siteName={siteName} /> : null}
      {toast.node}
    </form>
  );
}
