import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
 * The milliseconds from the database's clock to the next start or end of the rows' windows
 * [start, end), null when none lies ahead: when a list filtered by its windows changes by itself.
 */
export function msToNextWindowEdge(start: AnyPgColumn, end: AnyPgColumn) {
  return sql<string | number | null>`extract(epoch from least(
    min(${start}) filter (where ${start} > now()),
    min(${end}) filter (where ${end} > now())
  ) - now()) * 1000`;
}

/** msToNextWindowEdge's value as a number (the driver gives a numeric as text). */
export const msOrNull = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Milliseconds until the enabled banners of a group change by themselves, or null. */
export async function msUntilBannersChange(db: Db, groupName: string): Promise<number | null> {
  const [row] = await db
    .select({ ms: msToNextWindowEdge(banners.startAt, banners.endAt) })
    .from(banners)
    .where(and(eq(banners.groupName, groupName), eq(banners.enabled, true)));
  return msOrNull(row?.ms);
}
