import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { RegisterValue } from '@app/contracts';
import { AlertDialog } from './alert-dialog.tsx';
import '../locales/pages/strings.ts';

/** spec §2 Register: the new account's number and username; confirming goes home. */
export function RegisterSuccessDialog({
  value,
  siteName,
}: {
  value: RegisterValue;
  siteName: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
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
          <dd data-testid="register-account-no">{value.accountNo}</dd>
        </div>
        <div>
          <dt>{t('auth.fields.username')}</dt>
          <dd data-testid="register-username">{value.userName}</dd>
        </div>
      </dl>
    </AlertDialog>
  );
}
