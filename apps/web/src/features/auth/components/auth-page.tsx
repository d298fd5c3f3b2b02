import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateAction } from '../../../components/ui/empty-state.tsx';
import { LockIcon, LotusIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { TitleBar } from '../../../components/ui/title-bar.tsx';
import './auth-page.css';

export type AuthMode = 'login' | 'register' | 'forget';

const ACTIONS: Record<AuthMode, [EmptyStateAction, EmptyStateAction]> = {
  login: [
    { label: 'browseGames', to: '/m/home' },
    { label: 'register', to: '/m/register' },
  ],
  register: [
    { label: 'browseGames', to: '/m/home' },
    { label: 'login', to: '/m/login' },
  ],
  forget: [
    { label: 'customerService', to: '/m/customer' },
    { label: 'login', to: '/m/login' },
  ],
};

/**
 * spec §2: login, register and forgot password share one page with its own header (the site's
 * form navigation is hidden), back to /m/home, the title by path. The forms arrive with the
 * identity change; until then the page says what it is for and where to go.
 */
export function AuthPage({ mode, siteName }: { mode: AuthMode; siteName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [primary, secondary] = ACTIONS[mode];

  return (
    <div className="auth-page" data-testid="auth-page">
      <TitleBar
        testId="auth-header"
        title={t(`routes.${mode}`)}
        backLabel={t('common.back')}
        onBack={() => void navigate('/m/home')}
      />
      <div className="auth-page__hero">
        <span className="auth-page__mark" aria-hidden="true">
          <LotusIcon size={34} />
        </span>
        <p className="auth-page__site">{siteName}</p>
        <p className="auth-page__tagline">{t('auth.tagline')}</p>
      </div>
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
      <EmptyState
        icon={mode === 'forget' ? LockIcon : UserIcon}
        title={t(`pages.${mode}.title`)}
        text={t(`pages.${mode}.text`)}
        action={{ label: t(`actions.${primary.label}`), to: primary.to }}
        secondaryAction={{ label: t(`actions.${secondary.label}`), to: secondary.to }}
      />
      {mode === 'login' ? (
        <p className="auth-page__forgot">
          <Link to="/m/forget">{t('auth.forgotLink')}</Link>
        </p>
      ) : null}
    </div>
  );
}
