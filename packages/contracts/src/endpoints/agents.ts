import { defineEndpoint } from '../endpoint.ts';
import {
  AdminAgentListSchema,
  AdminAgentQuerySchema,
  AgentHomeSchema,
  AgentIdParamsSchema,
  AgentPermissionsSchema,
  AgentTreeSchema,
  InvitationBodySchema,
  InvitationListSchema,
  InvitationSchema,
  MemberTypeSchema,
  SetMemberTypeBodySchema,
  OpenAccountBodySchema,
  OpenedAccountSchema,
  SetAgentPermissionsBodySchema,
  TeamListQuerySchema,
  TeamBetsQuerySchema,
  TeamBetsSchema,
  TeamOverviewQuerySchema,
  TeamPnlQuerySchema,
  TeamPnlSchema,
  TeamOverviewSchema,
  TeamPageSchema,
  TeamTransferBodySchema,
  TeamTransferSchema,
  type TeamFigures,
} from '../agents.ts';

// Agents (issue 14; docs/decisions/2026-11-24-agents.md). Every call is for agent types only
// (auth 'agent', spec §6) and each names the permission key it needs; the server refuses it with
// agent.permission_denied when the agent lacks the key.

const figures: TeamFigures = {
  teamSize: 12,
  newRegistrations: 2,
  firstDeposits: 1,
  deposits: '3000000.00',
  withdrawals: '500000.00',
  validBets: '1250000.00',
  wins: '1100000.00',
  profitLoss: '-150000.00',
};

export const getAgentHomeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/home',
  auth: 'agent',
  response: AgentHomeSchema,
  errors: [],
  tag: 'agent',
  summary: 'The agent home: balance, today’s team figures, permission keys, badges',
  description:
    'spec §2/§4 Agent home: the wallet balance (sumBalance), today’s team KPI over the whole team below the agent (teamLoginMemberCount, teamBetMemberCount, teamRegisterMemberCount, teamOnlineCount; merchant day), the agent’s permission keys that gate the grid, the dividend flag and the unread mail count. The agent announcements’ unread count is the announcements call’s (types=A).',
  examples: {
    response: {
      account: 'agent01',
      nickname: 'Agent 01',
      type: 1,
      sumBalance: '5000000.00',
      permissions: ['AGEPAG', 'DOWNMAN', 'REGCEN'],
      dividendEnabled: false,
      unreadMail: 1,
      kpi: {
        teamLoginMemberCount: 3,
        teamBetMemberCount: 2,
        teamRegisterMemberCount: 1,
        teamOnlineCount: 1,
      },
      directCount: 5,
      teamSize: 54,
    },
  },
});

export const listTeamEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team',
  auth: 'agent',
  query: TeamListQuerySchema,
  response: TeamPageSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Team management: the downlines (DOWNMAN)',
  description:
    'The whole team below the agent (or its direct downlines with depth=1), newest first, with account, type, depth, direct upline, balance, last sign-in and status; `search` matches part of the account name. One indexed read of the team tree (closure table).',
  docs: {
    query: {
      search: 'Part of an account name (case-insensitive)',
      depth: '1: direct downlines only; absent: the whole team',
      pageNo: 'Page, from 1',
      pageSize: 'Rows per page, 1–100 (20)',
    },
  },
  examples: {
    query: { search: 'an', pageNo: 1, pageSize: 20 },
    response: {
      list: [
        {
          id: 42,
          account: 'an0012',
          type: 0,
          isAgent: false,
          depth: 1,
          upline: 'agent01',
          balance: '150000.00',
          lastLoginAt: '2026-11-24T08:00:00.000Z',
          status: 'active',
          registeredAt: '2026-11-20T08:00:00.000Z',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
    },
  },
});

export const teamTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team/transfer',
  auth: 'agent',
  body: TeamTransferBodySchema,
  response: TeamTransferSchema,
  errors: [
    'agent.permission_denied',
    'agent.not_in_team',
    'agent.open_wagering',
    'agent.downline_excluded',
    'agent.downline_deposit_limit',
    'agent.request_reused',
    'protection.excluded',
    'wallet.insufficient_funds',
    'withdraw.payment_password_not_set',
    'withdraw.payment_password_wrong',
    'withdraw.payment_password_locked',
  ],
  tag: 'agent',
  summary: 'Transfer money to a downline (DOWNMAN)',
  description:
    'One ledger transfer (kind team_transfer) from the agent’s wallet to a member of its team, after the payment password. Refused while the agent or the downline is on a time-out or self-exclusion, while the agent has a bonus still being wagered, or when it would pass the downline’s deposit limit (a transfer counts as a deposit of the downline). `requestId` makes a retry answer the first transfer (`replayed: true`) and move nothing.',
  examples: {
    body: { memberId: 42, amount: '100000', paymentPassword: '123456', requestId: 'tt-0001-abcd' },
    response: {
      transferId: 901,
      to: 'an0012',
      amount: '100000.00',
      balance: '4900000.00',
      replayed: false,
    },
  },
});

export const getTeamOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: 'agent',
  query: TeamOverviewQuerySchema,
  response: TeamOverviewSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Team overview over a date range, per depth (AGEPAG)',
  description:
    'Team size, new registrations, first deposits, deposits, withdrawals, valid bets, wins and profit and loss of the team below the agent, in total and per depth (1: direct downlines), over merchant days from startDate to endDate (today by default), read from the ledger.',
  docs: {
    query: {
      startDate: 'First day included, YYYY-MM-DD (merchant time); today when absent',
      endDate: 'Last day included, YYYY-MM-DD (merchant time); today when absent',
    },
  },
  examples: {
    query: { startDate: '2026-11-01', endDate: '2026-11-24' },
    response: {
      startDate: '2026-11-01',
      endDate: '2026-11-24',
      total: figures,
      byDepth: [{ depth: 1, ...figures }],
    },
  },
});

export const getTeamPnlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/pnl',
  auth: 'agent',
  query: TeamPnlQuerySchema,
  response: TeamPnlSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Team profit and loss per member over a date range (AGETEAMPNL3)',
  description:
    'Each member of the team with play or money in the range (merchant days, today by default): deposits, withdrawals, valid bets, wins and profit and loss (wins − valid bets), biggest turnover first; `search` matches part of the account name.',
  docs: {
    query: {
      startDate: 'First day included, YYYY-MM-DD (merchant time); today when absent',
      endDate: 'Last day included, YYYY-MM-DD (merchant time); today when absent',
      search: 'Part of an account name (case-insensitive)',
      pageNo: 'Page, from 1',
      pageSize: 'Rows per page, 1–100 (20)',
    },
  },
  examples: {
    query: { startDate: '2026-11-01', endDate: '2026-11-24' },
    response: {
      startDate: '2026-11-01',
      endDate: '2026-11-24',
      list: [
        {
          account: 'an0012',
          depth: 1,
          deposits: '500000.00',
          withdrawals: '0.00',
          validBets: '250000.00',
          wins: '180000.00',
          profitLoss: '-70000.00',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
    },
  },
});

export const listTeamBetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: 'agent',
  query: TeamBetsQuerySchema,
  response: TeamBetsSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Team betting records with game and date filters (TEAMBETTING3)',
  description:
    'The stakes of the team’s bets (games and lottery) in the range, newest first, from the ledger: account, time, vendor (LOTTERY for lottery bets), game and stake; filtered by account and vendor.',
  docs: {
    query: {
      startDate: 'First day included, YYYY-MM-DD (merchant time); today when absent',
      endDate: 'Last day included, YYYY-MM-DD (merchant time); today when absent',
      account: 'One account of the team (case-insensitive)',
      vendor: 'A vendor code (JL, INHOUSE, …) or LOTTERY',
      pageNo: 'Page, from 1',
      pageSize: 'Rows per page, 1–100 (20)',
    },
  },
  examples: {
    query: { startDate: '2026-11-24', vendor: 'INHOUSE' },
    response: {
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      list: [
        {
          transferId: 77,
          account: 'an0012',
          at: '2026-11-24T08:00:00.000Z',
          vendor: 'INHOUSE',
          game: 'dice',
          stake: '10000.00',
        },
      ],
      pageNum: 1,
      pageSize: 20,
      total: 1,
    },
  },
});

export const openAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/accounts',
  auth: 'agent',
  body: OpenAccountBodySchema,
  response: OpenedAccountSchema,
  status: 201,
  errors: ['agent.permission_denied', 'register.username_exists'],
  tag: 'agent',
  summary: 'Register centre: open a member or sub-agent account (REGCEN)',
  description:
    'Opens an account directly under the agent: a member (type 0) or a sub-agent (type 2; 42 under an affiliate agent). The password follows the registration password policy. A new sub-agent gets its upline’s permission keys.',
  examples: {
    body: { kind: 'member', username: 'an0012', password: 'Lotus2026x' },
    response: { id: 42, account: 'an0012', type: 0 },
  },
});

export const listInvitationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/invitations',
  auth: 'agent',
  response: InvitationListSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Register centre: the agent’s invitation links (REGCEN)',
  description:
    'The invitation codes the agent made, newest first, with the account kind each opens and its preset rebate rates. The link is /m/register?affiliateCode=<code> on the site.',
  examples: {
    response: {
      list: [
        {
          id: 1,
          code: 'AG7K2M9Q',
          kind: 'member',
          rebates: { RNG: '0.8', LIVE: '0.5' },
          createdAt: '2026-11-24T08:00:00.000Z',
        },
      ],
    },
  },
});

export const createInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/invitations',
  auth: 'agent',
  body: InvitationBodySchema,
  response: InvitationSchema,
  status: 201,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Register centre: make an invitation link with preset rebate rates (REGCEN)',
  description:
    'A new invitation code: registration with it places the new account under the agent, as a member or a sub-agent, with the preset rebate rates stored for the rebate plans.',
  examples: {
    body: { kind: 'member', rebates: { RNG: '0.8', LIVE: '0.5' } },
    response: {
      id: 1,
      code: 'AG7K2M9Q',
      kind: 'member',
      rebates: { RNG: '0.8', LIVE: '0.5' },
      createdAt: '2026-11-24T08:00:00.000Z',
    },
  },
});

export const setDownlinePermissionsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/agent/team/:id/permissions',
  auth: 'agent',
  params: AgentIdParamsSchema,
  body: SetAgentPermissionsBodySchema,
  response: AgentPermissionsSchema,
  errors: ['agent.permission_denied', 'agent.not_in_team', 'agent.key_not_held'],
  tag: 'agent',
  summary: 'Set a direct sub-agent’s permission keys, within the agent’s own (DOWNMAN)',
  description:
    'An upline gives a direct sub-agent any of the keys it holds itself; a key it lacks is refused with agent.key_not_held.',
  docs: { params: { id: 'The sub-agent’s member id' } },
  examples: {
    params: { id: 42 },
    body: { keys: ['AGEPAG', 'DOWNMAN'] },
    response: { memberId: 42, keys: ['AGEPAG', 'DOWNMAN'] },
  },
});

// ---- back office

export const adminListAgentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/agents',
  auth: 'operator',
  permission: 'members.read',
  query: AdminAgentQuerySchema,
  response: AdminAgentListSchema,
  errors: [],
  tag: 'admin-agents',
  summary: 'Agents, their types, team sizes and permission keys',
  description:
    'The accounts of an agent type (1, 2, 41, 42), newest first, a page at a time, each with its upline, invitation code, direct downlines, team size and permission keys; `total` counts every match.',
  docs: {
    query: {
      search: 'Part of an account name (case-insensitive)',
      pageNo: 'Page number, from 1',
      pageSize: 'Agents per page (1–200, 50 by default)',
    },
  },
  examples: {
    query: { search: 'agent' },
    response: {
      list: [
        {
          id: 2,
          account: 'agent01',
          type: 1,
          status: 'active',
          upline: null,
          affiliateCode: 'AGENT01',
          directCount: 5,
          teamSize: 54,
          permissions: ['AGEPAG', 'DOWNMAN'],
        },
      ],
      pageNum: 1,
      pageSize: 50,
      total: 1,
      totalPages: 1,
    },
  },
});

export const adminAgentTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/agents/:id/tree',
  auth: 'operator',
  permission: 'members.read',
  params: AgentIdParamsSchema,
  response: AgentTreeSchema,
  errors: ['operator.account_not_found'],
  tag: 'admin-agents',
  summary: 'One account’s team tree and uplines',
  description:
    'The account, its uplines (nearest first) and its team (up to 500 nodes, by depth then account), each with its direct upline, from the closure table.',
  docs: { params: { id: 'The member id' } },
  examples: {
    params: { id: 2 },
    response: {
      root: { id: 2, account: 'agent01', type: 1, depth: 0, parentId: null },
      uplines: [],
      nodes: [{ id: 42, account: 'an0012', type: 0, depth: 1, parentId: 2 }],
      truncated: false,
    },
  },
});

export const adminSetAgentPermissionsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/agents/:id/permissions',
  auth: 'operator',
  permission: 'members.write',
  params: AgentIdParamsSchema,
  body: SetAgentPermissionsBodySchema,
  response: AgentPermissionsSchema,
  errors: ['operator.account_not_found'],
  tag: 'admin-agents',
  summary: 'Set an agent’s permission keys',
  description:
    'The operator sets any agent’s keys; written to the audit trail. Keys an upline no longer holds are not taken from its sub-agents automatically: the server checks each call against the caller’s own keys.',
  docs: { params: { id: 'The agent’s member id' } },
  examples: {
    params: { id: 2 },
    body: { keys: ['AGEPAG', 'DOWNMAN', 'REGCEN'] },
    response: { memberId: 2, keys: ['AGEPAG', 'DOWNMAN', 'REGCEN'] },
  },
});

export const adminSetMemberTypeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/agents/:id/type',
  auth: 'operator',
  permission: 'members.write',
  params: AgentIdParamsSchema,
  body: SetMemberTypeBodySchema,
  response: MemberTypeSchema,
  errors: ['operator.account_not_found'],
  tag: 'admin-agents',
  summary: 'Set an account’s type: make a player an agent, or an agent a player',
  description:
    'Types 0 player, 1 general agent, 2 sub-agent, 40 affiliate member, 41 affiliate agent, 42 affiliate sub-agent (docs/decisions/2026-11-24-agents.md); trial accounts (4) are not changed. Written to the audit trail. The team tree is untouched: an account made a player keeps its downlines, which it can no longer manage.',
  docs: { params: { id: 'The member id' } },
  examples: { params: { id: 42 }, body: { type: 1 }, response: { memberId: 42, type: 1 } },
});

/** Each agent call and the key it needs: the server's table, and its test's. */
export const AGENT_ENDPOINT_KEYS = {
  listTeam: 'DOWNMAN',
  teamTransfer: 'DOWNMAN',
  setDownlinePermissions: 'DOWNMAN',
  teamOverview: 'AGEPAG',
  teamPnl: 'AGETEAMPNL3',
  teamBets: 'TEAMBETTING3',
  openAccount: 'REGCEN',
  listInvitations: 'REGCEN',
  createInvitation: 'REGCEN',
  /** The transaction record with `?types=A` (records module), for agents. */
  agentTransactions: 'TRANSREC3',
  /** Rebates (docs/decisions/2026-11-25-rebates.md). */
  rebateRates: 'GAMSER',
  setRebateRates: 'GAMSER',
  rebateIncome: 'AGEREBINC3',
} as const;
