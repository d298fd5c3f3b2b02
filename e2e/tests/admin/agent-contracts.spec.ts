import { fileURLToPath } from 'node:url';
import {
  expect,
  memberCall,
  OPERATOR_TOKEN,
  registerViaApi,
  test,
  uniqueUsername,
} from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// The back office's Contracts screen (docs/decisions/2026-11-25-agent-contracts.md): contracts
// listed with their state, upline, agent, kind and tiers; an offer sent from the screen; a pass of
// the settlement job run now. A fresh agent, not agent01: the site's agent spec counts its team.
test('the Contracts screen lists contracts, sends an offer and runs a settlement pass', async ({
  page,
  request,
}) => {
  const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  const top = await registerViaApi(request);
  const search = await request.get(`/wps/admin/members?q=${top.userName}`, { headers: operator });
  const topId = ((await search.json()).value.list as { id: number; account: string }[]).find(
    (m) => m.account === top.userName,
  )!.id;
  await request.put(`/wps/admin/agents/${topId}/type`, { headers: operator, data: { type: 1 } });
  const subName = uniqueUsername('bc');
  const sub = await memberCall<{ id: number }>(request, top.token, 'POST', '/wps/agent/accounts', {
    kind: 'agent',
    username: subName,
    password: 'Lotus2468x',
  });
  const offered = await memberCall<{ id: number }>(
    request,
    top.token,
    'POST',
    '/wps/agent/team-contracts',
    {
      memberId: sub.id,
      kind: 'salary',
      tiers: [{ activeMembers: 2, threshold: '1000000', reward: '70000' }],
    },
  );

  const admin = await freshOperator(request, 'administrator', 'ct');
  await signInConsole(page, admin.username, admin.password, admin.secret);
  await page.goto('/admin/agent-contracts');
  await page.getByRole('searchbox').fill(subName);
  await page.getByRole('button', { name: /^(Tìm kiếm|Tìm|Search)$/ }).click();
  await expect(page.getByTestId(`contract-state-${offered.id}`)).toHaveText(
    /Đang chờ trả lời|Offer pending/,
  );
  await expect(page.getByRole('cell', { name: '2 · 1000000.00 → 70000.00' })).toBeVisible();

  // The operator offers the sub-agent an hourly contract from the screen.
  const form = page.getByTestId('contract-offer-form');
  await form.locator('input[name="member-id"]').fill(String(sub.id));
  await form.locator('select[name="contract-kind"]').selectOption('hourly');
  await form.locator('input[name="tier-0-active"]').fill('0');
  await form.locator('input[name="tier-0-threshold"]').fill('100000');
  await form.locator('input[name="tier-0-reward"]').fill('3000');
  await form.getByRole('button').click();
  await expect(page.getByRole('cell', { name: '0 · 100000.00 → 3000.00' })).toBeVisible();

  await page.getByTestId('contracts-run').click();
  await expect(page.getByTestId('contracts-run-result')).toBeVisible();
  if (process.env.SCREENSHOTS === '1') {
    const dir = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
    await page.screenshot({ path: `${dir}/admin-agent-contracts.png`, fullPage: true });
  }
});
