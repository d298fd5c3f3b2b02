import {
  DEFAULT_GAME_VENDOR_SETTINGS,
  GAME_CENTER_RNG_VASSALAGE,
  GameVendorSettingsSchema,
  defaultGameListPageSize,
  foldSearchText,
  parseAmountMinor,
  type Game,
  type GameCategory,
  type GameCenter,
  type GameList,
  type GameListQuery,
  type GameVendorSettings,
  type HotGamesQuery,
  type ListedGameCategory,
  type Provider,
  type SiteLanguage,
  type VendorConfig,
  type VendorEntry,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { writeSetting } from '../system/system.repository.ts';
import { pageWindow } from '../../lib/paging.ts';
import type { TtlCache } from './ttl-cache.ts';
import type { GameListIndex } from './game-list-index.ts';
import { toGame } from './game.presenter.ts';
import {
  categoryCondition,
  countGamesByVendor,
  selectEnabledVendors,
  countListGames,
  selectGamePage,
  selectListPage,
  type ListFilter,
  selectSetting,
  type GameFilter,
  type GameRow,
  type VendorRow,
  type VendorSplit,
} from './game.repository.ts';

/**
 * Game providers for the footer and the vendor rows: one entry per vendor and category, enabled
 * only, in the merchant's sort order. `name` is the display name.
 */
export async function listProviders(db: Db): Promise<Provider[]> {
  const rows = await selectEnabledVendors(db);
  return rows.map((r) => ({
    code: r.code,
    name: r.displayName,
    category: r.category,
    logoUrl: r.logoUrl,
  }));
}

// ---- the merchant's vendor split (spec §3)

/** Settings key of the games catalogue's merchant settings. */
const SETTINGS_KEY = 'games';

/** The merchant's esports and cockfight vendor lists (defaults: spec §3's TF, IMSB; DS88, SV3). */
export async function readVendorSettings(db: Db): Promise<GameVendorSettings> {
  const parsed = GameVendorSettingsSchema.safeParse(await selectSetting(db, SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_GAME_VENDOR_SETTINGS;
}

export async function saveVendorSettings(db: Db, value: GameVendorSettings): Promise<void> {
  await writeSetting(db, SETTINGS_KEY, GameVendorSettingsSchema.parse(value));
}

async function readVendorSplit(db: Db): Promise<VendorSplit> {
  const s = await readVendorSettings(db);
  return { esports: s.esportsVendors, cockfight: s.cockfightVendors };
}

/** Categories whose games move between SPORTS, ESPORTS and COCKFIGHT with the split. */
const SPLIT_CATEGORIES: ReadonlySet<string> = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

/** The category a vendor row (or its game) is listed under. */
function listedCategory(
  stored: ListedGameCategory,
  vendorCode: string,
  split: VendorSplit,
): ListedGameCategory {
  if (stored !== 'SPORTS') return stored;
  if (split.esports.includes(vendorCode)) return 'ESPORTS';
  if (split.cockfight.includes(vendorCode)) return 'COCKFIGHT';
  return stored;
}

// ---- vendor configuration (spec §3 "Game vendor config", §2 Home)

function vendorEntry(v: VendorRow): VendorEntry {
  return {
    vendorName: v.code,
    name: v.name,
    displayName: v.displayName,
    vassalage: v.vassalage,
    accountTypeName: v.accountTypeName,
    logoUrl: v.logoUrl,
  };
}

/** Enabled vendors grouped by listed category; categories in the order their first vendor sorts. */
function groupVendors(rows: VendorRow[], split: VendorSplit) {
  const groups = new Map<ListedGameCategory, VendorRow[]>();
  for (const row of rows) {
    const category = listedCategory(row.category, row.code, split);
    const list = groups.get(category) ?? [];
    list.push(row);
    groups.set(category, list);
  }
  return groups;
}

/** spec §3: COCKFIGHT is inserted right after PVP (where both exist). */
function placeCockfight(order: ListedGameCategory[]): ListedGameCategory[] {
  const pvp = order.indexOf('PVP');
  if (pvp < 0 || !order.includes('COCKFIGHT')) return order;
  const rest: ListedGameCategory[] = order.filter((c) => c !== 'COCKFIGHT');
  rest.splice(rest.indexOf('PVP') + 1, 0, 'COCKFIGHT');
  return rest;
}

/** spec §2 Home: HOT first, then one section per category of the sorting except ELOTT. */
function homeOrderOf(sorting: ListedGameCategory[]): GameCategory[] {
  return ['HOT', ...sorting.filter((c) => c !== 'ELOTT')];
}

/** spec §2 Home: tabs HOT and RNG, then the sorting without ELOTT, LOTT and RNG. */
function tabMenuOf(sorting: ListedGameCategory[]): GameCategory[] {
  const skip = new Set(['ELOTT', 'LOTT', 'RNG']);
  return ['HOT', 'RNG', ...sorting.filter((c) => !skip.has(c))];
}

/** The vendor configuration the site orders its home sections, tabs and vendor rows by. */
export async function getVendorConfig(db: Db): Promise<VendorConfig> {
  const [rows, split] = await Promise.all([selectEnabledVendors(db), readVendorSplit(db)]);
  const groups = groupVendors(rows, split);
  const order = placeCockfight([...groups.keys()]);
  const mapping: VendorConfig['mapping'] = {};
  const sorting: VendorConfig['sorting'] = [];
  for (const category of order) {
    const list = groups.get(category)!;
    mapping[category] = list.map(vendorEntry);
    sorting.push({
      gameCategory: category,
      vendorNames: list.map((v) => v.code),
      accountTypeName: list.map((v) => v.accountTypeName),
    });
  }
  return {
    sorting,
    mapping,
    displayNames: Object.fromEntries(rows.map((v) => [v.code, v.displayName])),
    vassalage: Object.fromEntries(rows.map((v) => [v.code, v.vassalage])),
    homeOrder: homeOrderOf(order),
    tabMenu: tabMenuOf(order),
  };
}

// ---- games

/**
 * Rows of mixed categories as games: SPORTS rows of split vendors are answered as ESPORTS or
 * COCKFIGHT, so the split is read only when a SPORTS row is among them.
 */
export async function toGames(db: Db, rows: GameRow[], language: SiteLanguage): Promise<Game[]> {
  const split = rows.some((r) => r.gameType === 'SPORTS') ? await readVendorSplit(db) : undefined;
  return rows.map((r) =>
    toGame(r, language, split ? listedCategory(r.gameType, r.vendorCode, split) : r.gameType),
  );
}

/** The category filter of a list: split categories need the merchant's lists. */
export async function categoryFilter(db: Db, category: ListedGameCategory) {
  const split = SPLIT_CATEGORIES.has(category)
    ? await readVendorSplit(db)
    : { esports: [], cockfight: [] };
  return categoryCondition(category, split);
}

/** A page in the spec's shape: the requested page (even past the end) and the page count. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/**
 * A page of one category's games (spec §7 "Game list"), filtered and searched, pinned games
 * first, then the merchant's order. `totals` keeps the counts of full pages for a moment, so that
 * scrolling a list of 100,000 games does not count them on every page.
 */
export async function listGames(
  db: Db,
  query: GameListQuery,
  totals?: TtlCache<Promise<number>>,
  index?: GameListIndex,
): Promise<GameList> {
  const pageSize = query.pageSize ?? defaultGameListPageSize(query.gameType);
  const filter: ListFilter = {
    category: query.gameType,
    split: SPLIT_CATEGORIES.has(query.gameType)
      ? await readVendorSplit(db)
      : { esports: [], cockfight: [] },
  };
  if (query.vassalage) filter.vassalage = query.vassalage;
  if (query.gameClassify && query.gameClassify !== 'all') filter.gameClassify = query.gameClassify;
  if (query.minBet && query.minBet !== 'all') {
    const minor = parseAmountMinor(query.minBet);
    if (minor !== null) filter.minBetMinor = Number(minor);
  }
  if (query.minLine !== undefined) filter.minLine = query.minLine;
  if (query.isNew) filter.isNew = true;
  const search = query.gameName ? foldSearchText(query.gameName) : '';
  if (search) filter.search = search;
  const { offset } = pageWindow({ pageNo: query.pageNo, pageSize });
  let rows: GameRow[];
  let total: number;
  const snapshot = index?.current();
  if (snapshot) {
    // The page's ids and the count from memory, the page's rows by primary key (or from memory).
    const found = snapshot.page(filter, offset, pageSize);
    rows = await snapshot.rowsOf(db, found.ids);
    total = found.total;
  } else {
    rows = await selectListPage(db, filter, { offset, limit: pageSize });
    const { split: _split, ...rest } = filter;
    const key = JSON.stringify(rest);
    total = await totalOf(rows.length, { offset, limit: pageSize }, () => {
      // One count per list at a time: requests that arrive while it runs wait for the same one.
      let counting = totals?.get(key);
      if (!counting) {
        counting = countListGames(db, filter);
        totals?.set(key, counting);
        counting.catch(() => totals?.delete(key));
      }
      return counting;
    });
  }
  // Every row is listed under the requested category, except ELOTT games on the LOTT list.
  const typeOf = (row: GameRow) =>
    SPLIT_CATEGORIES.has(query.gameType) ? query.gameType : row.gameType;
  return {
    games: rows.map((r) => toGame(r, query.language, typeOf(r))),
    pageNum: query.pageNo,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}

/**
 * The number of matches: a page that is neither full nor past the end tells it (offset + rows);
 * otherwise it is counted.
 */
async function totalOf(
  rows: number,
  page: { offset: number; limit: number },
  count: () => Promise<number>,
): Promise<number> {
  if (rows > 0 && rows < page.limit) return page.offset + rows;
  if (rows === 0 && page.offset === 0) return 0;
  return count();
}

/**
 * Hot-flagged games (spec §7 "Hot games"), of one category or all, in list order: page pageNo of
 * pageSize (the hot page asks for 25 at a time, spec §9; a short page is the last).
 */
export async function listHotGames(db: Db, query: HotGamesQuery): Promise<Game[]> {
  const filter: GameFilter = { isHot: true };
  if (query.gameType) filter.category = await categoryFilter(db, query.gameType);
  if (query.vassalage) filter.vassalage = query.vassalage;
  const rows = await selectGamePage(
    db,
    filter,
    pageWindow({ pageNo: query.pageNo, pageSize: query.pageSize }),
  );
  return toGames(db, rows, query.language);
}

// ---- game centre (spec §2 "Game centre pages")

/**
 * The vendor rows of a category with their banner and number of games; the RNG centre lists only
 * the default slots vendor's rows (vassalage BGS). LOTT takes ELOTT's vendors along.
 */
export async function getGameCenter(db: Db, gameType: ListedGameCategory): Promise<GameCenter> {
  const [rows, split] = await Promise.all([selectEnabledVendors(db), readVendorSplit(db)]);
  const wanted = (c: ListedGameCategory) =>
    c === gameType || (gameType === 'LOTT' && c === 'ELOTT');
  const list = rows.filter(
    (v) =>
      wanted(listedCategory(v.category, v.code, split)) &&
      (gameType !== 'RNG' || v.vassalage === GAME_CENTER_RNG_VASSALAGE),
  );
  const counts = await countGamesByVendor(
    db,
    list.map((v) => v.code),
  );
  return {
    gameType,
    vendors: list.map((v) => ({
      ...vendorEntry(v),
      // The vendor artwork doubles as its banner in the vendor list.
      bannerUrl: v.logoUrl,
      gameCount: counts.get(v.code) ?? 0,
    })),
  };
}
