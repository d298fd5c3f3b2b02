import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Records the page's largest-paint entries from its start: the frame's, or the app's element. */
async function recordLargestPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: string[] };
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        w.lcp.push(e.element?.closest('.shell') ? 'frame' : (e.element?.tagName ?? 'gone'));
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The entries so far, once what is on screen has been painted (two frames). */
async function largestPaints(page: Page): Promise<string[]> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
}

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

test("the lottery lobby's HTML paints its week schedule, today's column in view, and that is the page's largest paint", async ({
  browser,
  baseURL,
}) => {
  // Without the app: the frame alone.
  const phone = { baseURL, viewport: { width: 390, height: 844 }, isMobile: true };
  const still = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const frame = await still.newPage();
  await frame.goto('/m/lottery');
  await expect(frame.locator('.shell-week h2')).toHaveText('Lịch quay trong tuần');
  const today = frame.locator('.shell-week__day.is-today');
  await expect(today).toHaveCount(1);
  await expect(today).toBeInViewport({ ratio: 0.9 });
  await still.close();

  // With the app: the largest paint stays the frame's title, which the lobby's own replaces at
  // the same size.
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await recordLargestPaints(page);
  await page.goto('/m/lottery');
  await expect(page.locator('.shell')).toHaveCount(0);
  await expect(page.getByTestId('lottery-week')).toBeVisible();
  // The lobby's schedule is in and painted (two frames) before the entries are read.
  const entries = await largestPaints(page);
  expect(entries.at(-1)).toBe('frame');
  await context.close();
});

test("the promotion detail's HTML paints its banner, the page's largest paint, and the page shows the promotion without asking for it", async ({
  browser,
  baseURL,
}) => {
  const phone = { baseURL, viewport: { width: 390, height: 844 }, isMobile: true };
  const context = await browser.newContext(phone);
  const list = (await (await context.request.get('/wps/content/promotions')).json()) as {
    value: {
      list: {
        id: number;
        title: string;
        announcementImages: { url: string; sequence: number }[];
      }[];
    };
  };
  const promotion = list.value.list.find((p) =>
    p.announcementImages.some((i) => i.sequence === 2),
  )!;
  const banner = promotion.announcementImages.find((i) => i.sequence === 2)!.url;
  const page = await context.newPage();
  await recordLargestPaints(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/wps/content/promotions/')) asked.push(r.url());
  });
  await page.goto(`/m/activityDetail?id=${promotion.id}`);
  await expect(page.locator('.shell')).toHaveCount(0);
  const detail = page.getByTestId('promo-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(promotion.title);
  await expect(detail.locator('.promo-detail__banner')).toHaveAttribute('src', banner);
  const entries = await largestPaints(page);
  expect(entries.at(-1)).toBe('frame');
  expect(asked).toEqual([]);
  await context.close();
});

/** The site's calls a page makes from its start (paths with their query). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/wps/media/')) {
      calls.push(url.pathname + url.search);
    }
  });
  return calls;
}

test("the home, the game list and the promotions page show their first screen's answers without asking for what their HTML carried", async ({
  page,
}) => {
  const answer = await page.request.get(
    '/wps/content/announcements?types=B,PL,PU&groupName=m_home&platform=M&language=TY',
  );
  const list = (await answer.json()).value.list as { groupName: string; title: string }[];
  // Other tests change the announcements: the marquee shows whatever the call answers now.
  const marqueeTitle = list.find((a) => a.groupName === 'player' || a.groupName === 'hot')?.title;
  let calls = recordCalls(page);
  await page.goto('/m/home');
  // The sections mount from the vendor configuration sent with the page and ask for their games
  // at once; the marquee shows the visitor's announcements sent with it.
  await expect(page.getByTestId('home-tab-menu')).toBeVisible();
  await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile').first()).toBeVisible();
  if (marqueeTitle) {
    await expect(page.getByTestId('announcement-marquee')).toContainText(marqueeTitle);
  } else {
    await expect(page.getByTestId('announcement-marquee-empty')).toBeVisible();
  }
  expect(calls.filter((c) => c.startsWith('/wps/game/list')).length).toBeGreaterThan(0);
  expect(
    calls.filter((c) => /GCSGAME_getVassGameType|\/wps\/content\/announcements/.test(c)),
  ).toEqual([]);
  // Its floating promotion shows from the banners sent with it too: no banner call at all.
  await expect(page.getByTestId('floating-promo').locator('img')).toBeVisible();
  expect(calls.filter((c) => c.startsWith('/wps/content/banners'))).toEqual([]);

  calls = recordCalls(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('top-banner').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(calls.filter((c) => /GCSGAME_getVassGameType|\/wps\/content\/banners/.test(c))).toEqual(
    [],
  );

  calls = recordCalls(page);
  await page.goto('/m/activity');
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  expect(calls.filter((c) => c.startsWith('/wps/content/promotions'))).toEqual([]);
});
