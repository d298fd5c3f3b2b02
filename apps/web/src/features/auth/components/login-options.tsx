import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import '../locales/pages/strings.ts';

/**
 * spec §2 Login: "remember password" (username login only) and the forgot-password link, on one
 * row.
 */
export function LoginOptions({
  remember,
  onRemember,
}: {
  /** Null hides the box (SMS login remembers nothing). */
  remember: boolean | null;
  onRemember: (remember: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ui-form__row">
      {remember !== null ? (
        <label className="auth-check">
          <input
            type="checkbox"
            checked={remember}
            data-testid="remember-password"
            onChange={(event) => onRemember(event.target.checked)}
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
  );
}
