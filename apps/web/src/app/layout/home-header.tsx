import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotusIcon, MenuIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useSession } from '../../lib/session.ts';
import { useSiteInfo } from '../../features/system/api/get-status.ts';
import { HOME_PATH } from '../route-table.ts';
import './home-header.css';

/**
 * spec §2 "Home header": logo to home; visitors get login and register, members their account
 * name; the menu icon on the right opens the side menu.
 */
export function HomeHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useSiteInfo();
  const siteName = info?.siteName ?? t('app.name');

  return (
    <header className="home-header" data-testid="home-header">
      <Link
        to={HOME_PATH}
        className="home-header__logo"
        aria-label={t('header.homeLink', { siteName })}
      >
        <span className="home-header__mark" aria-hidden="true">
          <LotusIcon size={22} />
        </span>
        <span className="home-header__name">{siteName}</span>
      </Link>
      <div className="home-header__end">
        {session ? (
          <Link to="/m/member/home" className="home-header__account">
            <UserIcon size={18} />
            <span className="home-header__account-name">
              {session.userName ?? t('header.trialAccount')}
            </span>
          </Link>
        ) : (
          <>
            <Link to="/m/login" className="btn btn--outline btn--small home-header__auth">
              {t('actions.login')}
            </Link>
            <Link to="/m/register" className="btn btn--gold btn--small home-header__auth">
              {t('actions.register')}
            </Link>
          </>
        )}
        <button
          type="button"
          className="icon-button home-header__menu"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          data-testid="side-menu-open"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}
