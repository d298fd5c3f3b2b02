import { defineEndpoint } from '../endpoint.ts';
import { LaunchGameQuerySchema, LaunchGameResultSchema } from '../games.ts';

// Launching a game (spec §4 "Game tile click", §7 "Launch game"; docs/decisions/2026-11-21-game-launch.md).

export const launchGameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'member',
  module: 'GAMELO3',
  query: LaunchGameQuerySchema,
  response: LaunchGameResultSchema,
  errors: [
    'game.not_found',
    'game.vendor_disabled',
    'game.disabled',
    'game.trial_unavailable',
    'game.launch_unavailable',
    'protection.excluded',
    'protection.loss_limit',
  ],
  tag: 'game',
  summary:
    'Launch a game: checks it, issues a one-time launch token (5 minutes) and answers the vendor’s game URL carrying it',
  description:
    'spec §7 "Launch game": checks the game (it exists under this vendor and category, vendor and game switched on), issues a one-time launch token that works for 5 minutes, records the game in the member’s recent games, and answers the vendor’s game URL carrying the token. gameId, roomId (live tables) or nodeId names the game; request.invalid when none does. Trial accounts (spec §6) launch only games that offer free play (game.trial_unavailable otherwise); a game the site opens itself, such as the lottery, answers game.launch_unavailable. Never cached.',
  docs: {
    query: {
      category:
        'The category the tile was listed under (SPORTS vendors split into ESPORTS and COCKFIGHT).',
      vendor: 'The vendor row code of the game (spec §3 vendorCode, e.g. BGS, JL_FISH).',
      gameId: 'The vendor’s game id.',
      roomId: 'The room of a live table, for games that launch by room.',
      nodeId: 'The catalogue entry (spec §3 nodeId); the recent list records it.',
      gameCode: 'The vendor’s game code; when sent, it must be the named game’s.',
      prizeMode: 'Lottery launches: the prize mode (spec §3 prize modes).',
      language: 'The language the game opens in: TY Vietnamese (default), EN English.',
      matchId: 'Sports: the match to open the vendor at (from the hot matches).',
    },
  },
  examples: {
    query: { category: 'RNG', vendor: 'BGS', gameId: '1014', nodeId: 'BGS-1014', language: 'TY' },
    response: {
      url: '/sandbox/vendor/BGS/play?token=kxTAxWqXS_5geMP5GI_chdCr_ta7S7l11sJfAsKd9AQ&game=EMERALD_CRANE_HOLD_WIN&language=vi&lobbyUrl=%2Fm%2Fhome',
      expiresAt: '2026-11-24T07:31:41.007Z',
    },
  },
});
