import type { Game, LaunchGameQuery } from '@app/contracts';

/** What a tile (or a winner-board line) knows about the game it opens. */
export type LaunchTarget = Pick<
  Game,
  | 'gameType'
  | 'vendorCode'
  | 'vassalage'
  | 'gameId'
  | 'roomId'
  | 'nodeId'
  | 'gameCode'
  | 'gameGroupId'
  | 'lottoMode'
>;

/** Lottery vendors that open the lottery launch page with their prize mode (spec §4). */
const PRIZE_MODE_VENDORS: Record<string, 'Lott' | 'SEA'> = { TCG_LOTTO_VN: 'Lott', TCG_SEA: 'SEA' };

export type LaunchPlan =
  | { kind: 'login'; to: '/m/login' }
  | { kind: 'page'; to: string }
  | { kind: 'launch'; query: LaunchGameQuery };

/**
 * spec §4 "Game tile click": a visitor goes to /m/login; TCG_LOTTO_VN and TCG_SEA open the
 * lottery with their prize mode; LOTT and ELOTT go to the launch page; everything else asks the
 * server for the game URL (category, vendor, game id or room id, node id).
 */
export function launchPlan(target: LaunchTarget, loggedIn: boolean): LaunchPlan {
  if (!loggedIn) return { kind: 'login', to: '/m/login' };
  const prizeMode = PRIZE_MODE_VENDORS[target.vassalage];
  const lottery = target.gameType === 'LOTT' || target.gameType === 'ELOTT';
  if (prizeMode || lottery) {
    const entertainment = target.gameType === 'ELOTT' || target.lottoMode === 'Entertainment';
    const params = new URLSearchParams({
      playType: entertainment ? 'ent' : 'trad',
      gameId: target.gameId,
      code: target.gameCode || 'lobby',
      pageBack: 'home',
    });
    if (target.gameGroupId !== null) params.set('gameGroupId', String(target.gameGroupId));
    if (prizeMode) params.set('prize_mode', prizeMode);
    return { kind: 'page', to: `/m/launchGame?${params.toString()}` };
  }
  const query: LaunchGameQuery = {
    category: target.gameType,
    vendor: target.vendorCode,
    nodeId: target.nodeId,
    gameCode: target.gameCode,
  };
  if (target.roomId) query.roomId = target.roomId;
  else query.gameId = target.gameId;
  return { kind: 'launch', query };
}
