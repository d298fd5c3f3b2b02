import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, watchConsole } from './fixtures.ts';

// The installable app (issue: installable PWA): manifest, service worker, offline use, and no
// /wps answer ever served by the worker.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (its precache is complete) and runs this page. */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
    .toBe('activated');
}

test('the manifest describes an installable app and Chromium finds no installability error', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // Two browsers each install the service worker: a slow machine needs more than the default.
  test.slow();
  const errors = watchConsole(page);
  const answer = await request.get('/m/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/m/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/m/manifest.webmanifest',
  );
  await waitForWorker(page);

  // Chromium does not offer to install from a private window, which every test context is:
  // its check runs in a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const installable = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  try {
    const own = installable.pages()[0] ?? (await installable.newPage());
    await own.goto('/m/home');
    await waitForWorker(own);
    const cdp = await installable.newCDPSession(own);
    await expect
      .poll(async () => {
        const result = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return result.installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
  } finally {
    await installable.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  expect(errors).toEqual([]);
});

test('after one visit the site loads offline; what needs the network says so and retries', async ({
  page,
  context,
}) => {
  const apiAnswers: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/wps/')) {
      apiAnswers.push({ url: url.pathname, fromWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/m/home');
  await waitForWorker(page);
  await page.goto('/m/help');
  await expect(page.getByTestId('help-center')).toBeVisible();
  // Online, every /wps answer came from the network, none through the worker.
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((a) => a.fromWorker)).toEqual([]);

  await context.setOffline(true);
  // A page load with no network: the shell comes from the worker's precache and paints, says
  // the network is gone, and the list that needs it offers a retry.
  await page.goto('/m/activity');
  await expect(page.getByTestId('title-bar')).toBeVisible();
  await expect(page.getByTestId('network-offline')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Thử lại' });
  await expect(retry).toBeVisible();
  // The worker never answers an API call: offline, it fails like any network call.
  const outcome = await page.evaluate(() =>
    fetch('/wps/system/status?module=COMM3').then(
      (r) => `answered ${r.status}`,
      () => 'failed',
    ),
  );
  expect(outcome).toBe('failed');

  // Back online, the retry loads the list.
  await context.setOffline(false);
  await expect(page.getByTestId('network-offline')).toBeHidden();
  await retry.click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
});

test('with the network gone and no page cached for it, the offline page offers a retry', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await waitForWorker(page);
  // Take the shell out of the worker's cache: nothing precached stands for the page any more.
  const removed = await page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        if (new URL(key.url).pathname === '/m/index.html') count += Number(await cache.delete(key));
      }
    }
    return count;
  });
  expect(removed).toBeGreaterThan(0);
  await context.setOffline(true);
  await page.goto('/m/activity');
  await expect(page.getByRole('heading', { name: 'Không có kết nối mạng' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await context.setOffline(false);
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
});
