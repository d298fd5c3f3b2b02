import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS } from '@app/contracts';
import { expect, test } from './fixtures.ts';

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
];

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation on the main pages (${theme} theme)`, async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [STORAGE_KEYS.theme, theme],
    );
    const found: string[] = [];
    for (const path of MAIN_ROUTES) {
      await page.goto(path);
      await expect(page.locator('main').first(), path).toBeVisible();
      // Loaded: no call in flight (sections below the fold stay skeletons until seen).
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const v of violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
        found.push(`${path}: ${v.id} (${v.impact}) ${targets.join(' | ')}`);
      }
    }
    expect(found).toEqual([]);
  });
}

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
