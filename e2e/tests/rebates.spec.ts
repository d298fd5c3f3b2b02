import {
  OPERATOR_TOKEN,
  expect,
  fakeSessionStorage,
  loginViaApi,
  memberCall,
  registerViaApi,
  test,
  uniqueUsername,
} from './fixtures.ts';

/**
 * Rebates (issue 14; docs/decisions/2026-11-25-rebates.md) at 390×844: a general agent of its
 * own (agent01's team is counted exactly by the agents spec) sets a downline's rate on the
 * rebate settings page, is refused above its own, and reads its rebate income page.
 */

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

test('an agent sets a downline’s rebate rate within its own, and reads its income', async ({
  page,
  request,
}) => {
  // A fresh general agent with 1.2 % on slots, and a member it opens in its register centre.
  const agent = await registerViaApi(request);
  const profile = await request.get(`/wps/admin/members/${agent.userName}`, { headers: operator });
  const agentId = (await profile.json()).value.profile.id as number;
  const typed = await request.put(`/wps/admin/agents/${agentId}/type`, {
    headers: operator,
    data: { type: 1 },
  });
  expect(typed.status(), await typed.text()).toBe(200);
  const rated = await request.put(`/wps/admin/rebates/rates/${agentId}`, {
    headers: operator,
    data: { rates: { RNG: '1.2', LIVE: '0.8' } },
  });
  expect(rated.status(), await rated.text()).toBe(200);
  const downline = uniqueUsername('rb');
  await memberCall(request, agent.token, 'POST', '/wps/agent/accounts', {
    kind: 'member',
    username: downline,
    password: 'Lotus2468x',
  });

  const session = await loginViaApi(request, agent.userName, 'Lotus2468x');
  await fakeSessionStorage(page, {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.customerType,
    firstTimeLogin: session.firstTimeLogin,
  });
  await page.goto('/m/agent');
  await page.getByRole('link', { name: 'Cài đặt hoàn trả' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentRebeat$/);
  await expect(page.getByTestId('rebate-own-RNG')).toHaveText('1.2%');
  const row = page.getByTestId('rebate-row').filter({ hasText: downline });
  await expect(row).toContainText('Chưa có hoàn trả');

  // Above the agent's own rate: refused by the server, at the field.
  await row.getByTestId('rebate-edit').click();
  const form = page.getByTestId('rebate-form');
  await expect(form).toContainText('Từ 0.0% đến 1.2%');
  const slots = form.getByLabel('Nổ hũ');
  await slots.fill('1.5');
  await page.getByTestId('rebate-save').click();
  await expect(form.getByText(/không được cao hơn tỷ lệ của tuyến trên/)).toBeVisible();
  await expect(slots).toHaveAttribute('aria-invalid', 'true');

  await slots.fill('0.5');
  await form.getByLabel('Casino trực tiếp').fill('0.3');
  await page.getByTestId('rebate-save').click();
  await expect(page.getByTestId('rebate-form')).toBeHidden();
  await expect(row).toContainText('Nổ hũ 0.5%');
  await expect(row).toContainText('Casino trực tiếp 0.3%');

  // The server holds it: the operator sees the downline's rate under the agent's ceiling.
  const team = await memberCall<{ list: { id: number; account: string }[] }>(
    request,
    agent.token,
    'GET',
    `/wps/agent/team?search=${downline}`,
  );
  const downlineId = team.list.find((m) => m.account === downline)!.id;
  const seen = await request.get(`/wps/admin/rebates/rates/${downlineId}`, { headers: operator });
  expect((await seen.json()).value).toMatchObject({
    rates: { RNG: '0.5', LIVE: '0.3' },
    ceiling: { RNG: '1.2', LIVE: '0.8' },
  });

  // The income page: nothing settled for a team that has not played.
  await page.goto('/m/agent');
  await page.getByRole('link', { name: 'Thu nhập hoàn trả' }).click();
  await expect(page.getByTestId('income-total')).toHaveText('0.00');
  await expect(page.getByText('Không có thu nhập hoàn trả trong những ngày này')).toBeVisible();
});
