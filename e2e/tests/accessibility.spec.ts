import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/** The main pages a visitor opens (issue 15: every main route, both themes). */
const MAIN_ROUTES = [
  '/m/home',
  '/m/hot',
  '/m/gameList?gameType=RNG',
  '/m/lottery',
  '/m/login',
  '/m/register',
  '/m/activity',
  '/m/help',
  '/m/notice',
  '/m/app',
  '/m/useragreement',
  '/m/customer',
  '/m/other',
];

/** The member centre's pages (issue 13), opened signed in as the demo member. */
const MEMBER_ROUTES = [
  '/m/member/home',
  '/m/myAccount/index',
  '/m/member/benefits',
  '/m/vip',
  '/m/securityCenter',
  '/m/rewardCenter',
  '/m/activity/signIn',
  '/m/mall/mallHome',
  '/m/inviteFriends',
  '/m/webEmail',
];

/** axe's serious and critical violations on each page, `path: rule (impact) targets`. */
async function seriousViolations(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main').first(), path).toBeVisible();
    // Loaded: no call in flight (sections below the fold stay skeletons until seen).
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      found.push(`${path}: ${v.id} (${v.impact}) ${targets.join(' | ')}`);
    }
  }
  return found;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.slow();
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [STORAGE_KEYS.theme, theme],
      );
    });

    test(`axe finds no serious or critical violation on the main pages (${theme} theme)`, async ({
      page,
    }) => {
      expect(await seriousViolations(page, MAIN_ROUTES)).toEqual([]);
    });

    test(`axe finds no serious or critical violation on the member centre (${theme} theme)`, async ({
      page,
      request,
    }) => {
      await signIn(page, request);
      expect(await seriousViolations(page, MEMBER_ROUTES)).toEqual([]);
    });
  });
}

test('under reduced motion nothing keeps animating, not even a loading skeleton', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/game/center?*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/m/live');
  // The centre's skeleton tiles are on screen while its answer is held back: still, not shimmering.
  await expect(page.locator('.game-tile--skeleton').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a as CSSAnimation).animationName ?? 'animation'),
      ),
    )
    .toEqual([]);
  release();
  await expect(page.getByTestId('game-center').getByTestId('game-tile').first()).toBeVisible();
});

test('the banner carousel stays still under reduced motion, and its pause button stops it', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  const banner = page.getByTestId('top-banner');
  await expect(banner).toHaveAttribute('data-autoplay', 'off');
  const first = banner.getByRole('button', { name: /^(Xem banner|Show banner) 1$/ });
  await expect(first).toHaveAttribute('aria-current', 'true');

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expect(banner).toHaveAttribute('data-autoplay', 'on');
  await banner.getByTestId('top-banner-pause').click();
  await expect(banner).toHaveAttribute('data-autoplay', 'off');
  await expect(banner.getByTestId('top-banner-pause')).toHaveAccessibleName(
    /Chạy banner|Play the banners/,
  );
});
