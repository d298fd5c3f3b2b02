import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MINIMUM_AGE,
  REGISTRATION_TYPE,
  STORAGE_KEYS,
  ruleFor,
  validateField,
  type FieldRule,
  type RegisterBody,
  type RegisterValue,
  type SiteInfo,
} from '@app/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { checkAffiliate } from '../api/check-affiliate.ts';
import { register } from '../api/register.ts';
import {
  checkRule,
  errorKey,
  serverFieldError,
  useFieldErrors,
  type FieldError,
  type FieldErrors,
} from '../../../lib/form-errors.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import { AlertDialog } from './alert-dialog.tsx';
import { CaptchaField, checkCaptchaAnswer } from './captcha-field.tsx';
import { DEFAULT_DIALING_CODE, DialingCodeSelect } from './dialing-code-select.tsx';
import { FormError, FormField, type FormFieldProps } from '../../../components/ui/form-field.tsx';
import { LegalModal } from './legal-modal.tsx';
import { SmsCodeField, useSmsSender } from './sms-code-field.tsx';
import { TermsOfService } from './terms-of-service.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useCaptcha } from './use-captcha.ts';

export type RegisterMethod = 'username' | 'mobileNum';

/** The optional registration fields of spec §3, in the order the form shows them. */
const EXTRA_FIELDS = [
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const;
type ExtraField = (typeof EXTRA_FIELDS)[number];
type Field =
  | 'username'
  | 'mobileNum'
  | 'verificationCode'
  | 'password'
  | 'confirmPassword'
  | ExtraField
  | 'affiliateCode'
  | 'captcha';
type Values = Record<Exclude<Field, 'captcha'>, string>;

const EMPTY_VALUES = Object.fromEntries(
  [
    'username',
    'mobileNum',
    'verificationCode',
    'password',
    'confirmPassword',
    'affiliateCode',
    ...EXTRA_FIELDS,
  ].map((name) => [name, '']),
) as Values;

/** Input details of the extra fields (type, autofill). */
const EXTRA_INPUT: Partial<Record<ExtraField, Partial<FormFieldProps>>> = {
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

/** spec §2 Register: mobileNum when mobile registration is on and username registration off. */
export function defaultRegisterMethod(info: SiteInfo): RegisterMethod {
  return info.whitelabel.MOBILENUMREG3 === true && info.whitelabel.USERNAMEREG3 !== true
    ? 'mobileNum'
    : 'username';
}

/**
 * spec §2 "switching copies the mobile number": the number moves to the other method's field when
 * that field is empty and the value is valid there (a mobile number is rarely a valid username).
 */
export function copyOnSwitch(
  to: RegisterMethod,
  values: Pick<Values, 'username' | 'mobileNum'>,
  rules: { username: FieldRule; mobileNum: FieldRule },
): Pick<Values, 'username' | 'mobileNum'> {
  if (to === 'username' && !values.username && values.mobileNum) {
    const ok = validateField({ ...rules.username, required: true }, values.mobileNum) === null;
    return ok ? { ...values, username: values.mobileNum } : values;
  }
  if (to === 'mobileNum' && !values.mobileNum && values.username) {
    const ok = validateField({ ...rules.mobileNum, required: true }, values.username) === null;
    return ok ? { ...values, mobileNum: values.username } : values;
  }
  return values;
}

/** spec §3 registerMethod: where the visitor registers from. */
function registerSource(): RegisterBody['registerMethod'] {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  try {
    if (window.localStorage.getItem(STORAGE_KEYS.webclip)) return 'WEBCLIP';
  } catch {
    // no storage: a plain mobile-web visit
  }
  return 'H5';
}

export type RegisterFormProps = {
  info: SiteInfo;
  siteName: string;
  /** The privacy policy text, shown in its modal. */
  privacyPolicy: ReactNode;
};

/**
 * spec §2 "Register", §3 Registration payload, §4 Registration affiliate, §5: fields, asterisks
 * and captcha from the status settings, checked by the contracts engine.
 */
export function RegisterForm({ info, siteName, privacyPolicy }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storeSession = useStoreSession();
  const toast = useToast();
  const flags = info.whitelabel;
  const settings = info.register;

  const methods = useMemo(() => {
    const offered: RegisterMethod[] = [];
    if (flags.USERNAMEREG3 === true) offered.push('username');
    if (flags.MOBILENUMREG3 === true) offered.push('mobileNum');
    return offered;
  }, [flags.USERNAMEREG3, flags.MOBILENUMREG3]);

  const [method, setMethod] = useState<RegisterMethod>(() => defaultRegisterMethod(info));
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [captchaValue, setCaptchaValue] = useState('');
  const [agree, setAgree] = useState(true);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const [legal, setLegal] = useState<'terms' | 'privacy' | null>(null);
  const [done, setDone] = useState<RegisterValue | null>(null);
  const { errors, setError, setErrors, inputRef, report, focus } = useFieldErrors<Field>();
  const captcha = useCaptcha(settings.captchaEnabled, 'register');
  const sms = useSmsSender(toast, setFormError);

  // spec §4 Registration affiliate: the code of the link is checked on load.
  const linkCode = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const [linkCheck, setLinkCheck] = useState<'checking' | 'valid' | 'invalid' | 'unknown'>(
    linkCode ? 'checking' : 'unknown',
  );
  useEffect(() => {
    if (!linkCode) return;
    let live = true;
    checkAffiliate(linkCode, window.location.hostname)
      .then((valid) => {
        if (!live) return;
        setLinkCheck(valid ? 'valid' : 'invalid');
        if (!valid) {
          setValues((v) => ({ ...v, affiliateCode: linkCode }));
          setError('affiliateCode', { key: 'messages.invitation_code_error' });
        }
      })
      .catch(() => {
        if (!live) return;
        setLinkCheck('unknown');
        setValues((v) => ({ ...v, affiliateCode: linkCode }));
      });
    return () => {
      live = false;
    };
  }, [linkCode, setError]);

  const rule = (name: string, fallback?: Partial<FieldRule>) =>
    ruleFor(settings.fields, name, fallback);
  const rules = {
    username: {
      ...rule('username', { min: 4, max: 16 }),
      enabled: true,
      required: method === 'username',
    },
    mobileNum:
      method === 'mobileNum'
        ? { ...rule('mobileNum', { type: 'mobile' }), enabled: true, required: true }
        : rule('mobileNum', { type: 'mobile', enabled: false }),
    verificationCode: ruleFor(info.fieldRules, 'verificationCode', { required: true }),
    password: {
      ...rule('password', ruleFor(info.fieldRules, 'password')),
      enabled: true,
      required: true,
    },
    affiliateCode: rule('affiliateCode', { enabled: false }),
  };
  const extraRules = EXTRA_FIELDS.map((name) =>
    settings.fields.find((f) => f.name === name),
  ).filter((r): r is FieldRule => !!r && r.enabled);
  const needsSmsCode = method === 'mobileNum' && flags.REGMOBVERF3 === true;
  const affiliateShown =
    linkCheck !== 'valid' && linkCheck !== 'checking' && rules.affiliateCode.enabled;

  const order: Field[] = [
    ...(method === 'username' ? (['username'] as const) : []),
    ...(rules.mobileNum.enabled ? (['mobileNum'] as const) : []),
    ...(needsSmsCode ? (['verificationCode'] as const) : []),
    'password',
    'confirmPassword',
    ...extraRules.map((r) => r.name as ExtraField),
    ...(affiliateShown ? (['affiliateCode'] as const) : []),
    ...(settings.captchaEnabled ? (['captcha'] as const) : []),
  ];

  const check = (field: Field, current: Values = values): FieldError | null => {
    switch (field) {
      case 'username':
        return checkRule(rules.username, current.username.trim());
      case 'mobileNum': {
        const error = checkRule(rules.mobileNum, current.mobileNum);
        if (!error) return null;
        // spec §5: the mobile message is error_phone_number_limit.
        return error.key === 'validation.required'
          ? { key: 'validation.mobile_required' }
          : { key: 'messages.error_phone_number_limit' };
      }
      case 'verificationCode':
        return checkRule(rules.verificationCode, current.verificationCode);
      case 'password':
        return checkRule(rules.password, current.password);
      case 'confirmPassword':
        // spec §5: confirm required (in_incorrect_password) and equal (in_confirmation_correct).
        if (!current.confirmPassword) return { key: 'messages.in_incorrect_password' };
        return current.confirmPassword === current.password
          ? null
          : { key: 'messages.in_confirmation_correct' };
      case 'affiliateCode':
        return checkRule(rules.affiliateCode, current.affiliateCode.trim());
      case 'captcha':
        return checkCaptchaAnswer(captchaValue);
      default: {
        const extra = extraRules.find((r) => r.name === field);
        return extra ? checkRule(extra, current[field].trim()) : null;
      }
    }
  };

  const change = (field: Exclude<Field, 'captcha'>, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setError(field, check(field, next));
    // spec §5: changing the password rechecks the confirmation, or clears its error when empty.
    if (field === 'password') {
      setError('confirmPassword', next.confirmPassword ? check('confirmPassword', next) : null);
    }
  };

  const blur = (field: Field) => {
    const value = field === 'captcha' ? captchaValue : values[field];
    if (value || errors[field]) setError(field, check(field));
  };

  const switchMethod = (next: RegisterMethod) => {
    if (next === method) return;
    setValues((v) => ({
      ...v,
      ...copyOnSwitch(next, v, {
        username: { ...rule('username', { min: 4, max: 16 }), enabled: true },
        mobileNum: { ...rule('mobileNum', { type: 'mobile' }), enabled: true },
      }),
    }));
    setMethod(next);
    setErrors({});
    setFormError(null);
  };

  const refreshCaptcha = () => {
    setCaptchaValue('');
    captcha.refresh();
  };

  const sendCode = () => {
    // spec §5: the SMS is sent for a valid mobile number only.
    const error = check('mobileNum');
    if (error) {
      report({ ...errors, mobileNum: error }, ['mobileNum']);
      return;
    }
    setFormError(null);
    void sms.send({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: dialingCode,
      purpose: 'register',
    });
  };

  const invalidInvitation = () => {
    if (rules.affiliateCode.enabled) {
      if (linkCheck === 'valid') setLinkCheck('invalid');
      report({ affiliateCode: { key: 'messages.invitation_code_error' } }, ['affiliateCode']);
      // the field may only just have appeared
      setTimeout(() => focus('affiliateCode'), 0);
    } else {
      setFormError({ key: 'messages.invitation_code_error' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !agree) return;
    setFormError(null);
    const found: FieldErrors<Field> = {};
    for (const field of order) found[field] = check(field);
    if (report(found, order)) return;

    setPending(true);
    const affiliateCode = linkCheck === 'valid' ? linkCode : values.affiliateCode.trim();
    try {
      // spec §4: on submit the invitation code is checked first; a bad one registers nothing.
      if (affiliateCode) {
        const valid = await checkAffiliate(affiliateCode, window.location.hostname).catch(
          (error: unknown) => {
            if (error instanceof ApiError && error.code === 'network.error') throw error;
            return true; // the server checks it again
          },
        );
        if (!valid) {
          setPending(false);
          invalidInvitation();
          return;
        }
      }
      const mobile = method === 'mobileNum' || values.mobileNum.trim() !== '';
      const body: RegisterBody = {
        method,
        countryDialingCode: mobile ? dialingCode : '',
        registerUrl: window.location.host,
        registerMethod: registerSource(),
        username: method === 'username' ? values.username.trim() : '',
        password: values.password,
        confirmPassword: values.confirmPassword,
        affiliateCode,
        mobileNum: rules.mobileNum.enabled ? values.mobileNum.trim() : '',
        verificationCode: needsSmsCode ? values.verificationCode : '',
        captcha: settings.captchaEnabled ? captchaValue.trim() : '',
        captchaId: settings.captchaEnabled ? (captcha.captcha?.captchaId ?? '') : '',
        type: REGISTRATION_TYPE,
        domain: window.location.hostname,
        // spec §3: the optional fields are sent as empty strings.
        ...Object.fromEntries(
          EXTRA_FIELDS.map((name) => [
            name,
            extraRules.some((r) => r.name === name) ? values[name].trim() : '',
          ]),
        ),
      };
      const value = await register(body);
      storeSession(value);
      setDone(value);
    } catch (error) {
      setPending(false);
      if (settings.captchaEnabled) refreshCaptcha();
      if (error instanceof ApiError && error.code === 'register.invalid_invitation') {
        invalidInvitation();
        return;
      }
      const onField = serverFieldError(error);
      const field = order.find((name) => name === onField?.field);
      if (onField && field) report({ [field]: onField.error }, order);
      else setFormError({ key: errorKey(error) });
    }
  };

  const message = (field: Field) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };
  const textField = (name: Exclude<Field, 'captcha'>, extra: Partial<FormFieldProps> = {}) => (
    <FormField
      key={name}
      name={name}
      label={t(`auth.fields.${name}`)}
      value={values[name]}
      onChange={(v) => change(name, v)}
      onBlur={() => blur(name)}
      error={message(name)}
      placeholder={t(`auth.placeholders.${name}`)}
      maxLength={128}
      inputRef={inputRef(name)}
      {...extra}
    />
  );

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="register-form"
    >
      {methods.length > 1 ? (
        <div className="auth-switch" role="tablist" aria-label={t('auth.register.methodLabel')}>
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={method === m}
              className="auth-switch__option"
              data-testid={`register-method-${m}`}
              onClick={() => switchMethod(m)}
            >
              {t(`auth.register.method.${m}`)}
            </button>
          ))}
        </div>
      ) : null}

      {method === 'username'
        ? textField('username', { required: true, autoComplete: 'username', maxLength: 64 })
        : null}
      {rules.mobileNum.enabled
        ? textField('mobileNum', {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            maxLength: 20,
            required: rules.mobileNum.required,
            onChange: (v) => change('mobileNum', v.replace(/\D/g, '')),
            start: <DialingCodeSelect value={dialingCode} onChange={setDialingCode} />,
          })
        : null}
      {needsSmsCode ? (
        <SmsCodeField
          value={values.verificationCode}
          onChange={(v) => change('verificationCode', v)}
          onBlur={() => blur('verificationCode')}
          onSend={sendCode}
          countdown={sms.countdown}
          error={message('verificationCode')}
          required
          inputRef={inputRef('verificationCode')}
        />
      ) : null}
      {textField('password', { type: 'password', required: true, autoComplete: 'new-password' })}
      {textField('confirmPassword', {
        type: 'password',
        required: true,
        autoComplete: 'new-password',
      })}
      {extraRules.map((r) => {
        const name = r.name as ExtraField;
        return textField(name, { required: r.required, ...EXTRA_INPUT[name] });
      })}
      {affiliateShown
        ? textField('affiliateCode', { required: rules.affiliateCode.required, maxLength: 32 })
        : null}
      {linkCheck === 'valid' ? (
        <p className="ui-form__note" data-testid="affiliate-applied">
          {t('auth.register.affiliateApplied', { code: linkCode })}
        </p>
      ) : null}
      {settings.captchaEnabled ? (
        <CaptchaField
          captcha={captcha.captcha}
          isLoading={captcha.isLoading}
          onRefresh={refreshCaptcha}
          value={captchaValue}
          onChange={(v) => {
            setCaptchaValue(v);
            if (errors.captcha) setError('captcha', null);
          }}
          onBlur={() => blur('captcha')}
          error={message('captcha')}
          inputRef={inputRef('captcha')}
        />
      ) : null}

      <div className="auth-agree">
        <label className="auth-check">
          <input
            type="checkbox"
            checked={agree}
            data-testid="register-agree"
            onChange={(event) => setAgree(event.target.checked)}
          />
          <span>{t('auth.register.agree', { age: MINIMUM_AGE })}</span>
        </label>
        <span className="auth-agree__links">
          <button
            type="button"
            className="auth-link"
            data-testid="open-terms"
            onClick={() => setLegal('terms')}
          >
            {t('auth.register.terms')}
          </button>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            className="auth-link"
            data-testid="open-privacy"
            onClick={() => setLegal('privacy')}
          >
            {t('auth.register.privacy')}
          </button>
        </span>
      </div>

      <FormError error={formError} />

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
        <LegalModal
          title={legal === 'terms' ? t('auth.register.terms') : t('auth.register.privacy')}
          testId={`${legal}-modal`}
          onClose={() => setLegal(null)}
        >
          {legal === 'terms' ? <TermsOfService siteName={siteName} /> : privacyPolicy}
        </LegalModal>
      ) : null}
      {done ? (
        <AlertDialog
          title={t('auth.register.successTitle', { siteName })}
          text={t('auth.register.successText')}
          buttonLabel={t('auth.register.successConfirm')}
          testId="register-success"
          onClose={() => void navigate('/m/home', { replace: true })}
        >
          <dl className="auth-dialog__facts">
            <div>
              <dt>{t('auth.register.accountNo')}</dt>
              <dd data-testid="register-account-no">{done.accountNo}</dd>
            </div>
            <div>
              <dt>{t('auth.fields.username')}</dt>
              <dd data-testid="register-username">{done.userName}</dd>
            </div>
          </dl>
        </AlertDialog>
      ) : null}
      {toast.node}
    </form>
  );
}
