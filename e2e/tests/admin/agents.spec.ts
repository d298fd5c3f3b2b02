import { fileURLToPath } from 'node:url';
import {
  expect,
  loginViaApi,
  memberCall,
  OPERATOR_TOKEN,
  registerViaApi,
  test,
  uniqueUsername,
} from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// The back office's Agents screen (docs/decisions/2026-11-24-agents.md): an account made an agent,
// agents and their types, the tree of one agent, and its permission keys, which the server then
// enforces. A fresh agent, not agent01: the site's agent spec counts agent01's team meanwhile.
test('the Agents screen makes an agent, shows its tree and takes a key away', async ({
  page,
  request,
}) => {
  const player = await registerViaApi(request);
  const search = await request.get(`/wps/admin/members?q=${player.userName}`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  const playerId = ((await search.json()).value.list as { id: number; account: string }[]).find(
    (m) => m.account === player.userName,
  )!.id;

  const support = await freshOperator(request, 'support', 'ag');
  await signInConsole(page, support.username, support.password, support.secret);
  await page.goto('/admin/agents');
  // Make the player a general agent (type 1).
  await page.locator('input[name="member-id"]').fill(String(playerId));
  await page.locator('select[name="member-type"]').selectOption('1');
  await page.getByRole('button', { name: /Áp dụng|Apply/ }).click();
  // The list shows the newest agent first; other specs make agents meanwhile, so look it up.
  const find = async (account: string) => {
    await page.getByRole('searchbox').fill(account);
    await page.getByRole('button', { name: /^(Tìm kiếm|Tìm|Search)$/ }).click();
    await expect(page.getByTestId(`agent-open-${account}`)).toBeVisible();
  };
  await find(player.userName);

  // The new agent opens a sub-agent; the screen shows it in the agent's tree.
  const subName = uniqueUsername('bo');
  await memberCall(request, player.token, 'POST', '/wps/agent/accounts', {
    kind: 'agent',
    username: subName,
    password: 'Lotus2468x',
  });
  await page.reload();
  await find(player.userName);
  await page.getByTestId(`agent-open-${player.userName}`).click();
  const tree = page.getByTestId('agent-tree');
  await expect(tree.getByTestId('agent-tree-node').filter({ hasText: subName })).toBeVisible();
  if (process.env.SCREENSHOTS === '1') {
    const dir = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));
    await page.screenshot({ path: `${dir}/admin-agents.png`, fullPage: true });
  }

  // The sub-agent's keys: REGCEN taken away, and the server refuses its register centre.
  await find(subName);
  await page.getByTestId(`agent-open-${subName}`).click();
  await expect(page.getByTestId('agent-tree')).toContainText(player.userName);
  await page
    .getByTestId('agent-keys')
    .getByRole('checkbox', { name: /REGCEN/ })
    .uncheck();
  await page.getByTestId('agent-keys-save').click();
  await expect(page.getByRole('status').filter({ hasText: /Đã lưu|Saved/ })).toBeVisible();

  const session = await loginViaApi(request, subName, 'Lotus2468x');
  const refused = await request.post('/wps/agent/accounts', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { kind: 'member', username: uniqueUsername('no'), password: 'Lotus2468x' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('agent.permission_denied');
});
