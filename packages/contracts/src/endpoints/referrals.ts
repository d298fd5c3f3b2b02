import { defineEndpoint } from '../endpoint.ts';
import {
  AdminReferralsQuerySchema,
  AdminReferralsSchema,
  ReferralRunSchema,
  ReferralSettingsBodySchema,
  ReferralSettingsSchema,
  ReferralSummarySchema,
} from '../referrals.ts';

// Invite friends (docs/decisions/2026-11-25-referrals.md).

const settings = {
  enabled: true,
  minFirstDeposit: '200000.00',
  rewardAmount: '50000.00',
  wageringMultiple: 1,
  refuseSameAddress: true,
};

export const getReferralSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/referral',
  auth: 'real',
  module: 'REFERRAL3',
  response: ReferralSummarySchema,
  errors: ['referral.agent_account'],
  tag: 'member',
  summary: 'Invite friends: the member’s referral code, the reward rule and the invited friends',
  description:
    'The member’s personal referral code (made on first need; the link is /m/register?affiliateCode=<code>), the operator’s reward rule, the friends who registered with the code (accounts masked, newest first, at most 200) with their state, and the total the referrals earned. Agents invite through their register centre and are refused with referral.agent_account (spec §6: the share button is hidden for agents). Closed while REFERRAL3 is off.',
  examples: {
    response: {
      code: 'RK7M2QXA',
      rule: {
        enabled: true,
        minFirstDeposit: '200000.00',
        rewardAmount: '50000.00',
        wageringMultiple: 1,
      },
      invited: 2,
      rewarded: 1,
      totalEarned: '50000.00',
      friends: [
        {
          account: 'fr***1',
          registeredAt: '2026-11-20T03:00:00.000Z',
          state: 'rewarded',
          firstDepositAt: '2026-11-21T05:00:00.000Z',
          reward: '50000.00',
        },
        {
          account: 'fr***2',
          registeredAt: '2026-11-24T03:00:00.000Z',
          state: 'registered',
          firstDepositAt: null,
          reward: null,
        },
      ],
    },
  },
});

export const getReferralSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/referrals/settings',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: ReferralSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Referral reward rule',
  description:
    'Whether referral rewards are granted, the friend’s minimum first deposit, the reward and its wagering multiple, and whether a friend registered from an address the referrer used is refused.',
  examples: { response: settings },
});

export const updateReferralSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/referrals/settings',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: ReferralSettingsBodySchema,
  response: ReferralSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Set the referral reward rule',
  description:
    'Amounts are positive plain decimals; the wagering multiple 0 to 100. The rule applies to friends whose first deposit the job sees from now on; a referral already judged keeps its judgement. Audited.',
  examples: { body: settings, response: settings },
});

export const listReferralsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/referrals',
  auth: 'operator',
  permission: 'members.read',
  gate: false,
  query: AdminReferralsQuerySchema,
  response: AdminReferralsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Referrals: who invited whom, their state and rewards',
  description:
    'Member-to-member referrals, newest first, a page at a time (`total` counts every match): the friend, the referrer and the code, the friend’s registration address, the state with the reason a deposited referral is not rewarded, the first deposit and the reward. `totalRewarded` is every referral reward granted.',
  docs: {
    query: {
      search: 'Part of the referrer’s or the friend’s account, case-insensitive.',
      state: 'Only referrals in this state.',
      pageNo: 'Page number, from 1',
      pageSize: 'Referrals per page (1–200, 50 by default)',
    },
  },
  examples: {
    query: { state: 'rewarded' },
    response: {
      list: [
        {
          friendId: 41,
          friendAccount: 'friend01',
          referrerId: 1,
          referrerAccount: 'demo',
          code: 'RK7M2QXA',
          registeredAt: '2026-11-20T03:00:00.000Z',
          registerIp: '203.0.113.7',
          state: 'rewarded',
          holdReason: null,
          firstDeposit: '500000.00',
          firstDepositAt: '2026-11-21T05:00:00.000Z',
          reward: '50000.00',
          rewardedAt: '2026-11-21T05:01:00.000Z',
        },
      ],
      pageNum: 1,
      pageSize: 50,
      total: 1,
      totalPages: 1,
      totalRewarded: '50000.00',
    },
  },
});

export const runReferralJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/referrals/run',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  response: ReferralRunSchema,
  errors: [],
  tag: 'operator',
  summary: 'Run the referral job now',
  description:
    'One pass of the job that otherwise runs every minute: records the first deposits of invited friends and grants the rewards due. Each reward has one grant per friend (source referral:<friendId>), however often the job runs, concurrently or after a crash.',
  examples: { response: { deposited: 2, rewarded: 1 } },
});
