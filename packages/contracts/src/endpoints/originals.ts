import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  ORIGINALS_SESSION_HEADER,
  OriginalsPlayBodySchema,
  OriginalsPlayValueSchema,
  OriginalsRoundListSchema,
  OriginalsSeedBodySchema,
  OriginalsSessionBodySchema,
  OriginalsSessionValueSchema,
  OriginalsStateSchema,
  OriginalsVerifyValueSchema,
} from '../originals.ts';

// In-house games (docs/decisions/2026-11-23-in-house-games.md): the game page exchanges its launch token
// for a game session, then plays rounds that settle through the vendor wallet API. Calls other than
// the session and the public round check carry the session in the x-game-session header, not the
// site's bearer token: they are 'public' to the site's auth and checked by the originals service.

/** The game session header the session-bound calls carry (the server reads it itself). */
export const OriginalsSessionHeadersSchema = z.object({
  [ORIGINALS_SESSION_HEADER]: z.optional(
    z
      .string()
      .check(
        z.maxLength(200),
        z.describe('The sessionToken of POST /wps/originals/session; required by the call.'),
      ),
  ),
});

/** Codes of a call that names its game session in the header. */
const SESSION_ERRORS = [
  'request.invalid',
  'originals.session_required',
  'originals.session_expired',
] as const;
/** Codes of the balance the vendor wallet answers for a session's player. */
const BALANCE_ERRORS = [
  'originals.unknown_game',
  'originals.wallet_unavailable',
  'account.disabled',
] as const;

const SERVER_SEED_HASH = '677c33b452c191ef396ba3625d6d53ae49d5ac626858ac8218fdc0d8d7d8d413';
const NEXT_SEED_HASH = '7af549d9646715195f0f3923f6bf6e68c71708fb604a24bf44d80f887f11eb6c';

const state = {
  gameCode: 'dice' as const,
  gameName: 'Dice',
  currency: 'VND',
  balance: '500000.00',
  minStake: '0.10',
  maxStake: '10000.00',
  rtp: 0.99,
  clientSeed: 'VRCmYzW_CmBx',
  serverSeedHash: SERVER_SEED_HASH,
  nonce: 0,
  sessionExpiresAt: '2026-11-24T19:26:41.318Z',
};

const round = {
  roundId: '904411b9-ae35-4430-b0e7-7da80a0d9efa',
  gameCode: 'dice' as const,
  stake: '10000.00',
  payout: '20000.00',
  outcome: {
    game: 'dice' as const,
    roll: 3322,
    target: 4950,
    direction: 'under' as const,
    win: true,
  },
  serverSeed: 'c6e439ef5729ea54bbffe4d785319b2c93e34461f01185f05790f1e2409a5b35',
  serverSeedHash: SERVER_SEED_HASH,
  clientSeed: 'VRCmYzW_CmBx',
  nonce: 0,
  playedAt: '2026-11-24T07:26:41.381Z',
};

export const openOriginalsSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/originals/session',
  auth: 'public',
  body: OriginalsSessionBodySchema,
  response: OriginalsSessionValueSchema,
  errors: [
    'originals.unknown_game',
    'originals.launch_token_invalid',
    'originals.wallet_unavailable',
    'account.disabled',
  ],
  tag: 'originals',
  summary: 'Exchange the launch token of an in-house game URL for a game session',
  description:
    'The game page’s first call (docs/decisions/2026-11-23-in-house-games.md): the one-time launch token of the game URL is authenticated through the vendor wallet API as an outside vendor would, and exchanged for a game session bound to the member and the game. The token works once, and only for the game it was issued for (a token of another game is refused without using it up). Answers the game’s state with the sessionToken to send in the x-game-session header. Never cached.',
  examples: {
    body: { gameCode: 'dice', token: 'kxTAxWqXS_5geMP5GI_chdCr_ta7S7l11sJfAsKd9AQ' },
    response: { ...state, sessionToken: '2qLWPi4wW8x03JIXIHbbxsFyNfBhVp49lQAlznTfSo0' },
  },
});

export const getOriginalsStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/originals/state',
  auth: 'public',
  response: OriginalsStateSchema,
  errors: [...SESSION_ERRORS, ...BALANCE_ERRORS],
  tag: 'originals',
  summary: 'Balance, stake limits and the next round’s server seed hash and nonce',
  description:
    'The session’s game, the player’s balance (asked of the vendor wallet), the stake limits and design return to player, and the provably fair commitment of the next round: SHA-256 of the server seed, the client seed and the nonce. Needs the x-game-session header. Never cached.',
  examples: { response: state },
});

export const playOriginalsRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/originals/play',
  auth: 'public',
  body: OriginalsPlayBodySchema,
  response: OriginalsPlayValueSchema,
  errors: [
    ...SESSION_ERRORS,
    ...BALANCE_ERRORS,
    'originals.stake_invalid',
    'originals.stake_below_min',
    'originals.stake_above_max',
    'originals.dice_target_invalid',
    'originals.request_mismatch',
    'originals.insufficient_funds',
    'originals.round_cancelled',
  ],
  tag: 'originals',
  summary: 'Play one round: stake, provably fair draw, win; seeds revealed',
  description:
    'Plays one round of the session’s game: the stake is taken through the vendor wallet, the outcome is drawn from HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), the win is paid, and the server seed is revealed with the next round’s commitment. A repeat with the same requestId answers the same round and moves no money again (a different stake or target under it is originals.request_mismatch). Needs the x-game-session header. Never cached.',
  examples: {
    body: {
      requestId: '3f0c6d2e-8a41-4b7e-9a55-2c1d7e9b0a13',
      stake: '10000',
      dice: { target: '49.50', direction: 'under' },
    },
    response: {
      round,
      balance: '510000.00',
      next: { serverSeedHash: NEXT_SEED_HASH, nonce: 1, clientSeed: 'VRCmYzW_CmBx' },
    },
  },
});

export const setOriginalsClientSeedEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/originals/seed',
  auth: 'public',
  body: OriginalsSeedBodySchema,
  response: OriginalsStateSchema,
  errors: [...SESSION_ERRORS, ...BALANCE_ERRORS],
  tag: 'originals',
  summary: 'Set the client seed of the next rounds',
  description:
    'Sets the player’s own client seed (1 to 64 printable characters, no spaces or colons) for the rounds to come, so that the outcome depends on a value the server did not choose. Answers the state with the new seed. Needs the x-game-session header. Never cached.',
  examples: {
    body: { clientSeed: 'my-lucky-seed' },
    response: {
      ...state,
      balance: '510000.00',
      clientSeed: 'my-lucky-seed',
      serverSeedHash: NEXT_SEED_HASH,
      nonce: 1,
    },
  },
});

export const listOriginalsRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/originals/rounds',
  auth: 'public',
  response: OriginalsRoundListSchema,
  errors: [...SESSION_ERRORS],
  tag: 'originals',
  summary: 'The last 10 rounds of this game, seeds revealed',
  description:
    'The player’s last 10 settled rounds of the session’s game, newest first, each with its seeds revealed so that it can be recomputed. Needs the x-game-session header. Never cached.',
  examples: { response: [round] },
});

export const getOriginalsRoundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/originals/rounds/:roundId',
  auth: 'public',
  params: z.object({ roundId: z.string().check(z.maxLength(64)) }),
  response: OriginalsVerifyValueSchema,
  errors: ['originals.round_not_found'],
  tag: 'originals',
  summary: 'A settled round with its seeds, recomputed by the server (public)',
  description:
    'Anyone may check a settled round (the verification page): the round with its seeds, and whether the server, recomputing the outcome from them with the same functions the page runs, finds the stored one. An unknown or unsettled round answers originals.round_not_found.',
  docs: { params: { roundId: 'The round’s id, as the round list and the play answer give it.' } },
  examples: {
    params: { roundId: '904411b9-ae35-4430-b0e7-7da80a0d9efa' },
    response: { round, verified: true },
  },
});
