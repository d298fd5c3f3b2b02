import { expect, SPEC_ROUTES, test, watchConsole } from './fixtures.ts';

// spec §2: every route resolves; the page renders its header and main region, with no console error.
for (const route of SPEC_ROUTES) {
  test(`opens ${route} with no console error`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('unknown paths show home', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/m/no/such/page');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-header')).toBeVisible();
  expect(errors).toEqual([]);
  // Outside the site nothing lives on this port: 404, yet the page is the site's, which goes home.
  const outside = await page.goto('/something-else');
  expect(outside?.status()).toBe(404);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('home-header')).toBeVisible();
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('pages that need a session send visitors to /m/login', async ({ page }) => {
  for (const route of ['/m/message', '/m/member/home', '/m/voucherCenter']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/m\/login$/);
  }
  // spec §4 Agent home: a visitor opening an agent page goes home.
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
});
