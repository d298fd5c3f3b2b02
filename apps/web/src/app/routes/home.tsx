import { CategoryTabMenu } from '../../features/games/components/category-tab-menu.tsx';
import { HomeSections } from '../../features/games/components/home-sections.tsx';

/**
 * Home (spec §2). The layout renders the m_home banners above and the footer below; the page is
 * three areas, top to bottom:
 * - top: the announcement marquee and the once-per-session notice popup (features/home);
 * - the lobby: the category tab menu, then the HOT section and one section per category;
 * - bottom: the winner board, the download bar and the floating promo banner (features/home).
 */
export function Component() {
  return (
    <div className="home-page" data-testid="home-page">
      <div className="home-page__top" data-testid="home-top">
        {/* announcement marquee, notice popup */}
      </div>
      <CategoryTabMenu />
      <HomeSections />
      <div className="home-page__bottom" data-testid="home-bottom">
        {/* winner board, download bar, floating promo */}
      </div>
    </div>
  );
}
