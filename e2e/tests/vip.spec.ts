import {
  expect,
  fundViaBankDeposit,
  loginViaApi,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

// The VIP club at 390×844 against the real server (docs/decisions/2026-11-25-vip-club.md).

test('a new member sees this month’s deposits toward VIP1 and every level compared', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  await fundViaBankDeposit(request, member.token, '2000000');
  await storeSession(page, member);

  await page.goto('/m/vip');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
  await expect(page.getByTestId('vip-next-deposit')).toContainText('2,000,000.00 / 1,000,000.00 ₫');
  await expect(page.getByTestId('vip-next-turnover')).toContainText('0.00 / 5,000,000.00 ₫');
  await expect(page.getByTestId('vip-keep-deposit')).toHaveCount(0);

  await page.getByTestId('vip-benefits').click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  const table = page.getByTestId('benefits-page').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(8);
  await expect(table.locator('thead [aria-current="true"]')).toHaveText('VIP0');
  expect(errors).toEqual([]);
});

test('the demo player’s level shows on the member home and in the side menu, and leads to the club', async ({
  page,
  request,
}) => {
  const demo = await loginViaApi(request, 'demo');
  await storeSession(page, demo);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('club-label')).toHaveText('VIP2');
  await page.getByTestId('club-label').click();
  await expect(page).toHaveURL(/\/m\/vip$/);
  await expect(page.getByTestId('vip-level')).toHaveText('VIP2');
  await expect(page.getByTestId('vip-keep-deposit')).toBeVisible();
  await expect(page.getByTestId('vip-next-deposit')).toContainText('/ 20,000,000.00 ₫');
  // The member home's entry grid leads there too.
  await page.goto('/m/member/home');
  await page.getByTestId('member-entry-vipClub').click();
  await expect(page).toHaveURL(/\/m\/vip$/);
});
