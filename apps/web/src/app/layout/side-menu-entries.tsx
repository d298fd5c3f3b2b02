import { Link, useNavigate } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import type { SiteInfo, WhitelabelFlag } from '@app/contracts';
import { ChevronRightIcon, UserIcon, type IconComponent } from '../../components/ui/icons.tsx';
import {
  CalendarCheckIcon,
  CartIcon,
  LinkIcon,
  ListIcon,
  MailIcon,
  ReceiptIcon,
  ShieldIcon,
  TrophyIcon,
} from '../../components/ui/page-icons.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { openLink } from '../../lib/links.ts';
import { useUnreadCounts } from '../../lib/queries/unread-counts.ts';
import { isAgentType, type SessionInfo } from '../../lib/session.ts';
import { LOGIN_PATH } from '../route-table.ts';
import '../../locales/later/strings.ts';

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
 * spec §2, §6 (issue 14's reading): visitors are sent to the login page, agents (types 1, 2, 41,
 * 42) to their agent home, and other members (0, 4, 40) to the site's affiliate link (the
 * AFFILIATELINK download resource); without one configured, members do not see the entry.
 */
function affiliateTarget(session: SessionInfo | null, info: SiteInfo | undefined): string | null {
  if (!session) return LOGIN_PATH;
  if (isAgentType(session.type)) return '/m/agent';
  return info?.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url || null;
}

/** The side menu's list of pages, then the affiliate entry where it applies. */
export function SideMenuEntries({
  session,
  info,
  onClose,
}: {
  session: SessionInfo | null;
  info: SiteInfo | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const affiliate = affiliateTarget(session, info);
  // spec §3: unread announcements and inbox messages beside Messages.
  const counts = useUnreadCounts();
  const messagesUnread = counts ? counts.announcements + counts.inbox : 0;
  return (
    <nav aria-label={t('sideMenu.navLabel')}>
      <ul className="side-menu__list">
        {ENTRIES.filter((entry) => isOn(info, entry.flag)).map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className="side-menu__entry">
              <Icon size={20} className="side-menu__entry-icon" />
              <span>{t(`sideMenu.${key}`)}</span>
              {key === 'messages' ? (
                <CountBadge
                  count={messagesUnread}
                  label={t('header.unread', { count: messagesUnread })}
                  testId="side-menu-unread"
                />
              ) : null}
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
  );
}
