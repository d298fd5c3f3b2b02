import type { ReactNode } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import type { LegalTexts } from './register-agreement.tsx';
import { LotusIcon } from '../../../components/ui/icons.tsx';
import { TitleBar } from '../../../components/ui/title-bar.tsx';
import { ForgetPassword } from './forget-password.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import './auth-page.css';
import './auth-form.css';
import '../locales/pages/strings.ts';

export type AuthMode = 'login' | 'register' | 'forget';

export type AuthPageProps = {
  mode: AuthMode;
  info: SiteInfo;
  siteName: string;
  customerServiceUrl: string | null;
  /** The m_reg banner group above the registration form (spec §2 Register). */
  registerBanner?: ReactNode;
  /** The privacy policy, for the registration form's modal. */
  legalTexts: LegalTexts;
};

/**
 * spec §2: login, register and forgot password share one page with its own header (the site's
 * form navigation is hidden), back to /m/home, the title by path.
 */
export function AuthPage({
  mode,
  info,
  siteName,
  customerServiceUrl,
  registerBanner,
  legalTexts,
}: AuthPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <div className="auth-page" data-testid="auth-page" data-mode={mode}>
      <TitleBar
        testId="auth-header"
        title={t(`routes.${mode}`)}
        backLabel={t('common.back')}
        onBack={() => void navigate('/m/home')}
      />
      {mode === 'register' ? registerBanner : null}
      {mode !== 'register' ? (
        <div className="auth-page__hero">
          <span className="auth-page__mark" aria-hidden="true">
            <LotusIcon size={30} />
          </span>
          <p className="auth-page__site">{siteName}</p>
          <p className="auth-page__tagline">
            {mode === 'forget' ? t('auth.forget.tagline') : t('auth.tagline')}
          </p>
        </div>
      ) : null}
      {mode !== 'forget' ? (
        <nav className="auth-page__tabs" aria-label={t('auth.tabsLabel')}>
          <Link
            to="/m/login"
            replace
            className="auth-page__tab"
            aria-current={mode === 'login' ? 'page' : undefined}
          >
            {t('routes.login')}
          </Link>
          <Link
            to="/m/register"
            replace
            className="auth-page__tab"
            aria-current={mode === 'register' ? 'page' : undefined}
          >
            {t('routes.register')}
          </Link>
        </nav>
      ) : null}
      <div className="auth-page__card">
        {mode === 'login' ? (
          <LoginForm info={info} customerServiceUrl={customerServiceUrl} />
        ) : null}
        {mode === 'register' ? (
          <RegisterForm info={info} siteName={siteName} legalTexts={legalTexts} />
        ) : null}
        {mode === 'forget' ? <ForgetPassword info={info} /> : null}
      </div>
    </div>
  );
}
