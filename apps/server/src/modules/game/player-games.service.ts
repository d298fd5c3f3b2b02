import {
  RECENT_GAMES_KEPT,
  type FavouriteIds,
  type FavouriteList,
  type FavouriteResult,
  type ListedGameCategory,
  type RecentGames,
  type SiteLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteFavourite,
  findGameByNodeId,
  insertFavourite,
  selectFavouriteNodeIds,
  selectFavouritePage,
  selectRecentPage,
  trimRecentGames,
  upsertRecentGame,
  type GameFilter,
} from './game.repository.ts';
import { categoryFilter, pageCount, toGames } from './game.service.ts';

type Paging = { pageNo: number; pageSize: number };
const windowOf = (p: Paging) => ({ offset: (p.pageNo - 1) * p.pageSize, limit: p.pageSize });

/**
 * The game a favourite call names. Unknown nodeId, or a vendor that is neither the game's
 * vassalage nor its vendor code → 404 game.not_found.
 */
async function gameFor(db: Db, nodeId: string, vendor: string | undefined) {
  const game = await findGameByNodeId(db, nodeId);
  if (!game || (vendor && vendor !== game.vassalage && vendor !== game.vendorCode)) {
    throw new AppError('game.not_found', { value: { nodeId } });
  }
  return game;
}

/** Adds a favourite (spec §4 "Favourite toggle"); adding it again changes nothing. */
export async function addFavourite(
  db: Db,
  memberId: number,
  body: { nodeId: string; vendor?: string | undefined },
): Promise<FavouriteResult> {
  const game = await gameFor(db, body.nodeId, body.vendor);
  // A switched-off game cannot be picked, but one already picked can still be removed.
  if (!game.playable) throw new AppError('game.not_found', { value: { nodeId: body.nodeId } });
  await insertFavourite(db, memberId, game.id);
  return { nodeId: game.nodeId, favourite: true };
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavourite(
  db: Db,
  memberId: number,
  body: { nodeId: string; vendor?: string | undefined },
): Promise<FavouriteResult> {
  const game = await gameFor(db, body.nodeId, body.vendor);
  await deleteFavourite(db, memberId, game.id);
  return { nodeId: game.nodeId, favourite: false };
}

/** nodeIds of the member's favourites as strings, newest first (spec §3). */
export async function listFavouriteIds(
  db: Db,
  memberId: number,
  paging: Paging,
): Promise<FavouriteIds> {
  const { nodeIds, total } = await selectFavouriteNodeIds(db, memberId, windowOf(paging));
  return {
    content: nodeIds,
    pageNum: paging.pageNo,
    totalPages: pageCount(total, paging.pageSize),
  };
}

type PlayerListQuery = {
  gameType?: '' | ListedGameCategory | undefined;
  language: SiteLanguage;
};

async function playerFilter(
  db: Db,
  query: PlayerListQuery & { vendor?: string | undefined },
): Promise<GameFilter> {
  const filter: GameFilter = {};
  if (query.gameType) filter.category = await categoryFilter(db, query.gameType);
  if (query.vendor) filter.vendor = query.vendor;
  return filter;
}

/** The member's favourite games, newest first, optionally of one category or vendor. */
export async function listFavourites(
  db: Db,
  memberId: number,
  query: PlayerListQuery & Paging & { vendor?: string | undefined },
): Promise<FavouriteList> {
  const filter = await playerFilter(db, query);
  const { rows, total } = await selectFavouritePage(db, memberId, filter, windowOf(query));
  return {
    content: await toGames(db, rows, query.language),
    pageNum: query.pageNo,
    totalPages: pageCount(total, query.pageSize),
  };
}

/**
 * Records that a member launched a game (`gameId` is the games row id): the game moves to the
 * top of the member's recent games, and only the newest RECENT_GAMES_KEPT are kept. Called by the
 * launch; `playedAt` defaults to the database clock.
 */
export async function recordRecentGame(
  db: Db,
  memberId: number,
  gameId: number,
  playedAt?: Date,
): Promise<void> {
  await upsertRecentGame(db, memberId, gameId, playedAt);
  await trimRecentGames(db, memberId, RECENT_GAMES_KEPT);
}

/** The member's recent games, last played first (spec §7 "Recent games"). */
export async function listRecentGames(
  db: Db,
  memberId: number,
  query: PlayerListQuery & { page: number; pageSize: number; vassalage?: string | undefined },
): Promise<RecentGames> {
  const filter = await playerFilter(db, query);
  if (query.vassalage) filter.vassalage = query.vassalage;
  const paging = { pageNo: query.page, pageSize: query.pageSize };
  const { rows, total } = await selectRecentPage(db, memberId, filter, windowOf(paging));
  const list = await toGames(db, rows, query.language);
  return {
    list: list.map((game, i) => ({ ...game, lastPlayedAt: rows[i]!.lastPlayedAt.toISOString() })),
    pageNum: query.page,
    totalPages: pageCount(total, query.pageSize),
  };
}
