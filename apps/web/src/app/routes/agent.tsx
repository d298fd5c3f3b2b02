import { CoinsIcon, DocumentIcon, PercentIcon } from '../../components/ui/icons.tsx';
import type { ComponentType } from 'react';
import { AgentHome } from '../../features/agents/components/agent-home.tsx';
import { RegisterCentre } from '../../features/agents/components/register-centre.tsx';
import { TeamOverviewPage } from '../../features/agents/components/team-overview.tsx';
import { TeamBettingPage } from '../../features/agents/components/team-betting.tsx';
import { TeamPage } from '../../features/agents/components/team-page.tsx';
import { TeamPnlPage } from '../../features/agents/components/team-pnl.tsx';
import { MessageList } from '../../features/announcements/components/message-list.tsx';
import { useRouteEntry } from '../use-route-entry.ts';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toAgentHome = { label: 'agentHome', to: '/m/agent' };

/** The agent pages not built yet: rebates, dividends and the contracts. */
const SPECS: Record<string, PageEmptySpec> = {
  agentRebeat: { icon: PercentIcon, action: toAgentHome },
  teamRebate: { icon: PercentIcon, action: toAgentHome },
  agentDivident: { icon: CoinsIcon, action: toAgentHome },
  salaryContract: { icon: DocumentIcon, action: toAgentHome },
  dividendContract: { icon: DocumentIcon, action: toAgentHome },
  hourContract: { icon: DocumentIcon, action: toAgentHome },
};

function AgentNotices() {
  return <MessageList kind="agentNotice" />;
}

/**
 * The agent pages built so far (issue 14): the agent home, the team overview, the register
 * centre, team management, team P&L, team betting and the agent announcements. Rebates and the
 * contracts keep their empty states.
 */
const AGENT_PAGES: Record<string, ComponentType> = {
  agent: AgentHome,
  teamOverview: TeamOverviewPage,
  agentRegister: RegisterCentre,
  memberTeam: TeamPage,
  teamPnl: TeamPnlPage,
  teamBetting: TeamBettingPage,
  agentNotice: AgentNotices,
};

/** Agent pages (spec §2 "Agent"): agent types only (spec §4 "Agent home"). */
export function Component() {
  const entry = useRouteEntry();
  const Page = entry ? AGENT_PAGES[entry.id] : undefined;
  return Page ? <Page /> : <RouteEmptyState specs={SPECS} />;
}
