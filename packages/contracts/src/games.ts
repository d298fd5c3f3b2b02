import { z } from 'zod/mini';
import { DEFAULT_SLOTS_VENDOR, GAME_CLASSES, PAGE_SIZE } from './constants.ts';
import { GAME_CATEGORIES, PrizeModeSchema, SiteLanguageSchema } from './enums.ts';
import { LISTED_GAME_CATEGORIES } from './game-rules.ts';
import { AmountSchema } from './wallet.ts';

// ---- categories (spec §3 "Categories", "Game vendor config")

export const ListedGameCategorySchema = z.enum(LISTED_GAME_CATEGORIES);

/** The game class filter (spec §9): '' or 'all' means every class (spec §5: ALL is sent as ''). */
export const GameClassifyFilterSchema = z.enum(['', ...GAME_CLASSES]);

// ---- search folding (spec §5 "Game-name search trimmed")

/**
 * Characters folded by game-name search: A–Z to a–z, every Latin letter with diacritics whose
 * base letter is ASCII to that base in lower case (Vietnamese "Nổ Hũ" → "no hu"), and đ/Đ to d.
 * Combining marks (U+0300–U+036F) are dropped. Built once from Unicode decomposition, so the
 * server's SQL `translate()` column and `foldSearchText` agree character for character.
 */
function buildFoldTable(): { from: string; to: string; drop: string } {
  let from = '';
  let to = '';
  for (let c = 0x41; c <= 0x5a; c++) {
    from += String.fromCharCode(c);
    to += String.fromCharCode(c + 32);
  }
  const ranges: [number, number][] = [
    [0x00c0, 0x024f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let c = start; c <= end; c++) {
      const ch = String.fromCharCode(c);
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base !== ch && /^[A-Za-z]$/.test(base)) {
        from += ch;
        to += base.toLowerCase();
      }
    }
  }
  from += '\u0110\u0111'; // Đ đ do not decompose
  to += 'dd';
  let drop = '';
  for (let c = 0x0300; c <= 0x036f; c++) drop += String.fromCharCode(c);
  return { from, to, drop };
}

/** `translate(text, SEARCH_FOLD.from + SEARCH_FOLD.drop, SEARCH_FOLD.to)` folds like foldSearchText. */
export const SEARCH_FOLD = buildFoldTable();
/** Character → folded form; built on the first fold, so a bundle that never folds drops it all. */
let foldMap: Map<string, string> | undefined;
function foldTable(): Map<string, string> {
  if (foldMap) return foldMap;
  foldMap = new Map<string, string>();
  for (let i = 0; i < SEARCH_FOLD.from.length; i++) {
    foldMap.set(SEARCH_FOLD.from[i]!, SEARCH_FOLD.to[i]!);
  }
  for (const ch of SEARCH_FOLD.drop) foldMap.set(ch, '');
  return foldMap;
}

/**
 * Case- and accent-insensitive form of a name or a search text: "Nổ Hũ" → "no hu". Runs of
 * white space become one space, so a search typed with two spaces still matches.
 */
export function foldSearchText(text: string): string {
  const table = foldTable();
  let out = '';
  for (const ch of text) out += table.get(ch) ?? ch;
  return out.replace(/\s+/g, ' ').trim();
}

// ---- shared query pieces

/** Vendor and game codes: letters, digits, '_' and '-', as the vendor rows and games hold them. */
const CodeSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'validation.code'));
/** A vendor code or vassalage filter; '' means none. */
const VendorFilterSchema = z.optional(z.union([z.literal(''), CodeSchema]));
/** Values the site sends for the platform's bookkeeping (merchant, platform, clientType, …). */
const Tag = z.optional(z.string().check(z.maxLength(40)));
/** Some spec calls carry the session token as a query parameter (spec §7). */
const TokenQuery = z.optional(z.string().check(z.maxLength(200)));
/** A query flag: true/false or 1/0. */
const QueryFlagSchema = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

const pageNo = z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000)));
/** Page sizes are capped at 100 (spec §9's largest list, the vendor game list). */
const pageSize = z.pipe(
  z.coerce.number(),
  z.int().check(z.gte(1), z.lte(PAGE_SIZE.vendorGameList)),
);

/** A game's stable id (spec §3 nodeId, e.g. BGS-1001); favourites keep it as a string. */
export const NodeIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'validation.node_id'));

// ---- game (spec §3 "Game", "Lottery game")

export const GameSchema = z.object({
  /** Stable id of the game entry; favourites and recent games hold it (spec §3). */
  nodeId: z.string(),
  /** The vendor's game code; `code` is the same value under the name the launch page reads. */
  gameCode: z.string(),
  code: z.string(),
  /** The vendor's own game id. */
  gameId: z.string(),
  /** The category the game is listed under (SPORTS vendors split into ESPORTS and COCKFIGHT). */
  gameType: ListedGameCategorySchema,
  /** The vendor code the site filters by (spec §3 vassalage, e.g. BGS, JL, TCG_LOTTO_VN). */
  vassalage: z.string(),
  /** The vendor row (product line), e.g. JL_FISH. */
  vendorCode: z.string(),
  roomId: z.nullable(z.string()),
  nodeName: z.nullable(z.string()),
  gameGroupId: z.nullable(z.int()),
  lottoMode: z.nullable(z.enum(['Entertainment', 'Traditional'])),
  /** The name in the requested language (TY Vietnamese, EN English). */
  gameName: z.string(),
  /** The name the tile shows; the same as gameName (the site reads one or the other by page). */
  displayName: z.string(),
  remark: z.nullable(z.string()),
  showIcon: z.boolean(),
  iconUrl: z.nullable(z.string()),
  mobileIconUrl: z.nullable(z.string()),
  mobileLargeIcon: z.nullable(z.string()),
  mobileSmallIcon: z.nullable(z.string()),
  isHot: z.boolean(),
  isNew: z.boolean(),
  isTop: z.boolean(),
  isGameH5: z.boolean(),
  /** Free play (trial) is offered. */
  supportPlay: z.boolean(),
  gameClassify: z.nullable(z.enum(GAME_CLASSES)),
  gameClassifyNew: z.nullable(z.string()),
  /** Smallest stake, a decimal string with 2 decimals ("0.05"); null when the vendor sets none. */
  minBet: z.nullable(AmountSchema),
  minLine: z.nullable(z.int()),
  /** Lottery: draw weekdays, comma-separated, 1 = Sunday … 7 = Saturday (spec §3). */
  drawDayOfWeek: z.nullable(z.string()),
});
export type Game = z.infer<typeof GameSchema>;
export const GameArraySchema = z.array(GameSchema);

// ---- game list (spec §7 "Game list")

/**
 * `GET /wps/game/list`. pageSize defaults by spec §9: 50 for RNG, 25 otherwise (home sections
 * ask for 29); at most 100. gameName matches a substring of the Vietnamese or English name, case-
 * and accent-insensitively. minBet and minLine match exactly (spec §9 minimum-bet options).
 */
export const GameListQuerySchema = z.object({
  merchant: Tag,
  merchantCode: Tag,
  platform: Tag,
  clientType: Tag,
  gameName: z.optional(
    z.pipe(
      z.string().check(z.maxLength(100)),
      z.transform((v) => v.trim()),
    ),
  ),
  gameType: z._default(ListedGameCategorySchema, 'RNG'),
  pageNo: z._default(pageNo, 1),
  pageSize: z.optional(pageSize),
  vassalage: VendorFilterSchema,
  gameClassify: z._default(GameClassifyFilterSchema, ''),
  /** 'all', '' or a decimal amount such as 0.05 (spec §9 minimum bets). */
  minBet: z.optional(
    z.union([z.enum(['', 'all']), z.string().check(z.regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/))]),
  ),
  minLine: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(10_000)))),
  isNew: z.optional(QueryFlagSchema),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type GameListQuery = z.infer<typeof GameListQuerySchema>;

export const GameListSchema = z.object({
  games: GameArraySchema,
  /** The page answered (the requested pageNo, even past the end). */
  pageNum: z.int(),
  pageSize: z.int(),
  /** Matching games on every page. */
  total: z.int(),
  totalPages: z.int(),
});
export type GameList = z.infer<typeof GameListSchema>;

// ---- hot games (spec §7 "Hot games")

/**
 * `GET /wps/game/hot`: hot-flagged games, one category or all, at most pageSize (default 100) from
 * page pageNo (default 1). The answer is the page's games; a page shorter than pageSize is the last.
 */
export const HotGamesQuerySchema = z.object({
  isPlatform: Tag,
  platform: Tag,
  merchantCode: Tag,
  gameType: z.optional(z.union([z.literal(''), ListedGameCategorySchema])),
  vassalage: VendorFilterSchema,
  pageNo: z._default(pageNo, 1),
  pageSize: z._default(pageSize, PAGE_SIZE.vendorGameList),
  language: z._default(SiteLanguageSchema, 'TY'),
});
export type HotGamesQuery = z.infer<typeof HotGamesQuerySchema>;

// ---- vendor configuration (spec §3 "Game vendor config", §7 "Vendor game types")

/** `GET /wps/relay/GCSGAME_getVassGameType?typeId=1&merchantCode=…` (no token). */
export const VendorConfigQuerySchema = z.object({
  typeId: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1))), 1),
  merchantCode: Tag,
});

/** One vendor row as the vendor configuration lists it. */
export const VendorEntrySchema = z.object({
  /** The vendor row's code (the spec's vendor name), e.g. JL_FISH. */
  vendorName: z.string(),
  /** Brand as its word mark reads, e.g. "JL". */
  name: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  /** Wallet account at the vendor (spec §3 accountTypeName). */
  accountTypeName: z.string(),
  logoUrl: z.string(),
});
export type VendorEntry = z.infer<typeof VendorEntrySchema>;

export const VendorConfigSchema = z.object({
  /**
   * Categories in the merchant's order, each with its vendors in order. SPORTS vendors named in
   * the merchant's esports and cockfight lists are moved to ESPORTS and COCKFIGHT; COCKFIGHT comes
   * right after PVP.
   */
  sorting: z.array(
    z.object({
      gameCategory: ListedGameCategorySchema,
      vendorNames: z.array(z.string()),
      /** Wallet account of each vendor in vendorNames, in the same order. */
      accountTypeName: z.array(z.string()),
    }),
  ),
  /** The vendor entries of each category, in order. */
  mapping: z.partialRecord(ListedGameCategorySchema, z.array(VendorEntrySchema)),
  /** vendorName → display name. */
  displayNames: z.record(z.string(), z.string()),
  /** vendorName → vassalage. */
  vassalage: z.record(z.string(), z.string()),
  /** Home sections (spec §2 Home): HOT, then every category of the sorting except ELOTT. */
  homeOrder: z.array(z.enum(GAME_CATEGORIES)),
  /** Category tab menu (spec §2 Home): HOT, RNG, then the sorting without ELOTT, LOTT and RNG. */
  tabMenu: z.array(z.enum(GAME_CATEGORIES)),
});
export type VendorConfig = z.infer<typeof VendorConfigSchema>;

/**
 * The merchant's vendor split (spec §3): SPORTS vendors listed here are shown as ESPORTS or
 * COCKFIGHT. Stored in the merchant settings under the key `games`.
 */
export const GameVendorSettingsSchema = z.object({
  esportsVendors: z.array(CodeSchema).check(z.maxLength(100)),
  cockfightVendors: z.array(CodeSchema).check(z.maxLength(100)),
});
export type GameVendorSettings = z.infer<typeof GameVendorSettingsSchema>;

/** spec §3: esports games TF, IMSB; cockfight DS88, SV3. */
export const DEFAULT_GAME_VENDOR_SETTINGS: GameVendorSettings = {
  esportsVendors: ['TF', 'IMSB'],
  cockfightVendors: ['DS88', 'SV3'],
};

// ---- game centre (spec §2 "Game centre pages")

/** `GET /wps/game/center?gameType=…` (default SPORTS). */
export const GameCenterQuerySchema = z.object({
  gameType: z._default(ListedGameCategorySchema, 'SPORTS'),
  language: z._default(SiteLanguageSchema, 'TY'),
});

export const GameCenterVendorSchema = z.extend(VendorEntrySchema, {
  /** The vendor's banner in the vendor list. */
  bannerUrl: z.string(),
  /** Enabled games of this vendor in the category; the site shows "more" above 6. */
  gameCount: z.int(),
});
export type GameCenterVendor = z.infer<typeof GameCenterVendorSchema>;

export const GameCenterSchema = z.object({
  gameType: ListedGameCategorySchema,
  /** Vendors in the merchant's order; for RNG only those of vassalage BGS (spec §2). */
  vendors: z.array(GameCenterVendorSchema),
});
export type GameCenter = z.infer<typeof GameCenterSchema>;

/** spec §2: the RNG game centre lists only the default slots vendor's rows. */
export const GAME_CENTER_RNG_VASSALAGE = DEFAULT_SLOTS_VENDOR;

// ---- favourites (spec §3 "Favourites", §4 "Favourite toggle", §7)

/** `POST /wps/game/favourite` and `DELETE /wps/game/favourite` (body, or ?nodeId=&vendor=). */
export const FavouriteBodySchema = z.object({
  nodeId: NodeIdSchema,
  /** The game's vassalage or vendor code; checked against the game when sent. */
  vendor: VendorFilterSchema,
});
export type FavouriteBody = z.infer<typeof FavouriteBodySchema>;

export const FavouriteDeleteQuerySchema = z.object({
  nodeId: z.optional(NodeIdSchema),
  vendor: VendorFilterSchema,
  token: TokenQuery,
});

export const FavouriteResultSchema = z.object({
  nodeId: z.string(),
  /** The game is a favourite after the call. */
  favourite: z.boolean(),
});
export type FavouriteResult = z.infer<typeof FavouriteResultSchema>;

/** `GET /wps/game/favourite/ids`: nodeIds as strings, newest first (page size 100). */
export const FavouriteIdsQuerySchema = z.object({
  pageNo: z._default(pageNo, 1),
  pageSize: z._default(pageSize, PAGE_SIZE.favouriteIds),
  token: TokenQuery,
});

export const FavouriteIdsSchema = z.object({
  content: z.array(z.string()),
  pageNum: z.int(),
  totalPages: z.int(),
});
export type FavouriteIds = z.infer<typeof FavouriteIdsSchema>;

/** `GET /wps/game/favourite/list`: favourite games, newest first (page size 25). */
export const FavouriteListQuerySchema = z.object({
  pageNo: z._default(pageNo, 1),
  pageSize: z._default(pageSize, PAGE_SIZE.favourites),
  gameType: z.optional(z.union([z.literal(''), ListedGameCategorySchema])),
  vendor: VendorFilterSchema,
  language: z._default(SiteLanguageSchema, 'TY'),
  token: TokenQuery,
});

export const FavouriteListSchema = z.object({
  content: GameArraySchema,
  pageNum: z.int(),
  totalPages: z.int(),
});
export type FavouriteList = z.infer<typeof FavouriteListSchema>;

// ---- recent games (spec §3 "Recent", §7)

/** `GET /wps/game/recent`: the member's recent games, last played first (page size 25). */
export const RecentGamesQuerySchema = z.object({
  page: z._default(pageNo, 1),
  pageSize: z._default(pageSize, PAGE_SIZE.recent),
  gameType: z.optional(z.union([z.literal(''), ListedGameCategorySchema])),
  vassalage: VendorFilterSchema,
  clientType: Tag,
  language: z._default(SiteLanguageSchema, 'TY'),
  token: TokenQuery,
});

export const RecentGameSchema = z.extend(GameSchema, {
  /** When the member last launched it (ISO 8601). */
  lastPlayedAt: z.string(),
});

export const RecentGamesSchema = z.object({
  list: z.array(RecentGameSchema),
  pageNum: z.int(),
  totalPages: z.int(),
});
export type RecentGames = z.infer<typeof RecentGamesSchema>;

/** How many recent games the server keeps per member. */
export const RECENT_GAMES_KEPT = 100;

// ---- winner board (spec §2 "Winner board", §3 "Winner item", §7)

/** `GET /wps/game/winners?gameCategory=ALL&language&limitNum=20`. */
export const WinnersQuerySchema = z.object({
  gameCategory: z._default(z.union([z.literal('ALL'), ListedGameCategorySchema]), 'ALL'),
  language: z._default(SiteLanguageSchema, 'TY'),
  limitNum: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(50))),
    PAGE_SIZE.winners,
  ),
});

export const WinnerItemSchema = z.object({
  /** The winner's account, masked: "demo" → "de***o". */
  customerName: z.string(),
  gameName: z.string(),
  /** The amount won, a decimal string with 2 decimals. */
  winAmount: AmountSchema,
  gameId: z.string(),
  nodeId: z.string(),
  /** The game's vassalage. */
  vendor: z.string(),
});
export type WinnerItem = z.infer<typeof WinnerItemSchema>;

export const WinnersSchema = z.object({ list: z.array(WinnerItemSchema) });
export type Winners = z.infer<typeof WinnersSchema>;

// ---- launch (spec §4 "Game tile click", §7 "Launch game")

/**
 * `GET /wps/game/launchGame` (member). The server checks the game, issues a one-time launch token
 * and asks the vendor's adapter for the game URL carrying it. `gameId` or `roomId` names the game
 * (live tables launch by room); `nodeId` is the catalogue entry the recent list records.
 */
export const LaunchGameQuerySchema = z.object({
  category: ListedGameCategorySchema,
  vendor: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.vendor')),
  gameId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  roomId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  nodeId: z.optional(NodeIdSchema),
  gameCode: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  prizeMode: z.optional(PrizeModeSchema),
  language: z.optional(SiteLanguageSchema),
  /** Sports: open the vendor at this match (a hot match). */
  matchId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export type LaunchGameQuery = z.infer<typeof LaunchGameQuerySchema>;

export const LaunchGameResultSchema = z.object({
  /** Where the browser goes: the vendor's game page (ours for the sandbox and in-house games). */
  url: z.string(),
  /** When the launch token in the URL stops working if unused (ISO 8601). */
  expiresAt: z.string(),
});
export type LaunchGameResult = z.infer<typeof LaunchGameResultSchema>;
