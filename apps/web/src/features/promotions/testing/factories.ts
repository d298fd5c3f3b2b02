import { PromotionSchema, type Promotion } from '@app/contracts';

let nextId = 500;

/** A promotion as the server answers it, parsed through the contract so it cannot drift. */
export function buildPromotion(overrides: Partial<Promotion> = {}): Promotion {
  const id = overrides.id ?? nextId++;
  return PromotionSchema.parse({
    id,
    title: `Khuyến mãi ${id}`,
    content: `<p>Nội dung khuyến mãi ${id}.</p>`,
    category: 'other_promo',
    language: 'vi',
    startDate: new Date(2026, 10, 14, 9).toISOString(),
    endDate: new Date(2026, 11, 31, 20).toISOString(),
    noExpiry: 0,
    announcementImages: [
      { url: `/wps/media/promo/p${id}-vi-card.svg`, sequence: 1 },
      { url: `/wps/media/promo/p${id}-vi-banner.svg`, sequence: 2 },
    ],
    ...overrides,
  });
}
