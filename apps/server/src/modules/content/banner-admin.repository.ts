import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BannerState } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';

export type NewBannerRow = typeof banners.$inferInsert;

/** Where a banner stands by the database's clock (the clock the public list uses). */
const state = sql<BannerState>`case
  when not ${banners.enabled} then 'off'
  when ${banners.endAt} is not null and ${banners.endAt} <= now() then 'ended'
  when ${banners.startAt} > now() then 'scheduled'
  else 'live' end`;

const columns = {
  id: banners.id,
  groupName: banners.groupName,
  title: banners.title,
  imageUrl: banners.imageUrl,
  link: banners.link,
  sequence: banners.sequence,
  startAt: banners.startAt,
  endAt: banners.endAt,
  enabled: banners.enabled,
  state,
};
export type BannerRow = {
  id: number;
  groupName: string;
  title: string;
  imageUrl: string;
  link: string;
  sequence: number;
  startAt: Date;
  endAt: Date | null;
  enabled: boolean;
  state: BannerState;
};

const notEnded = or(isNull(banners.endAt), gt(banners.endAt, sql`now()`));
const STATE_FILTER: Record<BannerState | 'all', SQL | undefined> = {
  off: eq(banners.enabled, false),
  ended: and(eq(banners.enabled, true), lte(banners.endAt, sql`now()`)),
  scheduled: and(eq(banners.enabled, true), gt(banners.startAt, sql`now()`), notEnded),
  live: and(eq(banners.enabled, true), lte(banners.startAt, sql`now()`), notEnded),
  all: undefined,
};

/** A page of banners of a group (or all) in a state, by group and sequence, and the count. */
export async function selectBannerPage(
  db: Db,
  filter: { group?: string | undefined; state: BannerState | 'all'; limit: number; offset: number },
): Promise<{ rows: BannerRow[]; total: number }> {
  const where = and(
    STATE_FILTER[filter.state],
    filter.group ? eq(banners.groupName, filter.group) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(banners)
      .where(where)
      .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(banners)
      .where(where),
  ]);
  return { rows: rows as BannerRow[], total: Number(count?.n ?? 0) };
}

export async function selectBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select(columns).from(banners).where(eq(banners.id, id));
  return row as BannerRow | undefined;
}

/** The banner, its row locked until the transaction ends. */
export async function selectBannerForUpdate(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select(columns).from(banners).where(eq(banners.id, id)).for('update');
  return row as BannerRow | undefined;
}

export async function insertBanner(db: Db, values: NewBannerRow): Promise<number> {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  return row!.id;
}

export async function updateBannerRow(db: Db, id: number, set: Partial<NewBannerRow>) {
  if (Object.keys(set).length > 0) await db.update(banners).set(set).where(eq(banners.id, id));
}

/** Ends a banner now, unless it already ended; answers whether there was one. */
export async function endBannerNow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({
      endAt: sql`case when ${banners.endAt} is not null and ${banners.endAt} <= now()
        then ${banners.endAt} else now() end`,
    })
    .where(eq(banners.id, id))
    .returning({ id: banners.id });
  return rows.length > 0;
}
