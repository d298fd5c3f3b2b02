import { z } from 'zod/mini';
import { BannerGroupSchema, GameCategorySchema } from './enums.ts';

/** A banner (spec §3): image url, group, and where a tap goes (a site path or nothing). */
export const BannerSchema = z.object({
  id: z.int(),
  url: z.string(),
  groupName: BannerGroupSchema,
  title: z.string(),
  /** Site path a tap opens, e.g. /m/activityDetail?id=3; empty for a picture only. */
  link: z.string(),
  sequence: z.int(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const BannerQuerySchema = z.object({ groupName: BannerGroupSchema });
export const BannerListSchema = z.array(BannerSchema);

/** A game provider as the footer and vendor rows show it. */
export const ProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: GameCategorySchema,
  logoUrl: z.string(),
});
export type Provider = z.infer<typeof ProviderSchema>;
export const ProviderListSchema = z.array(ProviderSchema);
