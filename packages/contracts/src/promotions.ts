import { z } from 'zod/mini';
import { CONTENT_LANGUAGES, SiteLanguageSchema, type SiteLanguage } from './enums.ts';
import { AmountInputSchema, pageOf } from './wallet.ts';
import { PROMOTION_CATEGORIES } from './content-rules.ts';

// Promotions (spec §2 "Promotions", §3 "Promotion", §4 promotion list and date display) and the
// help center (spec §2 "Help center", §3 "Help item", §7 "Help center").
// Decision record: docs/decisions/2026-11-24-promotions-and-help.md.

export const PromotionCategorySchema = z.enum(PROMOTION_CATEGORIES);

export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES);
export type ContentLanguage = z.infer<typeof ContentLanguageSchema>;

/** The content language a site language reads (spec §1: TY is Vietnamese, the fallback). */
export const CONTENT_LANGUAGE_OF: Record<SiteLanguage, ContentLanguage> = { TY: 'vi', EN: 'en' };
/** The language every promotion and help item falls back to (TY). */
export const FALLBACK_CONTENT_LANGUAGE: ContentLanguage = 'vi';

/** A visitor's language: a site language (TY, EN) or any content-language code of spec §1. */
export const VisitorLanguageSchema = z.union([SiteLanguageSchema, ContentLanguageSchema]);
export type VisitorLanguage = z.infer<typeof VisitorLanguageSchema>;

/** The content language a visitor's language reads. */
export function contentLanguageOf(language: VisitorLanguage): ContentLanguage {
  return language === 'TY' || language === 'EN' ? CONTENT_LANGUAGE_OF[language] : language;
}

/** spec §3 announcementImages: sequence 1 is the list card, 2 the detail banner. */
export const PromotionImageSchema = z.object({
  url: z.string(),
  sequence: z.int(),
});
export type PromotionImage = z.infer<typeof PromotionImageSchema>;

/** A promotion as the site shows it (spec §3 "Promotion"). */
export const PromotionSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  category: PromotionCategorySchema,
  /** The content language it is written in (the visitor's, or vi when it has no translation). */
  language: z.string(),
  /** ISO 8601. */
  startDate: z.string(),
  /** ISO 8601; null when noExpiry is 1. */
  endDate: z.nullable(z.string()),
  /** spec §3: 1 = long term (no end). */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  announcementImages: z.array(PromotionImageSchema),
  /** Whether members may apply for it with a comment and images (the operator then decides). */
  acceptsApplications: z._default(z.boolean(), false),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.object({
  /** Live promotions in the operator's order (sort, then newest start). */
  list: z.array(PromotionSchema),
});
export type PromotionList = z.infer<typeof PromotionListSchema>;

/** `GET /wps/content/promotions?language=TY` */
export const PromotionQuerySchema = z.object({
  language: z._default(VisitorLanguageSchema, 'TY'),
});
export type PromotionQuery = z.input<typeof PromotionQuerySchema>;

export const IdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});

// ---- operator

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const IsoDateTime = z.iso.datetime({ offset: true });
const Sort = z.int().check(z.gte(-1_000_000), z.lte(1_000_000));
/** One of this site's images (uploaded or generated), never elsewhere. */
const ImageUrlSchema = z
  .string()
  .check(z.trim(), z.maxLength(300), z.regex(/^\/wps\/media\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/));
const ImagesSchema = z
  .array(z.strictObject({ url: ImageUrlSchema, sequence: z.union([z.literal(1), z.literal(2)]) }))
  .check(z.maxLength(2));
const Html = z.string().check(z.minLength(1), z.maxLength(50_000));
/** How many times a granted bonus must be wagered (0: none; at most 100). */
const WageringMultiple = z.int().check(z.gte(0), z.lte(100));

/** Where a promotion stands: shown now, starts later, past its end, or switched off. */
export const PROMOTION_STATES = ['live', 'scheduled', 'ended', 'off'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const AdminPromotionSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  category: PromotionCategorySchema,
  language: z.string(),
  /** The Vietnamese promotion this one translates; null for an original. */
  translationOf: z.nullable(z.int()),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  images: z.array(PromotionImageSchema),
  sort: z.int(),
  enabled: z.boolean(),
  state: z.enum(PROMOTION_STATES),
  acceptsApplications: z._default(z.boolean(), false),
  /** The bonus the approve form starts with; the operator may change it per application. */
  applicationBonus: z._default(z.nullable(z.string()), null),
  /** The wagering multiple the approve form starts with. */
  wageringMultiple: z._default(z.int(), 1),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export const AdminPromotionPageSchema = pageOf(AdminPromotionSchema);

export const AdminPromotionQuerySchema = z.object({
  state: z._default(z.enum([...PROMOTION_STATES, 'all']), 'all'),
  language: z.optional(ContentLanguageSchema),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type AdminPromotionQuery = z.input<typeof AdminPromotionQuerySchema>;

/**
 * `POST /wps/admin/content/promotions`. An empty start is now; noExpiry 1 has no end, noExpiry 0
 * needs one after the start. The HTML is sanitised before it is stored.
 */
export const PromotionCreateBodySchema = z.strictObject({
  title: line(200),
  content: Html,
  category: PromotionCategorySchema,
  language: z._default(ContentLanguageSchema, 'vi'),
  /** For a translation: the id of the Vietnamese promotion it translates. */
  translationOf: z._default(z.nullable(z.int().check(z.positive())), null),
  startDate: z.optional(IsoDateTime),
  endDate: z.optional(z.nullable(IsoDateTime)),
  noExpiry: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  images: z._default(ImagesSchema, []),
  sort: z._default(Sort, 0),
  enabled: z._default(z.boolean(), true),
  acceptsApplications: z._default(z.boolean(), false),
  applicationBonus: z._default(z.nullable(AmountInputSchema), null),
  wageringMultiple: z._default(WageringMultiple, 1),
});
export type PromotionCreateBody = z.input<typeof PromotionCreateBodySchema>;

/** `PATCH /wps/admin/content/promotions/:id`: the fields to change; the others keep their value. */
export const PromotionUpdateBodySchema = z.strictObject({
  title: z.optional(line(200)),
  content: z.optional(Html),
  category: z.optional(PromotionCategorySchema),
  language: z.optional(ContentLanguageSchema),
  translationOf: z.optional(z.nullable(z.int().check(z.positive()))),
  startDate: z.optional(IsoDateTime),
  endDate: z.optional(z.nullable(IsoDateTime)),
  noExpiry: z.optional(z.union([z.literal(0), z.literal(1)])),
  images: z.optional(ImagesSchema),
  sort: z.optional(Sort),
  enabled: z.optional(z.boolean()),
  acceptsApplications: z.optional(z.boolean()),
  applicationBonus: z.optional(z.nullable(AmountInputSchema)),
  wageringMultiple: z.optional(WageringMultiple),
});
export type PromotionUpdateBody = z.input<typeof PromotionUpdateBodySchema>;

export const DeletedSchema = z.object({ id: z.int(), deleted: z.literal(true) });
