import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { LotusIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useAvatarSrc } from '../../lib/queries/head-icon.ts';
import { getTrialName, isTrialSession, useSession } from '../../lib/session.ts';
import { displayNameOf, useMemberInfo } from '../../lib/queries/member-info.ts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { HeaderBalance } from '../../components/wallet/balance-widget.tsx';
import { HOME_PATH } from '../route-table.ts';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { useUnreadCounts } from '../../lib/queries/unread-counts.ts';
import './home-header.css';

/**
 * spec §2 "Home header": logo to home; visitors get login and register, members their nickname or
 * account (GET /wps/member/info) and the total balance; the menu icon opens the side menu.
 */
export function HomeHeader({
  onOpenMenu,
  balance,
}: {
  onOpenMenu: () => void;
  /**
   * BALANCE SLOT — spec §2: total balance with currency symbol, 2 decimals, maskable. Defaults to
   * the wallet's balance (GET /wps/wallet: sumBalance, currencySymbol); null shows nothing.
   */
  balance?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const info = useSiteInfo();
  const avatarSrc = useAvatarSrc();
  const siteName = info?.siteName ?? t('app.name');
  // spec §3: a dot on the menu icon while anything is unread (announcements + chat + inbox).
  const unread = useUnreadCounts()?.total;
  const trial = isTrialSession(session) || member?.type === 4;
  const name =
    displayNameOf(member) ?? session?.userName ?? getTrialName() ?? t('header.trialAccount');

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
          <Link
            to="/m/member/home"
            className="home-header__account"
            data-testid="home-header-account"
          >
            <Avatar src={avatarSrc} size={22} />
            <span className="home-header__account-name">{name}</span>
            {trial ? (
              <span className="home-header__trial" title={t('header.trialAccount')}>
                {t('auth.trialBadge')}
              </span>
            ) : member?.clubLabel.labelName ? (
              <span className="home-header__trial" data-testid="home-header-vip">
                {member.clubLabel.labelName}
              </span>
            ) : null}
            {balance === undefined ? <HeaderBalance /> : balance}
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
          <CountBadge
            count={unread}
            dot
            label={t('header.unread', { count: unread ?? 0 })}
            testId="header-unread"
          />
        </button>
      </div>
    </header>
  );
}
