// Draws the installable app's icons (192, 512 and a maskable 512) from the lotus mark, with the
// browser the e2e suite uses. Run after changing the mark: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import path from 'node:path';

const out = path.resolve('apps/web/public/icons');
const lotus = `<path d="M32 12c6 8 9 15 9 21a9 9 0 0 1-18 0c0-6 3-13 9-21z" fill="#f4c542"/><path d="M14 30c8 1 13 5 16 12-8 1-14-3-16-12zm36 0c-2 9-8 13-16 12 3-7 8-11 16-12z" fill="#ff8a65"/>`;
// "any": the mark on its rounded tile. Maskable: a full-bleed tile with the mark inside the
// central 80 % circle that every launcher mask keeps.
const icons = [
  {
    file: 'icon-192.png',
    size: 192,
    svg: `<rect width="64" height="64" rx="14" fill="#0f3d3e"/>${lotus}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `<rect width="64" height="64" rx="14" fill="#0f3d3e"/>${lotus}`,
  },
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `<rect width="64" height="64" fill="#0f3d3e"/><g transform="translate(9.6 9.6) scale(0.7)">${lotus}</g>`,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${icon.size}" height="${icon.size}">${icon.svg}</svg></body></html>`,
  );
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
}
await browser.close();
