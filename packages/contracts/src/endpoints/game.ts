import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { ProviderListSchema } from '../content.ts';
import {
  FavouriteBodySchema,
  FavouriteDeleteQuerySchema,
  FavouriteIdsQuerySchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  FavouriteResultSchema,
  GameArraySchema,
  GameCenterQuerySchema,
  GameCenterSchema,
  GameListQuerySchema,
  GameListSchema,
  GameVendorSettingsSchema,
  HotGamesQuerySchema,
  RecentGamesQuerySchema,
  RecentGamesSchema,
  VendorConfigQuerySchema,
  VendorConfigSchema,
  WinnersQuerySchema,
  WinnersSchema,
} from '../games.ts';
import { gameExample } from './examples.ts';

// The games catalogue (spec §2, §3, §7): providers, vendor configuration, game lists, hot games,
// game centre, winner board, the member's favourites and recent games, and the operator's vendor
// split.

const bgsVendor = {
  vendorName: 'BGS',
  name: 'BGS',
  displayName: 'BGS Gaming',
  vassalage: 'BGS',
  accountTypeName: 'BGS',
  logoUrl: '/wps/media/vendor/BGS.svg',
};
const jlVendor = {
  vendorName: 'JL',
  name: 'JL',
  displayName: 'JL Slots',
  vassalage: 'JL',
  accountTypeName: 'JL',
  logoUrl: '/wps/media/vendor/JL.svg',
};

/** The bookkeeping fields the site sends with catalogue calls; the server reads none of them. */
const TAG = 'Sent by the site for the platform’s bookkeeping; not used to filter.';
const TOKEN =
  'The session token as a query parameter (spec §7: some calls carry it so); the bearer header does the same.';
const LANGUAGE = 'Language of the game names: TY Vietnamese (default), EN English.';

export const listProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/providers',
  auth: 'public',
  module: 'GAMELO3',
  response: ProviderListSchema,
  errors: [],
  tag: 'game',
  summary: 'Enabled game providers in sort order, with their logos (footer, vendor rows)',
  description:
    'The enabled game providers in the merchant’s sort order with their logos, for the footer and the vendor rows (spec §1 footer, §2 Home). The same for everyone: cached publicly for 60 seconds.',
  examples: {
    response: [
      { code: 'BGS', name: 'BGS Gaming', category: 'RNG', logoUrl: '/wps/media/vendor/BGS.svg' },
      { code: 'JL', name: 'JL Slots', category: 'RNG', logoUrl: '/wps/media/vendor/JL.svg' },
    ],
  },
});

export const getVendorConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: 'public',
  module: 'GAMELO3',
  query: VendorConfigQuerySchema,
  response: VendorConfigSchema,
  errors: [],
  tag: 'game',
  summary:
    'Vendor configuration (spec §3): categories with their vendors in order, the SPORTS split into ESPORTS and COCKFIGHT, home sections and category tabs',
  description:
    'spec §7 "Vendor game types" (no token): the categories in the merchant’s order, each with its vendors in order. SPORTS vendors named in the merchant’s esports and cockfight lists are moved to ESPORTS and COCKFIGHT (spec §3 "Game vendor config"); COCKFIGHT comes right after PVP. Also answers the home sections (HOT, then every category but ELOTT) and the category tab menu (spec §2 Home). Cached publicly for 30 seconds.',
  docs: {
    query: {
      typeId: 'The configuration asked for; only 1 (the vendor game types) exists.',
      merchantCode: TAG,
    },
  },
  examples: {
    query: { typeId: 1 },
    response: {
      sorting: [
        { gameCategory: 'RNG', vendorNames: ['BGS', 'JL'], accountTypeName: ['BGS', 'JL'] },
        { gameCategory: 'INHOUSE', vendorNames: ['INHOUSE'], accountTypeName: ['INHOUSE'] },
      ],
      mapping: {
        RNG: [bgsVendor, jlVendor],
        INHOUSE: [
          {
            vendorName: 'INHOUSE',
            name: 'Lotus',
            displayName: 'Lotus Originals',
            vassalage: 'INHOUSE',
            accountTypeName: 'INHOUSE',
            logoUrl: '/wps/media/vendor/INHOUSE.svg',
          },
        ],
      },
      displayNames: { BGS: 'BGS Gaming', JL: 'JL Slots', INHOUSE: 'Lotus Originals' },
      vassalage: { BGS: 'BGS', JL: 'JL', INHOUSE: 'INHOUSE' },
      homeOrder: ['HOT', 'RNG', 'INHOUSE'],
      tabMenu: ['HOT', 'RNG', 'INHOUSE'],
    },
  },
});

export const listGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/list',
  auth: 'public',
  module: 'GAMELO3',
  query: GameListQuerySchema,
  response: GameListSchema,
  errors: [],
  tag: 'game',
  summary:
    'A page of one category’s games, filtered and searched by name (case- and accent-insensitive)',
  description:
    'spec §7 "Game list": a page of one category’s games in list order. The page size defaults by spec §9 (50 for RNG, 25 otherwise; home sections ask for 29), at most 100. gameName matches a substring of the Vietnamese or English name, case- and accent-insensitively (spec §5 "Game-name search trimmed": "no hu" finds "Nổ Hũ"). Cached publicly for 30 seconds.',
  docs: {
    query: {
      merchant: TAG,
      merchantCode: TAG,
      platform: TAG,
      clientType: TAG,
      gameName:
        'Search text, trimmed; matches a substring of either name, ignoring case and accents.',
      gameType: 'The category listed (default RNG); HOT has its own call.',
      pageNo: 'Page number from 1; a page past the end answers an empty list.',
      pageSize: 'Games per page, at most 100; default 50 for RNG, 25 otherwise (spec §9).',
      vassalage: 'Only games of this vendor (spec §3 vassalage, e.g. BGS); empty for every vendor.',
      gameClassify:
        'Only games of this class (spec §9: JP, SC, VP, TG, AC); empty or all for every class (spec §5: ALL is sent as empty).',
      minBet:
        'Only games with this exact minimum bet (spec §9: 0.01, 0.05, 0.1, 0.5, 0.75); empty or all for any.',
      minLine: 'Only games with exactly this many lines.',
      isNew: 'true or 1: only games flagged new (the NEW choice of the slots list).',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { gameType: 'RNG', pageNo: '1', pageSize: '50', vassalage: 'BGS', language: 'TY' },
    response: { games: [gameExample], pageNum: 1, pageSize: 50, total: 83, totalPages: 2 },
  },
});

export const listHotGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/hot',
  auth: 'public',
  module: 'GAMELOHOT3',
  query: HotGamesQuerySchema,
  response: GameArraySchema,
  errors: [],
  tag: 'game',
  summary: 'Hot games, of one category or all, in list order',
  description:
    'spec §7 "Hot games": the hot-flagged games of one category, or of every category, in list order; at most pageSize (default 100, spec §9 vendor game list) from page pageNo. Feeds the HOT home section and the hot games page (spec §2), which pages by 25 (spec §9): a page shorter than pageSize is the last. Cached publicly for 30 seconds.',
  docs: {
    query: {
      isPlatform: TAG,
      platform: TAG,
      merchantCode: TAG,
      gameType: 'Only hot games of this category; empty for every category.',
      vassalage: 'Only hot games of this vendor (spec §3 vassalage); empty for every vendor.',
      pageNo: 'Page number from 1 (default 1); a page past the end answers an empty list.',
      pageSize: 'How many games at most (default 100).',
      language: LANGUAGE,
    },
  },
  examples: {
    query: { isPlatform: '2', platform: 'html5', pageSize: '29', language: 'TY' },
    response: [{ ...gameExample, isHot: true }],
  },
});

export const getGameCenterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/center',
  auth: 'public',
  module: 'GAMELO3',
  query: GameCenterQuerySchema,
  response: GameCenterSchema,
  errors: [],
  tag: 'game',
  summary:
    'Game centre: the vendors of a category with banner and game count (RNG: vassalage BGS only)',
  description:
    'spec §2 "Game centre pages": the vendors of one category in the merchant’s order, each with its banner and the number of its enabled games (the page shows “more” above 6). The RNG game centre lists only the default slots vendor (vassalage BGS). Cached publicly for 30 seconds.',
  docs: {
    query: {
      gameType: 'The category (default SPORTS).',
      language: 'Accepted for the site’s sake; the vendor names do not change with it.',
    },
  },
  examples: {
    query: { gameType: 'SPORTS', language: 'TY' },
    response: {
      gameType: 'SPORTS',
      vendors: [
        {
          vendorName: 'VSB',
          name: 'Vina Sport',
          displayName: 'Vina Sportsbook',
          vassalage: 'VSB',
          accountTypeName: 'VSB',
          logoUrl: '/wps/media/vendor/VSB.svg',
          bannerUrl: '/wps/media/vendor/VSB.svg',
          gameCount: 2,
        },
      ],
    },
  },
});

export const listWinnersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/winners',
  auth: 'public',
  module: 'GAMELO3',
  query: WinnersQuerySchema,
  response: WinnersSchema,
  errors: [],
  tag: 'game',
  summary: 'Winner board: the latest wins of real members, names masked',
  description:
    'spec §2 "Winner board", §3 "Winner item", §7: the latest wins of real members (trial play never shows), newest first, with the account masked ("demo" → "de***o"). Cached publicly for 10 seconds.',
  docs: {
    query: {
      gameCategory: 'Only wins in this category; ALL (default) for every category.',
      language: LANGUAGE,
      limitNum: 'How many wins, 1 to 50 (default 20).',
    },
  },
  examples: {
    query: { gameCategory: 'ALL', language: 'TY', limitNum: '20' },
    response: {
      list: [
        {
          customerName: 'de***o',
          gameName: 'Hạc Ngọc Lục Bảo Hold & Win',
          winAmount: '1250000.00',
          gameId: '1014',
          nodeId: 'BGS-1014',
          vendor: 'BGS',
        },
      ],
    },
  },
});

// ---- favourites and recent games (a session; trial accounts too)

export const addFavouriteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/game/favourite',
  auth: 'member',
  module: 'GAMELOFAV3',
  body: FavouriteBodySchema,
  response: FavouriteResultSchema,
  errors: ['game.not_found'],
  tag: 'game',
  summary: 'Add a favourite game (adding it again changes nothing)',
  description:
    'spec §4 "Favourite toggle", §7: adds the game to the member’s favourites; adding it again changes nothing. An unknown nodeId, a vendor that is neither the game’s vassalage nor its vendor code, or a switched-off game answers game.not_found.',
  examples: {
    body: { nodeId: 'BGS-1014', vendor: 'BGS' },
    response: { nodeId: 'BGS-1014', favourite: true },
  },
});

export const removeFavouriteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/game/favourite',
  auth: 'member',
  module: 'GAMELOFAV3',
  body: z.nullish(FavouriteBodySchema),
  query: FavouriteDeleteQuerySchema,
  response: FavouriteResultSchema,
  errors: ['game.not_found'],
  tag: 'game',
  summary: 'Remove a favourite game, named in the body or by ?nodeId= (idempotent)',
  description:
    'spec §4 "Favourite toggle", §7: removes the game from the member’s favourites; removing one that is not there changes nothing. The game is named in the body, or by the nodeId and vendor query parameters when there is no body (request.invalid when neither names it). A switched-off game can still be removed.',
  docs: {
    query: {
      nodeId: 'The game to remove when the call has no body.',
      vendor: 'The game’s vassalage or vendor code, checked against the game when sent.',
      token: TOKEN,
    },
  },
  examples: {
    body: { nodeId: 'BGS-1014', vendor: 'BGS' },
    response: { nodeId: 'BGS-1014', favourite: false },
  },
});

export const listFavouriteIdsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/favourite/ids',
  auth: 'member',
  module: 'GAMELOFAV3',
  query: FavouriteIdsQuerySchema,
  response: FavouriteIdsSchema,
  errors: [],
  tag: 'game',
  summary: 'The nodeIds of the member’s favourite games, as strings, newest first',
  description:
    'spec §3 "Favourites", §7: the nodeIds of the member’s favourites as strings, newest first, one page of 100 by default. The site fetches them once and marks the hearts on every tile. Never cached.',
  docs: {
    query: {
      pageNo: 'Page number from 1.',
      pageSize: 'nodeIds per page, at most 100 (default 100).',
      token: TOKEN,
    },
  },
  examples: {
    query: { pageNo: '1', pageSize: '100' },
    response: { content: ['BGS-1014', 'JL-2003'], pageNum: 1, totalPages: 1 },
  },
});

export const listFavouritesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/favourite/list',
  auth: 'member',
  module: 'GAMELOFAV3',
  query: FavouriteListQuerySchema,
  response: FavouriteListSchema,
  errors: [],
  tag: 'game',
  summary: 'The member’s favourite games, newest first',
  description:
    'spec §3 "Favourites", §7: the member’s favourite games, newest first, optionally of one category or vendor (the fav tab of the game list, spec §4). Never cached.',
  docs: {
    query: {
      pageNo: 'Page number from 1.',
      pageSize: 'Games per page, at most 100 (default 25).',
      gameType: 'Only favourites of this category; empty for every category.',
      vendor: 'Only favourites of this vendor (vassalage or vendor code); empty for every vendor.',
      language: LANGUAGE,
      token: TOKEN,
    },
  },
  examples: {
    query: { pageNo: '1', pageSize: '25', gameType: 'RNG', language: 'TY' },
    response: { content: [gameExample], pageNum: 1, totalPages: 1 },
  },
});

export const listRecentGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/game/recent',
  auth: 'member',
  module: 'GAMELOREC3',
  query: RecentGamesQuerySchema,
  response: RecentGamesSchema,
  errors: [],
  tag: 'game',
  summary: 'The member’s recently launched games, last played first (the newest 100 are kept)',
  description:
    'spec §3 "Recent", §7 "Recent games": the games the member launched, last played first; the server keeps the newest 100 per member. Never cached.',
  docs: {
    query: {
      page: 'Page number from 1.',
      pageSize: 'Games per page, at most 100 (default 25).',
      gameType: 'Only games of this category; empty for every category.',
      vassalage: 'Only games of this vendor (spec §3 vassalage); empty for every vendor.',
      clientType: TAG,
      language: LANGUAGE,
      token: TOKEN,
    },
  },
  examples: {
    query: { page: '1', pageSize: '25', gameType: 'RNG', clientType: '2', language: 'TY' },
    response: {
      list: [{ ...gameExample, lastPlayedAt: '2026-11-24T07:26:41.012Z' }],
      pageNum: 1,
      totalPages: 1,
    },
  },
});

// ---- operator

export const getGameVendorSplitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/game/vendor-split',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: GameVendorSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'SPORTS vendor rows listed as ESPORTS and as COCKFIGHT',
  description:
    'The merchant’s vendor split (spec §3 "Game vendor config"): the SPORTS vendor rows the site lists as ESPORTS and as COCKFIGHT (by default TF, IMSB and DS88, SV3).',
  examples: {
    response: { esportsVendors: ['TF', 'IMSB'], cockfightVendors: ['DS88', 'SV3'] },
  },
});

export const setGameVendorSplitEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/game/vendor-split',
  auth: 'operator',
  permission: 'games.write',
  gate: false,
  body: z.strictObject(GameVendorSettingsSchema.shape),
  response: GameVendorSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Set which SPORTS vendor rows are listed as ESPORTS and as COCKFIGHT',
  description:
    'Replaces the merchant’s vendor split (spec §3 "Game vendor config"); the vendor configuration and the game lists follow it once the settings cache expires. Unknown fields are refused. The change is logged with audit game.vendor_split.',
  examples: {
    body: { esportsVendors: ['TF', 'IMSB'], cockfightVendors: ['DS88', 'SV3', 'WS168'] },
    response: { esportsVendors: ['TF', 'IMSB'], cockfightVendors: ['DS88', 'SV3', 'WS168'] },
  },
});
