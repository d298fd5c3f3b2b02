import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS, ruleFor, type SiteInfo } from '@app/contracts';
import { useFieldErrors } from '../../../lib/form-errors.ts';
import { resetPasswordWithToken } from '../api/reset-password.ts';
import { checkNewPassword, NewPasswordFields } from './new-password-fields.tsx';
import { RecoveryForm } from './recovery-form.tsx';
import { useRecoverySubmit } from './use-recovery-submit.ts';
import '../locales/pages/strings.ts';

type ResetField = 'newPassword' | 'confirmNewPassword';
const ORDER = ['newPassword', 'confirmNewPassword'] as const;

/** /m/forget?resetToken=…: choose a new password (new + confirm), then log in (spec §2). */
export function ResetPasswordForm({ info, resetToken }: { info: SiteInfo; resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirm] = useState('');
  const { toast, pending, formError, run } = useRecoverySubmit();
  const { errors, setError, inputRef, report } = useFieldErrors<ResetField>();
  const passwordRule = ruleFor(info.fieldRules, 'password', { required: true });

  const check = (field: ResetField) =>
    checkNewPassword(field, passwordRule, newPassword, confirmNewPassword);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = {
      newPassword: check('newPassword'),
      confirmNewPassword: check('confirmNewPassword'),
    };
    if (report(found, ORDER)) return;
    await run(async () => {
      await resetPasswordWithToken({ resetToken, newPassword, confirmNewPassword });
      toast.show(t('auth.forget.resetDone'), 'success', TIMERS.successToast);
      setTimeout(() => void navigate('/m/login', { replace: true }), TIMERS.redirectDelay);
    });
  };

  return (
    <RecoveryForm
      testId="reset-password-form"
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t('auth.forget.resetSubmit')}
      submitTestId="reset-password-submit"
      submitDisabled={pending}
      toast={toast.node}
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
    </RecoveryForm>
  );
}
