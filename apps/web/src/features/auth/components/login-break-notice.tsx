import { useTranslation } from '../../../lib/translation.ts';
import { formatDate } from '@app/client/format';
import { useSiteLanguage } from '../../../lib/i18n.ts';
import type { LoginBreak } from './use-login-submit.ts';
import '../locales/pages/strings.ts';

/**
 * A time-out or self-exclusion on the login page: just after it started (`?excluded=1`, every
 * session ended) or when it refused a login. The member may still sign in to withdraw the balance;
 * play and deposits stay closed until the break ends.
 */
export function LoginBreakNotice({
  refusal,
  sms,
  pending,
  onSignInToWithdraw,
}: {
  refusal: LoginBreak | null;
  sms: boolean;
  pending: boolean;
  onSignInToWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return (
    <div className="login-break" role="status" data-testid="login-break">
      <p>
        {refusal === null
          ? t('auth.login.break.started')
          : refusal.until
            ? t(`auth.login.break.until.${refusal.kind}`, {
                date: formatDate(refusal.until, language, 'dateTime'),
              })
            : t('auth.login.break.indefinite')}
      </p>
      <p>
        {t(sms && refusal ? 'auth.login.break.withdrawOnlySms' : 'auth.login.break.withdrawOnly')}
      </p>
      {refusal ? (
        <button
          type="button"
          className="btn btn--outline btn--block"
          disabled={pending}
          onClick={onSignInToWithdraw}
          data-testid="login-to-withdraw"
        >
          {t('auth.login.break.action')}
        </button>
      ) : null}
    </div>
  );
}
