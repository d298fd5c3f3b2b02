import type { MIN_BETS } from '@app/contracts';
import {
  DEFAULT_SLOTS_VENDOR,
  GAME_CLASSES,
  PAGE_SIZE,
  defaultGameListPageSize,
  type Game,
  type ListedGameCategory,
  type SiteLanguage,
} from '@app/contracts';

/** The data types of the game list (spec §4): every game, hot, favourites, recent. */
export const LIST_TABS = ['all', 'hot', 'fav', 'recent'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** Tabs that read the member's own games (spec §4: a visitor goes to /m/login). */
export const MEMBER_TABS: readonly ListTab[] = ['fav', 'recent'];

/** The game classes a player can pick (spec §9, without 'all', which is the '' choice). */
export const CLASS_CHOICES = GAME_CLASSES.filter((c) => c !== 'all');
export type GameClass = (typeof CLASS_CHOICES)[number];
/** The classify menu: NEW (new games, RNG only), '' (ALL), or one game class. */
export type ClassifyChoice = 'NEW' | '' | GameClass;

/** The categories the game list serves (spec §2: RNG, FISH, LIVE, PVP, SPORTS, and the rest). */
export const LIST_GAME_TYPES: readonly ListedGameCategory[] = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'INHOUSE',
];

export type ListFilters = {
  /** The game-name search as submitted (trimmed). */
  gameName: string;
  /** The vendor (spec §3 vassalage); '' is every vendor. */
  vassalage: string;
  classify: ClassifyChoice;
  /** One of spec §9's minimum bets; 'all' for any. */
  minBet: (typeof MIN_BETS)[number];
};

export type ListState = {
  gameType: ListedGameCategory;
  tab: ListTab;
  filters: ListFilters;
  /** What a tab change puts the vendor back to (spec §4: BGS on the slots list). */
  defaultVassalage: string;
  /** Counts tab changes and resets, so that inputs holding typed text start again. */
  generation: number;
};

export type ListAction =
  | { type: 'tab'; tab: ListTab }
  | { type: 'search'; gameName: string }
  | { type: 'vendor'; vassalage: string }
  | { type: 'classify'; classify: ClassifyChoice }
  | { type: 'minBet'; minBet: ListFilters['minBet'] }
  | { type: 'reset' };

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** spec §2: only the slots list (RNG) offers NEW, the game type and the minimum bet. */
export function hasSlotFilters(gameType: ListedGameCategory): boolean {
  return gameType === 'RNG';
}

/** The vendor a list starts with and returns to: BGS on RNG (spec §9), else the one asked for. */
export function defaultVassalageOf(gameType: ListedGameCategory, asked: string | null): string {
  return gameType === 'RNG' ? DEFAULT_SLOTS_VENDOR : (asked ?? '');
}

function clearedFilters(vassalage: string): ListFilters {
  return { gameName: '', vassalage, classify: '', minBet: 'all' };
}

/**
 * The list's state from its address: `gameType` (default RNG), `vassalage`, and `type`, which
 * names the first tab (all, hot, fav, recent) or a class (NEW, JP, SC, VP, TG, AC).
 */
export function initialListState(params: URLSearchParams): ListState {
  const askedType = params.get('gameType')?.toUpperCase() ?? null;
  const gameType = isOneOf(LIST_GAME_TYPES, askedType) ? askedType : 'RNG';
  const askedVendor = params.get('vassalage');
  const defaultVassalage = defaultVassalageOf(gameType, askedVendor);
  const filters = clearedFilters(askedVendor ?? defaultVassalage);
  const type = params.get('type');
  let tab: ListTab = 'all';
  if (isOneOf(LIST_TABS, type)) tab = type;
  else if (isOneOf(CLASS_CHOICES, type?.toUpperCase() ?? null)) {
    filters.classify = type!.toUpperCase() as GameClass;
  } else if (type?.toUpperCase() === 'NEW' && hasSlotFilters(gameType)) filters.classify = 'NEW';
  return { gameType, tab, filters, defaultVassalage, generation: 0 };
}

/**
 * spec §4: a tab change goes back to page 1 and clears the filters (the vendor back to its
 * default); a filter change starts the list again from page 1 (a new query key).
 */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tab':
      if (action.tab === state.tab) return state;
      return {
        ...state,
        tab: action.tab,
        filters: clearedFilters(state.defaultVassalage),
        generation: state.generation + 1,
      };
    case 'reset':
      return {
        ...state,
        filters: clearedFilters(state.defaultVassalage),
        generation: state.generation + 1,
      };
    case 'search': {
      const gameName = action.gameName.trim();
      if (gameName === state.filters.gameName) return state;
      return { ...state, filters: { ...state.filters, gameName } };
    }
    case 'vendor':
      return { ...state, filters: { ...state.filters, vassalage: action.vassalage } };
    case 'classify':
      if (action.classify === 'NEW' && !hasSlotFilters(state.gameType)) return state;
      return { ...state, filters: { ...state.filters, classify: action.classify } };
    case 'minBet':
      if (!hasSlotFilters(state.gameType)) return state;
      return { ...state, filters: { ...state.filters, minBet: action.minBet } };
  }
}

/** Whether any filter differs from a cleared list. */
export function hasActiveFilters(state: ListState): boolean {
  const f = state.filters;
  return (
    f.gameName !== '' ||
    f.vassalage !== state.defaultVassalage ||
    f.classify !== '' ||
    f.minBet !== 'all'
  );
}

/** spec §9: the RNG list pages by 50, every other list by 25; favourites and recent by 25. */
export function pageSizeOf(state: ListState): number {
  if (state.tab === 'fav') return PAGE_SIZE.favourites;
  if (state.tab === 'recent') return PAGE_SIZE.recent;
  if (state.tab === 'hot') return PAGE_SIZE.searchOrHot;
  return defaultGameListPageSize(state.gameType);
}

/** The game list request of the "all" tab (spec §5: class ALL is sent as ''). */
export function gameListRequestOf(state: ListState, language: SiteLanguage) {
  const { filters } = state;
  const slots = hasSlotFilters(state.gameType);
  return {
    gameType: state.gameType,
    pageSize: pageSizeOf(state),
    vassalage: filters.vassalage,
    gameName: filters.gameName.trim(),
    gameClassify: filters.classify === 'NEW' ? '' : filters.classify,
    minBet: slots && filters.minBet !== 'all' ? filters.minBet : '',
    isNew: slots && filters.classify === 'NEW',
    language,
  };
}

/** A page of any of the list's sources, in the game list's shape (spec §3). */
export type GamePage = { games: Game[]; pageNum: number; totalPages: number; total?: number };

/** spec §4: more pages exist while pageNum < totalPages. */
export function nextPageOf(last: { pageNum: number; totalPages: number }): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

/**
 * The games of every page loaded, in order: the first page alone after a new query, each further
 * page appended. A game that moved to a later page while scrolling is shown once.
 */
export function flattenPages(pages: readonly GamePage[]): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}
