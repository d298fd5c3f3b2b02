import { defineEndpoint } from '../endpoint.ts';
import {
  AdminPromotionPageSchema,
  AdminPromotionQuerySchema,
  AdminPromotionSchema,
  DeletedSchema,
  IdParamsSchema,
  PromotionCreateBodySchema,
  PromotionListSchema,
  PromotionQuerySchema,
  PromotionSchema,
  PromotionUpdateBodySchema,
  type AdminPromotion,
  type Promotion,
} from '../promotions.ts';

// Promotions (spec §2 "Promotions", §3 "Promotion", §4; decision 2026-11-24-promotions-and-help).

const promotion: Promotion = {
  id: 3,
  title: 'Thưởng chào mừng 100% lần nạp đầu',
  content: '<p>Thành viên mới nạp lần đầu từ 100.000 ₫ nhận thưởng 100%.</p>',
  category: 'new_player',
  language: 'vi',
  startDate: '2026-11-14T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [
    { url: '/wps/media/promo/welcome-vi-card.svg', sequence: 1 },
    { url: '/wps/media/promo/welcome-vi-banner.svg', sequence: 2 },
  ],
  acceptsApplications: false,
};

const adminPromotion: AdminPromotion = {
  id: promotion.id,
  title: promotion.title,
  content: promotion.content,
  category: promotion.category,
  language: 'vi',
  translationOf: null,
  startDate: promotion.startDate,
  endDate: null,
  noExpiry: 1,
  images: promotion.announcementImages,
  sort: 10,
  enabled: true,
  state: 'live',
  acceptsApplications: false,
  applicationBonus: null,
  wageringMultiple: 1,
};

export const listPromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/promotions',
  auth: 'public',
  query: PromotionQuerySchema,
  response: PromotionListSchema,
  errors: [],
  tag: 'content',
  summary: 'Live promotions in the visitor’s language, falling back to Vietnamese (TY)',
  description:
    'spec §2 "Promotions", §3 "Promotion": the promotions shown now (on, started, and not ended unless long-term, noExpiry 1), in the operator’s order. A Vietnamese promotion with a translation in the asked language is served as that translation; one without is served in Vietnamese (TY, the fallback); a promotion written only in another language is shown only to that language. Cacheable for 30 s.',
  docs: {
    query: {
      language:
        'TY (Vietnamese, the default), EN, or one of the content-language codes (vi, en, th, …).',
    },
  },
  examples: { query: { language: 'TY' }, response: { list: [promotion] } },
});

export const getPromotionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/content/promotions/:id',
  auth: 'public',
  params: IdParamsSchema,
  query: PromotionQuerySchema,
  response: PromotionSchema,
  errors: ['promotion.not_found'],
  tag: 'content',
  summary: 'One live promotion, in the visitor’s language when translated',
  description:
    'spec §2: /m/activityDetail?id= opens a promotion directly. The promotion must be live; when it has a translation in the asked language that one is answered. Unknown, switched off, future or ended ids are `promotion.not_found`.',
  docs: {
    params: { id: 'The promotion’s id (a banner’s link carries it).' },
    query: { language: 'TY (default), EN, or a content-language code.' },
  },
  examples: { params: { id: 3 }, query: { language: 'TY' }, response: promotion },
});

export const listAdminPromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/content/promotions',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  query: AdminPromotionQuerySchema,
  response: AdminPromotionPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Promotions in every language and state',
  description:
    'Every promotion, in one state — live (on, started, not ended), scheduled (on, starts later), ended (past its end) or off — and optionally one language, by sort then newest start.',
  docs: {
    query: {
      state: 'live, scheduled, ended, off or all (default).',
      language: 'Only this content language, e.g. vi.',
      pageNo: 'Page number from 1.',
      pageSize: 'Promotions per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { state: 'live' },
    response: { list: [adminPromotion], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const createPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/promotions',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: PromotionCreateBodySchema,
  response: AdminPromotionSchema,
  status: 201,
  errors: ['promotion.invalid_dates', 'promotion.translation_invalid'],
  tag: 'operator',
  summary: 'Create a promotion; its HTML is sanitised before it is stored',
  description:
    'Creates a promotion: title, HTML content (sanitised before it is stored; content that sanitises to nothing is `request.invalid`), category (spec §2 values), content language, start (empty: now), end or long-term (noExpiry 1, no end), images under /wps/media/ (sequence 1 card, 2 detail banner), sort and on/off. A translation names the Vietnamese promotion it translates (`promotion.translation_invalid` if that is not a Vietnamese original or already has one in that language). Dates that do not fit are `promotion.invalid_dates`. Audited.',
  examples: {
    body: {
      title: promotion.title,
      content: promotion.content,
      category: 'new_player',
      language: 'vi',
      noExpiry: 1,
      images: [...promotion.announcementImages] as { url: string; sequence: 1 | 2 }[],
      sort: 10,
    },
    response: adminPromotion,
  },
});

export const updatePromotionEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/content/promotions/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  body: PromotionUpdateBodySchema,
  response: AdminPromotionSchema,
  errors: ['promotion.not_found', 'promotion.invalid_dates', 'promotion.translation_invalid'],
  tag: 'operator',
  summary: 'Change a promotion',
  description:
    'Changes the fields sent; new content is sanitised as on create, and the dates are checked again. Audited with the promotion before and after.',
  docs: { params: { id: 'The promotion’s id.' } },
  examples: {
    params: { id: 3 },
    body: { enabled: false },
    response: { ...adminPromotion, enabled: false, state: 'off' },
  },
});

export const deletePromotionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/admin/content/promotions/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: IdParamsSchema,
  response: DeletedSchema,
  errors: ['promotion.not_found'],
  tag: 'operator',
  summary: 'Delete a promotion and its translations',
  description:
    'Deletes a promotion; deleting a Vietnamese original deletes its translations too. Audited with what was deleted.',
  docs: { params: { id: 'The promotion’s id.' } },
  examples: { params: { id: 3 }, response: { id: 3, deleted: true } },
});
