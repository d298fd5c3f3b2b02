import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { FormField } from '../../../components/ui/form-field.tsx';

/**
 * The login password typed again before a change to where money goes (binding a bank account,
 * setting the payment password): the server re-authenticates, so a session alone is not enough.
 */
export function LoginPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      name="loginPassword"
      type="password"
      autoComplete="current-password"
      maxLength={128}
      label={t('withdraw.fields.loginPassword')}
      hint={t('withdraw.fields.loginPasswordHint')}
      value={value}
      onChange={onChange}
      required
      error={error}
    />
  );
}
