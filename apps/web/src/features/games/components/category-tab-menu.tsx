import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { GameCategory } from '@app/contracts';
import { useVendorConfig } from '../api/get-vendor-config.ts';
import { CATEGORY_ICONS, categoryPath } from '../lib/categories.ts';
import './lobby.css';

const FIRST_TABS: GameCategory[] = ['HOT', 'RNG'];

/**
 * The game-category tab menu (spec §2 Home): HOT and RNG, then the vendor sorting without ELOTT,
 * LOTT and RNG, as the vendor configuration's `tabMenu` lists them. Each tab opens its page.
 */
export function CategoryTabMenu() {
  const { t } = useTranslation();
  const { data: config } = useVendorConfig();
  const tabs = config?.tabMenu ?? FIRST_TABS;
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a category page, bring its tab into view (sideways only; the page does not move).
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('.active');
    if (!list.current || !active) return;
    const target = active.offsetLeft - (list.current.clientWidth - active.offsetWidth) / 2;
    list.current.scrollLeft = Math.max(0, target);
  }, [pathname, tabs.length]);
  return (
    <nav className="tab-menu" aria-label={t('games.tabMenu')} data-testid="home-tab-menu">
      <ul className="tab-menu__list" ref={list}>
        {tabs.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category}>
              <NavLink
                to={categoryPath(category)}
                className="tab-menu__tab"
                data-testid={`home-tab-${category}`}
              >
                <span className="tab-menu__icon">
                  <Icon size={22} />
                </span>
                <span className="tab-menu__label">{t(`games.category.${category}`)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
