// Takes the README's back-office screenshots at a laptop's size (1366x860) from a running server
// with the demo data (the demo month is loaded outside NODE_ENV=test), signed in as the demo
// administrator with its published TOTP secret.
// Usage: node scripts/admin-screenshots.mjs [baseUrl]   (default http://127.0.0.1:8080)
import { chromium } from '@playwright/test';
import { TOTP } from 'otpauth';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const SECRET = 'MRSW23ZNMFSG22LONFZXI4TBORXXELLU'; // README: the demo administrator, demo only
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
const page = await browser.newPage({ viewport: { width: 1366, height: 860 }, locale: 'vi-VN' });

async function shot(name, prepare) {
  if (prepare) await prepare();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}${name}.png` });
  console.log(`docs/screenshots/${name}.png`);
}

await page.goto(`${base}/admin/sign-in`);
await page.getByLabel('Tên đăng nhập').fill('administrator');
await page.getByLabel('Mật khẩu').fill('LotusDemo-2026!');
await shot('admin-sign-in');
await page.getByRole('button', { name: 'Tiếp tục' }).click();
await page.getByLabel('Mã xác thực').fill(new TOTP({ secret: SECRET }).generate());
await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
await page.getByTestId('who').waitFor();

const screens = [
  ['admin-dashboard', '/'],
  ['admin-members', '/members'],
  ['admin-member', '/members/khach039'],
  ['admin-deposits', '/money/deposits'],
  ['admin-withdrawals', '/money/withdrawals'],
  ['admin-adjustments', '/money/adjustments'],
  ['admin-channels', '/money/channels'],
  ['admin-announcements', '/content/announcements'],
  ['admin-banners', '/content/banners'],
  ['admin-games', '/games'],
  ['admin-lottery', '/lottery'],
  ['admin-settings', '/settings'],
  ['admin-reports', '/reports'],
  ['admin-audit', '/audit'],
  ['admin-operators', '/operators'],
];
for (const [name, path] of screens) {
  await shot(name, () => page.goto(`${base}/admin${path}`));
}
await shot('admin-announcement-editor', async () => {
  await page.goto(`${base}/admin/content/announcements`);
  await page.getByRole('button', { name: 'Sửa' }).first().click();
});
await shot('admin-banner-editor', async () => {
  await page.goto(`${base}/admin/content/banners`);
  await page.getByRole('button', { name: 'Sửa' }).first().click();
});
await shot('admin-settings-site', async () => {
  await page.goto(`${base}/admin/settings`);
  await page.getByRole('button', { name: 'Trang', exact: true }).click();
});
await shot('admin-settings-rules', async () => {
  await page.goto(`${base}/admin/settings`);
  await page.getByRole('button', { name: 'Quy tắc trường' }).click();
});
await page.locator('.topbar').getByLabel('Ngôn ngữ').selectOption('en');
await shot('admin-dashboard-en', () => page.goto(`${base}/admin/`));
await browser.close();
