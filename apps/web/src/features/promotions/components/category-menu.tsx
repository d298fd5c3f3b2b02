import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS } from '@app/contracts';
import { categoryLabelKey, centredScrollLeft, type CategoryChoice } from '../lib/categories.ts';
import '../../../locales/promotions/strings.ts';

/** Scrolls `el` horizontally to `to` over `ms` (spec §9 menu scroll 300 ms); at once if motion is reduced. */
function scrollMenuTo(el: HTMLElement, to: number, ms: number): () => void {
  const from = el.scrollLeft;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || from === to || typeof window.requestAnimationFrame !== 'function') {
    el.scrollLeft = to;
    return () => undefined;
  }
  let frame = 0;
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / ms);
    el.scrollLeft = from + (to - from) * (1 - (1 - t) ** 3);
    if (t < 1) frame = window.requestAnimationFrame(step);
  };
  frame = window.requestAnimationFrame(step);
  return () => window.cancelAnimationFrame(frame);
}

/**
 * spec §2 "Promotions": the horizontally scrolling category menu; the chosen item is scrolled to
 * the middle (spec §4).
 */
export function CategoryMenu({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly CategoryChoice[];
  chosen: CategoryChoice;
  onChoose: (choice: CategoryChoice) => void;
}) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    const item = menu?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!menu || !item) return;
    return scrollMenuTo(menu, centredScrollLeft(menu, item), TIMERS.menuScroll);
  }, [chosen]);

  return (
    <div
      ref={menuRef}
      className="promo-menu"
      role="tablist"
      aria-label={t('promotions.menuLabel')}
      data-testid="promo-menu"
    >
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="tab"
          aria-selected={choice === chosen}
          className={`promo-menu__item${choice === chosen ? ' promo-menu__item--on' : ''}`}
          data-category={choice}
          onClick={() => onChoose(choice)}
        >
          {t(categoryLabelKey(choice))}
        </button>
      ))}
    </div>
  );
}
