import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  fakeSessionStorage,
  loginViaApi,
  memberCall,
  OPERATOR_TOKEN,
  registerViaApi,
  test,
  uniqueUsername,
} from './fixtures.ts';

/**
 * Agent contracts (docs/decisions/2026-11-25-agent-contracts.md) at 390×844: an upline offers its
 * sub-agent a daily-salary contract; the sub-agent sees the prompt on the agent home, taps Go,
 * accepts it on the contract page; an hourly-salary offer prompts the same way on the site home.
 * A fresh agent, not agent01: the agent spec counts agent01's team meanwhile.
 */
test.describe.configure({ timeout: 120_000 });

const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** A new general agent (type 1) and its new sub-agent (type 2), with their sessions. */
async function agentAndSubAgent(request: APIRequestContext) {
  const top = await registerViaApi(request);
  const search = await request.get(`/wps/admin/members?q=${top.userName}`, { headers: operator });
  const topId = ((await search.json()).value.list as { id: number; account: string }[]).find(
    (m) => m.account === top.userName,
  )!.id;
  const typed = await request.put(`/wps/admin/agents/${topId}/type`, {
    headers: operator,
    data: { type: 1 },
  });
  expect(typed.status(), await typed.text()).toBe(200);
  const subName = uniqueUsername('ct');
  const sub = await memberCall<{ id: number }>(request, top.token, 'POST', '/wps/agent/accounts', {
    kind: 'agent',
    username: subName,
    password: 'Lotus2468x',
  });
  return { top, subId: sub.id, subName };
}

async function signInAs(page: Page, request: APIRequestContext, username: string) {
  const session = await loginViaApi(request, username, 'Lotus2468x');
  await fakeSessionStorage(page, {
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.customerType,
    firstTimeLogin: session.firstTimeLogin,
  });
  return session;
}

test('a sub-agent accepts a salary contract from the agent home’s prompt, and the site home prompts too', async ({
  page,
  request,
}) => {
  const { top, subId, subName } = await agentAndSubAgent(request);
  await memberCall(request, top.token, 'POST', '/wps/agent/team-contracts', {
    memberId: subId,
    kind: 'salary',
    tiers: [
      { activeMembers: 1, threshold: '500000', reward: '50000' },
      { activeMembers: 5, threshold: '3000000', reward: '200000' },
    ],
  });
  await signInAs(page, request, subName);

  // spec §4: the agent home asks; Go opens the contract page.
  await page.goto('/m/agent');
  const prompt = page.getByTestId('contract-prompt-salary');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Hợp đồng lương ngày');
  await prompt.getByTestId('contract-prompt-go').click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const offer = page.getByTestId('contract-offer');
  await expect(offer).toContainText(top.userName);
  await expect(offer).toContainText('3,000,000');
  if (process.env.SCREENSHOTS === '1') {
    await page.screenshot({ path: `${DOCS_SHOTS}/agent-contract-offer.png` });
  }
  await page.getByTestId('contract-accept').click();
  await expect(offer).toBeHidden();
  await expect(page.getByTestId('contract-since')).toBeVisible();
  await expect(page.getByTestId('contract-active')).toContainText('200,000');

  // Accepted: no prompt for it any more; an hourly offer prompts on the site home.
  const requests = await memberCall<{ dailysalreqtype: number | null }>(
    request,
    (await loginViaApi(request, subName, 'Lotus2468x')).token,
    'GET',
    '/wps/agent/contracts/requests',
  );
  expect(requests.dailysalreqtype).toBeNull();
  await memberCall(request, top.token, 'POST', '/wps/agent/team-contracts', {
    memberId: subId,
    kind: 'hourly',
    tiers: [{ activeMembers: 0, threshold: '100000', reward: '5000' }],
  });
  await page.goto('/m/home');
  const hourly = page.getByTestId('contract-prompt-hourly');
  await expect(hourly).toBeVisible();
  await hourly.getByTestId('contract-prompt-go').click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
  await expect(page.getByTestId('contract-offer')).toContainText('5,000');
});

test('an upline writes a salary offer on its contract page; the sub-agent finds it in the inbox', async ({
  page,
  request,
}) => {
  const { top, subName } = await agentAndSubAgent(request);
  await signInAs(page, request, top.userName);
  await page.goto('/m/member/agent/getSalaryContract');
  const team = page.getByTestId('team-contracts');
  await expect(team.getByTestId('team-contracts-empty')).toBeVisible();
  await page.getByTestId('team-offer-open').click();
  const form = page.getByTestId('team-offer-form');
  await form.locator('select[name="offer-member"]').selectOption({ label: subName });
  const inputs = form.getByRole('textbox');
  await inputs.nth(0).fill('2');
  await inputs.nth(1).fill('1000000');
  await inputs.nth(2).fill('80000');
  if (process.env.SCREENSHOTS === '1') {
    await page.screenshot({ path: `${DOCS_SHOTS}/agent-contract-write-offer.png`, fullPage: true });
  }
  await page.getByTestId('team-offer-send').click();
  await expect(team.getByTestId('team-contract')).toContainText(subName);
  await expect(team.getByTestId('team-contract')).toContainText('80,000');

  // The sub-agent's inbox holds the offer, with a link to the page.
  const sub = await loginViaApi(request, subName, 'Lotus2468x');
  const inbox = await memberCall<{ list: { title: string }[] }>(
    request,
    sub.token,
    'GET',
    '/wps/member/inbox?pageNo=1&pageSize=20',
  );
  expect(inbox.list.map((m) => m.title)).toContain('Bạn nhận được đề nghị hợp đồng lương ngày');
});
