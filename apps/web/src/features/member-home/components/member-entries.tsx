import '../locales/strings.ts';
import { useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo, WhitelabelFlag } from '@app/contracts';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { UserIcon, type IconComponent } from '../../../components/ui/icons.tsx';
import {
  CartIcon,
  CrownIcon,
  ListIcon,
  LockIcon,
  MailIcon,
  ReceiptIcon,
  ShieldIcon,
  TrophyIcon,
  UsersIcon,
} from '../../../components/ui/page-icons.tsx';
import { useUnreadCounts } from '../../../lib/queries/unread-counts.ts';

type Entry = {
  key: string;
  to: string;
  icon: IconComponent;
  /** The whitelabel flag that opens it; none: always there. */
  flag?: WhitelabelFlag;
  /** spec §6: a trial account (type 4) may open it; the others are real-account functions. */
  trialAllowed?: boolean;
};

/** The member home's entry grid (issue 13), each gated by its whitelabel flag (spec §3). */
export const MEMBER_ENTRIES: readonly Entry[] = [
  { key: 'vipClub', to: '/m/vip', icon: CrownIcon },
  { key: 'rewardCenter', to: '/m/rewardCenter', icon: TrophyIcon, flag: 'REWCEN3' },
  { key: 'pointMall', to: '/m/mall/mallHome', icon: CartIcon, flag: 'PTSYS3' },
  {
    key: 'bettingRecord',
    to: '/m/gameRecord',
    icon: ListIcon,
    flag: 'TRANSBETREPMEM3',
    trialAllowed: true,
  },
  { key: 'accountRecord', to: '/m/transaction/record', icon: ReceiptIcon, flag: 'TRANSREC3' },
  { key: 'securityCenter', to: '/m/securityCenter', icon: ShieldIcon, flag: 'SECPRIV' },
  { key: 'myAccount', to: '/m/myAccount/index', icon: UserIcon, flag: 'MYACC' },
  { key: 'messages', to: '/m/webEmail', icon: MailIcon, flag: 'MAILCEN' },
  { key: 'inviteFriends', to: '/m/inviteFriends', icon: UsersIcon, flag: 'REFERRAL3' },
];

/** Entries whose flag is on; while the site info loads, every entry shows (the server decides). */
export function visibleEntries(info: SiteInfo | undefined): readonly Entry[] {
  return MEMBER_ENTRIES.filter((entry) => !entry.flag || info?.whitelabel[entry.flag] !== false);
}

/**
 * The grid. A trial account's tap on a real-account entry shows spec §6 'Please login an actual
 * account to use this function' instead of opening it.
 */
export function MemberEntries({ info, trial }: { info: SiteInfo | undefined; trial: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadCounts();
  const [refused, setRefused] = useState(false);
  return (
    <>
      {refused ? (
        <p className="member-home__refusal" role="alert" data-testid="trial-refusal">
          <LockIcon size={16} aria-hidden="true" />
          <span>{t('messages.actualAccount')}</span>
          <Link to="/m/register" className="member-home__refusal-link">
            {t('actions.register')}
          </Link>
        </p>
      ) : null}
      <ul className="member-home__grid" data-testid="member-entries">
        {visibleEntries(info).map(({ key, to, icon: Icon, trialAllowed }) => {
          const content = (
            <>
              <span className="member-home__entry-icon" aria-hidden="true">
                <Icon size={24} />
              </span>
              <span className="member-home__entry-label">{t(`memberHome.entries.${key}`)}</span>
              {key === 'messages' ? (
                <CountBadge
                  count={unread?.inbox}
                  label={t('memberHome.unread', { count: unread?.inbox ?? 0 })}
                  testId="member-entry-badge"
                />
              ) : null}
            </>
          );
          return (
            <li key={key}>
              {trial && !trialAllowed ? (
                <button
                  type="button"
                  className="member-home__entry member-home__entry--locked"
                  data-testid={`member-entry-${key}`}
                  onClick={() => setRefused(true)}
                >
                  {content}
                </button>
              ) : (
                <Link to={to} className="member-home__entry" data-testid={`member-entry-${key}`}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
