import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, ruleFor, type FieldRule, type SiteInfo } from '@app/contracts';
import { checkRule, useFieldErrors, type FieldError } from '../../../lib/form-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { requestPasswordEmail } from '../api/request-password-email.ts';
import { RecoveryForm } from './recovery-form.tsx';
import { useFieldMessage } from './use-field-message.ts';
import { useGoBack } from './use-go-back.ts';
import { useRecoverySubmit } from './use-recovery-submit.ts';
import '../locales/pages/strings.ts';

type EmailField = 'username' | 'email';
const ORDER = ['username', 'email'] as const;
const EMAIL_RULE: FieldRule = { name: 'email', enabled: true, required: true, type: 'email' };

/** spec §4 Forgot email flow: valid form → loading message → success message (1 s) → back. */
export function ForgetEmailForm({ info }: { info: SiteInfo }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { toast, pending, formError, run } = useRecoverySubmit();
  const { errors, setError, inputRef, report } = useFieldErrors<EmailField>();
  const message = useFieldMessage(errors);
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
    if (report({ username: check('username'), email: check('email') }, ORDER)) return;
    await run(async () => {
      await requestPasswordEmail(username.trim(), email.trim());
      toast.show(t('auth.forget.emailSent'), 'success', TIMERS.successToast);
      setTimeout(goBack, TIMERS.successToast);
    });
  };

  return (
    <RecoveryForm
      testId="forget-email-form"
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t('auth.forget.retrieve')}
      submitTestId="forget-email-submit"
      submitDisabled={!valid || pending}
      toast={toast.node}
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
    </RecoveryForm>
  );
}
