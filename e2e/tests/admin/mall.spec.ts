import { OPERATOR_TOKEN, expect, memberCall, registerViaApi, test } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// The back office's Point mall screen (docs/decisions/2026-11-25-point-mall.md): an
// administrator creates an item, a member redeems it, and the order is shipped from the screen.
test('an operator creates an item and ships the order a member placed', async ({
  page,
  request,
}) => {
  const admin = await freshOperator(request, 'administrator', 'mall');
  await signInConsole(page, admin.username, admin.password, admin.secret);
  await page.goto('/admin/mall');
  await page.getByTestId('mall-section-items').click();
  await page.getByTestId('mall-item-new').click();
  const name = `Bình giữ nhiệt ${admin.username.slice(-5)}`;
  await page.locator('select[name="kind"]').selectOption('physical');
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="cost"]').fill('250');
  await page.locator('input[name="stock"]').fill('3');
  await page.getByRole('button', { name: /^(Lưu|Save)$/ }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  const member = await registerViaApi(request);
  const adjusted = await request.post('/wps/admin/mall/points/adjust', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { account: member.userName, points: 300, reason: 'Quà' },
  });
  expect(adjusted.ok()).toBe(true);
  const mall = await memberCall<{ items: { id: number; name: string }[] }>(
    request,
    member.token,
    'GET',
    '/wps/member/mall',
  );
  const item = mall.items.find((i) => i.name === name)!;
  await memberCall(request, member.token, 'POST', `/wps/member/mall/items/${item.id}/redeem`, {
    address: { name: 'Lê Châu', phone: '0907654321', address: '5 Trần Phú, Đà Nẵng' },
  });

  await page.getByTestId('mall-section-orders').click();
  const row = page.getByRole('row').filter({ hasText: member.userName });
  await expect(row).toContainText('5 Trần Phú, Đà Nẵng');
  await row.getByTestId('mall-order-shipped').click();
  // Shipped orders leave the pending list; the shipped list holds it.
  await page.getByRole('button', { name: /^(Đang giao|Shipped)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: member.userName })).toContainText(
    /Đang giao|Shipped/,
  );
});
