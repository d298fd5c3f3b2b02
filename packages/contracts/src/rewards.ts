import { z } from 'zod/mini';
import { AmountInputSchema, AmountSchema, pageOf } from './wallet.ts';
import { IdParamsSchema } from './promotions.ts';

// Promotion applications (issue: content — a promotion may take applications) and the reward
// center's grants they pay through. Decision: docs/decisions/2026-11-24-promotion-applications.md.

/** How long a granted reward waits to be claimed. */
export const REWARD_CLAIM_DAYS = 30;
/** The wagering multiple an operator may set on a bonus (0: none). */
export const WAGERING_MULTIPLE_MAX = 100;

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export const ApplicationStateSchema = z.enum(APPLICATION_STATES);
export type ApplicationState = z.infer<typeof ApplicationStateSchema>;

/**
 * `POST /wps/promotions/:id/applications`: a comment and up to 3 images (standard base64 of PNG
 * or JPEG files). The counts and sizes are checked by the server with their own codes
 * (promotion.comment_too_long, promotion.too_many_images, promotion.image_too_large,
 * promotion.image_refused), never by the schema, so the member reads which rule failed.
 */
export const ApplicationBodySchema = z.strictObject({
  comment: z.string().check(z.maxLength(2000)),
  images: z._default(
    z
      .array(
        z
          .string()
          .check(z.minLength(4), z.maxLength(30 * 1024 * 1024), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
      )
      .check(z.maxLength(10)),
    [],
  ),
});
export type ApplicationBody = z.input<typeof ApplicationBodySchema>;

/** An application as its member sees it. */
export const ApplicationSchema = z.object({
  id: z.int(),
  promotionId: z.int(),
  promotionTitle: z.string(),
  comment: z.string(),
  imageCount: z.int(),
  state: ApplicationStateSchema,
  /** The operator's reason, when rejected. */
  reason: z.nullable(z.string()),
  /** The bonus granted, when approved. */
  bonus: z.nullable(AmountSchema),
  /** ISO 8601. */
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Application = z.infer<typeof ApplicationSchema>;
export const ApplicationListSchema = z.object({ list: z.array(ApplicationSchema) });
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

export const PromotionApplicationsQuerySchema = z.object({
  promotionId: z.optional(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  ),
});

// ---- reward center grants

export const REWARD_STATES = ['claimable', 'claimed', 'expired'] as const;
export const RewardStateSchema = z.enum(REWARD_STATES);

/** A reward waiting in, or taken from, the reward center. */
export const RewardSchema = z.object({
  id: z.int(),
  title: z.string(),
  amount: AmountSchema,
  /** The bonus must be wagered this many times before it counts as withdrawable (0: never). */
  wageringMultiple: z.int(),
  /** amount × wageringMultiple. */
  turnoverRequired: AmountSchema,
  state: RewardStateSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  expiresAt: z.string(),
  claimedAt: z.nullable(z.string()),
});
export type Reward = z.infer<typeof RewardSchema>;
export const RewardListSchema = z.object({ list: z.array(RewardSchema) });

/** A member's grant as the operator sees it: what granted it and whether its wagering is met. */
export const AdminRewardSchema = z.extend(RewardSchema, {
  /** What granted it: `promotion_application:<id>`, `vip_weekly:…`, `rebate:<member>:<day>`, … */
  source: z.string(),
  /** When the claimed reward's wagering requirement was met; null: open, or nothing to wager. */
  wageringMetAt: z.nullable(z.string()),
});
export type AdminReward = z.infer<typeof AdminRewardSchema>;
export const AdminRewardListSchema = z.object({ list: z.array(AdminRewardSchema) });
export type AdminRewardList = z.infer<typeof AdminRewardListSchema>;
export type RewardList = z.infer<typeof RewardListSchema>;
export const RewardIdParamsSchema = IdParamsSchema;

// ---- operator

export const AdminApplicationSchema = z.object({
  id: z.int(),
  promotionId: z.int(),
  promotionTitle: z.string(),
  memberId: z.int(),
  username: z.string(),
  comment: z.string(),
  /** Addresses of the attached images on the operator API. */
  images: z.array(z.string()),
  state: ApplicationStateSchema,
  reason: z.nullable(z.string()),
  bonus: z.nullable(AmountSchema),
  wageringMultiple: z.nullable(z.int()),
  decidedBy: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The promotion's suggested bonus and wagering multiple, for the approve form. */
  suggestedBonus: z.nullable(AmountSchema),
  suggestedWageringMultiple: z.int(),
});
export type AdminApplication = z.infer<typeof AdminApplicationSchema>;
export const AdminApplicationPageSchema = pageOf(AdminApplicationSchema);
export type AdminApplicationPage = z.infer<typeof AdminApplicationPageSchema>;

export const AdminApplicationQuerySchema = z.object({
  state: z._default(z.enum([...APPLICATION_STATES, 'all']), 'pending'),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
});
export type AdminApplicationQuery = z.input<typeof AdminApplicationQuerySchema>;

/** Approving grants `bonus` to the reward center, to be wagered `wageringMultiple` times. */
export const ApproveApplicationBodySchema = z.strictObject({
  bonus: AmountInputSchema,
  wageringMultiple: z.int().check(z.gte(0), z.lte(WAGERING_MULTIPLE_MAX)),
});
export type ApproveApplicationBody = z.infer<typeof ApproveApplicationBodySchema>;

export const RejectApplicationBodySchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
});
export type RejectApplicationBody = z.infer<typeof RejectApplicationBodySchema>;

export const ApplicationImageParamsSchema = z.object({
  name: z.string().check(z.regex(/^[a-f0-9]{64}\.(png|jpg)$/)),
});
