import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';

/**
 * Enabled banners of one group whose window [start_at, end_at) holds the database's clock, in
 * sequence order. The database clock is used so that every process of a fleet agrees.
 */
export async function selectVisibleBanners(db: Db, groupName: string) {
  return db
    .select({
      id: banners.id,
      url: banners.imageUrl,
      groupName: banners.groupName,
      title: banners.title,
      link: banners.link,
      sequence: banners.sequence,
    })
    .from(banners)
    .where(
      and(
        eq(banners.groupName, groupName),
        eq(banners.enabled, true),
        lte(banners.startAt, sql`now()`),
        or(isNull(banners.endAt), gt(banners.endAt, sql`now()`)),
      ),
    )
    .orderBy(asc(banners.sequence), asc(banners.id));
}

/**
 * Milliseconds until the enabled banners of a group change by themselves (the next start or end of
 * a window, by the database's clock), or null when none will.
 */
export async function msUntilBannersChange(db: Db, groupName: string): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<string | number | null>`extract(epoch from least(
        min(${banners.startAt}) filter (where ${banners.startAt} > now()),
        min(${banners.endAt}) filter (where ${banners.endAt} > now())
      ) - now()) * 1000`,
    })
    .from(banners)
    .where(and(eq(banners.groupName, groupName), eq(banners.enabled, true)));
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}
