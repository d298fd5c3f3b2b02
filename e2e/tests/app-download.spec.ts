import jsQR from 'jsqr';
import { expect, test, watchConsole } from './fixtures.ts';

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
    // Draw the code the server sent into a canvas and read it back the way a phone camera would.
    const pixels = await code.getByRole('img').evaluate(async (shown: HTMLImageElement) => {
      const size = 264;
      const image = new Image(size, size);
      image.src = shown.src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      return Array.from(context.getImageData(0, 0, size, size).data);
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels), 264, 264);
    expect(decoded?.data).toBe(new URL(link!, page.url()).href);
  }

  const guide = page.getByTestId('install-guide');
  await guide.getByTestId('install-guide-next').click();
  await guide.getByTestId('install-guide-next').click();
  await guide.getByTestId('install-guide-confirm').click();
  await expect(page.getByTestId('add-to-home')).toBeVisible();
  expect(errors).toEqual([]);
});
