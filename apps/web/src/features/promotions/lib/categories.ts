import {
  PROMOTION_CATEGORIES,
  PROMOTION_CATEGORY_LABELS,
  type Promotion,
  type PromotionCategory,
} from '@app/contracts';
import '../../../locales/promotions/strings.ts';

/** A menu item: all, or one category value. */
export type CategoryChoice = 'all' | PromotionCategory;

/** spec §2: all, then only the categories present among the loaded promotions, in spec order. */
export function menuCategories(list: readonly Pick<Promotion, 'category'>[]): CategoryChoice[] {
  const present = new Set(list.map((p) => p.category));
  return ['all', ...PROMOTION_CATEGORIES.filter((c) => present.has(c))];
}

/** The locale key of a menu item: the spec's label (new_player_promo for new_player, …). */
export function categoryLabelKey(choice: CategoryChoice): string {
  return `promotions.categories.${choice === 'all' ? 'all' : PROMOTION_CATEGORY_LABELS[choice]}`;
}

export function filterByCategory<T extends Pick<Promotion, 'category'>>(
  list: readonly T[],
  choice: CategoryChoice,
): T[] {
  return choice === 'all' ? [...list] : list.filter((p) => p.category === choice);
}

/**
 * The scrollLeft that centres an item in the menu, kept within what the menu can scroll
 * (spec §4: the menu scrolls to the chosen item).
 */
export function centredScrollLeft(
  menu: { clientWidth: number; scrollWidth: number },
  item: { offsetLeft: number; offsetWidth: number },
): number {
  const target = item.offsetLeft + item.offsetWidth / 2 - menu.clientWidth / 2;
  return Math.round(Math.max(0, Math.min(target, menu.scrollWidth - menu.clientWidth)));
}
