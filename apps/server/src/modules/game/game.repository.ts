import { and, asc, count, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListedGameCategory } from '@app/contracts';
import { queryPrepared, queryRows, type Db } from '../../db/client.ts';
import {
  gameFavourites,
  gameWins,
  games,
  members,
  recentGames,
  settings,
  vendors,
} from '../../db/schema.ts';

/** Enabled vendor rows in the merchant's order. */
export async function selectEnabledVendors(db: Db) {
  return db
    .select({
      code: vendors.code,
      name: vendors.name,
      displayName: vendors.displayName,
      category: vendors.category,
      vassalage: vendors.vassalage,
      accountTypeName: vendors.accountTypeName,
      logoUrl: vendors.logoUrl,
    })
    .from(vendors)
    .where(eq(vendors.enabled, true))
    .orderBy(asc(vendors.sort), asc(vendors.code));
}
export type VendorRow = Awaited<ReturnType<typeof selectEnabledVendors>>[number];

/** One settings document by key, or undefined. */
export async function selectSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value;
}

// ---- categories

/**
 * The merchant's SPORTS split (spec §3): SPORTS vendor rows listed under ESPORTS or COCKFIGHT.
 * Codes are vendor row codes.
 */
export type VendorSplit = { esports: readonly string[]; cockfight: readonly string[] };

/**
 * Games listed under `category`: SPORTS rows of the split vendors count as ESPORTS or COCKFIGHT,
 * and LOTT takes ELOTT along (spec §3: ELOTT is treated as LOTT).
 */
export function categoryCondition(category: ListedGameCategory, split: VendorSplit): SQL {
  const sports = eq(games.gameType, 'SPORTS');
  const movedTo = (codes: readonly string[]) =>
    codes.length > 0 ? and(sports, inArray(games.vendorCode, [...codes])) : undefined;
  switch (category) {
    case 'ESPORTS':
    case 'COCKFIGHT': {
      const moved = movedTo(category === 'ESPORTS' ? split.esports : split.cockfight);
      return moved ? or(eq(games.gameType, category), moved)! : eq(games.gameType, category);
    }
    case 'SPORTS': {
      const away = [...split.esports, ...split.cockfight];
      return away.length > 0 ? and(sports, notInArray(games.vendorCode, away))! : sports;
    }
    case 'LOTT':
      return inArray(games.gameType, ['LOTT', 'ELOTT']);
    default:
      return eq(games.gameType, category);
  }
}

// ---- games

/**
 * The columns a game answer is built from (toGame in game.presenter.ts), without the row's key:
 * the game list selects them with `id`, the lottery with its games' engine settings. The folded
 * search column stays in the database.
 */
export const gameAnswerColumns = {
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  gameId: games.gameId,
  gameType: games.gameType,
  vassalage: games.vassalage,
  vendorCode: games.vendorCode,
  roomId: games.roomId,
  nodeName: games.nodeName,
  gameGroupId: games.gameGroupId,
  lottoMode: games.lottoMode,
  gameName: games.gameName,
  names: games.names,
  remark: games.remark,
  iconUrl: games.iconUrl,
  isTop: games.isTop,
  isNew: games.isNew,
  isHot: games.isHot,
  isGameH5: games.isGameH5,
  supportPlay: games.supportPlay,
  gameClassify: games.gameClassify,
  gameClassifyNew: games.gameClassifyNew,
  minBetMinor: games.minBetMinor,
  minLine: games.minLine,
  drawDayOfWeek: games.drawDayOfWeek,
};

const gameColumns = { id: games.id, ...gameAnswerColumns };

/**
 * Playable: the game and its vendor row are both enabled. The vendor test is a hashed subquery
 * over the few vendor rows rather than a join, so that counts need no join.
 */
const playable = sql`(${games.enabled} and ${games.vendorCode} in (select ${vendors.code} from ${vendors} where ${vendors.enabled}))`;

/** Pinned games first, then the merchant's order (matches the list indexes). */
const listOrder = [desc(games.isTop), asc(games.sort), asc(games.id)];

export type GameFilter = {
  category?: SQL;
  vassalage?: string;
  /** Vendor code or vassalage. */
  vendor?: string;
  gameClassify?: string;
  minBetMinor?: number;
  minLine?: number;
  isNew?: boolean;
  isHot?: boolean;
  /** Folded search text (foldSearchText); matched as a substring of the folded names. */
  search?: string;
};

/** `%text%` for LIKE with the wildcards and the escape character of `text` escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function gameConditions(filter: GameFilter): SQL {
  const conditions: SQL[] = [playable];
  if (filter.category) conditions.push(filter.category);
  if (filter.vassalage) conditions.push(eq(games.vassalage, filter.vassalage));
  if (filter.vendor) {
    conditions.push(or(eq(games.vassalage, filter.vendor), eq(games.vendorCode, filter.vendor))!);
  }
  if (filter.gameClassify) conditions.push(sql`${games.gameClassify} = ${filter.gameClassify}`);
  if (filter.minBetMinor !== undefined) conditions.push(eq(games.minBetMinor, filter.minBetMinor));
  if (filter.minLine !== undefined) conditions.push(eq(games.minLine, filter.minLine));
  if (filter.isNew) conditions.push(eq(games.isNew, true));
  if (filter.isHot) conditions.push(eq(games.isHot, true));
  if (filter.search) {
    conditions.push(sql`${games.searchName} like ${containsPattern(filter.search)}`);
  }
  return and(...conditions)!;
}

/**
 * One page of playable games in list order (no count): the page's ids first, from a list index
 * alone where one serves the filter, then those rows (hot games, favourites, recent games; the
 * game list has its own statements below).
 */
export async function selectGamePage(
  db: Db,
  filter: GameFilter,
  page: { offset: number; limit: number },
) {
  const ids = db
    .select({ id: games.id })
    .from(games)
    .where(gameConditions(filter))
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(gameColumns)
    .from(games)
    .where(inArray(games.id, ids))
    .orderBy(...listOrder);
}

export type GameRow = Awaited<ReturnType<typeof selectGamePage>>[number];
/** What toGame reads: the answer columns of any query that selects them. */
export type GameAnswerRow = Pick<GameRow, keyof typeof gameAnswerColumns>;

/** A game by nodeId, enabled or not, with whether it (and its vendor) can be played. */
export async function findGameByNodeId(db: Db, nodeId: string) {
  const [row] = await db
    .select({
      id: games.id,
      nodeId: games.nodeId,
      vassalage: games.vassalage,
      vendorCode: games.vendorCode,
      playable: sql<boolean>`${playable}`,
    })
    .from(games)
    .where(eq(games.nodeId, nodeId))
    .limit(1);
  return row;
}

/** Enabled games per vendor row, for the given vendor codes. */
export async function countGamesByVendor(
  db: Db,
  vendorCodes: string[],
): Promise<Map<string, number>> {
  if (vendorCodes.length === 0) return new Map();
  const rows = await db
    .select({ vendorCode: games.vendorCode, n: count() })
    .from(games)
    .where(and(eq(games.enabled, true), inArray(games.vendorCode, vendorCodes)))
    .groupBy(games.vendorCode);
  return new Map(rows.map((r) => [r.vendorCode, Number(r.n)]));
}

// ---- favourites

/** Adds a favourite; a second add changes nothing. */
export async function insertFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.insert(gameFavourites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
}

/** A member's playable favourites, newest first, and how many there are. */
export async function selectFavouritePage(
  db: Db,
  memberId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(gameFavourites.memberId, memberId), gameConditions(filter));
  const [rows, totals] = await Promise.all([
    db
      .select(gameColumns)
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .where(where)
      .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** nodeIds of a member's playable favourites, newest first, and how many there are. */
export async function selectFavouriteNodeIds(
  db: Db,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ nodeIds: string[]; total: number }> {
  const where = and(eq(gameFavourites.memberId, memberId), playable);
  const [rows, totals] = await Promise.all([
    db
      .select({ nodeId: games.nodeId })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .where(where)
      .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(gameFavourites)
      .innerJoin(games, eq(games.id, gameFavourites.gameId))
      .where(where),
  ]);
  return { nodeIds: rows.map((r) => r.nodeId), total: Number(totals[0]?.n ?? 0) };
}

// ---- recent games

/** Marks a launch: inserts the pair or moves it to `playedAt` (default: the database clock). */
export async function upsertRecentGame(
  db: Db,
  memberId: number,
  gameId: number,
  playedAt?: Date,
): Promise<void> {
  const at = playedAt ?? sql`now()`;
  await db
    .insert(recentGames)
    .values({ memberId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.gameId],
      set: { lastPlayedAt: at, playCount: sql`${recentGames.playCount} + 1` },
    });
}

/** Deletes a member's recent games beyond the newest `keep`. */
export async function trimRecentGames(db: Db, memberId: number, keep: number): Promise<void> {
  const older = db
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
    .offset(keep);
  await db
    .delete(recentGames)
    .where(and(eq(recentGames.memberId, memberId), inArray(recentGames.gameId, older)));
}

/** A member's playable recent games, last played first, and how many there are. */
export async function selectRecentPage(
  db: Db,
  memberId: number,
  filter: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: (GameRow & { lastPlayedAt: Date })[]; total: number }> {
  const where = and(eq(recentGames.memberId, memberId), gameConditions(filter));
  const [rows, totals] = await Promise.all([
    db
      .select({ ...gameColumns, lastPlayedAt: recentGames.lastPlayedAt })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(where)
      .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

// ---- wins

/**
 * Records a win against the game the vendor names (vendor row code and game code); a repeated
 * reference records nothing. Returns whether a row was written.
 */
export async function insertWin(
  db: Db,
  win: {
    reference: string;
    memberId: number;
    vendorCode: string;
    gameCode: string;
    amountMinor: bigint;
    wonAt?: Date;
  },
): Promise<boolean> {
  const wonAt = win.wonAt ? sql`${win.wonAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into ${gameWins} (reference, member_id, game_id, amount_minor, won_at)
      select ${win.reference}, ${win.memberId}, ${games.id}, ${win.amountMinor.toString()}::bigint, ${wonAt}
      from ${games}
      where ${games.vendorCode} = ${win.vendorCode} and ${games.gameCode} = ${win.gameCode}
      order by ${games.id}
      limit 1
      on conflict (reference) do nothing
      returning id`,
  );
  return rows.length > 0;
}

/** The latest wins of real (non-trial) members on playable games, newest first. */
export async function selectLatestWins(
  db: Db,
  filter: { category?: SQL; trialType: number },
  limit: number,
) {
  const conditions: SQL[] = [playable, ne(members.type, filter.trialType)];
  if (filter.category) conditions.push(filter.category);
  return db
    .select({
      account: members.account,
      amountMinor: gameWins.amountMinor,
      gameName: games.gameName,
      names: games.names,
      gameId: games.gameId,
      nodeId: games.nodeId,
      vassalage: games.vassalage,
    })
    .from(gameWins)
    .innerJoin(games, eq(games.id, gameWins.gameId))
    .innerJoin(members, eq(members.id, gameWins.memberId))
    .where(and(...conditions))
    .orderBy(desc(gameWins.wonAt), desc(gameWins.id))
    .limit(limit);
}

// ---- the game list in plain SQL (docs/decisions/2026-11-25-game-list-index.md)

/** A game list's filter as data: the one the list page sends, with its category's split. */
export type ListFilter = {
  category: ListedGameCategory;
  split: VendorSplit;
  vassalage?: string;
  gameClassify?: string;
  minBetMinor?: number;
  minLine?: number;
  isNew?: boolean;
  /** Folded search text (foldSearchText); matched as a substring of the folded names. */
  search?: string;
};

/** One statement: a name to prepare it under once per connection ('' for none), text and values. */
export type Statement = { name: string; text: string; values: unknown[] };

/** The columns of a game answer under the names toGame reads; bigints as JS numbers. */
const LIST_COLUMNS = `g.id::float8 as "id", g.node_id as "nodeId", g.game_code as "gameCode",
  g.game_id as "gameId", g.game_type as "gameType", g.vassalage, g.vendor_code as "vendorCode",
  g.room_id as "roomId", g.node_name as "nodeName", g.game_group_id as "gameGroupId",
  g.lotto_mode as "lottoMode", g.game_name as "gameName", g.names, g.remark,
  g.icon_url as "iconUrl", g.is_top as "isTop", g.is_new as "isNew", g.is_hot as "isHot",
  g.is_game_h5 as "isGameH5", g.support_play as "supportPlay", g.game_classify as "gameClassify",
  g.game_classify_new as "gameClassifyNew", g.min_bet_minor::float8 as "minBetMinor",
  g.min_line as "minLine", g.draw_day_of_week as "drawDayOfWeek"`;

/** The list order (matches the list indexes). */
export const LIST_ORDER = 'g.is_top desc, g.sort, g.id';

/** Playable, in the list statements' SQL: the game and its vendor row are both enabled. */
export const PLAYABLE =
  'g.enabled and g.vendor_code in (select v.code from vendors v where v.enabled)';

/**
 * The WHERE of a list (the same conditions as gameConditions) with its values, and a key naming
 * its shape: which conditions it has. Built by hand, not by the query builder: the list is the
 * site's busiest read, and a statement of one shape is prepared once per connection.
 */
function listWhere(filter: ListFilter, values: unknown[]): { where: string; shape: string } {
  const param = (value: unknown, type = '') => {
    values.push(value);
    return `$${values.length}${type}`;
  };
  const parts = [PLAYABLE];
  let shape: string;
  const { category, split } = filter;
  if (category === 'ESPORTS' || category === 'COCKFIGHT') {
    const moved = category === 'ESPORTS' ? split.esports : split.cockfight;
    if (moved.length > 0) {
      parts.push(
        `(g.game_type = ${param(category)} or (g.game_type = 'SPORTS' and g.vendor_code = any(${param([...moved], '::text[]')})))`,
      );
      shape = 'm';
    } else {
      parts.push(`g.game_type = ${param(category)}`);
      shape = 't';
    }
  } else if (category === 'SPORTS') {
    const away = [...split.esports, ...split.cockfight];
    parts.push(`g.game_type = 'SPORTS'`);
    if (away.length > 0) parts.push(`g.vendor_code <> all(${param(away, '::text[]')})`);
    shape = away.length > 0 ? 'a' : 's';
  } else if (category === 'LOTT') {
    parts.push(`g.game_type in ('LOTT', 'ELOTT')`);
    shape = 'l';
  } else {
    parts.push(`g.game_type = ${param(category)}`);
    shape = 't';
  }
  if (filter.vassalage !== undefined) {
    parts.push(`g.vassalage = ${param(filter.vassalage)}`);
    shape += 'v';
  }
  if (filter.gameClassify !== undefined) {
    parts.push(`g.game_classify = ${param(filter.gameClassify)}`);
    shape += 'c';
  }
  if (filter.minBetMinor !== undefined) {
    parts.push(`g.min_bet_minor = ${param(filter.minBetMinor, '::bigint')}`);
    shape += 'b';
  }
  if (filter.minLine !== undefined) {
    parts.push(`g.min_line = ${param(filter.minLine, '::int')}`);
    shape += 'n';
  }
  if (filter.isNew) {
    parts.push('g.is_new');
    shape += 'w';
  }
  if (filter.search) {
    parts.push(`g.search_name like ${param(containsPattern(filter.search))}`);
    shape += 'q';
  }
  return { where: parts.join(' and '), shape };
}

/**
 * A list's page: its ids from the list index alone, then those rows, in list order. A name search
 * is planned for its own text each time (how many games a text matches decides the plan); every
 * other shape is prepared once per connection.
 */
export function listPageStatement(
  filter: ListFilter,
  page: { offset: number; limit: number },
): Statement {
  const values: unknown[] = [];
  const { where, shape } = listWhere(filter, values);
  const limit = `$${values.push(page.limit)}::int`;
  const offset = `$${values.push(page.offset)}::int`;
  return {
    name: filter.search ? '' : `game_list_${shape}`,
    text: `select ${LIST_COLUMNS} from games g where g.id in (
      select g.id from games g where ${where} order by ${LIST_ORDER} limit ${limit} offset ${offset})
      order by ${LIST_ORDER}`,
    values,
  };
}

/** How many games a list has. */
export function listCountStatement(filter: ListFilter): Statement {
  const values: unknown[] = [];
  const { where, shape } = listWhere(filter, values);
  return {
    name: filter.search ? '' : `game_count_${shape}`,
    text: `select count(*)::int as n from games g where ${where}`,
    values,
  };
}

/** A list's page of games (listPageStatement). */
export async function selectListPage(
  db: Db,
  filter: ListFilter,
  page: { offset: number; limit: number },
): Promise<GameRow[]> {
  const { name, text, values } = listPageStatement(filter, page);
  return queryPrepared<GameRow>(db, name, text, values);
}

/**
 * Games by id, in the order of `ids` (a page found in memory, game-list-index.ts); an id whose
 * row is gone is left out.
 */
export async function selectGamesByIds(db: Db, ids: readonly number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryPrepared<GameRow>(
    db,
    'game_list_rows',
    `select ${LIST_COLUMNS} from games g where g.id = any($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many games a list has (listCountStatement). */
export async function countListGames(db: Db, filter: ListFilter): Promise<number> {
  const { name, text, values } = listCountStatement(filter);
  const [row] = await queryPrepared<{ n: number }>(db, name, text, values);
  return Number(row?.n ?? 0);
}
