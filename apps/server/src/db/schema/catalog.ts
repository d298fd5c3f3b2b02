import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { GAME_CATEGORIES, GAME_CLASSES, SEARCH_FOLD, type GameCategory } from '@app/contracts';

/** Categories a vendor row or a game belongs to (spec §3); HOT is virtual and never stored. */
export const STORED_GAME_CATEGORIES = GAME_CATEGORIES.filter(
  (c): c is Exclude<GameCategory, 'HOT'> => c !== 'HOT',
);
export type StoredGameCategory = Exclude<GameCategory, 'HOT'>;

/** spec §3 lottoMode. */
export const LOTTO_MODES = ['Entertainment', 'Traditional'] as const;
export type LottoMode = (typeof LOTTO_MODES)[number];

/** spec §9 game classes (without the "all" filter value). */
export const GAME_CLASSIFIES = GAME_CLASSES.filter(
  (c): c is Exclude<(typeof GAME_CLASSES)[number], 'all'> => c !== 'all',
);
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** `column in ('a', 'b', …)` for a check constraint over a fixed list of literals. */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * Game vendors. One row per vendor and category ("product line"): JL's slots, fishing and card
 * games are three rows (codes JL, JL_FISH, JL_PVP) that share the vassalage JL and the wallet
 * account JL. The spec's vendor config sorts by category with vendor names (§3 "Game vendor
 * config"), which this shape answers with one ordered query.
 */
export const vendors = pgTable(
  'vendors',
  {
    /** Row key, e.g. BGS, JL_FISH. */
    code: text('code').primaryKey(),
    /** Brand as its word mark reads, e.g. "JL". */
    name: text('name').notNull(),
    /** Label in vendor rows and the footer, e.g. "JL Fishing". */
    displayName: text('display_name').notNull(),
    category: text('category').$type<StoredGameCategory>().notNull(),
    /** The vendor code the spec filters games by (vassalage), shared by a brand's rows. */
    vassalage: text('vassalage').notNull(),
    /** Wallet account name at the vendor (spec §3 accountTypeName). */
    accountTypeName: text('account_type_name').notNull(),
    sort: integer('sort').notNull().default(0),
    logoUrl: text('logo_url').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('vendors_category_ck', inList(t.category, STORED_GAME_CATEGORIES)),
    index('vendors_sort_idx').on(t.sort),
  ],
);

export type GameNames = { en: string; vi: string };

/** A string literal for SQL text that is fixed at build time (no parameters in DDL). */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Both names folded as `foldSearchText` folds a search (lower case, no accents, đ → d), in SQL
 * that is immutable (translate, not unaccent) so that it can be a stored generated column.
 */
const foldedNames = sql.raw(
  `translate(coalesce("names" ->> 'vi', '') || ' / ' || "game_name", ${literal(SEARCH_FOLD.from + SEARCH_FOLD.drop)}, ${literal(SEARCH_FOLD.to)})`,
);

/** The static part of spec §3 "Game" and "Lottery game"; sale state and draws live elsewhere. */
export const games = pgTable(
  'games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable id the site keeps in favourites (spec §3: nodeIds as strings), e.g. BGS-1001. */
    nodeId: text('node_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** The vendor's own game id. */
    gameId: text('game_id').notNull(),
    gameType: text('game_type').$type<StoredGameCategory>().notNull(),
    vassalage: text('vassalage').notNull(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    /** Live tables and lottery rooms. */
    roomId: text('room_id'),
    nodeName: text('node_name'),
    /** Menu group: lottery region (1 North, 2 Central, 3 South, 4 fast, 5 SEA) or a vendor series. */
    gameGroupId: integer('game_group_id'),
    lottoMode: text('lotto_mode').$type<LottoMode>(),
    /** English name; `names` holds every language. */
    gameName: text('game_name').notNull(),
    names: jsonb('names').$type<GameNames>().notNull(),
    remark: text('remark'),
    iconUrl: text('icon_url'),
    isTop: boolean('is_top').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isGameH5: boolean('is_game_h5').notNull().default(true),
    /** Free play (trial) is offered. */
    supportPlay: boolean('support_play').notNull().default(false),
    gameClassify: text('game_classify').$type<GameClassify>(),
    gameClassifyNew: text('game_classify_new'),
    /** Smallest stake in minor units (2 decimals): 1 = 0.01. */
    minBetMinor: bigint('min_bet_minor', { mode: 'number' }),
    minLine: integer('min_line'),
    /** Lottery only: comma-separated weekdays, 1 = Sunday … 7 = Saturday (spec §3). */
    drawDayOfWeek: text('draw_day_of_week'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Vietnamese and English names folded for game-name search; kept by the database. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(() => foldedNames),
  },
  (t) => [
    uniqueIndex('games_node_id_uq').on(t.nodeId),
    index('games_vendor_idx').on(t.vendorCode),
    // Game lists: one category (and vendor), pinned games first, then the merchant's order. After
    // the unique id, every column a list filters on, so that a page's ids and a list's count are
    // read from the index alone (no table row visited for the rows a deep page skips or a filter
    // drops; docs/decisions/2026-11-25-game-list-index.md).
    index('games_list_idx')
      .on(
        t.gameType,
        t.isTop.desc().nullsFirst(),
        t.sort,
        t.id,
        t.vendorCode,
        t.vassalage,
        t.gameClassify,
        t.minBetMinor,
        t.minLine,
        t.isNew,
      )
      .where(sql`${t.enabled}`),
    index('games_list_vassalage_idx')
      .on(
        t.gameType,
        t.vassalage,
        t.isTop.desc().nullsFirst(),
        t.sort,
        t.id,
        t.vendorCode,
        t.gameClassify,
        t.minBetMinor,
        t.minLine,
        t.isNew,
      )
      .where(sql`${t.enabled}`),
    index('games_hot_idx')
      .on(t.isTop.desc().nullsFirst(), t.sort, t.id)
      .where(sql`${t.enabled} and ${t.isHot}`),
    // Substring search (LIKE '%…%') on the folded names: pg_trgm (docs/decisions/2026-11-21-game-search.md).
    index('games_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    check('games_game_type_ck', inList(t.gameType, STORED_GAME_CATEGORIES)),
    check('games_lotto_mode_ck', inList(t.lottoMode, LOTTO_MODES)),
    check('games_game_classify_ck', inList(t.gameClassify, GAME_CLASSIFIES)),
    check('games_min_bet_ck', sql`${t.minBetMinor} >= 0`),
  ],
);
