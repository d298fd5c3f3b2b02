import { describe, expect, it } from 'vitest';
import {
  categoryLabelKey,
  centredScrollLeft,
  filterByCategory,
  menuCategories,
} from './categories.ts';

describe('promotion categories (spec §2)', () => {
  it('offers all, then only the categories present, in the spec’s order', () => {
    const list = [
      { category: 'point_mall' as const },
      { category: 'new_player' as const },
      { category: 'point_mall' as const },
      { category: 'lotto_promo' as const },
    ];
    expect(menuCategories(list)).toEqual(['all', 'new_player', 'lotto_promo', 'point_mall']);
    expect(menuCategories([])).toEqual(['all']);
    expect(filterByCategory(list, 'point_mall')).toHaveLength(2);
    expect(filterByCategory(list, 'all')).toHaveLength(4);
  });

  it('labels each value by the spec’s label', () => {
    expect(categoryLabelKey('new_player')).toBe('promotions.categories.new_player_promo');
    expect(categoryLabelKey('app_download')).toBe('promotions.categories.download_promo');
    expect(categoryLabelKey('player_rank_rules')).toBe('promotions.categories.rank_promo');
    expect(categoryLabelKey('point_mall')).toBe('promotions.categories.point_promo');
    expect(categoryLabelKey('all')).toBe('promotions.categories.all');
  });

  it('centres the chosen item, within what the menu can scroll', () => {
    const menu = { clientWidth: 300, scrollWidth: 1000 };
    expect(centredScrollLeft(menu, { offsetLeft: 500, offsetWidth: 100 })).toBe(400);
    expect(centredScrollLeft(menu, { offsetLeft: 10, offsetWidth: 60 })).toBe(0);
    expect(centredScrollLeft(menu, { offsetLeft: 950, offsetWidth: 50 })).toBe(700);
  });
});
