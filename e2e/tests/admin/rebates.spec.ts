import { expect, test } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// The back office's Rebates screen (docs/decisions/2026-11-25-rebates.md): the plan, the
// settlement on demand, and one account's rates with their bounds.
test('an operator reads the plan, settles now and looks up an agent’s rates', async ({
  page,
  request,
}) => {
  const admin = await freshOperator(request, 'administrator', 'reb');
  await signInConsole(page, admin.username, admin.password, admin.secret);
  await page.goto('/admin/rebates');
  await expect(
    page.getByLabel(/Quyết toán hoàn trả mỗi ngày|Settle rebates every day/),
  ).toBeVisible();
  await expect(page.getByTestId('plan-rate-RNG')).toHaveValue(/^\d+\.\d$/);

  await page.getByTestId('rebates-run').click();
  await expect(page.getByTestId('rebates-run-result')).toBeVisible();

  await page.getByTestId('rebates-account-search').fill('agent01');
  await page.getByTestId('rebates-account-search').press('Enter');
  const account = page.getByTestId('rebates-account');
  await expect(account).toContainText('agent01');
  await expect(account.getByTestId('account-rate-RNG')).toHaveValue(/^\d+\.\d$/);

  await page.getByTestId('rebates-account-search').fill('nobody-here');
  await page.getByTestId('rebates-account-search').press('Enter');
  await expect(
    page.getByText(/Không có tài khoản nobody-here|No account nobody-here/),
  ).toBeVisible();
});
