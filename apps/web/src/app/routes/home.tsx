import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useSession } from '../../lib/session.ts';
import { CategoryTabMenu } from '../../features/games/components/category-tab-menu.tsx';
import { HomeSections } from '../../features/games/components/home-sections.tsx';
import { HomeBottom } from '../../features/winner-board/components/home-bottom.tsx';
import { HomeOverlays } from '../layout/home-overlays.tsx';
import { HomeTop } from '../../features/announcements/components/home-top.tsx';

/**
 * Home (spec §2). The layout renders the m_home banners above and the footer below; the page is
 * three areas, top to bottom:
 * - top: the announcement marquee and the once-per-session notice popup (features/announcements);
 * - the lobby: the category tab menu, then the HOT section and one section per category
 *   (features/games);
 * - bottom: the winner board (features/winner-board); the download bar (features/app-download) and the floating promo
 *   and menu (features/home) are overlays (app/layout/home-overlays.tsx).
 */
// spec §4: the contract prompts for signed-in members, in their own chunk.
const ContractPrompts = lazyPart(() =>
  import('../../features/agent-contracts/components/contract-prompts.tsx').then((m) => ({
    default: m.ContractPrompts,
  })),
);

export function Component() {
  const session = useSession();
  return (
    <div className="home-page" data-testid="home-page">
      <div className="home-page__top" data-testid="home-top">
        <HomeTop />
      </div>
      <CategoryTabMenu />
      <HomeSections />
      <div className="home-page__bottom" data-testid="home-bottom">
        <HomeBottom />
      </div>
      <HomeOverlays />
      {session ? (
        <Suspense fallback={null}>
          <ContractPrompts />
        </Suspense>
      ) : null}
    </div>
  );
}
