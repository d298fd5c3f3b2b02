import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMERS, ruleFor, type FieldRule, type SiteInfo } from '@app/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { requestPasswordEmail } from '../api/request-password-email.ts';
import { resetPasswordWithToken } from '../api/reset-password.ts';
import { setPasswordByPhone } from '../api/set-password-by-phone.ts';
import {
  checkRule,
  errorKey,
  serverFieldError,
  useFieldErrors,
  type FieldError,
  type FieldErrors,
} from '../../../lib/form-errors.ts';
import { useStoreSession } from '../lib/session-actions.ts';
import { DEFAULT_DIALING_CODE, DialingCodeSelect, nationalDigits } from './dialing-code-select.tsx';
import { FormError, FormField } from '../../../components/ui/form-field.tsx';
import { checkNewPassword, NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField, useSmsSender } from './sms-code-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';

type Channel = 'phone' | 'email';

/** Goes back where the visitor came from (spec §4 Forgot email flow), else to the login page. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : 0;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate('/m/login', { replace: true });
  };
}

/**
 * spec §2 "Forgot password": recovery by phone (SMS) or by e-mail; the phone is offered, and
 * chosen first, only when MOBILENUMPASSREG3 is on. The e-mailed link (?resetToken=) opens the
 * form that sets the new password.
 */
export function ForgetPassword({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');
  const channels: Channel[] =
    info.whitelabel.MOBILENUMPASSREG3 === true ? ['phone', 'email'] : ['email'];
  const [channel, setChannel] = useState<Channel>(channels[0]!);

  if (resetToken) return <ResetPasswordForm info={info} resetToken={resetToken} />;

  return (
    <div className="auth-forget">
      {channels.length > 1 ? (
        <div className="auth-switch" role="tablist" aria-label={t('auth.forget.methodLabel')}>
          {channels.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={channel === c}
              className="auth-switch__option"
              data-testid={`forget-${c}`}
              onClick={() => setChannel(c)}
            >
              {t(`auth.forget.by.${c}`)}
            </button>
          ))}
        </div>
      ) : null}
      {channel === 'phone' ? <PhoneResetForm info={info} /> : <EmailForm info={info} />}
    </div>
  );
}

// ---- by e-mail

type EmailField = 'username' | 'email';
const EMAIL_RULE: FieldRule = { name: 'email', enabled: true, required: true, type: 'email' };

/** spec §4 Forgot email flow: valid form → loading message → success message (1 s) → back. */
function EmailForm({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const { errors, setError, inputRef, report } = useFieldErrors<EmailField>();
  const usernameRule = ruleFor(info.fieldRules, 'loginUsername', { required: true });

  // spec §5: both trimmed; the e-mail by the forgot-email pattern ("email incorrect").
  const check = (field: EmailField): FieldError | null => {
    if (field === 'username') return checkRule(usernameRule, username.trim());
    const error = checkRule(EMAIL_RULE, email.trim());
    return error && error.key !== 'validation.required'
      ? { key: 'messages.emailIncorrect' }
      : error;
  };
  const valid = !check('username') && !check('email');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const order = ['username', 'email'] as const;
    if (report({ username: check('username'), email: check('email') }, order)) return;
    setPending(true);
    setFormError(null);
    toast.show(t('messages.in_please_wait'), 'loading', TIMERS.loadingOverlay);
    try {
      await requestPasswordEmail(username.trim(), email.trim());
      toast.show(t('auth.forget.emailSent'), 'success', TIMERS.successToast);
      setTimeout(goBack, TIMERS.successToast);
    } catch (error) {
      toast.hide();
      setPending(false);
      setFormError({ key: errorKey(error) });
    }
  };

  const message = (field: EmailField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="forget-email-form"
    >
      <p className="ui-form__intro">{t('auth.forget.emailIntro')}</p>
      <FormField
        name="username"
        label={t('auth.fields.username')}
        value={username}
        required
        onChange={(v) => {
          setUsername(v);
          if (errors.username) setError('username', null);
        }}
        onBlur={() => username && setError('username', check('username'))}
        error={message('username')}
        placeholder={t('auth.placeholders.username')}
        autoComplete="username"
        maxLength={64}
        inputRef={inputRef('username')}
      />
      <FormField
        name="email"
        type="email"
        label={t('auth.fields.email')}
        value={email}
        required
        onChange={(v) => {
          setEmail(v);
          if (errors.email) setError('email', null);
        }}
        onBlur={() => email && setError('email', check('email'))}
        error={message('email')}
        placeholder={t('auth.placeholders.email')}
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        inputRef={inputRef('email')}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={!valid || pending}
        data-testid="forget-email-submit"
      >
        {t('auth.forget.retrieve')}
      </button>
      {toast.node}
    </form>
  );
}

// ---- by phone

type PhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';

/**
 * spec §2, §5, §8 phone reset: only the mobile is checked before the SMS request, the whole form
 * before the new password is set; `modify.new.old.same` clears the password, any other failure the
 * SMS code; success logs in.
 */
export function PhoneResetForm({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const toast = useToast();
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [mobileNum, setMobileNum] = useState('');
  const [verificationCode, setVerificationCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const { errors, setError, inputRef, report } = useFieldErrors<PhoneField>();
  const sms = useSmsSender(toast, setFormError);
  const mobileRule = ruleFor(info.fieldRules, 'loginMobileNum', { required: true, type: 'mobile' });
  const codeRule = ruleFor(info.fieldRules, 'verificationCode', { required: true });
  const passwordRule = ruleFor(info.fieldRules, 'password', { required: true });
  const order = ['mobileNum', 'verificationCode', 'newPassword'] as const;

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: FieldErrors<PhoneField> = {};
    for (const field of order) found[field] = check(field);
    if (report(found, order)) return;
    setPending(true);
    setFormError(null);
    toast.show(t('messages.in_please_wait'), 'loading', TIMERS.loadingOverlay);
    try {
      const value = await setPasswordByPhone({
        newPassword,
        mobileNum,
        countryDialingCode: dialingCode,
        verificationCode,
      });
      toast.hide();
      storeSession(value);
      void navigate('/m/home', { replace: true });
    } catch (error) {
      toast.hide();
      setPending(false);
      if (error instanceof ApiError && error.code === 'modify.new.old.same') {
        setNewPassword('');
        report({ newPassword: { key: 'errors.modify.new.old.same' } }, order);
        return;
      }
      setVerificationCode('');
      const onField = serverFieldError(error);
      const field = order.find((name) => name === onField?.field && name !== 'verificationCode');
      if (onField && field) report({ [field]: onField.error }, order);
      else setFormError({ key: errorKey(error) });
    }
  };

  const message = (field: PhoneField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="forget-phone-form"
    >
      <p className="ui-form__intro">{t('auth.forget.phoneIntro')}</p>
      <FormField
        name="mobileNum"
        type="tel"
        label={t('auth.fields.mobileNum')}
        value={mobileNum}
        required
        onChange={(v) => {
          setMobileNum(v.replace(/\D/g, ''));
          if (errors.mobileNum) setError('mobileNum', null);
        }}
        error={message('mobileNum')}
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
        error={message('verificationCode')}
        required
        inputRef={inputRef('verificationCode')}
      />
      <FormField
        name="newPassword"
        type="password"
        label={t('auth.fields.newPassword')}
        value={newPassword}
        required
        onChange={(v) => {
          setNewPassword(v);
          if (errors.newPassword) setError('newPassword', null);
        }}
        onBlur={() => newPassword && setError('newPassword', check('newPassword'))}
        error={message('newPassword')}
        placeholder={t('auth.placeholders.newPassword')}
        autoComplete="new-password"
        maxLength={128}
        inputRef={inputRef('newPassword')}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending}
        data-testid="forget-phone-submit"
      >
        {t('auth.forget.setPassword')}
      </button>
      {toast.node}
    </form>
  );
}

// ---- the e-mailed link

type ResetField = 'newPassword' | 'confirmNewPassword';

/** /m/forget?resetToken=…: choose a new password (new + confirm), then log in (spec §2). */
function ResetPasswordForm({ info, resetToken }: { info: SiteInfo; resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<FieldError | null>(null);
  const { errors, setError, inputRef, report } = useFieldErrors<ResetField>();
  const passwordRule = ruleFor(info.fieldRules, 'password', { required: true });
  const order = ['newPassword', 'confirmNewPassword'] as const;

  const check = (field: ResetField) =>
    checkNewPassword(field, passwordRule, newPassword, confirmNewPassword);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (
      report(
        { newPassword: check('newPassword'), confirmNewPassword: check('confirmNewPassword') },
        order,
      )
    )
      return;
    setPending(true);
    setFormError(null);
    toast.show(t('messages.in_please_wait'), 'loading', TIMERS.loadingOverlay);
    try {
      await resetPasswordWithToken({ resetToken, newPassword, confirmNewPassword });
      toast.show(t('auth.forget.resetDone'), 'success', TIMERS.successToast);
      setTimeout(() => void navigate('/m/login', { replace: true }), TIMERS.redirectDelay);
    } catch (error) {
      toast.hide();
      setPending(false);
      setFormError({ key: errorKey(error) });
    }
  };

  return (
    <form
      className="ui-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="reset-password-form"
    >
      <h2 className="ui-form__title">{t('auth.forget.resetTitle')}</h2>
      <NewPasswordFields
        rule={passwordRule}
        newPassword={newPassword}
        confirm={confirmNewPassword}
        onNewPassword={setNewPassword}
        onConfirm={setConfirm}
        errors={errors}
        setError={setError}
        inputRef={inputRef}
      />
      <FormError error={formError} />
      <button
        type="submit"
        className="btn btn--gold btn--block"
        disabled={pending}
        data-testid="reset-password-submit"
      >
        {t('auth.forget.resetSubmit')}
      </button>
      {toast.node}
    </form>
  );
}
