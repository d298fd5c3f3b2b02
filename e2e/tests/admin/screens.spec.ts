import fs from 'node:fs';
import path from 'node:path';
import { expect, test, watchConsole } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

/**
 * Every screen of the back office, as an administrator, in Vietnamese and in English: each opens
 * from the menu with its title and without a console error. With SCREENSHOT_DIR set, each screen
 * is also saved there (the README's pictures: `SCREENSHOT_DIR=docs/screenshots npm run test:e2e
 * -- --project admin screens`).
 */
const SCREENS: { path: string; vi: string; en: string }[] = [
  { path: '/', vi: 'Bảng điều khiển', en: 'Dashboard' },
  { path: '/members', vi: 'Thành viên', en: 'Members' },
  { path: '/agents', vi: 'Đại lý', en: 'Agents' },
  { path: '/chat', vi: 'Trò chuyện trực tuyến', en: 'Live chat' },
  { path: '/money/deposits', vi: 'Nạp tiền', en: 'Deposits' },
  { path: '/money/withdrawals', vi: 'Rút tiền', en: 'Withdrawals' },
  { path: '/money/adjustments', vi: 'Điều chỉnh số dư', en: 'Balance adjustments' },
  { path: '/money/channels', vi: 'Kênh nạp', en: 'Deposit channels' },
  { path: '/mall', vi: 'Cửa hàng điểm', en: 'Point mall' },
  { path: '/content/announcements', vi: 'Thông báo', en: 'Announcements' },
  { path: '/content/banners', vi: 'Banner', en: 'Banners' },
  { path: '/content/promotions', vi: 'Khuyến mãi', en: 'Promotions' },
  { path: '/content/help', vi: 'Trung tâm trợ giúp', en: 'Help center' },
  { path: '/inbox', vi: 'Hộp thư', en: 'Inbox' },
  { path: '/feedback', vi: 'Góp ý', en: 'Feedback' },
  { path: '/games', vi: 'Trò chơi', en: 'Games' },
  { path: '/lottery', vi: 'Xổ số', en: 'Lottery' },
  { path: '/referrals', vi: 'Giới thiệu bạn bè', en: 'Referrals' },
  { path: '/settings', vi: 'Cài đặt', en: 'Settings' },
  { path: '/reports', vi: 'Báo cáo', en: 'Reports' },
  { path: '/audit', vi: 'Nhật ký thao tác', en: 'Audit trail' },
  { path: '/operators', vi: 'Nhân viên quản trị', en: 'Operators' },
];

const shotDir = process.env.SCREENSHOT_DIR ? path.resolve('..', process.env.SCREENSHOT_DIR) : null;

for (const language of ['vi', 'en'] as const) {
  test(`every screen opens from the menu (${language})`, async ({ page, request }) => {
    const errors = watchConsole(page);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const admin = await freshOperator(request, 'administrator', `scr${language}`);
    await signInConsole(page, admin.username, admin.password, admin.secret);
    if (language === 'en') await page.getByLabel('Ngôn ngữ').selectOption('en');
    const menu = page.getByRole('navigation', {
      name: language === 'en' ? 'Back office menu' : 'Menu quản trị',
    });
    for (const screen of SCREENS) {
      await menu.getByRole('link', { name: screen[language], exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`/admin${screen.path === '/' ? '/?' : screen.path}$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: screen[language] })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Đang tải|Loading/ })).toHaveCount(0);
      if (shotDir) {
        fs.mkdirSync(shotDir, { recursive: true });
        await page.screenshot({
          path: path.join(
            shotDir,
            `admin-${screen.path.slice(1).replaceAll('/', '-')}-${language}.png`,
          ),
        });
      }
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the sign-in page refuses a wrong password and a wrong code, in the console language', async ({
  page,
  request,
}) => {
  const op = await freshOperator(request, 'read_only', 'wrong');
  await page.goto('/admin/sign-in');
  await page.getByLabel('Tên đăng nhập').fill(op.username);
  await page.getByLabel('Mật khẩu').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('alert')).toContainText(/không đúng|sai/i);
  await page.getByLabel('Mật khẩu').fill(op.password);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByLabel('Mã xác thực').fill('000000');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
