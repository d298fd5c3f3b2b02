import { describe, expect, it } from 'vitest';
import { buildGame } from '../testing/fake-games.ts';
import {
  flattenPages,
  gameListRequestOf,
  hasActiveFilters,
  initialListState,
  listReducer,
  nextPageOf,
  pageSizeOf,
  type ListState,
} from './game-list-state.ts';

const stateOf = (query: string) => initialListState(new URLSearchParams(query));

describe('game list state from the address (spec §2)', () => {
  it('defaults to RNG, the all tab and the BGS vendor', () => {
    const state = stateOf('');
    expect(state.gameType).toBe('RNG');
    expect(state.tab).toBe('all');
    expect(state.filters).toEqual({ gameName: '', vassalage: 'BGS', classify: '', minBet: 'all' });
  });

  it('reads gameType, vassalage and type (a tab or a class)', () => {
    expect(stateOf('gameType=FISH&vassalage=JL')).toMatchObject({
      gameType: 'FISH',
      defaultVassalage: 'JL',
      filters: { vassalage: 'JL' },
    });
    expect(stateOf('gameType=LIVE').filters.vassalage).toBe('');
    expect(stateOf('type=fav').tab).toBe('fav');
    expect(stateOf('type=JP').filters.classify).toBe('JP');
    expect(stateOf('type=NEW').filters.classify).toBe('NEW');
    // NEW is for the slots list only.
    expect(stateOf('gameType=FISH&type=NEW').filters.classify).toBe('');
    expect(stateOf('gameType=NOPE').gameType).toBe('RNG');
  });
});

describe('listReducer (spec §4 "Game list")', () => {
  const filtered = (): ListState => {
    let s = stateOf('gameType=RNG');
    s = listReducer(s, { type: 'search', gameName: '  dragon ' });
    s = listReducer(s, { type: 'vendor', vassalage: 'JL' });
    s = listReducer(s, { type: 'classify', classify: 'JP' });
    s = listReducer(s, { type: 'minBet', minBet: '0.05' });
    return s;
  };

  it('keeps the search trimmed', () => {
    expect(filtered().filters.gameName).toBe('dragon');
  });

  it('a tab change clears every filter and puts the vendor back to BGS', () => {
    const before = filtered();
    expect(hasActiveFilters(before)).toBe(true);
    const after = listReducer(before, { type: 'tab', tab: 'hot' });
    expect(after.tab).toBe('hot');
    expect(after.filters).toEqual({ gameName: '', vassalage: 'BGS', classify: '', minBet: 'all' });
    expect(after.generation).toBe(before.generation + 1);
    expect(hasActiveFilters(after)).toBe(false);
  });

  it('on another category a tab change goes back to the vendor the list was opened with', () => {
    let s = stateOf('gameType=LIVE&vassalage=DGL');
    s = listReducer(s, { type: 'vendor', vassalage: 'GPL' });
    s = listReducer(s, { type: 'tab', tab: 'fav' });
    expect(s.filters.vassalage).toBe('DGL');
  });

  it('choosing the tab on screen changes nothing', () => {
    const s = filtered();
    expect(listReducer(s, { type: 'tab', tab: 'all' })).toBe(s);
  });

  it('offers NEW and the minimum bet only on RNG', () => {
    const fish = stateOf('gameType=FISH');
    expect(listReducer(fish, { type: 'classify', classify: 'NEW' })).toBe(fish);
    expect(listReducer(fish, { type: 'minBet', minBet: '0.5' })).toBe(fish);
  });
});

describe('filters to the /wps/game/list query', () => {
  it('sends class ALL as an empty string and NEW as isNew', () => {
    const s = stateOf('');
    expect(gameListRequestOf(s, 'TY')).toEqual({
      gameType: 'RNG',
      pageSize: 50,
      vassalage: 'BGS',
      gameName: '',
      gameClassify: '',
      minBet: '',
      isNew: false,
      language: 'TY',
    });
    const isNew = listReducer(s, { type: 'classify', classify: 'NEW' });
    expect(gameListRequestOf(isNew, 'EN')).toMatchObject({
      gameClassify: '',
      isNew: true,
      language: 'EN',
    });
  });

  it('carries name, vendor, class and minimum bet', () => {
    let s = stateOf('');
    s = listReducer(s, { type: 'search', gameName: ' koi ' });
    s = listReducer(s, { type: 'vendor', vassalage: '' });
    s = listReducer(s, { type: 'classify', classify: 'SC' });
    s = listReducer(s, { type: 'minBet', minBet: '0.75' });
    expect(gameListRequestOf(s, 'TY')).toMatchObject({
      gameName: 'koi',
      vassalage: '',
      gameClassify: 'SC',
      minBet: '0.75',
      isNew: false,
    });
  });

  it('pages by spec §9: RNG 50, other lists 25, favourites, recent and hot 25', () => {
    expect(pageSizeOf(stateOf('gameType=RNG'))).toBe(50);
    expect(pageSizeOf(stateOf('gameType=FISH'))).toBe(25);
    expect(pageSizeOf(stateOf('type=fav'))).toBe(25);
    expect(pageSizeOf(stateOf('type=recent'))).toBe(25);
    expect(pageSizeOf(stateOf('type=hot'))).toBe(25);
  });
});

describe('paging', () => {
  it('has more while pageNum < totalPages', () => {
    expect(nextPageOf({ pageNum: 1, totalPages: 2 })).toBe(2);
    expect(nextPageOf({ pageNum: 2, totalPages: 2 })).toBeUndefined();
    expect(nextPageOf({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('appends each further page and shows a game that moved pages once', () => {
    const a = buildGame();
    const b = buildGame();
    const c = buildGame();
    const first = { games: [a, b], pageNum: 1, totalPages: 2 };
    expect(flattenPages([first])).toEqual([a, b]);
    expect(flattenPages([first, { games: [b, c], pageNum: 2, totalPages: 2 }])).toEqual([a, b, c]);
  });
});
