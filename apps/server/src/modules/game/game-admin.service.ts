import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  foldSearchText,
  formatAmountMinor,
  parseAmountMinor,
  type AdminGame,
  type AdminGameQuerySchema,
  type AdminVendor,
  type GamePatchBody,
  type VendorPatchBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { games, vendors } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';

const gameCounts = {
  games: sql<number>`(select count(*)::int from ${games} where ${games.vendorCode} = ${vendors.code})`,
  enabledGames: sql<number>`(select count(*)::int from ${games} where ${games.vendorCode} = ${vendors.code} and ${games.enabled})`,
};

type VendorRow = typeof vendors.$inferSelect & { games: number; enabledGames: number };

function toAdminVendor(row: VendorRow): AdminVendor {
  return {
    code: row.code,
    name: row.name,
    displayName: row.displayName,
    category: row.category,
    vassalage: row.vassalage,
    sort: row.sort,
    logoUrl: row.logoUrl,
    enabled: row.enabled,
    games: Number(row.games),
    enabledGames: Number(row.enabledGames),
  };
}

function toAdminGame(row: typeof games.$inferSelect): AdminGame {
  return {
    id: row.id,
    gameId: row.gameId,
    gameCode: row.gameCode,
    gameName: row.gameName,
    // A row written by hand or by an older import may lack a language: shown empty, not refused.
    names: { en: row.names?.en ?? '', vi: row.names?.vi ?? '' },
    vendorCode: row.vendorCode,
    gameType: row.gameType,
    iconUrl: row.iconUrl,
    isTop: row.isTop,
    isNew: row.isNew,
    isHot: row.isHot,
    minBet: row.minBetMinor === null ? null : formatAmountMinor(BigInt(row.minBetMinor)),
    sort: row.sort,
    enabled: row.enabled,
  };
}

/** Every vendor by category and order, with how many of its games there are and are on. */
export async function listAdminVendors(db: Db): Promise<AdminVendor[]> {
  const rows = await db
    .select({
      code: vendors.code,
      name: vendors.name,
      displayName: vendors.displayName,
      category: vendors.category,
      vassalage: vendors.vassalage,
      accountTypeName: vendors.accountTypeName,
      sort: vendors.sort,
      logoUrl: vendors.logoUrl,
      enabled: vendors.enabled,
      ...gameCounts,
    })
    .from(vendors)
    .orderBy(asc(vendors.category), asc(vendors.sort), asc(vendors.code));
  return rows.map(toAdminVendor);
}

/** Changes a vendor; answers it before and after, for the audit line. */
export async function updateAdminVendor(db: Db, code: string, body: VendorPatchBody) {
  const [before] = await db
    .select({ ...vendorColumns(), ...gameCounts })
    .from(vendors)
    .where(eq(vendors.code, code))
    .for('update');
  if (!before) throw new AppError('game.vendor_not_found');
  await db
    .update(vendors)
    .set({
      ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    })
    .where(eq(vendors.code, code));
  const [after] = await db
    .select({ ...vendorColumns(), ...gameCounts })
    .from(vendors)
    .where(eq(vendors.code, code));
  return { before: toAdminVendor(before), after: toAdminVendor(after!) };
}

function vendorColumns() {
  return {
    code: vendors.code,
    name: vendors.name,
    displayName: vendors.displayName,
    category: vendors.category,
    vassalage: vendors.vassalage,
    accountTypeName: vendors.accountTypeName,
    sort: vendors.sort,
    logoUrl: vendors.logoUrl,
    enabled: vendors.enabled,
  };
}

/** A page of the catalogue, on and off, searched by name or code and filtered. */
export async function listAdminGames(db: Db, query: z.output<typeof AdminGameQuerySchema>) {
  const filters: (SQL | undefined)[] = [
    query.vendor ? eq(games.vendorCode, query.vendor) : undefined,
    query.category ? eq(games.gameType, query.category as never) : undefined,
    query.enabled ? eq(games.enabled, query.enabled === 'true') : undefined,
  ];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(games.searchName, `%${foldSearchText(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ilike(games.gameCode, pattern),
        ilike(games.gameId, pattern),
        sql`${games.names} ->> 'en' ilike ${pattern}`,
      ),
    );
  }
  const where = and(...filters);
  const { offset, limit } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(asc(games.vendorCode), asc(games.sort), asc(games.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(where),
  ]);
  return toPage(rows.map(toAdminGame), Number(count?.n ?? 0), query);
}

/** Changes a game; answers it before and after, for the audit line. */
export async function updateAdminGame(db: Db, id: number, body: GamePatchBody) {
  const [before] = await db.select().from(games).where(eq(games.id, id)).for('update');
  if (!before) throw new AppError('game.not_found');
  const set: Partial<typeof games.$inferInsert> = {};
  if (body.enabled !== undefined) set.enabled = body.enabled;
  if (body.isHot !== undefined) set.isHot = body.isHot;
  if (body.isNew !== undefined) set.isNew = body.isNew;
  if (body.isTop !== undefined) set.isTop = body.isTop;
  if (body.sort !== undefined) set.sort = body.sort;
  if (body.names !== undefined) set.names = body.names;
  if (body.iconUrl !== undefined) set.iconUrl = body.iconUrl;
  if (body.minBet !== undefined) {
    set.minBetMinor = body.minBet === null ? null : Number(parseAmountMinor(body.minBet));
  }
  const [after] = Object.keys(set).length
    ? await db.update(games).set(set).where(eq(games.id, id)).returning()
    : [before];
  return { before: toAdminGame(before), after: toAdminGame(after!) };
}
