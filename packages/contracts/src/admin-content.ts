import { z } from 'zod/mini';
import { BannerGroupSchema, ResourceTypeSchema, SiteLanguageSchema } from './enums.ts';
import { pageOf } from './wallet.ts';
import { isHttpsUrl, isLocalPath, isMemberLink, isPhoneLink } from './links.ts';

// What the back office edits of the site (issue: the operator back office, "Settings" and
// "Content"): the site settings the status call serves (spec §3 "Status response value"), banners
// of every group (spec §3 Banner), and the images they show, uploaded from the operator's computer.

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const IsoDateTime = z.iso.datetime({ offset: true });

/** What a customer-service channel may open: a member link, or a hotline's `tel:` number. */
const CustomerServiceLinkSchema = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine((v) => isMemberLink(v) || isPhoneLink(v), {
    message: 'must be a site page (/m/…), an https address or a tel: number',
  }),
);

/** One customer-service channel as the operator writes it; the path is stored plain. */
export const CustomerServiceInputSchema = z.strictObject({
  /** LIVECHAT, ZALO, TELEGRAM … (upper case). */
  csType: z.string().check(z.trim(), z.regex(/^[A-Z][A-Z0-9_]{0,19}$/)),
  /** The channel's name; empty lets the site show its own, in the visitor's language. */
  title: z.string().check(z.trim(), z.maxLength(60)),
  path: CustomerServiceLinkSchema,
});
export type CustomerServiceInput = z.infer<typeof CustomerServiceInputSchema>;

/** Longest field-rule pattern the server accepts. */
export const FIELD_PATTERN_MAX_LENGTH = 200;

/**
 * One field rule as the operator writes it (spec §5: enabled, required, min, max, pattern …).
 * Patterns are checked by the server: they must compile (with the `u` flag, as the rule engine
 * runs them) and must not be able to backtrack catastrophically (`settings.pattern_refused`).
 */
export const FieldRuleInputSchema = z
  .strictObject({
    name: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)),
    enabled: z.boolean(),
    required: z.boolean(),
    type: z.optional(z.enum(['string', 'number', 'email', 'mobile'])),
    min: z.optional(z.int().check(z.nonnegative(), z.lte(10_000))),
    max: z.optional(z.int().check(z.positive(), z.lte(10_000))),
    pattern: z.optional(z.string().check(z.minLength(1), z.maxLength(FIELD_PATTERN_MAX_LENGTH))),
    enum: z.optional(z.array(line(100)).check(z.maxLength(100))),
    whitespace: z.optional(z.boolean()),
  })
  .check(
    z.refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: 'min must not be above max',
      path: ['min'],
    }),
  );
export type FieldRuleInput = z.infer<typeof FieldRuleInputSchema>;

/** A check that no two items of a list share a key. */
function unique<T>(key: (item: T) => string, what: string) {
  return z.refine<T[]>((items) => new Set(items.map(key)).size === items.length, {
    message: `${what} must not repeat`,
  });
}

const FieldRuleListSchema = z.array(FieldRuleInputSchema).check(
  z.maxLength(40),
  unique<FieldRuleInput>((r) => r.name, 'rule names'),
);

/** A download or link resource (spec §3 "Download link"): a path on this site or https. */
export const ResourceInputSchema = z.strictObject({
  resourceType: ResourceTypeSchema,
  url: z.string().check(
    z.trim(),
    z.maxLength(500),
    z.refine((v) => isLocalPath(v) || isHttpsUrl(v), {
      message: 'must be a path on this site (/…) or an https address',
    }),
  ),
});

const Colour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

/**
 * `PATCH /wps/admin/settings/site`: the parts of the site settings to replace; the others keep
 * their value. Lists are replaced whole (the console sends the edited list).
 */
export const SiteSettingsPatchBodySchema = z.strictObject({
  siteName: z.optional(line(60)),
  customerService: z.optional(
    z.array(CustomerServiceInputSchema).check(
      z.maxLength(20),
      unique<CustomerServiceInput>((c) => `${c.csType} ${c.path}`, 'channels'),
    ),
  ),
  /** Registration form (spec §3 "Registration rules per field", §5). */
  register: z.optional(
    z.strictObject({ captchaEnabled: z.boolean(), fields: FieldRuleListSchema }),
  ),
  /** The other forms' rules: loginUsername, loginPassword, loginMobileNum, verificationCode, password. */
  fieldRules: z.optional(FieldRuleListSchema),
  /** The app download bar and app page (spec §2 "App download", §3 Download link). */
  resources: z.optional(
    z.array(ResourceInputSchema).check(
      z.maxLength(30),
      unique<{ resourceType: string }>((r) => r.resourceType, 'resource types'),
    ),
  ),
  /** The download bar's colours and tagline (spec §3 mobile template) and two switches. */
  mobileTemplate: z.optional(
    z.strictObject({
      mem_cen: z.optional(z.boolean()),
      dep_func: z.optional(z.boolean()),
      app_background: z.optional(Colour),
      app_desc: z.optional(z.string().check(z.trim(), z.maxLength(120))),
      app_desc_font_color: z.optional(Colour),
    }),
  ),
  languages: z.optional(
    z.array(SiteLanguageSchema).check(
      z.minLength(1),
      unique<string>((l) => l, 'languages'),
    ),
  ),
  /** Must be one of the languages (after the change). */
  defaultLanguage: z.optional(SiteLanguageSchema),
  /** Payment methods shown in the footer, in order. */
  paymentMethods: z.optional(
    z.array(line(40)).check(
      z.maxLength(20),
      unique<string>((m) => m.toLowerCase(), 'payment methods'),
    ),
  ),
});
export type SiteSettingsPatchBody = z.infer<typeof SiteSettingsPatchBodySchema>;

// ---- banners

/** Where a banner stands: shown now, starts later, past its end, or switched off. */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'off'] as const;
export const BannerStateSchema = z.enum(BANNER_STATES);
export type BannerState = z.infer<typeof BannerStateSchema>;

/** The image of a banner: one of this site's images (uploaded or generated), never elsewhere. */
export const BannerImageUrlSchema = z
  .string()
  .check(z.trim(), z.maxLength(300), z.regex(/^\/wps\/media\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/));

/** Where a tap on a banner goes: a member-site page, an https address, or '' for none. */
const BannerLinkSchema = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine((v) => v === '' || isMemberLink(v), {
    message: 'must be empty, a site page (/m/…) or an https address',
  }),
);

const Sequence = z.int().check(z.gte(-100_000), z.lte(100_000));

export const AdminBannerSchema = z.object({
  id: z.int(),
  groupName: BannerGroupSchema,
  title: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  sequence: z.int(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  enabled: z.boolean(),
  state: BannerStateSchema,
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
export const AdminBannerPageSchema = pageOf(AdminBannerSchema);

export const AdminBannerQuerySchema = z.object({
  group: z.optional(BannerGroupSchema),
  state: z._default(z.enum([...BANNER_STATES, 'all']), 'all'),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type AdminBannerQuery = z.input<typeof AdminBannerQuerySchema>;

/** `POST /wps/admin/content/banners`: a new banner; an empty start is now, no end never ends. */
export const BannerCreateBodySchema = z.strictObject({
  groupName: BannerGroupSchema,
  title: line(120),
  imageUrl: BannerImageUrlSchema,
  link: z._default(BannerLinkSchema, ''),
  sequence: z._default(Sequence, 0),
  startDate: z.optional(IsoDateTime),
  endDate: z.optional(z.nullable(IsoDateTime)),
  enabled: z._default(z.boolean(), true),
});
export type BannerCreateBody = z.input<typeof BannerCreateBodySchema>;

/** `PATCH /wps/admin/content/banners/:id`: the fields to change; the others keep their value. */
export const BannerUpdateBodySchema = z.strictObject({
  groupName: z.optional(BannerGroupSchema),
  title: z.optional(line(120)),
  imageUrl: z.optional(BannerImageUrlSchema),
  link: z.optional(BannerLinkSchema),
  sequence: z.optional(Sequence),
  startDate: z.optional(IsoDateTime),
  endDate: z.optional(z.nullable(IsoDateTime)),
  enabled: z.optional(z.boolean()),
});
export type BannerUpdateBody = z.input<typeof BannerUpdateBodySchema>;

// ---- uploaded images

/** The largest image accepted, in bytes (before base64). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The most pixels a side of an accepted image may have. */
export const MAX_IMAGE_SIDE = 8000;
/** Image types accepted, recognised by their first bytes (never by a name or a declared type). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ImageTypeSchema = z.enum(IMAGE_TYPES);
export type ImageType = z.infer<typeof ImageTypeSchema>;

/**
 * `POST /wps/admin/media/images`: the file as base64 in JSON (decision
 * 2026-11-24-banners-and-uploads). Its name is kept for the audit line only.
 */
export const ImageUploadBodySchema = z.strictObject({
  fileName: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /**
   * Standard base64 (RFC 4648 §4). Decoded, more than MAX_IMAGE_BYTES is media.image_too_large;
   * the route reads at most 3 MB of request (request.body_too_large), which binds before this.
   */
  data: z
    .string()
    .check(z.minLength(4), z.maxLength(4 * 1024 * 1024), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});
export type ImageUploadBody = z.infer<typeof ImageUploadBodySchema>;

/** A stored image: its public address (the content hash in its name), type and size. */
export const UploadedImageSchema = z.object({
  url: z.string(),
  contentType: ImageTypeSchema,
  width: z.int(),
  height: z.int(),
  bytes: z.int(),
  sha256: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/** Name of an uploaded image: its SHA-256 (hex) and the extension of its type. */
export const UPLOADED_IMAGE_NAME = /^[0-9a-f]{64}\.(png|jpg|webp)$/;
