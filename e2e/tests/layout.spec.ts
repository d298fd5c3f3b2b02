import { expect, signIn, test } from './fixtures.ts';

// spec §2 "Layout rules".
const BOTTOM_MENU_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/app',
  '/m/activityDetail?id=1',
];
const BOTTOM_MENU_SHOWN = [
  '/m/home',
  '/m/hot',
  '/m/activity',
  '/m/help',
  '/m/notice',
  '/m/lottery',
];
const HOME_HEADER = [
  '/',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/hot',
  '/m/rng',
  '/m/live',
  '/m/help',
  '/m/notice',
];
const TITLE_BAR = ['/m/activity', '/m/lottery', '/m/app', '/m/useragreement', '/m/customer'];
const TOP_BANNER = ['/m/home', '/m/hot', '/m/rng', '/m/fish', '/m/cockfight', '/m/lott'];
const BACK_TO_HOME = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/notice',
  '/m/activity',
  '/m/forget',
];

test('the bottom menu is hidden on login, register, forget, app and activityDetail', async ({
  page,
}) => {
  for (const path of BOTTOM_MENU_HIDDEN) {
    await page.goto(path);
    await expect(page.getByTestId('page-title').first(), path).toBeVisible();
    await expect(page.getByTestId('bottom-menu'), path).toHaveCount(0);
  }
  for (const path of BOTTOM_MENU_SHOWN) {
    await page.goto(path);
    await expect(page.getByTestId('bottom-menu'), path).toBeVisible();
  }
});

test('changePsw (signed in) has no bottom menu and no back arrow', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByTestId('page-title').first()).toBeVisible();
  await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
  await expect(page.getByTestId('back-button')).toHaveCount(0);
});

test('without a session changePsw goes home (spec §2)', async ({ page }) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the bottom menu holds Home, Promotion, Deposit, Customer service and Member centre', async ({
  page,
}) => {
  await page.goto('/m/home');
  const menu = page.getByTestId('bottom-menu');
  for (const id of ['home', 'promotion', 'deposit', 'service', 'member']) {
    await expect(menu.getByTestId(`bottom-menu-${id}`)).toBeVisible();
  }
  await menu.getByTestId('bottom-menu-promotion').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await page.getByTestId('bottom-menu-service').click();
  await expect(page.getByTestId('service-modal')).toBeVisible();
  await page.goto('/m/home');
  await expect(page.getByTestId('service-modal')).toHaveCount(0);
});

// One test per path: each page loads its own lobby data, so a shared budget would grow with them.
for (const path of HOME_HEADER) {
  test(`${path} shows the home header, not the title bar`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('home-header')).toBeVisible();
    await expect(page.getByTestId('title-bar')).toHaveCount(0);
  });
}

for (const path of TITLE_BAR) {
  test(`${path} shows the title bar, not the home header`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('title-bar')).toBeVisible();
    await expect(page.getByTestId('home-header')).toHaveCount(0);
  });
}

for (const path of TOP_BANNER) {
  test(`the top banner shows on ${path}`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('top-banner')).toBeVisible();
  });
}

test('the top banner does not show on other pages', async ({ page }) => {
  for (const path of ['/m/activity', '/m/app', '/m/useragreement']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('page-title').first(), path).toBeVisible();
    await expect(page.getByTestId('top-banner'), path).toHaveCount(0);
  }
});

test('back goes to /m/home from login, register, trial, notice, activity and forget', async ({
  page,
}) => {
  for (const path of BACK_TO_HOME) {
    await page.goto('/m/app');
    await page.goto(path);
    // wait for the (lazy) page before asking whether it has a back arrow
    await expect(
      page.getByTestId('page-title').or(page.getByTestId('home-header')).first(),
    ).toBeVisible();
    const back = page.getByTestId('back-button');
    if ((await back.count()) === 0) {
      // notice uses the home header (spec §2), which has no back arrow
      expect(path).toBe('/m/notice');
      continue;
    }
    await back.first().click();
    await expect(page, path).toHaveURL(/\/m\/home$/);
  }
});

test('back elsewhere goes to the previous page', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/m/lottery');
  await page.getByTestId('bottom-menu-member').click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});

test('back with no earlier page in the site goes home', async ({ page }) => {
  await page.goto('/m/useragreement');
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the side menu opens, offers login and register, and closes on mask, close button and navigation', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.getByTestId('side-menu-open').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /đăng nhập|log ?in/i }).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: /đăng ký|register/i }).first()).toBeVisible();
  await page.getByTestId('side-menu-close').click();
  await expect(menu).toBeHidden();

  await page.getByTestId('side-menu-open').click();
  await expect(menu).toBeVisible();
  // the panel slides in from the right; the mask shows on the left
  await page.getByTestId('side-menu-mask').click({ position: { x: 10, y: 400 } });
  await expect(menu).toBeHidden();

  await page.getByTestId('side-menu-open').click();
  await menu
    .getByRole('link', { name: /đăng ký|register/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByTestId('side-menu')).toBeHidden();
});

test('the language switch sets the document language and the texts', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const event = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        window.addEventListener('changeLanguage', (e) =>
          resolve(JSON.stringify((e as CustomEvent).detail)),
        ),
      ),
  );
  await page.getByTestId('side-menu-open').click();
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await event).toContain('EN');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the theme is stored under "theme" and survives a reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('side-menu-open').click();
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the footer shows providers, the responsibility note and the copyright', async ({ page }) => {
  await page.goto('/m/home');
  const footer = page.getByTestId('site-footer');
  // The footer follows the game sections; its logos load lazily once it is scrolled to.
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('2019-2025');
  await expect(footer).toContainText('18');
  await expect(footer.locator('img').first()).toBeVisible();
});
