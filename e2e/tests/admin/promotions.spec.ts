import { expect, test } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

const baseURL = () => test.info().project.use.baseURL;
const phone = () => ({
  baseURL: baseURL(),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  locale: 'vi-VN',
});

test('a content operator creates a long-term promotion in the console and the site lists and opens it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const title = `Ưu đãi e2e ${Date.now().toString(36)}`;
  const content = await freshOperator(request, 'content', 'prm');
  await signInConsole(page, content.username, content.password, content.secret);
  const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
  await menu.getByRole('link', { name: /^(Khuyến mãi|Promotions)$/ }).click();
  // The demo's promotions are listed with their states, the ended ones too.
  await expect(page.getByRole('row').filter({ hasText: 'Lì xì Tết' }).first()).toContainText(
    /Đã kết thúc|Ended/,
  );

  await page.getByRole('button', { name: /Khuyến mãi mới|New promotion/ }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: /^(Tạo khuyến mãi|Create promotion)$/ }) });
  await form.getByLabel(/Danh mục|Category/).selectOption('point_mall');
  await form.getByRole('textbox', { name: /^(Tiêu đề|Title)$/ }).fill(title);
  await form.getByRole('textbox', { name: /Nội dung|Content/ }).click();
  await page.keyboard.type('Đổi 1.000 điểm lấy 100.000 ₫.');
  await form.getByLabel(/Dài hạn|Long term/).check();
  await form.getByLabel(/^(Thứ tự|Order)$/).fill('-1000');
  await form.getByRole('button', { name: /^(Tạo khuyến mãi|Create promotion)$/ }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Đang chạy|Live/);
  await expect(row).toContainText(/Dài hạn|Long term/);

  const site = await browser.newContext(phone());
  const sitePage = await site.newPage();
  await sitePage.goto('/m/activity');
  const card = sitePage.getByTestId('promo-card').first();
  await expect(card).toContainText(title);
  await expect(card.getByTestId('promo-dates')).toHaveText(/^\d{2}\/\d{2}\/\d{4} - Dài hạn$/);
  await sitePage.getByTestId('promo-menu').getByRole('tab', { name: 'Đổi điểm' }).click();
  await expect(sitePage.getByTestId('promo-card').filter({ hasText: title })).toBeVisible();
  await card.getByRole('link').click();
  await expect(sitePage.getByTestId('promo-detail').getByRole('heading')).toHaveText(title);
  await expect(sitePage.getByTestId('promo-detail-content')).toContainText('Đổi 1.000 điểm');
  await site.close();
});

test('a content operator adds a help item in the console and the help center shows it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const title = `Câu hỏi e2e ${Date.now().toString(36)}`;
  const content = await freshOperator(request, 'content', 'hlp');
  await signInConsole(page, content.username, content.password, content.secret);
  const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
  await menu.getByRole('link', { name: /^(Trung tâm trợ giúp|Help center)$/ }).click();
  await expect(page.getByRole('heading', { name: /Tài khoản · account/ })).toBeVisible();
  await page.getByRole('button', { name: /Mục trợ giúp mới|New help item/ }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: /^(Tạo mục|Create item)$/ }) });
  await form.getByLabel(/Nhóm|Group/).selectOption('account');
  await form.getByLabel(/^(Thứ tự|Order)$/).fill('-100');
  await form.getByRole('textbox', { name: /^(Tiêu đề|Title)$/ }).fill(title);
  // The rich-text editor loads with the form: type again until every keystroke is in it.
  const editor = form.getByRole('textbox', { name: /Nội dung|Content/ });
  await expect(async () => {
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Trả lời trong 5 phút.');
    await expect(editor).toHaveText('Trả lời trong 5 phút.');
  }).toPass();
  await form.getByRole('button', { name: /^(Tạo mục|Create item)$/ }).click();
  await expect(page.getByText(title)).toBeVisible();

  const site = await browser.newContext(phone());
  const sitePage = await site.newPage();
  await sitePage.goto('/m/help');
  const first = sitePage.getByTestId('help-group').first();
  const item = first.getByRole('button', { name: title });
  await expect(item).toBeVisible();
  await item.click();
  await expect(first.getByTestId('help-content')).toHaveText('Trả lời trong 5 phút.');
  await site.close();
});
