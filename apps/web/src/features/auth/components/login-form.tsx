import { Link, useSearchParams } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import { FormError, FormField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { LoginBreakNotice } from './login-break-notice.tsx';
import { LoginLinks } from './login-links.tsx';
import { LoginOptions } from './login-options.tsx';
import { LoginSmsFields } from './login-sms-fields.tsx';
import { LoginSocial } from './login-social.tsx';
import { LoginUsernameFields } from './login-username-fields.tsx';
import { MethodSwitch } from './method-switch.tsx';
import { useSmsSender } from './sms-code-field.tsx';
import { useLoginFields } from './use-login-fields.ts';
import { useLoginSubmit } from './use-login-submit.ts';
import '../locales/pages/strings.ts';

const METHODS = ['username', 'sms'] as const;

export type LoginFormProps = {
  info: SiteInfo;
  /** The decoded customer-service link (spec §2 Login), or null. */
  customerServiceUrl: string | null;
};

/**
 * spec §2 "Login", §4, §5: username and password, or mobile and SMS code when SMSLOGIN3 is on; the
 * captcha only after a failure that asks for it; remember password on by default.
 */
export function LoginForm({ info, customerServiceUrl }: LoginFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useLoginFields(info);
  const sms = useSmsSender(toast, form.setFormError);
  const { pending, onSubmit, excluded, signInToWithdraw, totp } = useLoginSubmit(form);
  const [params] = useSearchParams();
  const { method, credentials } = form;

  const sendCode = () => {
    const error = form.check('mobileNum');
    if (error) {
      form.report({ mobileNum: error }, ['mobileNum']);
      return;
    }
    form.setFormError(null);
    void sms.send({
      mobileNum: form.mobileNum,
      countryDialingCode: form.dialingCode,
      purpose: 'login',
    });
  };

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="login-form"
    >
      {info.whitelabel.SMSLOGIN3 === true ? (
        <MethodSwitch
          label={t('auth.login.methodLabel')}
          methods={METHODS}
          selected={method}
          onSelect={form.switchMethod}
          testIdPrefix="login-method"
          optionLabel={(m) => t(`auth.login.method.${m}`)}
        />
      ) : null}

      {method === 'username' ? (
        <LoginUsernameFields form={form} />
      ) : (
        <LoginSmsFields form={form} countdown={sms.countdown} onSendCode={sendCode} />
      )}

      {totp.needed ? (
        <FormField
          name="login-totp"
          label={t('auth.login.totp.label')}
          hint={t('auth.login.totp.hint')}
          value={totp.code}
          onChange={totp.setCode}
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={16}
          required
        />
      ) : null}

      {form.showCaptcha ? (
        <CaptchaField
          captcha={form.captcha.captcha}
          isLoading={form.captcha.isLoading}
          onRefresh={form.refreshCaptcha}
          value={form.captchaValue}
          onChange={form.typed('captcha', form.setCaptchaValue)}
          error={form.message('captcha')}
          inputRef={form.inputRef('captcha')}
          markRequired={false}
        />
      ) : null}

      <LoginOptions
        remember={method === 'username' ? credentials.remember : null}
        onRemember={credentials.setRemember}
      />

      <FormError error={form.formError} />
      {excluded || params.get('excluded') === '1' ? (
        <LoginBreakNotice
          refusal={excluded}
          sms={method === 'sms'}
          pending={pending}
          onSignInToWithdraw={signInToWithdraw}
        />
      ) : null}

      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending}
        data-testid="login-submit"
      >
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <Link
        to="/m/trail"
        state={{ start: true }}
        className="btn btn--outline btn--block"
        data-testid="free-play"
      >
        {t('auth.login.freePlay')}
      </Link>

      <p className="ui-form__switch">
        {t('auth.login.noAccount')}{' '}
        <Link to="/m/register" className="auth-link">
          {t('auth.login.registerLink')}
        </Link>
      </p>

      <LoginSocial flags={info.whitelabel} />
      <LoginLinks customerServiceUrl={customerServiceUrl} dnsAppPath={info.paths.dnsApp} />
      {toast.node}
    </form>
  );
}
