import { expect, test } from './fixtures.ts';

// Issue 15: a framed page paints its frame from the HTML first and starts the app after it
// (docs/decisions/2026-11-27-paint-then-start.md): the app's scripts are asked for only once the
// frame's picture has arrived, so nothing competes with it for the link or the main thread; the
// app then replaces the frame.

for (const path of ['/m/home', '/m/gameList?gameType=RNG', '/m/help']) {
  test(`${path} asks for the app's scripts once the frame's picture is in`, async ({ page }) => {
    await page.goto(path);
    // The app has started and replaced the frame.
    await expect(page.locator('.shell')).toHaveCount(0);
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const picture = entries
        .filter((e) => e.name.includes('/wps/media/banner/'))
        .sort((a, b) => a.startTime - b.startTime)[0];
      const scripts = entries.filter((e) => /\/m\/assets\/[^/]+\.js$/.test(e.name));
      return {
        pictureIn: picture ? picture.responseEnd : null,
        firstScript: Math.min(...scripts.map((e) => e.fetchStart)),
        scripts: scripts.length,
      };
    });
    expect(timing.pictureIn, 'the frame shows a picture').not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.pictureIn!);
  });
}

test('the login page, whose frame has no picture, starts the app after its frame', async ({
  page,
}) => {
  await page.goto('/m/login');
  await expect(page.locator('.shell')).toHaveCount(0);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  // No script of the app was named by the HTML itself: the start script asked for them.
  const html = await (await page.request.get('/m/login')).text();
  expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(html).toContain('id="app-scripts"');
});
