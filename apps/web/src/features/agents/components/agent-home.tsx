import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { greetingOf, type AgentPermissionKey, type TeamKpi } from '@app/contracts';
import { formatMoney } from '@app/client/format';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import {
  DepositIcon,
  HeadsetIcon,
  HomeIcon,
  MegaphoneIcon,
  UserIcon,
  type IconComponent,
} from '../../../components/ui/icons.tsx';
import {
  ChartIcon,
  CoinsIcon,
  ListIcon,
  MailIcon,
  PercentIcon,
  ReceiptIcon,
  ShieldIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useAgentHome, useAgentNoticesUnread } from '../api/agents.ts';
import './agents.css';

type GridEntry = { id: string; to: string; icon: IconComponent; key: AgentPermissionKey | null };

/** spec §2 Agent home grid: each entry shows only while the agent holds its key. */
const GRID: readonly GridEntry[] = [
  { id: 'teamOverview', to: '/m/agent/team/overview', icon: ChartIcon, key: 'AGEPAG' },
  { id: 'transactions', to: '/m/transaction/record?types=A', icon: ReceiptIcon, key: 'TRANSREC3' },
  { id: 'teamManage', to: '/m/member/team', icon: UsersIcon, key: 'DOWNMAN' },
  { id: 'teamPnl', to: '/m/agent/team/pnl', icon: ChartIcon, key: 'AGETEAMPNL3' },
  { id: 'teamBetting', to: '/m/teamBetting', icon: ListIcon, key: 'TEAMBETTING3' },
  { id: 'rebateSetting', to: '/m/member/agent/agentRebeat', icon: PercentIcon, key: 'GAMSER' },
  { id: 'rebateIncome', to: '/m/member/teamRebate', icon: CoinsIcon, key: 'AGEREBINC3' },
  { id: 'security', to: '/m/securityCenter', icon: ShieldIcon, key: 'SECPRIV' },
  { id: 'mail', to: '/m/message', icon: MailIcon, key: 'MAILCEN' },
  { id: 'service', to: '/m/customer', icon: HeadsetIcon, key: null },
];

const KPI: readonly (keyof TeamKpi)[] = [
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamRegisterMemberCount',
  'teamOnlineCount',
];

/**
 * /m/agent (spec §2, §4 Agent home): the greeting by the device's local hour, the username and a
 * customer-service button, sumBalance with withdraw and deposit shortcuts, today's team figures,
 * the grid gated by the agent's permission keys (the server refuses the calls behind a missing
 * key as well) and the footer: home, open account (REGCEN), dividend (when enabled) and the agent
 * announcements with their unread count.
 */
export function AgentHome() {
  return (
    <div className="agent-page" data-testid="agent-home-page">
      <AgentHomeContent />
    </div>
  );
}

function AgentHomeContent() {
  const { t } = useTranslation();
  const home = useAgentHome();
  const unreadNotices = useAgentNoticesUnread().data;
  if (home.isPending) {
    return (
      <p className="agent__loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (home.isError) return <LoadFailed onRetry={() => void home.refetch()} error={home.error} />;
  const value = home.data;
  const keys = new Set(value.permissions);
  const greeting = greetingOf(new Date().getHours());
  return (
    <div className="agent-home" data-testid="agent-home">
      <section className="agent-home__card">
        <div className="agent-home__who">
          <p className="agent-home__greeting" data-testid="agent-greeting">
            {t(`agent.greeting.${greeting}`)}
          </p>
          <h2 className="agent-home__name" data-testid="agent-name">
            {value.account}
          </h2>
        </div>
        <Link
          to="/m/customer"
          className="agent-home__service"
          aria-label={t('agent.service')}
          data-testid="agent-service"
        >
          <HeadsetIcon size={22} aria-hidden="true" />
        </Link>
        <div className="agent-home__balance">
          <span className="agent-home__balance-label">{t('agent.balance')}</span>
          <strong data-testid="agent-balance">{formatMoney(value.sumBalance)} ₫</strong>
        </div>
        <nav className="agent-home__money" aria-label={t('agent.balance')}>
          <Link to="/m/withdraw" className="agent-home__money-link" data-testid="agent-withdraw">
            <WithdrawIcon size={18} aria-hidden="true" />
            {t('agent.withdraw')}
          </Link>
          <Link
            to="/m/voucherCenter"
            className="agent-home__money-link"
            data-testid="agent-deposit"
          >
            <DepositIcon size={18} aria-hidden="true" />
            {t('agent.deposit')}
          </Link>
        </nav>
      </section>

      <section className="agent-home__stats" aria-label={t('agent.today')}>
        {KPI.map((k) => (
          <div key={k} className="agent-home__stat" data-testid={`kpi-${k}`}>
            <strong data-testid={`kpi-${k}-value`}>{value.kpi[k]}</strong>
            <span>{t(`agent.kpi.${k}`)}</span>
          </div>
        ))}
      </section>

      <nav className="agent-home__grid" aria-label={t('agent.menu')}>
        {GRID.filter((e) => e.key === null || keys.has(e.key)).map(({ id, to, icon: Icon }) => (
          <Link key={id} to={to} className="agent-home__entry" data-testid={`agent-entry-${id}`}>
            <Icon size={24} aria-hidden="true" />
            <span>{t(`agent.grid.${id}`)}</span>
            {id === 'mail' ? (
              <CountBadge
                count={value.unreadMail}
                label={t('agent.unread', { count: value.unreadMail })}
              />
            ) : null}
          </Link>
        ))}
      </nav>

      <nav className="agent-home__footer" aria-label={t('agent.footer')}>
        <Link to="/m/home" className="agent-home__foot" data-testid="agent-foot-home">
          <HomeIcon size={20} aria-hidden="true" />
          <span>{t('agent.foot.home')}</span>
        </Link>
        {keys.has('REGCEN') ? (
          <Link
            to="/m/agentRegister"
            className="agent-home__foot"
            data-testid="agent-foot-register"
          >
            <UserIcon size={20} aria-hidden="true" />
            <span>{t('agent.foot.openAccount')}</span>
          </Link>
        ) : null}
        {value.dividendEnabled ? (
          <Link
            to="/m/member/agent/agentDivident"
            className="agent-home__foot"
            data-testid="agent-foot-dividend"
          >
            <CoinsIcon size={20} aria-hidden="true" />
            <span>{t('agent.foot.dividend')}</span>
          </Link>
        ) : null}
        <Link
          to="/m/member/notice?types=A"
          className="agent-home__foot"
          data-testid="agent-foot-notices"
        >
          <MegaphoneIcon size={20} aria-hidden="true" />
          <span>{t('agent.foot.notices')}</span>
          <CountBadge
            count={unreadNotices}
            label={t('agent.unread', { count: unreadNotices ?? 0 })}
            testId="agent-notices-unread"
          />
        </Link>
      </nav>
    </div>
  );
}
