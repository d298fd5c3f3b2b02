import { decodeQrImage, expect, test, watchConsole } from './fixtures.ts';

// spec §2 "App download" (/m/app) against the demo's resources at 390×844.

test('the app page: each QR code decodes to its download link; the iOS guide ends in the add-to-home popup', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/m/app');
  await expect(page.getByTestId('app-download-page')).toBeVisible();
  // spec §2: no bottom menu on the app page.
  await expect(page.getByTestId('bottom-menu')).toHaveCount(0);

  const codes = page.locator('[data-testid^="app-code-"]');
  await expect(codes).toHaveCount(3);
  for (const code of await codes.all()) {
    const link = await code.getByRole('link').getAttribute('href');
    // The code the server sent, read back the way a phone camera would.
    expect(await decodeQrImage(code.getByRole('img'))).toBe(new URL(link!, page.url()).href);
  }

  const guide = page.getByTestId('install-guide');
  await guide.getByTestId('install-guide-next').click();
  await guide.getByTestId('install-guide-next').click();
  await guide.getByTestId('install-guide-confirm').click();
  await expect(page.getByTestId('add-to-home')).toBeVisible();
  expect(errors).toEqual([]);
});
