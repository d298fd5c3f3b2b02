import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PromotionState } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema.ts';

export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionRow = typeof promotions.$inferSelect & { state: PromotionState };

/** On, started, and not ended unless long-term, by the database's clock (one clock for a fleet). */
function liveOf(t: typeof promotions): SQL {
  return and(
    eq(t.enabled, true),
    lte(t.startDate, sql`now()`),
    or(eq(t.noExpiry, 1), isNull(t.endDate), gt(t.endDate, sql`now()`)),
  )!;
}
const live = liveOf(promotions);

const state = sql<PromotionState>`case
  when not ${promotions.enabled} then 'off'
  when ${promotions.noExpiry} = 0 and ${promotions.endDate} is not null
    and ${promotions.endDate} <= now() then 'ended'
  when ${promotions.startDate} > now() then 'scheduled'
  else 'live' end`;

const order = [asc(promotions.sort), desc(promotions.startDate), desc(promotions.id)];

/**
 * Live promotions a visitor of `language` sees: those written in it, and the Vietnamese ones that
 * have no translation in it (the fallback to TY). A translation, live or not, stands for its
 * original in its language.
 */
export async function selectLivePromotions(db: Db, language: string) {
  const hasTranslation = sql`exists (select 1 from promotions t
    where t.translation_of = ${promotions.id} and t.language = ${language})`;
  const visibleInLanguage =
    language === 'vi'
      ? eq(promotions.language, 'vi')
      : or(
          eq(promotions.language, language),
          and(eq(promotions.language, 'vi'), sql`not ${hasTranslation}`),
        );
  return db
    .select()
    .from(promotions)
    .where(and(live, visibleInLanguage))
    .orderBy(...order);
}

/** A live promotion by id, or undefined. */
export async function selectLivePromotion(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), live));
  return row;
}

/** The live translation of a promotion in a language, or undefined. */
export async function selectLiveTranslation(db: Db, originalId: number, language: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.translationOf, originalId), eq(promotions.language, language), live));
  return row;
}

const STATE_FILTER: Record<PromotionState | 'all', SQL | undefined> = {
  off: eq(promotions.enabled, false),
  ended: and(
    eq(promotions.enabled, true),
    eq(promotions.noExpiry, 0),
    lte(promotions.endDate, sql`now()`),
  ),
  scheduled: and(
    eq(promotions.enabled, true),
    gt(promotions.startDate, sql`now()`),
    or(eq(promotions.noExpiry, 1), isNull(promotions.endDate), gt(promotions.endDate, sql`now()`)),
  ),
  live,
  all: undefined,
};

/** A page of promotions in a state (and language), by sort then newest start, and the count. */
export async function selectPromotionPage(
  db: Db,
  filter: { state: PromotionState | 'all'; language?: string; limit: number; offset: number },
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = and(
    STATE_FILTER[filter.state],
    filter.language ? eq(promotions.language, filter.language) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: promotions, state })
      .from(promotions)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.row, state: r.state })), total: Number(count?.n ?? 0) };
}

/** A promotion with its state, or undefined. */
export async function selectPromotion(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select({ row: promotions, state })
    .from(promotions)
    .where(eq(promotions.id, id));
  return row ? { ...row.row, state: row.state } : undefined;
}

/** The promotion, its row locked until the transaction ends. */
export async function selectPromotionForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** Another promotion translating `originalId` into `language`, if any. */
export async function selectTranslationId(
  db: Db,
  originalId: number,
  language: string,
  exceptId?: number,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.translationOf, originalId), eq(promotions.language, language)));
  return rows.find((r) => r.id !== exceptId)?.id;
}

/** How many rows translate this promotion. */
export async function countTranslations(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(eq(promotions.translationOf, id));
  return Number(row?.n ?? 0);
}

export async function insertPromotion(db: Db, row: NewPromotionRow): Promise<number> {
  const [created] = await db.insert(promotions).values(row).returning({ id: promotions.id });
  return created!.id;
}

export async function updatePromotionRow(db: Db, id: number, set: Partial<NewPromotionRow>) {
  await db.update(promotions).set(set).where(eq(promotions.id, id));
}

/** Deletes a promotion (its translations go with it); answers the deleted row or undefined. */
export async function deletePromotionRow(db: Db, id: number) {
  const [row] = await db.delete(promotions).where(eq(promotions.id, id)).returning();
  return row;
}
