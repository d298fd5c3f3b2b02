import {
  OPERATOR_TOKEN,
  expect,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

// The point mall at 390×844 against the real server (docs/decisions/2026-11-25-point-mall.md):
// a member with points redeems a voucher (its code at once) and a gift to be delivered; the
// operator cancels the gift and the points come back exactly once.

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

test('a member redeems a voucher and a gift; the cancelled gift returns its points', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  const tag = member.userName.slice(-6);
  const created: number[] = [];
  for (const item of [
    { kind: 'voucher', name: `Phiếu quà ${tag}`, cost: 300, stock: 5, perMemberLimit: 1, sort: 0 },
    { kind: 'physical', name: `Áo thun ${tag}`, cost: 500, stock: 1, sort: 0 },
  ]) {
    const res = await request.post('/wps/admin/mall/items', { headers: operator, data: item });
    expect(res.status(), await res.text()).toBe(201);
    created.push((await res.json()).value.id);
  }
  const adjust = await request.post('/wps/admin/mall/points/adjust', {
    headers: operator,
    data: { account: member.userName, points: 1000, reason: 'Quà chào mừng' },
  });
  expect(adjust.status(), await adjust.text()).toBe(200);
  await storeSession(page, member);

  await page.goto('/m/mall/mallHome');
  await expect(page.getByTestId('mall-points')).toHaveText('1,000');
  const voucher = page.locator(`[data-testid="mall-item"][data-item-id="${created[0]}"]`);
  const gift = page.locator(`[data-testid="mall-item"][data-item-id="${created[1]}"]`);

  await voucher.getByTestId('mall-redeem').click();
  await page.getByTestId('mall-redeem-confirm').click();
  await expect(page.getByTestId('mall-redeem-done')).toContainText(/[A-Z2-9]{12}/);
  await page.getByTestId('mall-redeem-dialog').getByRole('button').first().click();
  await expect(page.getByTestId('mall-points')).toHaveText('700');
  // The limit of one is reached: the button says so.
  await expect(voucher.getByTestId('mall-redeem')).toBeDisabled();

  await gift.getByTestId('mall-redeem').click();
  const dialog = page.getByTestId('mall-redeem-dialog');
  await dialog.locator('input[name="name"]').fill('Nguyễn An');
  await dialog.locator('input[name="phone"]').fill('0901234567');
  await dialog.locator('input[name="address"]').fill('1 Lê Lợi, Quận 1, TP.HCM');
  await page.getByTestId('mall-redeem-confirm').click();
  await expect(page.getByTestId('mall-redeem-done')).toBeVisible();
  await dialog.getByRole('button').first().click();
  await expect(page.getByTestId('mall-points')).toHaveText('200');
  await expect(gift.getByTestId('mall-redeem')).toBeDisabled(); // the last one is gone

  await page.getByTestId('mall-tab-orders').click();
  const orders = page.getByTestId('mall-order');
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toHaveAttribute('data-state', 'pending');
  await expect(orders.nth(1)).toHaveAttribute('data-state', 'delivered');

  // The operator cancels the gift; a second cancellation is refused and returns nothing.
  const list = await request.get('/wps/admin/mall/orders?state=pending&pageSize=200', {
    headers: operator,
  });
  const order = ((await list.json()).value.list as { id: number; username: string }[]).find(
    (o) => o.username === member.userName,
  )!;
  for (const expected of [200, 409]) {
    const res = await request.post(`/wps/admin/mall/orders/${order.id}/state`, {
      headers: operator,
      data: { state: 'cancelled' },
    });
    expect(res.status()).toBe(expected);
  }

  await page.reload();
  await expect(page.getByTestId('mall-points')).toHaveText('700');
  await page.getByTestId('mall-tab-orders').click();
  await expect(page.getByTestId('mall-order').first()).toHaveAttribute('data-state', 'cancelled');
  await page.getByTestId('mall-tab-points').click();
  const entries = page.getByTestId('point-entry');
  await expect(entries).toHaveCount(4);
  await expect(entries.first()).toHaveAttribute('data-kind', 'refund');
  expect(errors).toEqual([]);
});

test('a trial account is asked to use a real account', async ({ page, request }) => {
  const trial = await request.post('/wps/auth/trial');
  expect(trial.ok(), await trial.text()).toBe(true);
  const value = (await trial.json()).value as { token: string; merchantCode: string };
  await storeSession(page, { ...value, userName: '', customerType: 4 });
  await page.goto('/m/mall/mallHome');
  await expect(page.getByText(/tài khoản thật/i)).toBeVisible();
  await expect(page.getByTestId('mall')).toHaveCount(0);
});
