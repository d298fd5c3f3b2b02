import type { Browser } from '@playwright/test';
import { expect, fundViaBankDeposit, registerViaApi, storeSession, test } from '../fixtures.ts';
import { DEMO_OPERATOR_PASSWORD, DEMO_TOTP, secretOf, signInConsole } from './admin-fixtures.ts';

const baseURL = () => test.info().project.use.baseURL;
const phone = () => ({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, isMobile: true });

/** A member asks for a payout on the site, at a phone's size: payment password, bank, amount. */
async function memberRequestsWithdrawal(
  browser: Browser,
  request: Parameters<typeof registerViaApi>[0],
) {
  const context = await browser.newContext({ ...phone(), locale: 'vi-VN' });
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('NOTICE_POPUP_SHOWN', '1'));
  const session = await registerViaApi(request);
  await storeSession(page, session);
  await fundViaBankDeposit(request, session.token, '800000');
  await page.goto('/m/withdraw');
  const password = page.getByTestId('payment-password-form');
  await password.locator('input[name="paymentPassword"]').fill('135790');
  await password.locator('input[name="confirmPaymentPassword"]').fill('135790');
  await password.locator('input[name="loginPassword"]').fill(session.password);
  await page.getByTestId('payment-password-submit').click();
  const bind = page.getByTestId('bind-account-form');
  await bind.locator('select[name="bankCode"]').selectOption('VCB');
  await bind.locator('input[name="accountNo"]').fill('0071000654321');
  await bind.locator('input[name="accountName"]').fill('Nguyen Van Back Office');
  await bind.locator('input[name="loginPassword"]').fill(session.password);
  await page.getByTestId('bind-account-submit').click();
  const form = page.getByTestId('withdraw-form');
  await form.locator('input[name="amount"]').fill('150000');
  await form.locator('input[name="paymentPassword"]').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  const orderNo = (await page.getByTestId('withdraw-order-no').textContent())!.trim();
  return { account: session.userName, orderNo, page, close: () => context.close() };
}

test('an administrator creates a finance operator, who approves a member’s withdrawal; content publishes; the audit shows all three', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const member = await memberRequestsWithdrawal(browser, request);

  // The administrator signs in with password + TOTP and creates a finance operator.
  await signInConsole(page, 'administrator', DEMO_OPERATOR_PASSWORD, DEMO_TOTP.administrator!);
  await page.getByRole('link', { name: /Nhân viên quản trị|Operators/ }).click();
  const username = `fin${Date.now().toString(36)}`;
  const create = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: /^(Tạo|Create)$/ }) });
  await create.getByLabel(/Tên đăng nhập|Username/).fill(username);
  await create.getByLabel(/Vai trò|Role/).selectOption('finance');
  await create.getByRole('button', { name: /^(Tạo|Create)$/ }).click();
  const password = (await page.getByTestId('created-password').textContent())!.trim();
  const secret = secretOf((await page.getByTestId('created-otpauth').textContent())!.trim());
  await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();
  await page.getByRole('button', { name: /Đăng xuất|Sign out/ }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  // The finance operator enrols (QR code, first code, recovery codes) and approves the payout.
  await signInConsole(page, username, password, secret);
  const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
  await expect(menu.getByRole('link', { name: /Rút tiền|Withdrawals/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Cài đặt|Settings/ })).toHaveCount(0);
  await menu.getByRole('link', { name: /Rút tiền|Withdrawals/ }).click();
  await page.getByLabel(/Lọc theo Tài khoản|Filter by Account/).fill(member.account);
  const row = page.getByRole('row').filter({ hasText: member.orderNo });
  // the member's recent activity beside the request
  await row.getByRole('button', { name: /Hoạt động|Activity/ }).click();
  const activity = page.getByRole('complementary', { name: new RegExp(member.account) });
  await expect(activity).toContainText('650,000.00');
  await expect(activity).toContainText('150,000.00');
  await row.getByRole('button', { name: /Duyệt chi|Approve payout/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Đã chuyển khoản VCB');
  await dialog.getByRole('button', { name: /Duyệt chi|Approve payout/ }).click();
  await expect(page.getByText(new RegExp(member.orderNo)).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: member.orderNo })).toHaveCount(0);
  // the settings screen is not theirs, even by its address
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: /Không có quyền|Not allowed/ })).toBeVisible();

  // The member's withdrawal report shows it paid.
  await member.page.goto('/m/withdrawReport');
  await expect(
    member.page.locator(
      `[data-testid="withdraw-line"][data-order="${member.orderNo}"] [data-status]`,
    ),
  ).toHaveAttribute('data-status', 'paid');
  await member.close();

  // A content operator publishes an announcement; the member site shows it.
  const content = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1366, height: 860 },
  });
  const contentPage = await content.newPage();
  await signInConsole(contentPage, 'content', DEMO_OPERATOR_PASSWORD, DEMO_TOTP.content!);
  await contentPage.getByRole('link', { name: /Thông báo|Announcements/ }).click();
  await contentPage.getByRole('button', { name: /Thông báo mới|New announcement/ }).click();
  const title = `Khuyến mãi cuối tuần ${Date.now().toString(36)}`;
  await contentPage.getByRole('textbox', { name: /^(Tiêu đề|Title)$/ }).fill(title);
  await contentPage.getByRole('textbox', { name: /Nội dung|Content/ }).click();
  await contentPage.keyboard.type('Nạp 200.000 ₫ nhận thưởng 50%.');
  await contentPage.getByRole('button', { name: /^(Đăng|Publish)$/ }).click();
  await expect(contentPage.getByRole('row').filter({ hasText: title })).toBeVisible();
  await content.close();

  const site = await browser.newContext({ ...phone(), locale: 'vi-VN' });
  const sitePage = await site.newPage();
  await sitePage.goto('/m/notice');
  await expect(sitePage.getByText(title)).toBeVisible();
  await site.close();

  // The audit trail, read by the finance operator, lists the three actions.
  await page.getByRole('link', { name: /Nhật ký thao tác|Audit trail/ }).click();
  const audit = page.locator('table');
  const search = async (action: string) => {
    await page.getByLabel(/^(Thao tác|Action)$/).fill(action);
    await page.getByRole('button', { name: /^(Tìm|Search)$/ }).click();
  };
  await search('operator.create');
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: 'operator:administrator' })
      .filter({ hasText: username }),
  ).toBeVisible();
  await search('withdrawal.approve');
  await expect(audit.getByRole('row').filter({ hasText: `operator:${username}` })).toBeVisible();
  await search('announcement.create');
  await expect(
    audit.getByRole('row').filter({ hasText: 'operator:content' }).filter({ hasText: title }),
  ).toBeVisible();
});
