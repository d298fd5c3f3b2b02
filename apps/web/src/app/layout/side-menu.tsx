import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SiteInfo, WhitelabelFlag } from '@app/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  CalendarCheckIcon,
  CartIcon,
  ChevronRightIcon,
  CloseIcon,
  DepositIcon,
  GlobeIcon,
  LinkIcon,
  ListIcon,
  LoginIcon,
  LogoutIcon,
  MailIcon,
  MoonIcon,
  ReceiptIcon,
  ShieldIcon,
  SunIcon,
  TrophyIcon,
  UserIcon,
  WithdrawIcon,
  type IconComponent,
} from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { openLink } from '../../lib/links.ts';
import { getTrialName, isAgentType, useSession, type SessionInfo } from '../../lib/session.ts';
import { setTheme, useTheme } from '../../lib/theme.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { displayNameOf, useMemberInfo } from '../../lib/queries/member-info.ts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { HOME_PATH, LOGIN_PATH } from '../route-table.ts';
import './side-menu.css';

type Entry = { key: string; to: string; icon: IconComponent; flag?: WhitelabelFlag };

/** spec §2 "Side menu" entries, each gated by its whitelabel flag (spec §3, §6). */
const ENTRIES: readonly Entry[] = [
  { key: 'signIn', to: '/m/activity/signIn', icon: CalendarCheckIcon },
  { key: 'rewardCenter', to: '/m/rewardCenter', icon: TrophyIcon, flag: 'REWCEN3' },
  { key: 'pointMall', to: '/m/mall/mallHome', icon: CartIcon, flag: 'PTSYS3' },
  { key: 'bettingRecord', to: '/m/gameRecord', icon: ListIcon, flag: 'TRANSBETREPMEM3' },
  { key: 'accountRecord', to: '/m/transaction/record', icon: ReceiptIcon, flag: 'TRANSREC3' },
  { key: 'securityCenter', to: '/m/securityCenter', icon: ShieldIcon, flag: 'SECPRIV' },
  { key: 'messages', to: '/m/message', icon: MailIcon, flag: 'MAILCEN' },
  { key: 'myAccount', to: '/m/myAccount/index', icon: UserIcon, flag: 'MYACC' },
];

function isOn(info: SiteInfo | undefined, flag: WhitelabelFlag | undefined): boolean {
  return !flag || info?.whitelabel[flag] !== false;
}

/**
 * spec §2, §6: the affiliate entry is shown to visitors (the configured affiliate link, else the
 * login page) and to agents (types 1, 2, 41, 42: agent home); other members do not see it.
 */
function affiliateTarget(session: SessionInfo | null, info: SiteInfo | undefined): string | null {
  if (session) return isAgentType(session.type) ? '/m/agent' : null;
  return info?.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url || LOGIN_PATH;
}

function MoneyButton({
  to,
  recordTo,
  icon: Icon,
  label,
  recordLabel,
}: {
  to: string;
  recordTo: string;
  icon: IconComponent;
  label: string;
  recordLabel: string;
}) {
  return (
    <div className="side-menu__money">
      <Link to={to} className="side-menu__money-main">
        <Icon size={22} />
        <span>{label}</span>
      </Link>
      <Link to={recordTo} className="side-menu__money-record" aria-label={recordLabel}>
        <ReceiptIcon size={18} />
      </Link>
    </div>
  );
}

export function SideMenu({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const session = useSession();
  const member = useMemberInfo();
  const logout = useLogout();
  const info = useSiteInfo();
  const theme = useTheme();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  // i18n.language re-renders the switch on change; currentLanguage maps it to TY/EN.
  const language = i18n.language ? currentLanguage() : 'TY';
  const hasLanguages = (info?.languages.length ?? 0) > 1;
  const affiliate = affiliateTarget(session, info);

  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    // spec §4 "Logout": the logout call, then the local session goes; back to /m/home.
    setSigningOut(true);
    await logout(async () => {
      setConfirmingSignOut(false);
      onClose();
      // Home first: a page that needs the session would otherwise send the visitor to login.
      await navigate(HOME_PATH);
    });
  };

  return (
    <>
      <Modal
        variant="drawer"
        onClose={onClose}
        labelledBy={titleId}
        testId="side-menu"
        maskTestId="side-menu-mask"
        className="side-menu"
      >
        <div className="side-menu__head">
          <div className="side-menu__who">
            <span className="side-menu__avatar" aria-hidden="true">
              <UserIcon size={26} />
            </span>
            <div className="side-menu__who-text">
              <h2 id={titleId} className="side-menu__title">
                {session
                  ? (displayNameOf(member) ??
                    session.userName ??
                    getTrialName() ??
                    t('header.trialAccount'))
                  : t('sideMenu.welcome')}
              </h2>
              <p className="side-menu__subtitle">
                {session ? t('sideMenu.memberSubtitle') : t('sideMenu.guestSubtitle')}
              </p>
            </div>
          </div>
          <button
            type="button"
            className="icon-button side-menu__close"
            aria-label={t('sideMenu.close')}
            data-testid="side-menu-close"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>

        <div className="side-menu__actions">
          {session ? (
            <>
              <MoneyButton
                to="/m/voucherCenter"
                recordTo="/m/vouReport"
                icon={DepositIcon}
                label={t('sideMenu.deposit')}
                recordLabel={t('sideMenu.depositRecord')}
              />
              <MoneyButton
                to="/m/withdraw"
                recordTo="/m/withdrawReport"
                icon={WithdrawIcon}
                label={t('sideMenu.withdraw')}
                recordLabel={t('sideMenu.withdrawRecord')}
              />
            </>
          ) : (
            <>
              <Link to="/m/login" className="btn btn--outline">
                <LoginIcon size={18} />
                {t('actions.login')}
              </Link>
              <Link to="/m/register" className="btn btn--gold">
                {t('actions.register')}
              </Link>
            </>
          )}
        </div>

        <nav aria-label={t('sideMenu.navLabel')}>
          <ul className="side-menu__list">
            {ENTRIES.filter((entry) => isOn(info, entry.flag)).map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link to={to} className="side-menu__entry">
                  <Icon size={20} className="side-menu__entry-icon" />
                  <span>{t(`sideMenu.${key}`)}</span>
                  <ChevronRightIcon size={16} className="side-menu__chevron" />
                </Link>
              </li>
            ))}
            {affiliate ? (
              <li>
                <button
                  type="button"
                  className="side-menu__entry"
                  onClick={() => {
                    onClose();
                    openLink(affiliate, (to) => void navigate(to));
                  }}
                >
                  <LinkIcon size={20} className="side-menu__entry-icon" />
                  <span>{t('sideMenu.affiliate')}</span>
                  <ChevronRightIcon size={16} className="side-menu__chevron" />
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="side-menu__settings">
          {hasLanguages ? (
            <div className="side-menu__setting">
              <GlobeIcon size={20} className="side-menu__entry-icon" />
              <span id={`${titleId}-language`}>{t('sideMenu.language')}</span>
              <button
                type="button"
                role="switch"
                aria-checked={language === 'EN'}
                aria-labelledby={`${titleId}-language`}
                className="segmented"
                data-testid="language-switch"
                onClick={() => void changeLanguage(language === 'EN' ? 'TY' : 'EN')}
              >
                <span className="segmented__option" data-on={language === 'TY'}>
                  {t('sideMenu.languageShortTY')}
                </span>
                <span className="segmented__option" data-on={language === 'EN'}>
                  {t('sideMenu.languageShortEN')}
                </span>
              </button>
            </div>
          ) : null}
          <div className="side-menu__setting">
            {theme === 'dark' ? (
              <MoonIcon size={20} className="side-menu__entry-icon" />
            ) : (
              <SunIcon size={20} className="side-menu__entry-icon" />
            )}
            <span id={`${titleId}-theme`}>{t('sideMenu.darkMode')}</span>
            <button
              type="button"
              role="switch"
              aria-checked={theme === 'dark'}
              aria-labelledby={`${titleId}-theme`}
              className="toggle"
              data-testid="theme-toggle"
              onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            >
              <span className="toggle__knob" />
            </button>
          </div>
        </div>

        {session ? (
          <div className="side-menu__footer">
            <button
              type="button"
              className="btn btn--ghost btn--block side-menu__signout"
              data-testid="signout-button"
              onClick={() => setConfirmingSignOut(true)}
            >
              <LogoutIcon size={18} />
              {t('sideMenu.signOut')}
            </button>
          </div>
        ) : null}
      </Modal>
      {confirmingSignOut ? (
        <ConfirmDialog
          title={t('sideMenu.signOutTitle')}
          text={t('sideMenu.signOutText')}
          confirmLabel={t('sideMenu.signOut')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => {
            if (!signingOut) void signOut();
          }}
          onCancel={() => setConfirmingSignOut(false)}
          testId="signout-dialog"
          confirmTestId="signout-confirm"
        />
      ) : null}
    </>
  );
}
