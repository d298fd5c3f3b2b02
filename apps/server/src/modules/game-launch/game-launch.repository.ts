import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games, vendorWalletAccounts, vendors } from '../../db/schema.ts';

/** How a launch names its game: by catalogue entry, by the vendor's game id, or by live room. */
export type GameKey = { nodeId?: string; gameId?: string; roomId?: string };

/**
 * The game a launch names under a vendor (its row code or its vassalage), with its vendor row and
 * wallet account and whether it is listed under `category`; enabled or not, so that the caller
 * can tell a switched-off game from an unknown one.
 */
export async function findLaunchGame(db: Db, vendor: string, key: GameKey, category: SQL) {
  const named: SQL[] = [];
  if (key.nodeId) named.push(eq(games.nodeId, key.nodeId));
  if (key.gameId) named.push(eq(games.gameId, key.gameId));
  if (key.roomId) named.push(eq(games.roomId, key.roomId));
  const [row] = await db
    .select({
      id: games.id,
      nodeId: games.nodeId,
      gameId: games.gameId,
      gameCode: games.gameCode,
      roomId: games.roomId,
      gameType: games.gameType,
      lottoMode: games.lottoMode,
      supportPlay: games.supportPlay,
      gameEnabled: games.enabled,
      vendorCode: vendors.code,
      vendorEnabled: vendors.enabled,
      walletAccount: vendors.accountTypeName,
      secretEnv: vendorWalletAccounts.secretEnv,
      walletEnabled: vendorWalletAccounts.enabled,
      inCategory: sql<boolean>`(${category})`,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .leftJoin(
      vendorWalletAccounts,
      eq(vendorWalletAccounts.accountTypeName, vendors.accountTypeName),
    )
    .where(and(or(eq(games.vendorCode, vendor), eq(games.vassalage, vendor)), ...named))
    // A room or game id shared by two rows of one brand: the enabled one, then the oldest.
    .orderBy(sql`${games.enabled} desc`, games.id)
    .limit(1);
  return row;
}
export type LaunchGameRow = NonNullable<Awaited<ReturnType<typeof findLaunchGame>>>;
