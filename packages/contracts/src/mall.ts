import { z } from 'zod/mini';
import {
  TURNOVER_CATEGORIES,
  TurnoverCategorySchema,
  type TurnoverCategory,
} from './protection.ts';
import { ADMIN_PAGE_FIELDS, AmountInputSchema, AmountSchema, pageOf } from './wallet.ts';

// Points and the point mall (spec §2 `/m/mall/mallHome`, whitelabel flag PTSYS3; issue 13;
// docs/decisions/2026-11-25-point-mall.md). Points are whole numbers, earned from valid turnover
// at an operator-set rate per category and spent on mall items.

/**
 * Turnover per point rate unit: a rate is the points earned per 1,000.00 of valid turnover in
 * its category (100,000 minor units), rounded down per member, period and category.
 */
export const POINT_RATE_UNIT_MINOR = 100_000n;
/** The highest rate an operator may set (points per 1,000.00). */
export const POINT_RATE_MAX = 10_000;

/** A merchant's rates until an operator sets its own: one point per 1,000.00 everywhere. */
export const DEFAULT_POINT_RATES: Record<TurnoverCategory, number> = Object.fromEntries(
  TURNOVER_CATEGORIES.map((c) => [c, 1]),
) as Record<TurnoverCategory, number>;

/** Points earned from turnover (minor units) at a rate: rounded down. */
export function pointsFor(turnoverMinor: bigint, rate: number): number {
  if (turnoverMinor <= 0n || rate <= 0) return 0;
  return Number((turnoverMinor * BigInt(rate)) / POINT_RATE_UNIT_MINOR);
}

export const MALL_ITEM_KINDS = ['bonus', 'voucher', 'physical'] as const;
/** bonus: credit granted into the reward center; voucher: a code; physical: goods delivered. */
export const MallItemKindSchema = z.enum(MALL_ITEM_KINDS);
export type MallItemKind = z.infer<typeof MallItemKindSchema>;

export const MALL_ORDER_STATES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
/**
 * pending → shipped → delivered, or cancelled (points and stock returned) while not delivered.
 * Bonus credit and vouchers are delivered at once.
 */
export const MallOrderStateSchema = z.enum(MALL_ORDER_STATES);
export type MallOrderState = z.infer<typeof MallOrderStateSchema>;

/** adjust: an operator's correction (positive or negative), with its reason. */
export const POINT_ENTRY_KINDS = ['earn', 'redeem', 'refund', 'adjust'] as const;
export const PointEntryKindSchema = z.enum(POINT_ENTRY_KINDS);
export type PointEntryKind = z.infer<typeof PointEntryKindSchema>;

const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** An image's address: a path on this site (operators' uploads) or an https URL. */
const ImageUrlSchema = z
  .string()
  .check(z.maxLength(500), z.regex(/^(\/[A-Za-z0-9._~\-/%]*|https:\/\/[^\s"'<>]+)$/));

/** An item as members see it. */
export const MallItemSchema = z.object({
  id: z.int(),
  kind: MallItemKindSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  /** Points one redemption costs. */
  cost: z.int(),
  /** Bonus credit granted (kind bonus), else null. */
  bonus: z.nullable(AmountSchema),
  stock: z.int(),
  /** Redemptions allowed per member (null: no limit). */
  perMemberLimit: z.nullable(z.int()),
  /** Redemptions of this member that count toward the limit (not cancelled). */
  redeemed: z.int(),
});
export type MallItem = z.infer<typeof MallItemSchema>;

export const MallHomeSchema = z.object({
  points: z.int(),
  items: z.array(MallItemSchema),
});
export type MallHome = z.infer<typeof MallHomeSchema>;

export const PointEntrySchema = z.object({
  id: z.int(),
  kind: PointEntryKindSchema,
  /** Signed: earned and returned points are positive, redemptions negative. */
  points: z.int(),
  /** Earned: the settled hour's start; redeem/refund: the order number. */
  note: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof PointEntrySchema>;
export const PointEntryPageSchema = pageOf(PointEntrySchema);
export type PointEntryPage = z.infer<typeof PointEntryPageSchema>;

export const MallPageQuerySchema = z.object({
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
});
export type MallPageQuery = z.input<typeof MallPageQuerySchema>;

/** Where physical goods go. */
export const DeliveryAddressSchema = z.strictObject({
  name: Text(60),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ]{6,20}$/)),
  address: Text(300),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const RedeemBodySchema = z.strictObject({
  /** Required for physical goods (`mall.address` when missing), ignored otherwise. */
  address: z.optional(DeliveryAddressSchema),
});
export type RedeemBody = z.infer<typeof RedeemBodySchema>;

export const MallOrderSchema = z.object({
  id: z.int(),
  itemId: z.int(),
  itemName: z.string(),
  kind: MallItemKindSchema,
  cost: z.int(),
  state: MallOrderStateSchema,
  /** The voucher's code (kind voucher), else null. */
  voucherCode: z.nullable(z.string()),
  /** The bonus granted into the reward center (kind bonus), else null. */
  bonus: z.nullable(AmountSchema),
  address: z.nullable(z.object({ name: z.string(), phone: z.string(), address: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MallOrder = z.infer<typeof MallOrderSchema>;
export const MallOrderPageSchema = pageOf(MallOrderSchema);
export type MallOrderPage = z.infer<typeof MallOrderPageSchema>;

export const RedeemResultSchema = z.object({ order: MallOrderSchema, points: z.int() });
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

// ---- back office

export const AdminMallItemSchema = z.object({
  id: z.int(),
  kind: MallItemKindSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  cost: z.int(),
  bonus: z.nullable(AmountSchema),
  wageringMultiple: z.int(),
  stock: z.int(),
  perMemberLimit: z.nullable(z.int()),
  active: z.boolean(),
  sort: z.int(),
  /** Orders not cancelled. */
  redeemed: z.int(),
});
export type AdminMallItem = z.infer<typeof AdminMallItemSchema>;
export const AdminMallItemListSchema = z.object({ list: z.array(AdminMallItemSchema) });
export type AdminMallItemList = z.infer<typeof AdminMallItemListSchema>;

/**
 * An item as the operator writes it. `bonus` is required for kind bonus and refused otherwise
 * (the server answers `request.invalid`).
 */
export const MallItemBodySchema = z.strictObject({
  kind: MallItemKindSchema,
  name: Text(80),
  description: z._default(z.string().check(z.trim(), z.maxLength(1000)), ''),
  imageUrl: z._default(z.nullable(ImageUrlSchema), null),
  cost: z.int().check(z.gte(1), z.lte(100_000_000)),
  bonus: z._default(z.nullable(AmountInputSchema), null),
  wageringMultiple: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
  stock: z.int().check(z.gte(0), z.lte(10_000_000)),
  perMemberLimit: z._default(z.nullable(z.int().check(z.gte(1), z.lte(10_000))), null),
  active: z._default(z.boolean(), true),
  sort: z._default(z.int().check(z.gte(0), z.lte(10_000)), 0),
});
export type MallItemBody = z.input<typeof MallItemBodySchema>;

export const AdminMallOrderSchema = z.extend(MallOrderSchema, {
  memberId: z.int(),
  username: z.string(),
});
export type AdminMallOrder = z.infer<typeof AdminMallOrderSchema>;
export const AdminMallOrderPageSchema = pageOf(AdminMallOrderSchema);
export type AdminMallOrderPage = z.infer<typeof AdminMallOrderPageSchema>;

export const AdminMallOrderQuerySchema = z.object({
  state: z._default(z.enum([...MALL_ORDER_STATES, 'all']), 'all'),
  ...ADMIN_PAGE_FIELDS,
});
export type AdminMallOrderQuery = z.input<typeof AdminMallOrderQuerySchema>;

export const MallOrderStateBodySchema = z.strictObject({
  state: z.enum(['shipped', 'delivered', 'cancelled']),
});
export type MallOrderStateBody = z.infer<typeof MallOrderStateBodySchema>;

export const PointRatesSchema = z.object({
  rates: z.record(TurnoverCategorySchema, z.int().check(z.gte(0), z.lte(POINT_RATE_MAX))),
});
export type PointRates = z.infer<typeof PointRatesSchema>;
export const PointRatesBodySchema = z.strictObject({
  rates: z.partialRecord(TurnoverCategorySchema, z.int().check(z.gte(0), z.lte(POINT_RATE_MAX))),
});
export type PointRatesBody = z.infer<typeof PointRatesBodySchema>;

/** An operator's correction of a member's points; the balance never goes below zero. */
export const PointAdjustBodySchema = z.strictObject({
  account: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  points: z.int().check(
    z.gte(-100_000_000),
    z.lte(100_000_000),
    z.refine((v) => v !== 0),
  ),
  reason: Text(200),
});
export type PointAdjustBody = z.infer<typeof PointAdjustBodySchema>;
export const PointAdjustResultSchema = z.object({ memberId: z.int(), points: z.int() });
export type PointAdjustResult = z.infer<typeof PointAdjustResultSchema>;

export const PointSettlementSchema = z.object({
  /** Hours settled by this run (start times, ISO 8601). */
  periods: z.array(z.string()),
  /** Members credited by this run. */
  credited: z.int(),
  points: z.int(),
});
export type PointSettlement = z.infer<typeof PointSettlementSchema>;
