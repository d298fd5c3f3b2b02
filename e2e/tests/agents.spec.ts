import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { MODULE_HEADER } from '@app/contracts';
import {
  decodeQrImage,
  expect,
  fakeSessionStorage,
  fundViaBankDeposit,
  loginViaApi,
  memberCall,
  OPERATOR_TOKEN,
  signIn,
  solvedCaptcha,
  test,
  uniqueUsername,
} from './fixtures.ts';

/**
 * Agents (issue 14; docs/decisions/2026-11-24-agents.md) at 390×844: agent01's home greets by
 * the device's local hour and its four counts rise by exactly what the test did; a player opening
 * /m/agent lands on /m/home; a grid entry goes when its key is taken away; a sub-agent opens a
 * downline in the register centre, finds it in team management and transfers money to it.
 */

// Serial: the first test counts agent01's whole team, which the third one adds a sub-agent to.
test.describe.configure({ timeout: 120_000, mode: 'serial' });
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({
    path: process.env.SCREENSHOTS === '1' ? `${DOCS_SHOTS}/${name}` : test.info().outputPath(name),
    fullPage,
  });

type Kpi = {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
};

async function kpiOf(request: APIRequestContext, token: string): Promise<Kpi> {
  return (await memberCall<{ kpi: Kpi }>(request, token, 'GET', '/wps/agent/home')).kpi;
}

/** Registers an account through the API with an invitation code; answers the session value. */
async function registerWithCode(request: APIRequestContext, affiliateCode: string) {
  const username = uniqueUsername('tm');
  const res = await request.put('/wps/auth/register', {
    data: {
      method: 'username',
      username,
      password: 'Lotus2468x',
      confirmPassword: 'Lotus2468x',
      email: '',
      mobileNum: '',
      countryDialingCode: '',
      affiliateCode,
      ...(await solvedCaptcha(request)),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).value as { token: string; userName: string };
}

/** One round of the in-house dice game through its API, as the game page plays it. */
async function playOneRound(request: APIRequestContext, token: string) {
  const params = new URLSearchParams({
    category: 'INHOUSE',
    vendor: 'INHOUSE',
    gameId: '8002',
    nodeId: 'INHOUSE-8002',
    gameCode: 'dice',
  });
  const launch = await request.get(`/wps/game/launchGame?${params.toString()}`, {
    headers: { authorization: `Bearer ${token}`, [MODULE_HEADER]: 'GAMELO3' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const url = (await launch.json()).value.url as string;
  const launchToken = new URL(url, 'http://x').searchParams.get('launch')!;
  const session = await request.post('/wps/originals/session', {
    data: { gameCode: 'dice', token: launchToken },
  });
  expect(session.status(), await session.text()).toBe(200);
  const sessionToken = (await session.json()).value.sessionToken as string;
  const played = await request.post('/wps/originals/play', {
    headers: { 'x-game-session': sessionToken },
    data: {
      requestId: crypto.randomUUID(),
      stake: '1000',
      dice: { target: '49.50', direction: 'under' },
    },
  });
  expect(played.status(), await played.text()).toBe(200);
}

test('agent01’s home greets by the local hour and counts what the team did today', async ({
  page,
  request,
}) => {
  const agent = await loginViaApi(request, 'agent01');
  const before = await kpiOf(request, agent.token);

  // Two members register with agent01's invitation code; one of them plays a round.
  const first = await registerWithCode(request, 'AGENT01');
  await registerWithCode(request, 'agent01');
  await fundViaBankDeposit(request, first.token, '100000');
  await playOneRound(request, first.token);

  // 09:30 on the device (Asia/Ho_Chi_Minh): the morning greeting (spec §2: 0–10).
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  await page.clock.setFixedTime(new Date(`${today}T09:30:00+07:00`));
  await signIn(page, request, 'agent01');
  await page.goto('/m/agent');
  const home = page.getByTestId('agent-home');
  await expect(home.getByTestId('agent-greeting')).toHaveText('Chào buổi sáng');
  await expect(home.getByTestId('agent-name')).toHaveText('agent01');
  await expect(home.getByTestId('agent-withdraw')).toHaveAttribute('href', '/m/withdraw');
  await expect(home.getByTestId('agent-deposit')).toHaveAttribute('href', '/m/voucherCenter');
  const expected: Kpi = {
    teamLoginMemberCount: before.teamLoginMemberCount + 2,
    teamBetMemberCount: before.teamBetMemberCount + 1,
    teamRegisterMemberCount: before.teamRegisterMemberCount + 2,
    teamOnlineCount: before.teamOnlineCount + 2,
  };
  for (const [key, value] of Object.entries(expected)) {
    await expect(home.getByTestId(`kpi-${key}-value`)).toHaveText(String(value));
  }
  // The agent announcements' unread count (the demo has two for agents) and their page.
  await expect(home.getByTestId('agent-notices-unread')).toBeVisible();
  await shot(page, 'agent-home.png', true);
  await home.getByTestId('agent-foot-notices').click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  await expect(page.getByTestId('message-item').first()).toBeVisible();

  // 20:00: the evening greeting.
  await page.clock.setFixedTime(new Date(`${today}T20:00:00+07:00`));
  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-greeting')).toHaveText('Chào buổi tối');
});

test('a player opening /m/agent lands on /m/home', async ({ page, request }) => {
  await signIn(page, request, 'demo');
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('keys gate the grid; the register centre opens a downline that team management pays', async ({
  page,
  request,
}) => {
  // A sub-agent of agent01, for this test alone.
  const agent01 = await loginViaApi(request, 'agent01');
  const subName = uniqueUsername('sub');
  const opened = await memberCall<{ id: number; type: number }>(
    request,
    agent01.token,
    'POST',
    '/wps/agent/accounts',
    { kind: 'agent', username: subName, password: 'Lotus2468x' },
  );
  expect(opened.type).toBe(2);
  const sub = await loginViaApi(request, subName, 'Lotus2468x');
  await memberCall(request, sub.token, 'POST', '/wps/withdraw/payment-password', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
    loginPassword: 'Lotus2468x',
  });
  await fundViaBankDeposit(request, sub.token, '500000');
  await fakeSessionStorage(page, {
    token: sub.token,
    merchantCode: sub.merchantCode,
    userName: sub.userName,
    type: sub.customerType,
    firstTimeLogin: false,
  });

  await page.goto('/m/agent');
  await expect(page.getByTestId('agent-entry-teamPnl')).toBeVisible();
  const keys = [
    'AGEPAG',
    'TRANSREC3',
    'DOWNMAN',
    'TEAMBETTING3',
    'GAMSER',
    'AGEREBINC3',
    'SECPRIV',
    'MAILCEN',
    'REGCEN',
  ];
  const removed = await request.put(`/wps/admin/agents/${opened.id}/permissions`, {
    headers: operator,
    data: { keys },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('agent-entry-teamOverview')).toBeVisible();
  await expect(page.getByTestId('agent-entry-teamPnl')).toHaveCount(0);

  // Register centre: open a member account directly.
  await page.getByTestId('agent-foot-register').click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  const downline = uniqueUsername('dl');
  const form = page.getByTestId('open-account');
  await form.getByLabel('Tên đăng nhập').fill(downline);
  await form.getByLabel('Mật khẩu', { exact: true }).fill('Lotus2468x');
  await page.getByTestId('open-account-submit').click();
  await expect(page.getByTestId('open-account-message')).toContainText(downline);
  // An invitation link with its QR code.
  await page.getByTestId('invitation').getByLabel('Nổ hũ').fill('0.8');
  await page.getByTestId('invitation-submit').click();
  await expect(page.getByTestId('invitation-link')).toContainText('/m/register?affiliateCode=AG');
  // The server draws the QR code; it reads back as the link shown.
  const invitationLink = (await page.getByTestId('invitation-link').textContent())!;
  expect(await decodeQrImage(page.getByTestId('invitation-qr'))).toBe(invitationLink);
  await shot(page, 'agent-register-centre.png', true);

  // Team management: the new downline, then a transfer to it with the payment password.
  await page.goto('/m/member/team');
  const row = page.getByTestId('team-row').filter({ hasText: downline });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('team-balance')).toHaveText('0.00 ₫');
  await row.getByTestId('team-transfer-open').click();
  const transfer = page.getByTestId('team-transfer');
  await transfer.getByLabel('Số tiền (₫)').fill('120000');
  await transfer.getByLabel('Mật khẩu thanh toán').fill('246810');
  await page.getByTestId('team-transfer-submit').click();
  await expect(page.getByTestId('team-transfer-message')).toContainText(downline);
  await expect(row.getByTestId('team-balance')).toHaveText('120,000.00 ₫');
  await shot(page, 'agent-team.png', true);

  // The team overview counts the new downline.
  await page.goto('/m/agent/team/overview');
  await expect(page.getByTestId('overview-total-teamSize')).toHaveText('1');
  await shot(page, 'agent-team-overview.png', true);
});
