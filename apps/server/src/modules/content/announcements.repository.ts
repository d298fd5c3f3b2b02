import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcementReads, announcements } from '../../db/schema.ts';
import { msOrNull, msToNextWindowEdge } from './content.repository.ts';

export type AnnouncementFilter = {
  types: readonly string[];
  language: string;
  /** Rows of this platform and of ALL. */
  platform: string;
  /** The page asking; rows limited to other pages are left out. */
  page?: string;
};

/** Enabled, and now within [start_date, end_date) by the database's clock (one clock for a fleet). */
const visibleNow: SQL = and(
  eq(announcements.enabled, true),
  lte(announcements.startDate, sql`now()`),
  or(isNull(announcements.endDate), gt(announcements.endDate, sql`now()`)),
)!;

/**
 * Visible announcements of some types in one language, with the read time of `memberId` (null
 * when unread or for no member), in the operator's order: sort, then newest start, then newest id.
 */
export async function selectVisibleAnnouncements(
  db: Db,
  filter: AnnouncementFilter,
  memberId: number | null,
) {
  const conditions: SQL[] = [
    visibleNow,
    inArray(announcements.type, [...filter.types]),
    eq(announcements.language, filter.language),
    inArray(announcements.platform, ['ALL', filter.platform]),
  ];
  if (filter.page) {
    conditions.push(
      sql`(cardinality(${announcements.pages}) = 0 or ${filter.page} = any(${announcements.pages}))`,
    );
  }
  return db
    .select({
      id: announcements.id,
      type: announcements.type,
      groupName: announcements.groupName,
      title: announcements.title,
      content: announcements.content,
      startDate: announcements.startDate,
      endDate: announcements.endDate,
      readAt: announcementReads.readAt,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(
        eq(announcementReads.announcementId, announcements.id),
        // No member: a condition that matches no read row.
        memberId === null ? sql`false` : eq(announcementReads.memberId, memberId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(announcements.sort), desc(announcements.startDate), desc(announcements.id));
}

/** The type of an announcement visible now, or undefined when there is none such. */
export async function selectVisibleAnnouncementType(
  db: Db,
  id: number,
): Promise<string | undefined> {
  const rows = await db
    .select({ type: announcements.type })
    .from(announcements)
    .where(and(eq(announcements.id, id), visibleNow));
  return rows[0]?.type;
}

/** Marks an announcement read for a member; marking it again keeps the first read time. */
export async function insertAnnouncementRead(
  db: Db,
  memberId: number,
  announcementId: number,
): Promise<void> {
  await db
    .insert(announcementReads)
    .values({ memberId, announcementId })
    .onConflictDoNothing({
      target: [announcementReads.memberId, announcementReads.announcementId],
    });
}

export type NewAnnouncementRow = typeof announcements.$inferInsert;

export async function insertAnnouncement(db: Db, row: NewAnnouncementRow) {
  const [created] = await db.insert(announcements).values(row).returning();
  return created!;
}

/**
 * Ends an announcement now: its end date becomes now unless it already ended. Returns the row, or
 * undefined when there is no such announcement.
 */
export async function endAnnouncementNow(db: Db, id: number) {
  const [row] = await db
    .update(announcements)
    .set({
      endDate: sql`case when ${announcements.endDate} is not null and ${announcements.endDate} <= now()
        then ${announcements.endDate} else now() end`,
    })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

/** Which announcements the back office lists: by where `now` falls in their dates. */
export type AnnouncementState = 'live' | 'scheduled' | 'ended' | 'all';

const STATE_FILTER: Record<AnnouncementState, SQL | undefined> = {
  live: visibleNow,
  scheduled: gt(announcements.startDate, sql`now()`),
  ended: or(
    eq(announcements.enabled, false),
    and(sql`${announcements.endDate} is not null`, lte(announcements.endDate, sql`now()`)),
  ),
  all: undefined,
};

/** A page of every announcement in a state, newest start first, and how many there are. */
export async function selectAnnouncementPage(
  db: Db,
  filter: { state: AnnouncementState; type?: string; limit: number; offset: number },
) {
  const where = and(
    STATE_FILTER[filter.state],
    filter.type ? eq(announcements.type, filter.type) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startDate), desc(announcements.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(announcements)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function selectAnnouncementForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).for('update');
  return row;
}

export async function updateAnnouncementRow(db: Db, id: number, set: Partial<NewAnnouncementRow>) {
  const [row] = await db.update(announcements).set(set).where(eq(announcements.id, id)).returning();
  return row!;
}

/** Milliseconds until the enabled announcements change by themselves, or null. */
export async function msUntilAnnouncementsChange(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: msToNextWindowEdge(announcements.startDate, announcements.endDate) })
    .from(announcements)
    .where(eq(announcements.enabled, true));
  return msOrNull(row?.ms);
}
