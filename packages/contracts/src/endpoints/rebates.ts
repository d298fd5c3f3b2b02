import { defineEndpoint } from '../endpoint.ts';
import { AgentIdParamsSchema } from '../agents.ts';
import {
  AgentRebateRatesSchema,
  MemberRebateRatesSchema,
  RebateDaysSchema,
  RebateIncomeQuerySchema,
  RebateIncomeSchema,
  RebatePayoutsQuerySchema,
  RebatePayoutsSchema,
  RebatePlanBodySchema,
  RebatePlanSchema,
  RebateRatesQuerySchema,
  RebateRunSchema,
  SetRebateRatesBodySchema,
  fullRates,
} from '../rebates.ts';

// Rebates (issue 14; docs/decisions/2026-11-25-rebates.md): rates per game category set down the
// team tree, a daily settlement from valid turnover paid as reward-center grants.

const agentRates = fullRates({ RNG: 12, LIVE: 10, SPORTS: 8, LOTT: 10 });
const downlineRates = fullRates({ RNG: 8, LIVE: 6, SPORTS: 5, LOTT: 6 });

export const getAgentRebateRatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/rebate/rates',
  auth: 'agent',
  query: RebateRatesQuerySchema,
  response: AgentRebateRatesSchema,
  errors: ['agent.permission_denied'],
  tag: 'agent',
  summary: 'Rebate settings: the agent’s rates and its direct downlines’ (GAMSER)',
  description:
    'The agent’s own rate per game category (the ceiling of what it may give) and each direct downline’s, with the highest rate below that downline (the floor it cannot be set under). Rates are percents with one decimal.',
  docs: {
    query: {
      search: 'Part of a downline’s account name (case-insensitive)',
      pageNo: 'Page, from 1',
      pageSize: 'Rows per page, 1–100 (20)',
    },
  },
  examples: {
    query: { search: 'doi', pageNo: 1, pageSize: 20 },
    response: {
      own: agentRates,
      list: [
        { memberId: 42, account: 'doi001', type: 0, rates: downlineRates, floor: fullRates({}) },
      ],
      total: 1,
      pageNo: 1,
      pageSize: 20,
    },
  },
});

export const setDownlineRebateRatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/agent/rebate/rates/:id',
  auth: 'agent',
  params: AgentIdParamsSchema,
  body: SetRebateRatesBodySchema,
  response: MemberRebateRatesSchema,
  errors: [
    'agent.permission_denied',
    'agent.not_in_team',
    'rebate.above_upline',
    'rebate.below_downline',
  ],
  tag: 'agent',
  summary: 'Set a direct downline’s rebate rates (GAMSER)',
  description:
    'Only a direct downline’s. A rate above the agent’s own in that category is refused (rebate.above_upline), as is one under the highest rate among the downline’s own downlines (rebate.below_downline); categories left out keep their rates. Applies from the next day settled.',
  docs: { params: { id: 'The downline’s member id' } },
  examples: {
    params: { id: 42 },
    body: { rates: { RNG: '0.8', LIVE: '0.6' } },
    response: {
      memberId: 42,
      account: 'doi001',
      type: 0,
      upline: 'agent01',
      rates: downlineRates,
      ceiling: agentRates,
      floor: fullRates({}),
    },
  },
});

export const getRebateIncomeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/rebate/income',
  auth: 'agent',
  query: RebateIncomeQuerySchema,
  response: RebateIncomeSchema,
  errors: ['agent.permission_denied', 'rebate.range'],
  tag: 'agent',
  summary: 'Rebate income per day, category and member (AGEREBINC3)',
  description:
    'What the daily settlement paid the agent over merchant days (the last 7 settled days by default, at most 62): in total, on its own turnover and on its team’s, per day, per game category and per member the income came from (the 100 largest). Days not settled yet are not counted; settledThrough says the last one.',
  docs: {
    query: {
      startDate:
        'First day included, YYYY-MM-DD (merchant time); 6 days before endDate when absent',
      endDate: 'Last day included, YYYY-MM-DD (merchant time); yesterday when absent',
    },
  },
  examples: {
    query: { startDate: '2026-11-18', endDate: '2026-11-24' },
    response: {
      startDate: '2026-11-18',
      endDate: '2026-11-24',
      total: '18400.00',
      own: '2400.00',
      team: '16000.00',
      settledThrough: '2026-11-24',
      days: [{ day: '2026-11-24', turnover: '4000000.00', amount: '18400.00' }],
      categories: [{ category: 'RNG', turnover: '4000000.00', amount: '18400.00' }],
      members: [
        { memberId: 42, account: 'doi001', depth: 1, turnover: '4000000.00', amount: '16000.00' },
      ],
    },
  },
});

// ---- back office

export const getRebatePlanEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/rebates/plan',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: RebatePlanSchema,
  errors: [],
  tag: 'operator',
  summary: 'Rebate plan: on or off, wagering, default rates',
  description:
    'Whether the daily settlement runs, the wagering multiple of the rebate grants, and the rates of members with neither an upline nor rates of their own.',
  examples: {
    response: { enabled: true, wageringMultiple: 1, defaultRates: downlineRates },
  },
});

export const updateRebatePlanEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/rebates/plan',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: RebatePlanBodySchema,
  response: RebatePlanSchema,
  errors: [],
  tag: 'operator',
  summary: 'Change the rebate plan',
  description:
    'Categories left out of defaultRates keep theirs. Applies from the next day settled. Audited.',
  examples: {
    body: { enabled: true, wageringMultiple: 1, defaultRates: { RNG: '0.8' } },
    response: { enabled: true, wageringMultiple: 1, defaultRates: downlineRates },
  },
});

export const getMemberRebateRatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/rebates/rates/:id',
  auth: 'operator',
  permission: 'members.read',
  params: AgentIdParamsSchema,
  response: MemberRebateRatesSchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'One account’s rebate rates, with their ceiling and floor',
  description:
    'The account’s rates in force, its upline’s (the ceiling; 10 % without an upline) and the highest rate among its downlines (the floor).',
  docs: { params: { id: 'The member id' } },
  examples: {
    params: { id: 2 },
    response: {
      memberId: 2,
      account: 'agent01',
      type: 1,
      upline: null,
      rates: agentRates,
      ceiling: fullRates({ RNG: 100, LIVE: 100, SPORTS: 100, LOTT: 100 }),
      floor: downlineRates,
    },
  },
});

export const setMemberRebateRatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/rebates/rates/:id',
  auth: 'operator',
  permission: 'members.write',
  params: AgentIdParamsSchema,
  body: SetRebateRatesBodySchema,
  response: MemberRebateRatesSchema,
  errors: ['operator.account_not_found', 'rebate.above_upline', 'rebate.below_downline'],
  tag: 'operator',
  summary: 'Set any account’s rebate rates',
  description:
    'The same bounds as an upline’s change: at most the upline’s rate, at least the highest rate among the account’s downlines. Trial accounts have none. Audited.',
  docs: { params: { id: 'The member id' } },
  examples: {
    params: { id: 2 },
    body: { rates: { RNG: '1.2' } },
    response: {
      memberId: 2,
      account: 'agent01',
      type: 1,
      upline: null,
      rates: agentRates,
      ceiling: fullRates({ RNG: 100, LIVE: 100, SPORTS: 100, LOTT: 100 }),
      floor: downlineRates,
    },
  },
});

export const listRebateDaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/rebates/days',
  auth: 'operator',
  permission: 'reports.read',
  response: RebateDaysSchema,
  errors: [],
  tag: 'operator',
  summary: 'Settled rebate days, newest first',
  description: 'The last 62 days the settlement finished, with members paid, turnover and total.',
  examples: {
    response: {
      list: [
        {
          day: '2026-11-24',
          settledAt: '2026-11-24T17:05:00.000Z',
          earners: 54,
          turnover: '95000000.00',
          amount: '812000.00',
        },
      ],
    },
  },
});

export const listRebatePayoutsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/rebates/payouts',
  auth: 'operator',
  permission: 'reports.read',
  query: RebatePayoutsQuerySchema,
  response: RebatePayoutsSchema,
  errors: [],
  tag: 'operator',
  summary: 'A settled day’s rebate payouts per member',
  description:
    'Each member paid for the day, largest first: earned on its own turnover, on its team’s, and the state of the reward-center grant.',
  docs: {
    query: {
      day: 'The merchant day, YYYY-MM-DD',
      search: 'Part of an account name (case-insensitive)',
      pageNo: 'Page, from 1',
      pageSize: 'Rows per page, 1–100 (20)',
    },
  },
  examples: {
    query: { day: '2026-11-24', pageNo: 1, pageSize: 20 },
    response: {
      list: [
        {
          memberId: 2,
          account: 'agent01',
          type: 1,
          own: '0.00',
          team: '18400.00',
          amount: '18400.00',
          grantState: 'claimable',
        },
      ],
      total: 1,
      pageNo: 1,
      pageSize: 20,
    },
  },
});

export const runRebatesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/rebates/run',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  response: RebateRunSchema,
  errors: [],
  tag: 'operator',
  summary: 'Settle the finished days not settled yet, now',
  description:
    'What the daily job does: each finished merchant day of the last 7 not settled yet, in one transaction per day, each member’s rebate one grant (source rebate:<member>:<day>). Running it again, or in several processes at once, pays nothing twice. Audited.',
  examples: {
    response: { days: ['2026-11-24'], earners: 54, amount: '812000.00' },
  },
});
