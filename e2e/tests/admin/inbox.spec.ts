import { expect, registerViaApi, storeSession, test } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// The back office's Inbox and Feedback screens (issue 12): a content operator writes to one
// member, a support operator answers a member's feedback; both arrive in the member's inbox.

const baseURL = () => test.info().project.use.baseURL;
const phone = () => ({
  baseURL: baseURL(),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  locale: 'vi-VN',
});

test('a content operator writes to one member in the console; the sent list counts the read once the member opens it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const member = await registerViaApi(request);
  const title = `Thư e2e ${Date.now().toString(36)}`;
  const content = await freshOperator(request, 'content', 'inb');
  await signInConsole(page, content.username, content.password, content.secret);
  const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
  await menu.getByRole('link', { name: /^(Hộp thư|Inbox)$/ }).click();
  // The demo's segment message is in the sent list.
  await expect(page.getByRole('row').filter({ hasText: 'Quà sinh nhật VIP3' })).toContainText(
    'VIP3',
  );

  await page.getByTestId('inbox-compose').click();
  const form = page.getByTestId('inbox-form');
  await form.getByTestId('inbox-target').selectOption('member');
  await form.getByTestId('inbox-account').fill(member.userName);
  await form.getByTestId('inbox-title').fill(title);
  await form.getByRole('textbox', { name: /^(Nội dung|Content)$/ }).click();
  await page.keyboard.type('Chúc mừng bạn nhận thưởng 50.000 ₫.');
  await form.getByRole('button', { name: /^(Gửi|Send)$/ }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(member.userName);
  await expect(row).toContainText('0 / 1');

  const site = await browser.newContext(phone());
  const sitePage = await site.newPage();
  await storeSession(sitePage, member);
  await sitePage.goto('/m/webEmail');
  const item = sitePage.getByTestId('inbox-item').filter({ hasText: title });
  await expect(item.getByTestId('inbox-unread')).toBeVisible();
  await item.getByRole('link').click();
  await expect(sitePage.getByTestId('inbox-content')).toContainText('50.000 ₫');
  await site.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('1 / 1');
  page.on('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: /Thu hồi|Withdraw/ })
    .click();
  await expect(page.getByRole('status')).toContainText(/Đã thu hồi|withdrawn/);
});

test('a support operator answers a member’s feedback in the console; the answer arrives in the inbox', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const member = await registerViaApi(request);
  const text = `Rút tiền e2e ${Date.now().toString(36)} chờ lâu quá`;
  const sent = await request.put('/wps/member/feedback', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { category: 'withdrawal', content: text },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const support = await freshOperator(request, 'support', 'fbk');
  await signInConsole(page, support.username, support.password, support.secret);
  const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
  await menu.getByRole('link', { name: /^(Góp ý|Feedback)$/ }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(member.userName);
  await row.getByRole('button', { name: /^(Trả lời|Answer)$/ }).click();
  const form = page.getByTestId('feedback-answer-form');
  await form.getByRole('textbox', { name: /^(Trả lời|Answer)$/ }).click();
  await page.keyboard.type('Lệnh rút của bạn đã được duyệt.');
  await form.getByRole('button', { name: /Gửi trả lời|Send answer/ }).click();
  await expect(page.getByRole('status')).toContainText(member.userName);
  await page.getByRole('button', { name: /^(Đã trả lời|Answered)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: text })).toContainText(support.username);

  const site = await browser.newContext(phone());
  const sitePage = await site.newPage();
  await storeSession(sitePage, member);
  await sitePage.goto('/m/webEmail');
  const answer = sitePage.getByTestId('inbox-item').first();
  await expect(answer).toContainText('Trả lời góp ý của bạn');
  await expect(answer).toContainText('Lệnh rút của bạn đã được duyệt.');
  await site.close();
});
