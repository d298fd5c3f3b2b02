// Takes the README's screenshots at a phone viewport (390x844) from a running site.
// Usage: node scripts/screenshots.mjs [baseUrl]   (default http://127.0.0.1:8080)
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  locale: 'vi-VN',
});
const page = await context.newPage();

async function shot(name, path, prepare) {
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  if (prepare) await prepare();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}${name}.png` });
  console.log(`docs/screenshots/${name}.png`);
}

await shot('home', '/m/home');
await shot('side-menu', '/m/home', () => page.getByTestId('side-menu-open').click());
await shot('login', '/m/login');
await shot('register', '/m/register');
await page.evaluate(() => localStorage.setItem('theme', 'dark'));
await shot('home-dark', '/m/home');
await page.evaluate(() => localStorage.setItem('theme', 'light'));
await browser.close();
