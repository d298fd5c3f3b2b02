import type { ComponentType } from 'react';
import {
  DividendContractPage,
  DividendStatementsPage,
  HourContractPage,
  SalaryContractPage,
} from '../../features/agent-contracts/components/contract-page.tsx';
import { ContractPrompts } from '../../features/agent-contracts/components/contract-prompts.tsx';
import { AgentHome } from '../../features/agents/components/agent-home.tsx';
import { RegisterCentre } from '../../features/agents/components/register-centre.tsx';
import { TeamOverviewPage } from '../../features/agents/components/team-overview.tsx';
import { TeamBettingPage } from '../../features/agents/components/team-betting.tsx';
import { TeamPage } from '../../features/agents/components/team-page.tsx';
import { TeamPnlPage } from '../../features/agents/components/team-pnl.tsx';
import { RebateIncomePage } from '../../features/agents/components/rebate-income.tsx';
import { RebateSettingsPage } from '../../features/agents/components/rebate-settings.tsx';
import { MessageList } from '../../features/announcements/components/message-list.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** spec §4: the agent home, with the contract prompts over it. */
function AgentHomeWithPrompts() {
  return (
    <>
      <AgentHome />
      <ContractPrompts />
    </>
  );
}

function AgentNotices() {
  return <MessageList kind="agentNotice" />;
}

/**
 * The agent pages (issue 14): the agent home, the team overview, the register centre, team
 * management, team P&L, team betting, the agent announcements, the rebate pages, the contracts
 * and the dividend statements.
 */
const AGENT_PAGES: Record<string, ComponentType> = {
  agent: AgentHomeWithPrompts,
  teamOverview: TeamOverviewPage,
  agentRegister: RegisterCentre,
  memberTeam: TeamPage,
  teamPnl: TeamPnlPage,
  teamBetting: TeamBettingPage,
  agentNotice: AgentNotices,
  agentRebeat: RebateSettingsPage,
  teamRebate: RebateIncomePage,
  salaryContract: SalaryContractPage,
  dividendContract: DividendContractPage,
  hourContract: HourContractPage,
  agentDivident: DividendStatementsPage,
};

/** Agent pages (spec §2 "Agent"): agent types only (spec §4 "Agent home"). */
export function Component() {
  const entry = useRouteEntry();
  const Page = entry ? AGENT_PAGES[entry.id] : undefined;
  return Page ? <Page /> : null;
}
