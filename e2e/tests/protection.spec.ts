import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { MODULE_HEADER } from '@app/contracts';
import {
  expect,
  fundViaBankDeposit,
  loginViaApi,
  memberCall,
  OPERATOR_TOKEN,
  registerViaApi,
  storeSession,
  test,
} from './fixtures.ts';

/**
 * Player protection and wagering (docs/decisions/2026-11-24-protect.md): a claimed bonus holds
 * withdrawals back until it is wagered, a deposit limit refuses a larger deposit, a
 * self-exclusion signs the member out and closes play and deposits, and the reality check appears
 * on a shortened interval.
 */

test.describe.configure({ timeout: 120_000 });

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({
    path: process.env.SCREENSHOTS === '1' ? `${DOCS_SHOTS}/${name}` : test.info().outputPath(name),
    fullPage,
  });

/** A bonus of `bonus` ₫ to wager once, granted through a promotion application the operator approves. */
async function grantBonus(request: APIRequestContext, token: string, bonus: string) {
  const created = await request.post('/wps/admin/content/promotions', {
    headers: operator,
    data: {
      title: `Thưởng E2E ${Date.now().toString(36)}`,
      content: '<p>Thưởng thử nghiệm.</p>',
      category: 'rebate_promo',
      noExpiry: 1,
      acceptsApplications: true,
      applicationBonus: bonus,
      wageringMultiple: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const promotionId = (await created.json()).value.id as number;
  const application = await memberCall<{ id: number }>(
    request,
    token,
    'POST',
    `/wps/promotions/${promotionId}/applications`,
    { comment: 'E2E' },
  );
  const approved = await request.post(
    `/wps/admin/promotion-applications/${application.id}/approve`,
    { headers: operator, data: { bonus, wageringMultiple: 1 } },
  );
  expect(approved.status(), await approved.text()).toBe(200);
}

async function readyToWithdraw(
  request: APIRequestContext,
  session: { token: string; password: string },
) {
  await memberCall(request, session.token, 'POST', '/wps/withdraw/payment-password', {
    paymentPassword: '135790',
    confirmPaymentPassword: '135790',
    loginPassword: session.password,
  });
  await memberCall(request, session.token, 'POST', '/wps/withdraw/bank-accounts', {
    bankCode: 'TCB',
    accountName: 'Nguyen Van Test',
    accountNo: '19036612345678',
    loginPassword: session.password,
  });
}

async function launchSlot(request: APIRequestContext, token: string) {
  const params = new URLSearchParams({
    category: 'INHOUSE',
    vendor: 'INHOUSE',
    gameId: '8001',
    nodeId: 'INHOUSE-8001',
    gameCode: 'lotus-slot',
  });
  return request.get(`/wps/game/launchGame?${params.toString()}`, {
    headers: { authorization: `Bearer ${token}`, [MODULE_HEADER]: 'GAMELO3' },
  });
}

async function withdraw(page: Page, amount: string) {
  const form = page.getByTestId('withdraw-form');
  await form.locator('input[name="amount"]').fill(amount);
  await form.locator('input[name="paymentPassword"]').fill('135790');
  await page.getByTestId('withdraw-submit').click();
}

test('a claimed bonus holds the withdrawal back until it is wagered, then lets it go', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  await fundViaBankDeposit(request, session.token, '300000');
  await grantBonus(request, session.token, '10000');
  await readyToWithdraw(request, session);
  await storeSession(page, session);

  await page.goto('/m/rewardCenter');
  await page.getByTestId('reward-claim').click();
  await expect(page.getByTestId('wagering-notice')).toContainText('10,000.00');

  await page.goto('/m/withdraw');
  await expect(page.getByTestId('wagering-notice')).toContainText('10,000.00');
  await withdraw(page, '100000');
  await expect(page.getByText(/Tiền thưởng vẫn đang trong yêu cầu cược/)).toBeVisible();
  await expect(page.getByTestId('withdraw-success')).toHaveCount(0);

  // Play 10,000 on the in-house slot: one settled round counts in full.
  const launch = await launchSlot(request, session.token);
  expect(launch.status(), await launch.text()).toBe(200);
  await page.goto((await launch.json()).value.url as string);
  await expect(page.getByTestId('originals-lotus-slot')).toBeVisible();
  await page.getByTestId('stake-input').fill('10000');
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('round-result')).toBeVisible();

  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
  await expect(page.getByTestId('wagering-notice')).toHaveCount(0);
  await withdraw(page, '100000');
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
});

test('a deposit limit refuses a larger deposit', async ({ page, request }) => {
  const session = await registerViaApi(request);
  await storeSession(page, session);
  await page.goto('/m/responsibleGaming');
  const deposit = page.getByTestId('rg-deposit');
  await deposit.locator('input[name="deposit-amount"]').fill('100000');
  await page.getByTestId('rg-deposit-save').click();
  await expect(page.getByTestId('rg-limit-day').first()).toContainText('100,000');
  await shot(page, 'responsible-gaming.png');

  await page.goto('/m/voucherCenter');
  await page.getByTestId('channel-SANDBOX').click();
  await page.getByRole('button', { name: '200,000' }).click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText(/vượt quá giới hạn nạp tiền/)).toBeVisible();
  await page.getByRole('button', { name: '50,000' }).click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});

test('self-exclusion signs the member out; play and deposits are refused, withdrawals not', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  await storeSession(page, session);
  await page.goto('/m/responsibleGaming');
  const form = page.getByTestId('rg-break');
  await form.locator('input[value="self_exclusion"]').check();
  await form.locator('select[name="break-duration"]').selectOption('1y');
  await form.locator('input[name="break-password"]').fill(session.password);
  await page.getByTestId('rg-break-submit').click();
  await expect(page.getByTestId('rg-break-warning')).toBeVisible();
  await page.getByTestId('rg-break-submit').click();
  await expect(page).toHaveURL(/\/m\/login\?excluded=1/);
  await expect(page.getByTestId('login-break')).toContainText('đăng xuất');
  // The old session is gone.
  const old = await request.get('/wps/member/protection', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(old.status()).toBe(401);

  // A login is refused with the break's end; signing in to withdraw the balance works and lands on
  // the withdraw page; play and deposits stay closed.
  await page.getByLabel(/^Tên đăng nhập/).fill(session.userName);
  await page.getByLabel(/^Mật khẩu/).fill(session.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-break')).toContainText('tự loại trừ đến');
  await shot(page, 'login-break.png');
  await expect(page).toHaveURL(/\/m\/login/);
  await page.getByTestId('login-to-withdraw').click();
  await expect(page).toHaveURL(/\/m\/withdraw/);
  const again = await loginViaApi(request, session.userName, session.password, {
    toWithdraw: true,
  });
  const launch = await launchSlot(request, again.token);
  expect(launch.status()).toBe(403);
  expect((await launch.json()).code).toBe('protection.excluded');
  await storeSession(page, { ...again, customerType: again.customerType });
  await page.goto('/m/responsibleGaming');
  await expect(page.getByTestId('rg-exclusion')).toContainText('tự loại trừ');
  await page.goto('/m/voucherCenter');
  await page.getByTestId('channel-SANDBOX').click();
  await page.getByRole('button', { name: '50,000' }).click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByText(/tạm nghỉ hoặc tự loại trừ/).first()).toBeVisible();
  const info = await request.get('/wps/withdraw/info', {
    headers: { authorization: `Bearer ${again.token}` },
  });
  expect(info.status()).toBe(200);
});

test('the reality check appears on a shortened interval, to continue or log out', async ({
  page,
  request,
}) => {
  const session = await registerViaApi(request);
  await storeSession(page, session);
  // A "minute" of the reality check lasts 100 ms here: 15 minutes = 1.5 s.
  await page.evaluate(() => window.localStorage.setItem('lotus.rg.minuteMs', '100'));
  await memberCall(request, session.token, 'POST', '/wps/member/protection/reality-check', {
    minutes: 15,
  });
  await page.goto('/m/responsibleGaming');
  await expect(page.getByTestId('rg-reality').locator('select')).toHaveValue('15');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('reality-net')).toHaveText('0.00 ₫');
  await page.getByTestId('reality-continue').click();
  await expect(dialog).toBeVisible(); // the next one, 1.5 s later
  await page.getByTestId('reality-logout').click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByTestId('reality-check')).toHaveCount(0);
});
