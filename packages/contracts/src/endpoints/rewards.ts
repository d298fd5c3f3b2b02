import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../promotions.ts';
import {
  AdminApplicationPageSchema,
  AdminApplicationQuerySchema,
  AdminApplicationSchema,
  AdminRewardListSchema,
  ApplicationBodySchema,
  ApplicationImageParamsSchema,
  ApplicationListSchema,
  ApplicationSchema,
  ApproveApplicationBodySchema,
  PromotionApplicationsQuerySchema,
  RejectApplicationBodySchema,
  RewardListSchema,
  RewardSchema,
  type AdminApplication,
  type Application,
  type Reward,
} from '../rewards.ts';

// Promotion applications and reward-center grants
// (docs/decisions/2026-11-24-promotion-applications.md).

const application: Application = {
  id: 12,
  promotionId: 7,
  promotionTitle: 'Hoàn trả thua cược 5% mỗi tuần',
  comment: 'Tôi thua 2.000.000 ₫ tuần này, ảnh chụp lịch sử cược đính kèm.',
  imageCount: 2,
  state: 'pending',
  reason: null,
  bonus: null,
  createdAt: '2026-11-24T08:15:00.000Z',
  decidedAt: null,
};

const adminApplication: AdminApplication = {
  id: 12,
  promotionId: 7,
  promotionTitle: application.promotionTitle,
  memberId: 1,
  username: 'demo',
  comment: application.comment,
  images: [
    '/wps/admin/promotion-applications/images/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png',
  ],
  state: 'pending',
  reason: null,
  bonus: null,
  wageringMultiple: null,
  decidedBy: null,
  createdAt: application.createdAt,
  decidedAt: null,
  suggestedBonus: '100000.00',
  suggestedWageringMultiple: 3,
};

const reward: Reward = {
  id: 4,
  title: 'Hoàn trả thua cược 5% mỗi tuần',
  amount: '100000.00',
  wageringMultiple: 3,
  turnoverRequired: '300000.00',
  state: 'claimable',
  createdAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-12-24T09:00:00.000Z',
  claimedAt: null,
};

export const applyForPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/promotions/:id/applications',
  auth: 'real',
  params: IdParamsSchema,
  body: ApplicationBodySchema,
  response: ApplicationSchema,
  status: 201,
  errors: [
    'promotion.not_found',
    'promotion.applications_closed',
    'promotion.application_open',
    'promotion.comment_too_long',
    'promotion.too_many_images',
    'promotion.image_too_large',
    'promotion.image_refused',
  ],
  tag: 'promotions',
  summary: 'Apply for a promotion with a comment and up to 3 images',
  description:
    'A real account (not free play) applies for a live promotion that takes applications: a comment of at most 140 characters and at most 3 PNG or JPEG images of at most 5 MB each (spec §5, §9), recognised by their content whatever their name, stored with their metadata stripped. A refused comment or image stores nothing. One open application per promotion: while one is pending or approved, another is `promotion.application_open`; after a rejection the member may apply again. The operator approves it (the bonus goes to the reward center) or rejects it with a reason.',
  docs: { params: { id: 'The promotion’s id (as on /m/activityDetail).' } },
  examples: {
    params: { id: 7 },
    body: { comment: application.comment, images: ['iVBORw0KGgo='] },
    response: application,
  },
});

export const listMyApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions/applications',
  auth: 'real',
  query: PromotionApplicationsQuerySchema,
  response: ApplicationListSchema,
  errors: [],
  tag: 'promotions',
  summary: 'The member’s promotion applications and where each stands',
  description:
    'Newest first: pending, approved (with the bonus granted to the reward center) or rejected (with the operator’s reason). `promotionId` keeps one promotion’s.',
  docs: { query: { promotionId: 'Only the applications for this promotion.' } },
  examples: { query: { promotionId: 7 }, response: { list: [application] } },
});

export const listRewardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/rewards',
  auth: 'real',
  module: 'REWCEN3',
  response: RewardListSchema,
  errors: [],
  tag: 'member',
  summary: 'The reward center: rewards to claim, claimed and expired',
  description:
    'Rewards granted to the member (an approved promotion application grants one), claimable ones first, then newest. A claimable reward past its expiry reads as expired.',
  examples: { response: { list: [reward] } },
});

export const claimRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/rewards/:id/claim',
  auth: 'real',
  module: 'REWCEN3',
  params: IdParamsSchema,
  response: RewardSchema,
  errors: ['reward.not_found', 'reward.expired'],
  tag: 'member',
  summary: 'Claim a reward into the wallet',
  description:
    'Moves the reward’s amount from the bonus account to the member’s wallet through the ledger, exactly once: claiming a claimed reward again answers it as it is and moves nothing. Another member’s reward is `reward.not_found`; one past its expiry is `reward.expired`.',
  docs: { params: { id: 'The reward’s id.' } },
  examples: {
    params: { id: 4 },
    response: { ...reward, state: 'claimed', claimedAt: '2026-11-24T09:05:00.000Z' },
  },
});

// ---- operator

export const listApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/promotion-applications',
  auth: 'operator',
  permission: 'promotions.review',
  gate: false,
  query: AdminApplicationQuerySchema,
  response: AdminApplicationPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Promotion applications to review',
  description:
    'Applications in one state (pending by default, oldest first so the queue is worked in order; decided ones newest first), with the member, the comment and the addresses of the images.',
  docs: {
    query: {
      state: 'pending (default), approved, rejected or all.',
      pageNo: 'Page number from 1.',
      pageSize: 'Applications per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { state: 'pending' },
    response: { list: [adminApplication], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const getApplicationImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/promotion-applications/images/:name',
  auth: 'operator',
  permission: 'promotions.review',
  gate: false,
  params: ApplicationImageParamsSchema,
  response: z.string(),
  envelope: false,
  produces: 'image/*',
  errors: ['resource.not_found'],
  tag: 'operator',
  summary: 'An image attached to an application',
  description:
    'The image as stored (metadata stripped), PNG or JPEG, for operators only: members’ evidence is never public.',
  docs: { params: { name: '<sha256>.png or .jpg, as the application lists it.' } },
  examples: {
    params: { name: `${'9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'}.png` },
    response: '(the image bytes)',
  },
});

export const approveApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/promotion-applications/:id/approve',
  auth: 'operator',
  permission: 'promotions.review',
  gate: false,
  params: IdParamsSchema,
  body: ApproveApplicationBodySchema,
  response: AdminApplicationSchema,
  errors: ['promotion.application_not_found', 'promotion.application_decided'],
  tag: 'operator',
  summary: 'Approve an application: its bonus goes to the member’s reward center',
  description:
    'Grants `bonus` as a reward the member claims in the reward center within 30 days, to be wagered `wageringMultiple` times (0–100). A decided application is `promotion.application_decided`; two operators approving at once grant one reward. Audited.',
  docs: { params: { id: 'The application’s id.' } },
  examples: {
    params: { id: 12 },
    body: { bonus: '100000', wageringMultiple: 3 },
    response: {
      ...adminApplication,
      state: 'approved',
      bonus: '100000.00',
      wageringMultiple: 3,
      decidedBy: 'finance',
      decidedAt: '2026-11-24T09:00:00.000Z',
    },
  },
});

export const rejectApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/promotion-applications/:id/reject',
  auth: 'operator',
  permission: 'promotions.review',
  gate: false,
  params: IdParamsSchema,
  body: RejectApplicationBodySchema,
  response: AdminApplicationSchema,
  errors: ['promotion.application_not_found', 'promotion.application_decided'],
  tag: 'operator',
  summary: 'Reject an application with a reason the member reads',
  description:
    'Rejects a pending application; the member sees the reason and may apply again. Audited.',
  docs: { params: { id: 'The application’s id.' } },
  examples: {
    params: { id: 12 },
    body: { reason: 'Ảnh chụp không thể hiện lịch sử cược.' },
    response: {
      ...adminApplication,
      state: 'rejected',
      reason: 'Ảnh chụp không thể hiện lịch sử cược.',
      decidedBy: 'support',
      decidedAt: '2026-11-24T09:00:00.000Z',
    },
  },
});

export const listMemberRewardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/members/:id/rewards',
  auth: 'operator',
  permission: 'members.read',
  gate: false,
  params: IdParamsSchema,
  response: AdminRewardListSchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'A member’s reward-center grants, read-only',
  description:
    'Every grant of the member (the last 200: promotions, sign-in, VIP, mall, rebates), claimable ones first, with what granted it, its state, its wagering requirement and when that was met.',
  docs: { params: { id: 'The member’s id.' } },
  examples: {
    params: { id: 1 },
    response: {
      list: [{ ...reward, source: 'rebate:1:2026-11-24', wageringMetAt: null }],
    },
  },
});
