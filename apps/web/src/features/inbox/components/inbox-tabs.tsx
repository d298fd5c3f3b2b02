import '../locales/strings.ts';
import { NavLink } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useUnreadCounts } from '../../../lib/queries/unread-counts.ts';
import './inbox.css';

/**
 * The two halves of Messages: the announcements (/m/message, spec §2 "Message list") and the
 * member's inbox (/m/webEmail), each with its unread count (spec §3).
 */
export function InboxTabs() {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  const tabs = [
    { to: '/m/message', label: t('inbox.tabs.announcements'), count: counts?.announcements },
    { to: '/m/webEmail', label: t('inbox.tabs.inbox'), count: counts?.inbox },
  ];
  return (
    <nav className="inbox-tabs" aria-label={t('inbox.tabs.label')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          replace
          className={({ isActive }) => `inbox-tabs__tab${isActive ? ' inbox-tabs__tab--on' : ''}`}
        >
          {tab.label}
          <CountBadge
            count={tab.count}
            label={t('inbox.unreadCount', { count: tab.count ?? 0 })}
            testId={`unread-${tab.to === '/m/message' ? 'announcements' : 'inbox'}`}
          />
        </NavLink>
      ))}
    </nav>
  );
}
