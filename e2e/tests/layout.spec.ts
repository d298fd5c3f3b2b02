import { expect, test } from './fixtures.ts';

// spec §2 "Layout rules".
const BOTTOM_MENU_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/changePsw',
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

test('the bottom menu is hidden on login, register, forget, changePsw, app and activityDetail', async ({
  page,
}) => {
  for (const path of BOTTOM_MENU_HIDDEN) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.getByTestId('bottom-menu'), path).toHaveCount(0);
  }
  for (const path of BOTTOM_MENU_SHOWN) {
    await page.goto(path);
    await expect(page.getByTestId('bottom-menu'), path).toBeVisible();
  }
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
  const modal = page.getByTestId('service-modal');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape').catch(() => undefined);
  await page.goto('/m/home');
  await expect(page.getByTestId('service-modal')).toHaveCount(0);
});

test('home and category paths show the home header; others the title bar', async ({ page }) => {
  for (const path of HOME_HEADER) {
    await page.goto(path);
    await expect(page.getByTestId('home-header'), path).toBeVisible();
    await expect(page.getByTestId('title-bar'), path).toHaveCount(0);
  }
  for (const path of TITLE_BAR) {
    await page.goto(path);
    await expect(page.getByTestId('title-bar'), path).toBeVisible();
    await expect(page.getByTestId('home-header'), path).toHaveCount(0);
  }
});

test('the top banner shows on home and game-category routes only', async ({ page }) => {
  for (const path of TOP_BANNER) {
    await page.goto(path);
    await expect(page.getByTestId('top-banner'), path).toBeVisible();
  }
  for (const path of ['/m/activity', '/m/app', '/m/useragreement']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.getByTestId('top-banner'), path).toHaveCount(0);
  }
});

test('back goes to /m/home from login, register, trial, notice, activity and forget', async ({
  page,
}) => {
  for (const path of BACK_TO_HOME) {
    await page.goto('/m/app');
    await page.goto(path);
    const back = page.getByTestId('back-button');
    if ((await back.count()) === 0) {
      // notice uses the home header (spec §2); it has no back arrow to test
      expect(path).toBe('/m/notice');
      continue;
    }
    await back.first().click();
    await expect(page, path).toHaveURL(/\/m\/home$/);
  }
});

test('back elsewhere goes to the previous page; changePsw has no back arrow', async ({ page }) => {
  await page.goto('/m/app');
  await page.goto('/m/useragreement');
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/m\/app$/);
  await page.goto('/m/changePsw');
  // without a session changePsw goes home (spec §2); either way no back arrow is shown on it
  await expect(page.getByTestId('back-button')).toHaveCount(0);
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
  await page.getByTestId('side-menu-mask').click({ position: { x: 380, y: 400 } });
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
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('2019-2025');
  await expect(footer).toContainText('18');
  await expect(footer.locator('img').first()).toBeVisible();
});
