import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ruleFor, type SiteInfo } from '@app/contracts';
import { FacebookIcon, HeadsetIcon, LinkIcon } from '../../../components/ui/icons.tsx';
import { isSitePath, safeLink } from '../../../lib/links.ts';
import { login, wantsCaptcha } from '../api/login.ts';
import { oauthStartUrl } from '../api/oauth-start.ts';
import {
  checkRule,
  errorKey,
  serverFieldError,
  useFieldErrors,
  type FieldError,
} from '../../../lib/form-errors.ts';
import { forgetLogin, readRememberedLogin, rememberLogin } from '../lib/remembered-login.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import { GoogleIcon } from './google-icon.tsx';
import { CaptchaField, checkCaptchaAnswer } from './captcha-field.tsx';
import { DEFAULT_DIALING_CODE, DialingCodeSelect, nationalDigits } from './dialing-code-select.tsx';
import { FormError, FormField } from '../../../components/ui/form-field.tsx';
import { SmsCodeField, useSmsSender } from './sms-code-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCaptcha } from './use-captcha.ts';

type Method = 'username' | 'sms';
type Field = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
const ORDER: Record<Method, readonly Field[]> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'verificationCode', 'captcha'],
};

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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeSession = useStoreSession();
  const toast = useToast();
  const flags = info.whitelabel;
  const smsEnabled = flags.SMSLOGIN3 === true;

  const [method, setMethod] = useState<Method>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobileNum, setMobileNum] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [remember, setRemember] = useState(true);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(
    params.get('oauth') === 'failed' ? { key: 'errors.oauth.failed' } : null,
  );
  const { errors, setError, setErrors, inputRef, report } = useFieldErrors<Field>();
  const captcha = useCaptcha(showCaptcha, 'login');
  const sms = useSmsSender(toast, setFormError);
  const touched = useRef(false);

  const rules = {
    username: ruleFor(info.fieldRules, 'loginUsername', { required: true }),
    password: ruleFor(info.fieldRules, 'loginPassword', { required: true }),
    mobileNum: ruleFor(info.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' }),
    verificationCode: ruleFor(info.fieldRules, 'verificationCode', { required: true }),
  };

  // Remember password: fill the form from the sealed login, unless the visitor already typed.
  useEffect(() => {
    let live = true;
    void readRememberedLogin().then((remembered) => {
      if (!live || !remembered || touched.current) return;
      setUsername(remembered.username);
      setPassword(remembered.password);
    });
    return () => {
      live = false;
    };
  }, []);

  const refreshCaptcha = () => {
    setCaptchaValue('');
    captcha.refresh();
  };

  const switchMethod = (next: Method) => {
    if (next === method) return;
    setMethod(next);
    setErrors({});
    setFormError(null);
    // spec §4: the captcha is fetched again on a tab switch.
    if (showCaptcha) refreshCaptcha();
  };

  const check = (field: Field): FieldError | null => {
    switch (field) {
      case 'username':
        return checkRule(rules.username, username.trim());
      case 'password':
        return checkRule(rules.password, password);
      case 'mobileNum':
        return checkRule(rules.mobileNum, nationalDigits(mobileNum));
      case 'verificationCode':
        return checkRule(rules.verificationCode, verificationCode);
      case 'captcha':
        return showCaptcha ? checkCaptchaAnswer(captchaValue) : null;
    }
  };

  const recheck = (field: Field) => {
    if (errors[field]) setError(field, check(field));
  };

  const sendCode = () => {
    const error = check('mobileNum');
    if (error) {
      report({ mobileNum: error }, ['mobileNum']);
      return;
    }
    setFormError(null);
    void sms.send({ mobileNum, countryDialingCode: dialingCode, purpose: 'login' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const order = ORDER[method];
    const found: Partial<Record<Field, FieldError | null>> = {};
    if (method === 'username' && !username.trim() && !password) {
      // spec §5: "Please enter the username and password".
      found.username = { key: 'validation.username_password_required' };
    } else {
      for (const field of order) found[field] = check(field);
    }
    if (report(found, order)) return;

    setPending(true);
    try {
      const common = showCaptcha
        ? { captcha: captchaValue.trim(), captchaId: captcha.captcha?.captchaId ?? '' }
        : {};
      const value = await login(
        method === 'username'
          ? { type: 'username', username: username.trim(), password, ...common }
          : {
              type: 'sms',
              mobileNum: mobileNum.trim(),
              countryDialingCode: dialingCode,
              verificationCode,
              ...common,
            },
      );
      storeSession(value);
      if (method === 'username') {
        if (remember) {
          await rememberLogin({ type: 'username', username: username.trim(), password });
        } else {
          forgetLogin();
        }
      }
      // spec §2: a first login goes to change its password.
      void navigate(value.firstTimeLogin ? '/m/changePsw' : '/m/home', { replace: true });
    } catch (error) {
      setPending(false);
      // spec §4: the captcha appears after a failure that asks for it, and a used one is replaced.
      if (wantsCaptcha(error) || showCaptcha) {
        if (showCaptcha) refreshCaptcha();
        else setShowCaptcha(true);
      }
      const onField = serverFieldError(error);
      const field = order.find((name) => name === onField?.field);
      if (onField && field) report({ [field]: onField.error }, order);
      else setFormError({ key: errorKey(error) });
    }
  };

  const oauth = (['facebook', 'google'] as const).filter(
    (provider) =>
      flags.PHONEAUTH3 === true &&
      flags[provider === 'facebook' ? 'FACEBOOKLOGIN3' : 'GOOGLELOGIN3'] === true,
  );
  const dnsApp = safeLink(info.paths.dnsApp);
  const message = (error: FieldError | null | undefined) =>
    error ? t(error.key, error.values) : null;

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="login-form"
    >
      {smsEnabled ? (
        <div className="auth-switch" role="tablist" aria-label={t('auth.login.methodLabel')}>
          {(['username', 'sms'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              className="auth-switch__option"
              data-testid={`login-method-${m}`}
              onClick={() => switchMethod(m)}
            >
              {t(`auth.login.method.${m}`)}
            </button>
          ))}
        </div>
      ) : null}

      {method === 'username' ? (
        <>
          <FormField
            name="username"
            label={t('auth.fields.username')}
            value={username}
            onChange={(v) => {
              touched.current = true;
              setUsername(v);
              if (errors.username) setError('username', null);
            }}
            onBlur={() => recheck('username')}
            error={message(errors.username)}
            placeholder={t('auth.placeholders.username')}
            autoComplete="username"
            maxLength={64}
            inputRef={inputRef('username')}
          />
          <FormField
            name="password"
            type="password"
            label={t('auth.fields.password')}
            value={password}
            onChange={(v) => {
              touched.current = true;
              setPassword(v);
              if (errors.password) setError('password', null);
            }}
            onBlur={() => recheck('password')}
            error={message(errors.password)}
            placeholder={t('auth.placeholders.password')}
            autoComplete="current-password"
            maxLength={128}
            inputRef={inputRef('password')}
          />
        </>
      ) : (
        <>
          <FormField
            name="mobileNum"
            type="tel"
            label={t('auth.fields.mobileNum')}
            value={mobileNum}
            onChange={(v) => {
              setMobileNum(v.replace(/[^\d]/g, ''));
              if (errors.mobileNum) setError('mobileNum', null);
            }}
            onBlur={() => recheck('mobileNum')}
            error={message(errors.mobileNum)}
            placeholder={t('auth.placeholders.mobileNum')}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            inputRef={inputRef('mobileNum')}
            start={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
          />
          <SmsCodeField
            value={verificationCode}
            onChange={(v) => {
              setVerificationCode(v);
              if (errors.verificationCode) setError('verificationCode', null);
            }}
            onSend={sendCode}
            countdown={sms.countdown}
            error={message(errors.verificationCode)}
            inputRef={inputRef('verificationCode')}
          />
        </>
      )}

      {showCaptcha ? (
        <CaptchaField
          captcha={captcha.captcha}
          isLoading={captcha.isLoading}
          onRefresh={refreshCaptcha}
          value={captchaValue}
          onChange={(v) => {
            setCaptchaValue(v);
            if (errors.captcha) setError('captcha', null);
          }}
          error={message(errors.captcha)}
          inputRef={inputRef('captcha')}
          markRequired={false}
        />
      ) : null}

      <div className="ui-form__row">
        {method === 'username' ? (
          <label className="auth-check">
            <input
              type="checkbox"
              checked={remember}
              data-testid="remember-password"
              onChange={(event) => {
                setRemember(event.target.checked);
                // Unticking forgets the remembered login at once.
                if (!event.target.checked) forgetLogin();
              }}
            />
            <span>{t('auth.login.remember')}</span>
          </label>
        ) : (
          <span />
        )}
        <Link to="/m/forget" className="auth-link" data-testid="forgot-link">
          {t('auth.forgotLink')}
        </Link>
      </div>

      <FormError error={formError} />

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

      {oauth.length > 0 ? (
        <div className="auth-social">
          <p className="auth-social__divider">
            <span>{t('auth.login.orWith')}</span>
          </p>
          <div className="auth-social__buttons">
            {oauth.map((provider) => (
              <a
                key={provider}
                href={oauthStartUrl(provider)}
                className={`auth-social__button auth-social__button--${provider}`}
                data-testid={`oauth-${provider}`}
              >
                {provider === 'google' ? <GoogleIcon size={20} /> : <FacebookIcon size={20} />}
                <span>{t(`auth.login.${provider}`)}</span>
              </a>
            ))}
          </div>
        </div>
      ) : null}

      <div className="ui-form__links">
        {customerServiceUrl ? (
          isSitePath(customerServiceUrl) ? (
            <Link
              to={customerServiceUrl}
              className="auth-link auth-link--muted"
              data-testid="login-service"
            >
              <HeadsetIcon size={16} />
              {t('auth.login.customerService')}
            </Link>
          ) : (
            <a
              href={customerServiceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="auth-link auth-link--muted"
              data-testid="login-service"
            >
              <HeadsetIcon size={16} />
              {t('auth.login.customerService')}
            </a>
          )
        ) : null}
        {dnsApp ? (
          <a
            href={dnsApp}
            target="_blank"
            rel="noopener noreferrer"
            className="auth-link auth-link--muted"
            data-testid="login-dns-app"
          >
            <LinkIcon size={16} />
            {t('auth.login.dnsApp')}
          </a>
        ) : null}
      </div>
      {toast.node}
    </form>
  );
}
