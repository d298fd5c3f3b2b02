import '../locales/strings.ts';
import { NavLink } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { AgentPermissionKey } from '@app/contracts';
import { useAgentHome } from '../api/agents.ts';

/** spec §2 "Agent quick menu elsewhere", each entry behind the key of the page it opens. */
const ENTRIES: readonly { id: string; to: string; key: AgentPermissionKey }[] = [
  { id: 'teamOverview', to: '/m/agent/team/overview', key: 'AGEPAG' },
  { id: 'register', to: '/m/agentRegister', key: 'REGCEN' },
  { id: 'teamPnl', to: '/m/agent/team/pnl', key: 'AGETEAMPNL3' },
  { id: 'teamManage', to: '/m/member/team', key: 'DOWNMAN' },
  { id: 'teamBetting', to: '/m/teamBetting', key: 'TEAMBETTING3' },
  { id: 'transactions', to: '/m/transaction/record?types=A', key: 'TRANSREC3' },
  { id: 'transfer', to: '/m/member/team', key: 'DOWNMAN' },
];

/** The agent quick menu on the team pages: a row of links the agent's keys allow. */
export function AgentQuickMenu() {
  const { t } = useTranslation();
  const keys = new Set(useAgentHome().data?.permissions ?? []);
  const entries = ENTRIES.filter((e) => keys.has(e.key));
  if (entries.length === 0) return null;
  return (
    <nav className="agent-quick" aria-label={t('agent.quick.label')} data-testid="agent-quick-menu">
      {entries.map((e) => (
        <NavLink key={e.id} to={e.to} className="agent-quick__link" end>
          {t(`agent.quick.${e.id}`)}
        </NavLink>
      ))}
    </nav>
  );
}
