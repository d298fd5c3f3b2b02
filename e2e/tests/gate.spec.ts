import { expect, OPERATOR_TOKEN, test } from './fixtures.ts';
import { englishOnPage } from './english-scan.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// spec §2 "System status gate" and §4: 0 app, 1 maintenance page, 2 IP-restricted page.
async function setGate(request: APIRequestContext, body: object) {
  const res = await request.patch('/wps/admin/system/gate', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: body,
  });
  expect(res.status()).toBe(200);
}

/**
 * Issue 18: the gate's customer-service button opens the configured channel itself (the demo's
 * Zalo and Telegram), never /m/customer, which the gate blocks.
 */
async function expectSupportOpensChannel(page: Page, view: Locator) {
  const context = page.context();
  await context.route(/^https:\/\/(zalo\.me|t\.me)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>channel</title>' }),
  );
  const channels = view.getByTestId('gate-support-channel');
  await expect(channels).toHaveCount(2);
  const hrefs = await channels.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['https://zalo.me/luckylotus.support', 'https://t.me/luckylotus_support']);
  expect(hrefs.some((href) => href?.includes('/m/customer'))).toBe(false);
  const popup = context.waitForEvent('page');
  await channels.first().click();
  const opened = await popup;
  await expect(opened).toHaveURL('https://zalo.me/luckylotus.support');
  await opened.close();
  // the gate page itself stays where it was
  await expect(view).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await setGate(request, {
    maintenance: { enabled: false, title: '', text: '' },
    regionRestriction: { enabled: false, blockedRanges: [], blockedCountries: [] },
  });
});

test('status 0 renders the site', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-header')).toBeVisible();
  await expect(page.getByTestId('status-maintenance')).toHaveCount(0);
  await expect(page.getByTestId('status-ip')).toHaveCount(0);
});

test('status 1 shows the maintenance page with the operator text and a service button', async ({
  page,
  request,
}) => {
  await setGate(request, {
    maintenance: { enabled: true, title: 'Bảo trì hệ thống', text: 'Back at 03:00' },
  });
  await page.goto('/m/home');
  const view = page.getByTestId('status-maintenance');
  await expect(view).toBeVisible();
  await expect(view).toContainText('Bảo trì hệ thống');
  await expect(view).toContainText('Back at 03:00');
  await expectSupportOpensChannel(page, view);
  await page.screenshot({ path: 'test-results/gate-maintenance.png' });
});

test('without the operator’s words the maintenance page speaks Vietnamese, with no English', async ({
  page,
  request,
}) => {
  await setGate(request, { maintenance: { enabled: true, title: '', text: '' } });
  await page.goto('/m/home');
  const view = page.getByTestId('status-maintenance');
  await expect(view.getByRole('heading')).toHaveText('Hệ thống đang bảo trì');
  await expect(view).toContainText('Chúng tôi đang nâng cấp hệ thống. Vui lòng quay lại sau.');
  expect(await englishOnPage(page)).toEqual([]);
});

test('maintenance wins over region restriction', async ({ page, request }) => {
  await setGate(request, {
    maintenance: { enabled: true },
    regionRestriction: { enabled: true, blockedRanges: ['127.0.0.0/8', '::1/128'] },
  });
  await page.goto('/m/home');
  await expect(page.getByTestId('status-maintenance')).toBeVisible();
  await expect(page.getByTestId('status-ip')).toHaveCount(0);
});

test('status 2 shows the access-denied page with the visitor IP', async ({ page, request }) => {
  await setGate(request, {
    regionRestriction: { enabled: true, blockedRanges: ['127.0.0.0/8', '::1/128'] },
  });
  await page.goto('/m/home');
  const view = page.getByTestId('status-ip');
  await expect(view).toBeVisible();
  await expect(page.getByTestId('status-ip-address')).toContainText(/127\.0\.0\.1|::1/);
  await expectSupportOpensChannel(page, view);
  await page.screenshot({ path: 'test-results/gate-ip.png' });
});

test('a country blocked by the CDN header is restricted; others are not', async ({
  browser,
  request,
}) => {
  await setGate(request, { regionRestriction: { enabled: true, blockedCountries: ['US'] } });
  const us = await browser.newContext({
    extraHTTPHeaders: { 'cf-ipcountry': 'US' },
    viewport: { width: 390, height: 844 },
  });
  const usPage = await us.newPage();
  await usPage.goto('/m/home');
  await expect(usPage.getByTestId('status-ip')).toBeVisible();
  await us.close();
  const vn = await browser.newContext({
    extraHTTPHeaders: { 'cf-ipcountry': 'VN' },
    viewport: { width: 390, height: 844 },
  });
  const vnPage = await vn.newPage();
  await vnPage.goto('/m/home');
  await expect(vnPage.getByTestId('home-header')).toBeVisible();
  await vn.close();
});

test('the site switches to the maintenance page when a call is refused mid-visit', async ({
  page,
  request,
}) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('home-header')).toBeVisible();
  await setGate(request, { maintenance: { enabled: true } });
  // any navigation that calls the API now meets 503 system.maintenance
  await page.reload();
  await expect(page.getByTestId('status-maintenance')).toBeVisible();
  await setGate(request, { maintenance: { enabled: false } });
  await page.reload();
  await expect(page.getByTestId('home-header')).toBeVisible();
});
