// The content pages' plain values, no schema (the schemas: promotions.ts, rewards.ts, inbox.ts).
// The promotions and inbox pages use them, and a module with schemas that a page imports brings
// zod into the page's scripts (docs/decisions/2026-11-29-answers-checked-once.md).

/** Promotion category values, spec §2 (the values, not the labels). */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** spec §2: the menu label of each category value (label → value as the spec lists them). */
export const PROMOTION_CATEGORY_LABELS: Record<PromotionCategory, string> = {
  new_player: 'new_player_promo',
  deposit_promo: 'deposit_promo',
  app_download: 'download_promo',
  rng_promo: 'rng_promo',
  live_promo: 'live_promo',
  pvp_promo: 'pvp_promo',
  sport_promo: 'sport_promo',
  fish_promo: 'fish_promo',
  lotto_promo: 'lotto_promo',
  rebate_promo: 'rebate_promo',
  player_rank_rules: 'rank_promo',
  point_mall: 'point_promo',
  other_promo: 'other_promo',
};

/** spec §3 announcementImages: sequence 1 is the list card, 2 the detail banner. */
type Picture = { url: string; sequence: number };

/** spec §2: a promotion's card shows its first image (sequence 1, else the first it has). */
export function promotionCardImage<I extends Picture>(promotion: {
  announcementImages: readonly I[];
}): I | undefined {
  const images = promotion.announcementImages;
  return images.find((i) => i.sequence === 1) ?? images[0];
}

/** The promotion cards a phone's first screen holds: their pictures load with the page. */
export const PROMOTION_CARDS_FIRST_SCREEN = 3;

/** spec §5 / §9: an application's comment, images and their size. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---- feedback (spec §7 "feedback (PUT)", §5 "Feedback content length between two bounds")

/** The feedback categories a member picks from. */
export const FEEDBACK_CATEGORIES = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** spec §5 names bounds without giving them; ours, written down in the decision record. */
export const FEEDBACK_BOUNDS = { min: 10, max: 500 } as const;
