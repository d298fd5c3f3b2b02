import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, games, promotions, vendors } from '../../db/schema.ts';

/** What a game tile shows: the game's name, category and vendor. */
export async function selectGameArt(db: Db, nodeId: string) {
  const rows = await db
    .select({
      gameName: games.gameName,
      names: games.names,
      gameType: games.gameType,
      vassalage: games.vassalage,
    })
    .from(games)
    .where(eq(games.nodeId, nodeId))
    .limit(1);
  return rows[0];
}

export async function selectVendorArt(db: Db, code: string) {
  const rows = await db
    .select({ name: vendors.name, displayName: vendors.displayName, vassalage: vendors.vassalage })
    .from(vendors)
    .where(eq(vendors.code, code))
    .limit(1);
  return rows[0];
}

/** The banner that uses this image URL, if any. */
export async function selectBannerArt(db: Db, imageUrl: string) {
  const rows = await db
    .select({ title: banners.title })
    .from(banners)
    .where(eq(banners.imageUrl, imageUrl))
    .limit(1);
  return rows[0];
}

/** The promotion whose images include this URL, if any. */
export async function selectPromotionArt(db: Db, imageUrl: string) {
  const rows = await db
    .select({ title: promotions.title })
    .from(promotions)
    .where(sql`${promotions.images} @> ${JSON.stringify([{ url: imageUrl }])}::jsonb`)
    .limit(1);
  return rows[0];
}
