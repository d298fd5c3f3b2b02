import { useTranslation } from '../../../lib/translation.ts';
import type { FieldRule } from '@app/contracts';
import { checkRule, type FieldError, type FieldErrors } from '../../../lib/form-errors.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import '../locales/pages/strings.ts';

export type NewPasswordField = 'newPassword' | 'confirmNewPassword';

/**
 * spec §5 "Password change": the new password by the server's password rule; the confirmation
 * required ('Enter password') and equal to it ('Confirmation password not matched').
 */
export function checkNewPassword(
  field: NewPasswordField,
  rule: FieldRule,
  next: string,
  confirm: string,
): FieldError | null {
  if (field === 'newPassword') return checkRule(rule, next);
  if (!confirm) return { key: 'messages.enterPassword' };
  return confirm === next ? null : { key: 'messages.confirmMismatch' };
}

type Props = {
  rule: FieldRule;
  newPassword: string;
  confirm: string;
  onNewPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: FieldErrors<NewPasswordField>;
  setError: (field: NewPasswordField, error: FieldError | null) => void;
  inputRef: (field: NewPasswordField) => (element: HTMLInputElement | null) => void;
};

/**
 * The new password and its confirmation, each with show/hide, checked on blur and re-checked as
 * the player types once a field has shown an error (change password, password reset).
 */
export function NewPasswordFields({
  rule,
  newPassword,
  confirm,
  onNewPassword,
  onConfirm,
  errors,
  setError,
  inputRef,
}: Props) {
  const { t } = useTranslation();
  const check = (field: NewPasswordField, next = newPassword, again = confirm) =>
    checkNewPassword(field, rule, next, again);
  const message = (field: NewPasswordField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };

  return (
    <>
      <FormField
        name="newPassword"
        type="password"
        label={t('auth.fields.newPassword')}
        value={newPassword}
        required
        onChange={(v) => {
          onNewPassword(v);
          if (errors.newPassword) setError('newPassword', check('newPassword', v));
          if (confirm) setError('confirmNewPassword', check('confirmNewPassword', v));
        }}
        onBlur={() => newPassword && setError('newPassword', check('newPassword'))}
        error={message('newPassword')}
        placeholder={t('auth.placeholders.newPassword')}
        autoComplete="new-password"
        maxLength={128}
        inputRef={inputRef('newPassword')}
      />
      <FormField
        name="confirmNewPassword"
        type="password"
        label={t('auth.fields.confirmPassword')}
        value={confirm}
        required
        onChange={(v) => {
          onConfirm(v);
          if (errors.confirmNewPassword) {
            setError('confirmNewPassword', check('confirmNewPassword', newPassword, v));
          }
        }}
        onBlur={() => confirm && setError('confirmNewPassword', check('confirmNewPassword'))}
        error={message('confirmNewPassword')}
        placeholder={t('auth.placeholders.confirmPassword')}
        autoComplete="new-password"
        maxLength={128}
        inputRef={inputRef('confirmNewPassword')}
      />
    </>
  );
}
