import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helpGroups, helpItems } from '../../db/schema.ts';

export type HelpGroupRow = typeof helpGroups.$inferSelect;
export type HelpItemRow = typeof helpItems.$inferSelect;

/** Whether any help group exists in a language. */
export async function hasHelpIn(db: Db, language: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(helpGroups)
    .where(eq(helpGroups.language, language))
    .limit(1);
  return rows.length > 0;
}

/** Groups and items of one language (or every language), each in order. */
export async function selectHelp(db: Db, language: string | undefined) {
  const [groups, items] = await Promise.all([
    db
      .select()
      .from(helpGroups)
      .where(language ? eq(helpGroups.language, language) : undefined)
      .orderBy(asc(helpGroups.language), asc(helpGroups.sort), asc(helpGroups.id)),
    db
      .select()
      .from(helpItems)
      .where(language ? eq(helpItems.language, language) : undefined)
      .orderBy(
        asc(helpItems.language),
        asc(helpItems.groupName),
        asc(helpItems.sort),
        asc(helpItems.id),
      ),
  ]);
  return { groups, items };
}

export async function selectHelpGroup(db: Db, id: number) {
  const [row] = await db.select().from(helpGroups).where(eq(helpGroups.id, id)).for('update');
  return row;
}

export async function selectHelpGroupByName(db: Db, groupName: string, language: string) {
  const [row] = await db
    .select()
    .from(helpGroups)
    .where(and(eq(helpGroups.groupName, groupName), eq(helpGroups.language, language)));
  return row;
}

/** Inserts a group; undefined when the key is already used in that language. */
export async function insertHelpGroup(db: Db, row: typeof helpGroups.$inferInsert) {
  const [created] = await db
    .insert(helpGroups)
    .values(row)
    .onConflictDoNothing({ target: [helpGroups.groupName, helpGroups.language] })
    .returning();
  return created;
}

export async function updateHelpGroupRow(
  db: Db,
  id: number,
  set: Partial<typeof helpGroups.$inferInsert>,
) {
  // Nothing to change (an empty body): answer the row as it is.
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(helpGroups).where(eq(helpGroups.id, id));
    return row!;
  }
  const [row] = await db.update(helpGroups).set(set).where(eq(helpGroups.id, id)).returning();
  return row!;
}

/** Deletes a group and its items of the same language. */
export async function deleteHelpGroupRow(db: Db, group: HelpGroupRow) {
  await db
    .delete(helpItems)
    .where(and(eq(helpItems.groupName, group.groupName), eq(helpItems.language, group.language)));
  await db.delete(helpGroups).where(eq(helpGroups.id, group.id));
}

export async function selectHelpItem(db: Db, id: number) {
  const [row] = await db.select().from(helpItems).where(eq(helpItems.id, id)).for('update');
  return row;
}

export async function insertHelpItem(db: Db, row: typeof helpItems.$inferInsert) {
  const [created] = await db.insert(helpItems).values(row).returning();
  return created!;
}

export async function updateHelpItemRow(
  db: Db,
  id: number,
  set: Partial<typeof helpItems.$inferInsert>,
) {
  // Nothing to change (an empty body): answer the row as it is.
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(helpItems).where(eq(helpItems.id, id));
    return row!;
  }
  const [row] = await db.update(helpItems).set(set).where(eq(helpItems.id, id)).returning();
  return row!;
}

export async function deleteHelpItemRow(db: Db, id: number) {
  await db.delete(helpItems).where(eq(helpItems.id, id));
}
