import { useTranslation } from '../../../lib/translation.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { LoginFormState } from './use-login-fields.ts';
import '../locales/pages/strings.ts';

/** spec §2 Login: the username and the password, filled from the remembered login. */
export function LoginUsernameFields({ form }: { form: LoginFormState }) {
  const { t } = useTranslation();
  const { credentials, typed, recheck, message, inputRef } = form;
  return (
    <>
      <FormField
        name="username"
        label={t('auth.fields.username')}
        value={credentials.username}
        onChange={typed('username', credentials.typeUsername)}
        onBlur={() => recheck('username')}
        error={message('username')}
        placeholder={t('auth.placeholders.username')}
        autoComplete="username"
        maxLength={64}
        inputRef={inputRef('username')}
      />
      <FormField
        name="password"
        type="password"
        label={t('auth.fields.password')}
        value={credentials.password}
        onChange={typed('password', credentials.typePassword)}
        onBlur={() => recheck('password')}
        error={message('password')}
        placeholder={t('auth.placeholders.password')}
        autoComplete="current-password"
        maxLength={128}
        inputRef={inputRef('password')}
      />
    </>
  );
}
