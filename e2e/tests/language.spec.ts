import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@app/contracts';
import { expect, SPEC_ROUTES, signIn, test } from './fixtures.ts';
import { ENGLISH, englishOnPage } from './english-scan.ts';

// Issue 18 "No English on the Vietnamese site": every route of spec §2, with the site in its
// default language (TY, spec §1: Vietnamese), shows no text of the English locale (english-scan.ts).
// Visitors walk the open routes; a member and an agent walk the routes that need them (a visitor
// would only be sent to /m/login there).

const AGENT_ROUTES = SPEC_ROUTES.filter((r) =>
  /^\/m\/(agent|agentRegister|teamBetting|member\/(agent|team|teamRebate|notice))(\/|\?|$)/.test(r),
);
const MEMBER_ROUTES = SPEC_ROUTES.filter(
  (r) =>
    !AGENT_ROUTES.includes(r) &&
    /^\/m\/(member|myAccount|securityCenter|rewardCenter|activity\/signIn|mall|gameRecord|transaction|voucherCenter|vouReport|withdraw|inviteFriends|message|messageDetail|webEmail|vip|changePsw)(\/|\?|$)/.test(
      r,
    ),
);
const VISITOR_ROUTES = SPEC_ROUTES.filter(
  (r) => !AGENT_ROUTES.includes(r) && !MEMBER_ROUTES.includes(r),
);

async function openAndScan(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(await englishOnPage(page), `English on ${page.url()}`).toEqual([]);
}

test('the scan reads the English texts and finds them on the English site', async ({ page }) => {
  expect(ENGLISH.length).toBeGreaterThan(300);
  expect(ENGLISH.map((e) => e.text)).toContain('Loading failed, click to retry');
  expect(VISITOR_ROUTES.length + MEMBER_ROUTES.length + AGENT_ROUTES.length).toBe(
    SPEC_ROUTES.length,
  );
  // the detector itself: the same home page in English is full of them
  await page.addInitScript((key) => window.localStorage.setItem(key, 'EN'), STORAGE_KEYS.language);
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect((await englishOnPage(page)).length).toBeGreaterThan(10);
});

for (const route of VISITOR_ROUTES) {
  test(`a visitor sees no English on ${route}`, async ({ page }) => {
    await openAndScan(page, route);
  });
}

for (const route of ['/m/home', ...MEMBER_ROUTES]) {
  test(`a member sees no English on ${route}`, async ({ page, request }) => {
    await signIn(page, request, 'demo');
    await openAndScan(page, route);
  });
}

for (const route of AGENT_ROUTES) {
  test(`an agent sees no English on ${route}`, async ({ page, request }) => {
    await signIn(page, request, 'agent01');
    await openAndScan(page, route);
  });
}

test('no English in the home overlays: side menu, service sheet and download popup', async ({
  page,
}) => {
  await page.goto('/m/home');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('side-menu-open').click();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  expect(await englishOnPage(page), 'side menu').toEqual([]);
  await page.getByTestId('side-menu-close').click();
  await page.getByTestId('bottom-menu-service').click();
  await expect(page.getByTestId('service-modal')).toBeVisible();
  expect(await englishOnPage(page), 'service sheet').toEqual([]);
  await page.getByTestId('service-modal-close').click();
  await page.getByTestId('download-bar-open').click();
  await expect(page.getByTestId('download-popup')).toBeVisible();
  expect(await englishOnPage(page), 'download popup').toEqual([]);
});
