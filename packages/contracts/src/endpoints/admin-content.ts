import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminBannerPageSchema,
  AdminBannerQuerySchema,
  AdminBannerSchema,
  BannerCreateBodySchema,
  BannerUpdateBodySchema,
  ImageUploadBodySchema,
  SiteSettingsPatchBodySchema,
  UPLOADED_IMAGE_NAME,
  UploadedImageSchema,
  type AdminBanner,
} from '../admin-content.ts';
import { SiteInfoSchema, WHITELABEL_FLAGS, type SiteInfo, type Whitelabel } from '../system.ts';

// The site as the back office edits it: the site settings the status call serves, the banners of
// every group, and uploaded images (decision 2026-11-24-banners-and-uploads).

const site: SiteInfo = {
  merchantCode: 'VN01',
  siteName: 'Lucky Lotus',
  customerService: [
    { csType: 'LIVECHAT', title: 'Chăm sóc khách hàng 24/7', path: '/m/customer' },
    { csType: 'ZALO', title: 'Zalo', path: 'https://zalo.me/luckylotus.support' },
  ],
  imageCDNs: [''],
  domainRoute: ['m.luckylotus.vn'],
  mobileTemplate: {
    mem_cen: true,
    dep_func: true,
    app_background: '#0f3d3e',
    app_desc: 'Chơi mọi lúc, rút tiền nhanh',
    app_desc_font_color: '#ffffff',
  },
  paths: { terms: '/m/useragreement' },
  register: {
    captchaEnabled: true,
    fields: [
      {
        name: 'username',
        enabled: true,
        required: true,
        type: 'string',
        min: 6,
        max: 16,
        pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
      },
    ],
  },
  fieldRules: [{ name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 }],
  resources: [{ resourceType: 'Android', url: '/m/app?platform=android' }],
  whitelabel: Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, true])) as Whitelabel,
  mainDomain: 'm.luckylotus.vn',
  languages: ['TY', 'EN'],
  defaultLanguage: 'TY',
  currency: { code: 'VND', symbol: '₫' },
  paymentMethods: ['VietQR', 'Momo', 'ZaloPay'],
};

const banner: AdminBanner = {
  id: 12,
  groupName: 'm_home',
  title: 'Tết rộn ràng – thưởng nạp 100%',
  imageUrl: '/wps/media/u/3f2a9c0d4b5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8.webp',
  link: '/m/activityDetail?id=3',
  sequence: 1,
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2027-02-15T16:59:59.000Z',
  enabled: true,
  state: 'scheduled',
};

const BannerIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const getSiteSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/settings/site',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: SiteInfoSchema,
  errors: [],
  tag: 'operator',
  summary: 'The site settings the status call serves, customer-service paths in the clear',
  description:
    'The settings the site reads from the status call (spec §3 "Status response value"): site name, customer-service channels (their paths in the clear; the status call obfuscates them), registration and other field rules (spec §5), download resources and the download bar, languages, payment methods shown in the footer, and the rest as read-only context.',
  examples: { response: site },
});

export const updateSiteSettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/settings/site',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: SiteSettingsPatchBodySchema,
  response: SiteInfoSchema,
  errors: ['settings.pattern_refused'],
  tag: 'operator',
  summary:
    'Change the site name, customer service, field rules, resources, languages or payment methods',
  description:
    'Replaces the parts sent; the others keep their value (lists are replaced whole). Customer-service paths are a site page (/m/…) or an https address. Field-rule patterns must compile with the `u` flag, be at most 200 characters and hold no nested or alternated repetition nor back-references (`settings.pattern_refused`, with the rule in `value`). The default language must be one of the languages (`request.invalid`). The status call answers the change within SETTINGS_CACHE_MS. Audited with the settings before and after.',
  examples: {
    body: {
      customerService: [
        { csType: 'ZALO', title: 'Zalo', path: 'https://zalo.me/luckylotus.support' },
      ],
    },
    response: {
      ...site,
      customerService: [
        { csType: 'ZALO', title: 'Zalo', path: 'https://zalo.me/luckylotus.support' },
      ],
    },
  },
});

export const listAdminBannersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/content/banners',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  query: AdminBannerQuerySchema,
  response: AdminBannerPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Banners of every group, live, scheduled, ended or off',
  description:
    'Every banner (spec §3 Banner, all groups of BANNER_GROUPS) by group and sequence: optionally one group, and one state — live (on, started, not ended), scheduled (on, starts later), ended (past its end) or off (switched off).',
  docs: {
    query: {
      group: 'Only this banner group, e.g. m_home.',
      state: 'live, scheduled, ended, off or all (default).',
      pageNo: 'Page number from 1.',
      pageSize: 'Banners per page, at most 200 (default 50).',
    },
  },
  examples: {
    query: { group: 'm_home', state: 'scheduled' },
    response: { list: [banner], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const createBannerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/banners',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: BannerCreateBodySchema,
  response: AdminBannerSchema,
  status: 201,
  errors: ['banner.invalid_dates'],
  tag: 'operator',
  summary: 'Create a banner in a group, with its image, link, order and dates',
  description:
    'Creates a banner: its group, title (the image’s text alternative), image (an address on this site under /wps/media/, usually one just uploaded), the link a tap opens (a site page /m/…, an https address, or none), its sequence, and when it starts (empty: now) and ends (none: never). An end before the start is `banner.invalid_dates`. The site’s carousel shows it from its start. Audited.',
  examples: {
    body: {
      groupName: 'm_home',
      title: banner.title,
      imageUrl: banner.imageUrl,
      link: banner.link,
      sequence: 1,
      startDate: banner.startDate,
      endDate: banner.endDate,
    },
    response: banner,
  },
});

export const updateBannerEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/content/banners/:id',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: BannerIdParamsSchema,
  body: BannerUpdateBodySchema,
  response: AdminBannerSchema,
  errors: ['banner.not_found', 'banner.invalid_dates'],
  tag: 'operator',
  summary: 'Change a banner: group, title, image, link, order, dates, on or off',
  description:
    'Changes the fields sent; the others keep their value. The dates must still end after they start (`banner.invalid_dates`). Audited with the banner before and after.',
  docs: { params: { id: 'The banner’s id.' } },
  examples: {
    params: { id: 12 },
    body: { sequence: 2, enabled: false },
    response: { ...banner, sequence: 2, enabled: false, state: 'off' },
  },
});

export const endBannerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/content/banners/:id/end',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  params: BannerIdParamsSchema,
  response: AdminBannerSchema,
  errors: ['banner.not_found'],
  tag: 'operator',
  summary: 'End a banner now',
  description:
    'Ends a banner now: it leaves the carousel at once (the public list is cacheable for a minute). One that has already ended keeps its end date. Audited.',
  docs: { params: { id: 'The banner’s id.' } },
  examples: {
    params: { id: 12 },
    response: { ...banner, endDate: '2026-11-24T09:30:00.000Z', state: 'ended' },
  },
});

const uploaded = {
  url: banner.imageUrl,
  contentType: 'image/webp' as const,
  width: 1080,
  height: 420,
  bytes: 48_213,
  sha256: '3f2a9c0d4b5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8',
};

export const uploadImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/media/images',
  auth: 'operator',
  permission: 'content.write',
  gate: false,
  body: ImageUploadBodySchema,
  response: UploadedImageSchema,
  status: 201,
  errors: ['media.image_refused', 'media.image_too_large'],
  tag: 'operator',
  summary: 'Upload an image (PNG, JPEG or WebP, at most 2 MB) for a banner',
  description:
    'Stores an image sent as base64 in JSON and answers its public address under /wps/media/u/, named by the SHA-256 of its bytes (the same file uploaded twice is stored once). The type is recognised from the file’s first bytes, never from its name: only PNG, JPEG and WebP are accepted, up to 8000 pixels a side (`media.image_refused`; SVG is refused, as it can carry scripts). Larger than 2 MB is `media.image_too_large` (or `request.body_too_large` for a request over 3 MB). Audited.',
  examples: {
    body: {
      fileName: 'tet-banner.webp',
      data: 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=',
    },
    response: uploaded,
  },
});

export const UploadedImageParamsSchema = z.object({
  name: z.string().check(z.regex(UPLOADED_IMAGE_NAME)),
});

export const getUploadedImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/media/u/:name',
  auth: 'public',
  // The maintenance and restricted pages still show their images.
  gate: false,
  params: UploadedImageParamsSchema,
  response: z.string(),
  envelope: false,
  produces: 'image/*',
  errors: ['resource.not_found'],
  tag: 'media',
  summary: 'An uploaded image (PNG, JPEG or WebP), cacheable for a year',
  description:
    'The bytes of an image an operator uploaded, with its type (`image/png`, `image/jpeg` or `image/webp`) and `x-content-type-options: nosniff`. Its name is the SHA-256 of its bytes, so its content never changes: cacheable for a year (`immutable`) with the hash as ETag (304 when `If-None-Match` matches). Answers under maintenance and region restriction too.',
  docs: { params: { name: 'The SHA-256 of the image (64 hex digits) and .png, .jpg or .webp.' } },
  examples: { params: { name: `${uploaded.sha256}.webp` }, response: '(the image bytes)' },
});
