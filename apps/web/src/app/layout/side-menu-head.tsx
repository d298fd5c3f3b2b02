import { Link } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useAvatarSrc } from '../../lib/queries/head-icon.ts';
import { getTrialName, isTrialSession, useSession } from '../../lib/session.ts';
import { useSessionElapsed } from '../../lib/session-clock.ts';
import { displayNameOf, useMemberInfo } from '../../lib/queries/member-info.ts';
import '../../locales/later/strings.ts';

/**
 * The top of the side menu: who is signed in (avatar, nickname, account, trial name, VIP level) or a welcome, and
 * the close button. The title names the menu's dialog (`titleId`).
 */
export function SideMenuHead({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const avatarSrc = useAvatarSrc();
  // The VIP level (clubLabel) of a real account, to its club page.
  const club = session && !isTrialSession(session) ? member?.clubLabel.labelName : undefined;
  // Player protection: a member sees how long this session has run whenever the menu is open.
  const elapsed = useSessionElapsed(session && !isTrialSession(session) ? session.token : null);
  return (
    <div className="side-menu__head">
      <div className="side-menu__who">
        <span className="side-menu__avatar" aria-hidden="true">
          <Avatar src={avatarSrc} size={44} />
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
            {club ? (
              <>
                {' · '}
                <Link to="/m/vip" className="side-menu__vip" data-testid="side-menu-vip">
                  {club}
                </Link>
              </>
            ) : null}
          </p>
          {elapsed ? (
            <p className="side-menu__subtitle" data-testid="session-clock">
              {t('sideMenu.sessionTime', { time: elapsed })}
            </p>
          ) : null}
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
  );
}
