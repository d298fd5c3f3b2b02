import {
  ChartIcon,
  CoinsIcon,
  DocumentIcon,
  ListIcon,
  MegaphoneIcon,
  PercentIcon,
  UserIcon,
  UsersIcon,
} from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toAgentHome = { label: 'agentHome', to: '/m/agent' };
const toOverview = { label: 'teamOverview', to: '/m/agent/team/overview' };
const toOpenAccount = { label: 'openAccount', to: '/m/agentRegister' };

const SPECS: Record<string, PageEmptySpec> = {
  agent: { icon: UsersIcon, action: toOverview, secondary: toOpenAccount },
  teamOverview: { icon: ChartIcon, action: toOpenAccount, secondary: toAgentHome },
  agentRegister: {
    icon: UserIcon,
    action: { label: 'teamManagement', to: '/m/member/team' },
    secondary: toAgentHome,
  },
  teamPnl: { icon: ChartIcon, action: toOverview },
  memberTeam: { icon: UsersIcon, action: toOpenAccount },
  teamBetting: { icon: ListIcon, action: toOverview },
  agentRebeat: { icon: PercentIcon, action: toAgentHome },
  teamRebate: { icon: PercentIcon, action: toAgentHome },
  agentDivident: { icon: CoinsIcon, action: toAgentHome },
  agentNotice: { icon: MegaphoneIcon, action: toAgentHome },
  salaryContract: { icon: DocumentIcon, action: toAgentHome },
  dividendContract: { icon: DocumentIcon, action: toAgentHome },
  hourContract: { icon: DocumentIcon, action: toAgentHome },
};

/** Agent pages (spec §2 "Agent"): agent types only (spec §4 "Agent home"). */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
