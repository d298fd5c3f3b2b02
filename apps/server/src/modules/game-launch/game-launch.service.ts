import { TRIAL_TYPE, type LaunchGameQuery, type LaunchGameResult } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { categoryFilter } from '../game/game.service.ts';
import { recordRecentGame } from '../game/player-games.service.ts';
import { issueLaunchToken } from '../vendor-wallet/vendor-wallet.service.ts';
import { findLaunchGame } from './game-launch.repository.ts';
import type { VendorAdapterRegistry } from './vendor-adapters.ts';
import { assertMayStake } from '../protection/protection.service.ts';

export type GameLaunchDeps = { db: Db; adapters: VendorAdapterRegistry };

/** Where a game's back link goes (spec §2 /m/launchGame pageBack=home). */
export const LOBBY_PATH = '/m/home';

/**
 * spec §4 "Game tile click", §7 "Launch game": checks that the game exists under the vendor and
 * category and can be played now, issues a one-time launch token, records the game as the
 * member's most recent, and asks the vendor's adapter for the URL carrying the token.
 *
 * Trial accounts (free play) may launch the games that offer it (`supportPlay`) and play them
 * with their trial wallet; other games refuse them with game.trial_unavailable
 * (docs/decisions/2026-11-21-game-launch.md).
 */
export async function launchGame(
  deps: GameLaunchDeps,
  member: { id: number; type: number },
  query: LaunchGameQuery,
): Promise<LaunchGameResult> {
  const key = {
    ...(query.nodeId ? { nodeId: query.nodeId } : {}),
    ...(query.gameId ? { gameId: query.gameId } : {}),
    ...(query.roomId ? { roomId: query.roomId } : {}),
  };
  if (!key.nodeId && !key.gameId && !key.roomId) {
    throw new AppError('request.invalid', {
      message: 'Name the game with gameId, roomId or nodeId',
      value: { field: 'gameId' },
    });
  }
  const category = await categoryFilter(deps.db, query.category);
  const game = await findLaunchGame(deps.db, query.vendor, key, category);
  if (!game || !game.inCategory || (query.gameCode && query.gameCode !== game.gameCode)) {
    throw new AppError('game.not_found', { value: { vendor: query.vendor, ...key } });
  }
  if (!game.vendorEnabled || !game.walletEnabled) {
    throw new AppError('game.vendor_disabled', { value: { vendor: game.vendorCode } });
  }
  if (!game.gameEnabled) throw new AppError('game.disabled', { value: { nodeId: game.nodeId } });
  if (member.type === TRIAL_TYPE && !game.supportPlay) {
    throw new AppError('game.trial_unavailable', { value: { nodeId: game.nodeId } });
  }
  // Player protection: during a time-out or self-exclusion no game opens (the wallet would refuse
  // its stakes anyway); said here, where the member reads it.
  if (member.type !== TRIAL_TYPE) await assertMayStake(deps.db, member.id, 0n, new Date());
  const adapter = deps.adapters.adapterFor(game);
  if (!adapter) {
    throw new AppError('game.launch_unavailable', { value: { vendor: game.vendorCode } });
  }

  const { token, expiresAt } = await issueLaunchToken(
    deps.db,
    member.id,
    game.vendorCode,
    game.gameCode,
  );
  await recordRecentGame(deps.db, member.id, game.id);
  const url = adapter.launchUrl({
    token,
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    gameId: game.gameId,
    roomId: game.roomId,
    language: query.language === 'EN' ? 'en' : 'vi',
    lobbyUrl: LOBBY_PATH,
    matchId: query.matchId ?? null,
  });
  return { url, expiresAt: expiresAt.toISOString() };
}
