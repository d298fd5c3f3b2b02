import { defineEndpoint } from '../endpoint.ts';
import {
  AdminContractQuerySchema,
  ContractIdParamsSchema,
  ContractKindParamsSchema,
  ContractListSchema,
  ContractPageSchema,
  ContractRequestsSchema,
  ContractRunSchema,
  ContractSchema,
  MyContractSchema,
  OfferContractBodySchema,
  StatementListSchema,
  type Contract,
  type ContractStatement,
} from '../agent-contracts.ts';

// Agent contracts (issue 14; docs/decisions/2026-11-25-agent-contracts.md): daily salary,
// dividend and hourly salary. A sub-agent reads and answers its own offers without a key; an
// upline's offers to its sub-agents need DOWNMAN; dividends need the DIVIDEND3 flag.

const contract: Contract = {
  id: 7,
  kind: 'salary',
  state: 'pending',
  memberId: 12,
  account: 'agent01a',
  upline: 'agent01',
  offeredBy: 'agent:agent01',
  tiers: [
    { activeMembers: 5, threshold: '5000000.00', reward: '100000.00' },
    { activeMembers: 10, threshold: '20000000.00', reward: '300000.00' },
  ],
  createdAt: '2026-11-24T08:00:00.000Z',
  acceptedAt: null,
  effectiveFrom: null,
  endedAt: null,
};
const active: Contract = {
  ...contract,
  id: 5,
  state: 'active',
  acceptedAt: '2026-11-20T03:00:00.000Z',
  effectiveFrom: '2026-11-20T17:00:00.000Z',
};
const statement: ContractStatement = {
  id: 31,
  contractId: 5,
  kind: 'salary',
  account: 'agent01a',
  period: '2026-11-23',
  from: '2026-11-22T17:00:00.000Z',
  to: '2026-11-23T17:00:00.000Z',
  activeMembers: 6,
  validTurnover: '7500000.00',
  netLoss: '0.00',
  carryIn: '0.00',
  carryOut: '0.00',
  tier: 0,
  amount: '100000.00',
  state: 'paid',
  createdAt: '2026-11-23T17:01:00.000Z',
};
const tiers = contract.tiers;

export const getContractRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/requests',
  auth: 'real',
  response: ContractRequestsSchema,
  errors: [],
  tag: 'agent',
  summary: 'Contract prompts: the pending daily-salary, dividend and hourly-salary offers',
  description:
    'spec §3 "Dividend info", §4: the id of the open offer of each kind for the signed-in account, null when there is none. The agent home and the site home ask it for every type but 4, 40, 41 and 42 and show Cancel / Go for each non-empty value; other types always get nulls. The dividend value stays null while the DIVIDEND3 flag is off.',
  examples: {
    response: { dailysalreqtype: 7, divtypecompperiodreq: null, contracthoursalreq: null },
  },
});

export const getMyContractEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts/:kind',
  auth: 'agent',
  params: ContractKindParamsSchema,
  response: MyContractSchema,
  errors: ['contract.dividend_off'],
  tag: 'agent',
  summary: 'A contract page: the open offer, the contract in force and its statements',
  description:
    'spec §2 getSalaryContract, getDevidendContract, getHourContract and agentDivident: the agent’s own contract of this kind (salary: daily salary; hourly: hourly salary; dividend: half-monthly share of the team’s net loss), the offer waiting for an answer, and the last 100 statements of its contracts, newest first. Dividends need the DIVIDEND3 flag.',
  docs: { params: { kind: 'salary, dividend or hourly' } },
  examples: {
    params: { kind: 'salary' },
    response: { kind: 'salary', offer: contract, active, statements: [statement] },
  },
});

export const acceptContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/accept',
  auth: 'agent',
  params: ContractIdParamsSchema,
  response: ContractSchema,
  errors: ['contract.not_found', 'contract.not_open', 'contract.dividend_off'],
  tag: 'agent',
  summary: 'Accept a contract offer',
  description:
    'The offered agent accepts its pending offer: it becomes the contract in force from the next whole period (day, hour or half-month, merchant time); a contract of the same kind in force until then ends at this moment and still pays the period under way.',
  docs: { params: { id: 'The offer’s id (from the contract prompts)' } },
  examples: { params: { id: 7 }, response: { ...contract, state: 'active' } },
});

export const declineContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/decline',
  auth: 'agent',
  params: ContractIdParamsSchema,
  response: ContractSchema,
  errors: ['contract.not_found', 'contract.not_open'],
  tag: 'agent',
  summary: 'Decline a contract offer',
  description:
    'The offered agent declines its pending offer; a contract of the same kind in force stays in force.',
  docs: { params: { id: 'The offer’s id' } },
  examples: { params: { id: 7 }, response: { ...contract, state: 'declined' } },
});

export const listTeamContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team-contracts',
  auth: 'agent',
  response: ContractListSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'The contracts and open offers of the agent’s direct sub-agents (DOWNMAN)',
  description:
    'Every pending or active contract of the agent’s direct sub-agents, newest first, whoever offered it.',
  examples: { response: { list: [contract, active] } },
});

export const offerContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team-contracts',
  auth: 'agent',
  body: OfferContractBodySchema,
  response: ContractSchema,
  status: 201,
  errors: [
    'agent.permission_denied',
    'agent.not_in_team',
    'contract.not_direct',
    'contract.type_refused',
    'contract.tiers_invalid',
    'contract.above_upline',
    'contract.dividend_off',
  ],
  tag: 'agent',
  summary: 'Offer a direct sub-agent a contract (DOWNMAN)',
  description:
    'Only to a direct downline of type 1 or 2 (affiliate agents 41 and 42 are paid by rebates only). Tiers: 1 to 10, active members and threshold never going down from one tier to the next, reward going up; salary rewards are amounts, dividend rewards a share in % (at most 100). No tier may give more than the best tier of the agent’s own contract of that kind, when it has one (contract.above_upline). A pending offer of the same kind is replaced.',
  examples: {
    body: {
      memberId: 12,
      kind: 'salary',
      tiers: tiers.map((t) => ({ ...t })),
    },
    response: contract,
  },
});

export const cancelTeamContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team-contracts/:id/cancel',
  auth: 'agent',
  params: ContractIdParamsSchema,
  response: ContractSchema,
  errors: ['agent.permission_denied', 'contract.not_found', 'contract.not_open'],
  tag: 'agent',
  summary: 'Withdraw an offer or end a direct sub-agent’s contract (DOWNMAN)',
  description:
    'A pending offer is withdrawn; a contract in force ends now and pays no period that starts later (periods already over are still settled).',
  docs: { params: { id: 'The contract’s id' } },
  examples: { params: { id: 5 }, response: { ...active, state: 'cancelled' } },
});

// ---- back office

export const adminListContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/agent-contracts',
  auth: 'operator',
  permission: 'members.read',
  query: AdminContractQuerySchema,
  response: ContractPageSchema,
  errors: [],
  tag: 'admin-agents',
  summary: 'Agent contracts: every offer and contract with its state',
  description:
    'Newest first, a page at a time (`total` counts every match), filtered by kind, state and part of the agent’s account.',
  docs: {
    query: {
      kind: 'salary, dividend or hourly',
      state: 'pending, active, declined, replaced, cancelled or ended',
      search: 'Part of the agent’s account (case-insensitive)',
      pageNo: 'Page number, from 1',
      pageSize: 'Contracts per page (1–200, 50 by default)',
    },
  },
  examples: {
    query: { kind: 'salary' },
    response: { list: [contract, active], pageNum: 1, pageSize: 50, total: 2, totalPages: 1 },
  },
});

export const adminContractStatementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/agent-contracts/:id/statements',
  auth: 'operator',
  permission: 'members.read',
  params: ContractIdParamsSchema,
  response: StatementListSchema,
  errors: ['contract.not_found'],
  tag: 'admin-agents',
  summary: 'A contract’s statements: one per settled period',
  description: 'Newest first, up to 200: figures, tier reached, amount granted and carry-over.',
  docs: { params: { id: 'The contract’s id' } },
  examples: { params: { id: 5 }, response: { list: [statement] } },
});

export const adminOfferContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/agent-contracts',
  auth: 'operator',
  permission: 'members.write',
  body: OfferContractBodySchema,
  response: ContractSchema,
  status: 201,
  errors: [
    'operator.account_not_found',
    'contract.type_refused',
    'contract.tiers_invalid',
    'contract.dividend_off',
  ],
  tag: 'admin-agents',
  summary: 'Offer any agent a contract',
  description:
    'The operator offers an agent of type 1 or 2 a contract on its upline’s behalf (the upline’s own contract does not cap it). A pending offer of the same kind is replaced. Audited.',
  examples: { body: { memberId: 12, kind: 'salary', tiers }, response: contract },
});

export const adminCancelContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/agent-contracts/:id/cancel',
  auth: 'operator',
  permission: 'members.write',
  params: ContractIdParamsSchema,
  response: ContractSchema,
  errors: ['contract.not_found', 'contract.not_open'],
  tag: 'admin-agents',
  summary: 'Withdraw an offer or end a contract',
  description: 'As the upline’s cancel, for any contract. Audited.',
  docs: { params: { id: 'The contract’s id' } },
  examples: { params: { id: 5 }, response: { ...active, state: 'cancelled' } },
});

export const adminRunContractsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/agent-contracts/run',
  auth: 'operator',
  permission: 'members.write',
  response: ContractRunSchema,
  errors: [],
  tag: 'admin-agents',
  summary: 'Settle the agent contracts now',
  description:
    'One pass of the job that otherwise runs every minute: every period over of every contract in force (or ended) is settled once, with its statement and grant in one transaction under unique keys, however often passes run, side by side or after a crash. Audited.',
  examples: { response: { statements: 3, granted: 2, amount: '400000.00' } },
});
