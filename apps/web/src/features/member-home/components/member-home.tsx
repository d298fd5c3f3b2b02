import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { DepositIcon } from '../../../components/ui/icons.tsx';
import { ReceiptIcon, WithdrawIcon } from '../../../components/ui/page-icons.tsx';
import { BalanceWidget } from '../../../components/wallet/balance-widget.tsx';
import { useIsTrial } from '../../../components/wallet/real-account-only.tsx';
import { useAvatarSrc } from '../../../lib/queries/head-icon.ts';
import { displayNameOf, useMemberInfo } from '../../../lib/queries/member-info.ts';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { getTrialName, useSession } from '../../../lib/session.ts';
import { MemberEntries } from './member-entries.tsx';
import './member-home.css';

const SHORTCUTS = [
  { key: 'deposit', to: '/m/voucherCenter', icon: DepositIcon },
  { key: 'withdraw', to: '/m/withdraw', icon: WithdrawIcon },
  { key: 'records', to: '/m/transaction/record', icon: ReceiptIcon },
] as const;

/**
 * /m/member/home (spec §2 Member routes, issue 13): who is signed in — avatar, nickname and
 * account, the VIP club label the member info carries (spec §3 clubLabel.labelName) — the balance
 * widget, deposit / withdraw / records shortcuts and the entry grid gated by the whitelabel flags.
 */
export function MemberHome() {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const info = useSiteInfo();
  const trial = useIsTrial();
  const avatarSrc = useAvatarSrc();
  const name = displayNameOf(member) ?? session?.userName ?? getTrialName() ?? '';
  const club = member?.clubLabel?.labelName;
  return (
    <div className="member-home" data-testid="member-home">
      <section className="member-home__card" aria-label={t('memberHome.who')}>
        <Avatar src={avatarSrc} size={64} />
        <div className="member-home__who">
          <h2 className="member-home__name" data-testid="member-home-name">
            {name}
          </h2>
          {member ? (
            <p className="member-home__account">
              {t('memberHome.account', { account: member.account })}
            </p>
          ) : null}
          <p className="member-home__labels">
            {trial ? (
              <span className="member-home__chip">{t('auth.trialBadge')}</span>
            ) : club ? (
              <Link
                to="/m/vip"
                className="member-home__chip member-home__chip--vip"
                data-testid="club-label"
              >
                {club}
              </Link>
            ) : null}
          </p>
        </div>
      </section>
      <BalanceWidget />
      <nav className="member-home__shortcuts" aria-label={t('memberHome.shortcuts')}>
        {SHORTCUTS.map(({ key, to, icon: Icon }) => (
          <Link key={key} to={to} className="member-home__shortcut" data-testid={`shortcut-${key}`}>
            <Icon size={22} aria-hidden="true" />
            <span>{t(`memberHome.${key}`)}</span>
          </Link>
        ))}
      </nav>
      <MemberEntries info={info} trial={trial} />
    </div>
  );
}
