import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 15: no layout shift.

/** Sums the page's layout shifts not caused by input, from its first paint (window.__shifts). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function totalShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
}

/** Lets the page draw what it has: two animation frames. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Holds the answers to calls matching `url` until the returned function is called. */
async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once an answer to a call whose address contains `part` has come back. */
function answered(page: Page, part: string): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('response', (response) => {
      if (response.url().includes(part)) resolve();
    });
  });
}

// The lottery lobby's week schedule arrives after the lottery list here on purpose (its answer is
// held until the list's has come back): the list must not move. /m/lott asks for its schedule;
// /m/lottery has it in its HTML (the next test).
test('the lottery lobby does not move when the week schedule arrives after the list', async ({
  page,
}) => {
  const release = await holdAnswers(page, '**/wps/lottery/schedule**');
  const menus = answered(page, '/wps/lottery/menus');
  await recordShifts(page);
  await page.goto('/m/lott');
  await menus;
  // The list's answer is in: let the page draw what it can without the schedule (two frames).
  await expect(page.getByTestId('lottery-lobby')).toBeVisible();
  await twoFrames(page);
  release();
  await expect(page.getByTestId('lottery-week')).toBeVisible();
  await expect(page.getByTestId('lottery-list')).toBeVisible();
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
});

// /m/lottery's week schedule comes with its HTML and shows on the lobby's first render, above the
// list; the Vietnamese strip above it comes last here (its answer held until the list's is in):
// its place is kept at its size, so the schedule and the list do not move.
test('the lottery page shows its week schedule without a call, and nothing moves when the strip arrives last', async ({
  page,
}) => {
  const scheduleCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/lottery/schedule')) scheduleCalls.push(request.url());
  });
  const release = await holdAnswers(page, '**/wps/lottery/numero**');
  const menus = answered(page, '/wps/lottery/menus');
  await recordShifts(page);
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-week')).toBeVisible();
  await menus;
  await expect(page.getByTestId('lottery-list')).toBeVisible();
  await twoFrames(page);
  const week = page.getByTestId('lottery-week');
  const before = (await week.boundingBox())!.y;
  release();
  await expect(page.getByTestId('lottery-strip')).toBeVisible();
  await twoFrames(page);
  expect((await week.boundingBox())!.y).toBeCloseTo(before, 0);
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
  expect(scheduleCalls).toEqual([]);
});

test('the home does not move as its sections, their pictures and the dock arrive', async ({
  page,
}) => {
  await recordShifts(page);
  await page.goto('/m/home');
  // The sections on screen hold their games, every picture on screen is in, and so is the dock's
  // promotion: what loads later than that is out of sight.
  const sections = page.getByTestId('home-sections').locator('section');
  for (const n of [0, 1]) {
    await expect(sections.nth(n).getByTestId('game-tile').first()).toBeVisible();
  }
  await expect(page.getByTestId('floating-promo').locator('img')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const across = box.right > 0 && box.left < window.innerWidth;
            return across && box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  await twoFrames(page);
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
});

// A list's tiles below the screen are skipped (content-visibility) and hold an estimated height
// until drawn: the estimate must be the drawn height, with the provider's line (the live list) and
// without it (the slots list opens on one vendor), or the page's length and its next-page trigger
// would change as the player scrolls.
for (const width of [360, 412]) {
  test(`a game list's skipped tiles hold their drawn height at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const gameType of ['RNG', 'LIVE']) {
      await page.goto(`/m/gameList?gameType=${gameType}`);
      const tiles = page.getByTestId('game-list').getByTestId('game-tile');
      await expect(tiles.first()).toBeVisible();
      const providers = page.getByTestId('game-list').getByTestId('game-tile-provider');
      if (gameType === 'LIVE') await expect(providers.first()).toBeAttached();
      else await expect(providers).toHaveCount(0);
      await twoFrames(page);
      if (gameType === 'RNG') {
        // The slots page's last tile (of 50) is far enough below to be skipped.
        const lastDrawn = await page.evaluate(() => {
          const names = [...document.querySelectorAll('[data-testid=game-list] .game-tile__name')];
          return names.at(-1)!.checkVisibility({ contentVisibilityAuto: true });
        });
        expect(lastDrawn).toBe(false);
      }
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.evaluate(() => {
        for (const tile of document.querySelectorAll<HTMLElement>('[data-testid=game-list] > *')) {
          tile.style.contentVisibility = 'visible';
        }
      });
      await twoFrames(page);
      const drawn = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs(drawn - before)).toBeLessThanOrEqual(2);
    }
  });
}
