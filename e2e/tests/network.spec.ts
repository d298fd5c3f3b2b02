import { expect, test, watchConsole } from './fixtures.ts';

// spec §8 "network slow/offline notices" and "Loading failed, click to retry", wherever a list or a
// form waits on the network (issue 18). Offline is Playwright's offline mode; slow is an answer
// held back until the test lets it go. Every wait is on a state on screen, never on a time.

const OFFLINE = 'Bạn đang ngoại tuyến, vui lòng kiểm tra kết nối';
const SLOW = 'Mạng chậm, vui lòng chờ';
const LOAD_FAILED = 'Tải thất bại, nhấn để thử lại';

test('an offline search says so and offers a retry instead of loading for good', async ({
  page,
  context,
}) => {
  await page.goto('/m/gameList?gameType=RNG');
  const tiles = page.getByTestId('game-list').getByTestId('game-tile');
  await expect(tiles).toHaveCount(50);

  await context.setOffline(true);
  await expect(page.getByTestId('network-offline')).toHaveText(OFFLINE);
  await page.getByTestId('game-filter-name').fill('rong');
  await page.getByTestId('game-filter-name').press('Enter');
  const retry = page.getByTestId('load-failed');
  await expect(retry).toHaveText(LOAD_FAILED);
  await expect(page.getByTestId('game-list-result')).not.toContainText('Đang tải');

  await context.setOffline(false);
  await expect(page.getByTestId('network-offline')).toBeHidden();
  await retry.click();
  await expect(retry).toBeHidden();
  await expect.poll(() => tiles.count()).toBeGreaterThan(0);
  for (const name of await tiles.allInnerTexts()) expect(name.toLowerCase()).toMatch(/rồng|dragon/);
});

test('a slow list shows the slow-network notice until its answer comes', async ({ page }) => {
  const errors = watchConsole(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/game/center?*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/m/live');
  const notice = page.getByTestId('network-slow');
  await expect(notice).toHaveText(SLOW);
  await expect(page.getByTestId('game-center').getByTestId('game-tile')).toHaveCount(0);
  release();
  await expect(page.getByTestId('game-center').getByTestId('game-tile').first()).toBeVisible();
  await expect(notice).toBeHidden();
  expect(errors).toEqual([]);
});

test('a section that failed offline loads again from its retry', async ({ page, context }) => {
  await page.goto('/m/live');
  await expect(page.getByTestId('game-center').getByTestId('game-tile').first()).toBeVisible();
  await context.setOffline(true);
  // another category's centre is asked for while offline
  await page.getByTestId('home-tab-FISH').click();
  const retry = page.getByTestId('load-failed');
  await expect(retry).toHaveText(LOAD_FAILED);
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByTestId('game-center')).toHaveAttribute('data-game-type', 'FISH');
  await expect(page.getByTestId('game-center').getByTestId('game-tile').first()).toBeVisible();
});

test('a form sent offline fails at once with the network message, then works online', async ({
  page,
  context,
}) => {
  await page.goto('/m/login');
  await page.getByLabel(/^Tên đăng nhập/).fill('demo');
  await page.getByLabel(/^Mật khẩu/).fill('Demo1234');
  await context.setOffline(true);
  await expect(page.getByTestId('network-offline')).toHaveText(OFFLINE);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Mạng không khả dụng, vui lòng kiểm tra kết nối')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await context.setOffline(false);
  await expect(page.getByTestId('network-offline')).toBeHidden();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a form waiting on a slow answer shows the slow-network notice', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/auth/login', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/m/login');
  await page.getByLabel(/^Tên đăng nhập/).fill('demo');
  await page.getByLabel(/^Mật khẩu/).fill('Demo1234');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('network-slow')).toHaveText(SLOW);
  release();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('network-slow')).toBeHidden();
});

test('a part whose code fails to load is left out, the page staying, and comes once back online', async ({
  page,
  context,
}) => {
  // The footer's code is on its way when the connection drops (a phone entering a lift).
  const footerCode = /\/m\/assets\/site-footer-[\w-]+\.js$/;
  await page.route(footerCode, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (r) => footerCode.test(r.url()));
  await page.goto('/m/home');
  await failed;
  // The rest of the site stays (a failed import used to unmount it all: a blank page).
  await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('bottom-menu')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.unroute(footerCode);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeVisible();
});
