import type { Page } from '@playwright/test';
import {
  decideDeposit,
  decideWithdrawal,
  expect,
  fundViaBankDeposit,
  memberCall,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

/** A fresh account (never the demo one), signed in in the page. */
async function freshMember(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const session = await registerViaApi(request);
  await storeSession(page, session);
  return session;
}

async function headerBalance(page: Page) {
  await page.goto('/m/home');
  return page.getByTestId('header-balance');
}

test.describe('money (spec §2 deposit, withdraw, records)', () => {
  test('deposit through the sandbox gateway raises the balance in the header', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    await freshMember(page, request);
    await expect(await headerBalance(page)).toHaveText('₫0.00');

    // the side menu's deposit button leads to the deposit page
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-menu').locator('a[href="/m/voucherCenter"]').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByTestId('balance-amount')).toContainText('0.00');

    await page.getByTestId('channel-SANDBOX').click();
    await page.getByLabel(/^(Số tiền|Amount)\*?$/).fill('9999');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('amount-error')).toContainText('10,000.00');
    await page.getByRole('button', { name: '200,000' }).click();
    await page.getByTestId('deposit-submit').click();

    await expect(page.getByRole('heading', { name: 'Sandbox payment gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/vouReport\?orderNo=D\w+&result=paid/);
    await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'confirmed');
    await expect(page.getByTestId('deposit-line').first()).toContainText('200,000.00');

    await expect(await headerBalance(page)).toHaveText('₫200,000.00');
    expect(errors).toEqual([]);
  });

  test('a failed gateway payment credits nothing', async ({ page, request }) => {
    await freshMember(page, request);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('channel-SANDBOX').click();
    await page.getByRole('button', { name: '50,000' }).click();
    await page.getByTestId('deposit-submit').click();
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await expect(page).toHaveURL(/result=failed/);
    await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('deposit-line').first()).toHaveAttribute('data-order', /^D/);
    await expect(
      page.getByTestId('deposit-line').first().locator('[data-status="failed"]'),
    ).toBeVisible();
    await expect(await headerBalance(page)).toHaveText('₫0.00');
  });

  test('a bank-transfer deposit confirmed by the operator raises the balance and shows in the records', async ({
    page,
    request,
  }) => {
    await freshMember(page, request);
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('deposit-bank')).toContainText('0071000123456');
    await page.getByLabel(/^(Số tiền|Amount)\*?$/).fill('300000');
    await page
      .getByLabel(/^(Nội dung \/ mã chuyển khoản|Transfer note \/ reference)\*?$/)
      .fill('NAP E2E 1');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-success')).toBeVisible();
    const orderNo = (await page.getByTestId('deposit-order-no').textContent())!.trim();

    await page
      .getByRole('link', { name: /Lịch sử nạp|Deposit record/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/vouReport$/);
    const line = page.locator(`[data-testid="deposit-line"][data-order="${orderNo}"]`);
    await expect(line.locator('[data-status]')).toHaveAttribute('data-status', 'pending');

    await decideDeposit(request, orderNo, 'confirm');
    await expect(await headerBalance(page)).toHaveText('₫300,000.00');

    await page.goto('/m/vouReport');
    await expect(line.locator('[data-status]')).toHaveAttribute('data-status', 'confirmed');
    await expect(line).toContainText('300,000.00');

    await page.goto('/m/transaction/record');
    const tx = page.locator(
      `[data-testid="transaction-line"][data-reference="deposit:${orderNo}"]`,
    );
    await expect(tx).toHaveAttribute('data-kind', 'deposit');
    await expect(tx).toContainText('+300,000.00');
  });

  test('withdraw with the payment password: one approved, one rejected and returned', async ({
    page,
    request,
  }) => {
    const session = await freshMember(page, request);
    await fundViaBankDeposit(request, session.token, '1000000');

    await page.goto('/m/withdraw');
    await expect(page.getByTestId('balance-amount')).toContainText('1,000,000.00');
    // payment password first
    await page
      .getByTestId('payment-password-form')
      .locator('input[name="paymentPassword"]')
      .fill('135790');
    await page
      .getByTestId('payment-password-form')
      .locator('input[name="confirmPaymentPassword"]')
      .fill('135790');
    // the login password again: the server re-authenticates before money can be sent anywhere
    await page
      .getByTestId('payment-password-form')
      .locator('input[name="loginPassword"]')
      .fill(session.password);
    await page.getByTestId('payment-password-submit').click();
    // then a bank account
    const bind = page.getByTestId('bind-account-form');
    await bind.locator('select[name="bankCode"]').selectOption('TCB');
    await bind.locator('input[name="accountNo"]').fill('19036612345678');
    await bind.locator('input[name="accountName"]').fill('Nguyen Van Test');
    await bind.locator('input[name="loginPassword"]').fill('a-wrong-password');
    await page.getByTestId('bind-account-submit').click();
    await expect(bind.getByRole('alert')).toContainText('Mật khẩu đăng nhập không đúng');
    await bind.locator('input[name="loginPassword"]').fill(session.password);
    await page.getByTestId('bind-account-submit').click();

    const withdraw = async (amount: string, password = '135790') => {
      const form = page.getByTestId('withdraw-form');
      await form.locator('input[name="amount"]').fill(amount);
      await form.locator('input[name="paymentPassword"]').fill(password);
      await page.getByTestId('withdraw-submit').click();
    };
    // a wrong password moves nothing
    await withdraw('100000', '000000');
    await expect(page.getByTestId('paymentPassword-error')).toBeVisible();

    await withdraw('100000');
    await expect(page.getByTestId('withdraw-success')).toBeVisible();
    const paidOrder = (await page.getByTestId('withdraw-order-no').textContent())!.trim();
    await expect(page.getByTestId('balance-amount')).toContainText('900,000.00');
    await page.getByRole('button', { name: /Rút thêm|Make another withdrawal/ }).click();

    await withdraw('250000');
    await expect(page.getByTestId('withdraw-success')).toBeVisible();
    const rejectedOrder = (await page.getByTestId('withdraw-order-no').textContent())!.trim();
    await expect(page.getByTestId('balance-amount')).toContainText('650,000.00');

    await decideWithdrawal(request, paidOrder, 'approve');
    await decideWithdrawal(request, rejectedOrder, 'reject');
    await expect(await headerBalance(page)).toHaveText('₫900,000.00');

    await page.goto('/m/withdrawReport');
    const status = (order: string) =>
      page.locator(`[data-testid="withdraw-line"][data-order="${order}"] [data-status]`);
    await expect(status(paidOrder)).toHaveAttribute('data-status', 'paid');
    await expect(status(rejectedOrder)).toHaveAttribute('data-status', 'rejected');
  });

  test('the records pages show each line, with their filters', async ({ page, request }) => {
    const session = await freshMember(page, request);
    const depositOrder = await fundViaBankDeposit(request, session.token, '500000');
    await memberCall(request, session.token, 'POST', '/wps/withdraw/payment-password', {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      loginPassword: session.password,
    });
    const account = await memberCall<{ id: number }>(
      request,
      session.token,
      'POST',
      '/wps/withdraw/bank-accounts',
      {
        bankCode: 'VCB',
        accountName: 'Tran Thi Test',
        accountNo: '0123456789',
        loginPassword: session.password,
      },
    );
    const withdrawal = await memberCall<{ orderNo: string }>(
      request,
      session.token,
      'POST',
      '/wps/withdraw',
      { bankAccountId: account.id, amount: '120000', paymentPassword: '246810' },
    );
    await decideWithdrawal(request, withdrawal.orderNo, 'reject');

    // the side menu's record shortcuts
    await page.goto('/m/home');
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-menu').locator('a[href="/m/vouReport"]').click();
    await expect(page).toHaveURL(/\/m\/vouReport$/);
    await expect(page.getByTestId('deposit-line')).toHaveCount(1);
    await expect(page.getByTestId('deposit-line')).toHaveAttribute('data-order', depositOrder);

    await page.goto('/m/home');
    await page.getByTestId('side-menu-open').click();
    await page.getByTestId('side-menu').locator('a[href="/m/withdrawReport"]').click();
    await expect(page).toHaveURL(/\/m\/withdrawReport$/);
    await expect(page.getByTestId('withdraw-line')).toHaveCount(1);
    await expect(page.getByTestId('withdraw-line')).toContainText('120,000.00');

    await page.goto('/m/transaction/record');
    const kinds = page.getByTestId('transaction-line');
    await expect(kinds).toHaveCount(3);
    await expect(kinds.nth(0)).toHaveAttribute('data-kind', 'withdrawal_returned');
    await expect(kinds.nth(1)).toHaveAttribute('data-kind', 'withdrawal_hold');
    await expect(kinds.nth(1)).toContainText('-120,000.00');
    await expect(kinds.nth(2)).toHaveAttribute('data-kind', 'deposit');
    await expect(kinds.nth(0)).toContainText('500,000.00');

    // type filter: deposits only
    await page
      .getByTestId('transaction-types')
      .getByRole('button', { name: /Nạp tiền|Deposits/ })
      .click();
    await expect(kinds).toHaveCount(1);
    await expect(kinds.first()).toHaveAttribute('data-kind', 'deposit');
    // a date range long past: nothing
    await page.locator('input[name="endDate"]').fill('2020-01-01');
    await expect(page.getByTestId('transaction-record-empty')).toBeVisible();

    // agents' view (?types=A): rebates and commissions only; none for this account
    await page.goto('/m/transaction/record?types=A');
    await expect(page.getByTestId('transaction-record-empty')).toBeVisible();
  });

  test('trial accounts see the real-account message on the money pages', async ({
    page,
    request,
  }) => {
    const res = await request.post('/wps/auth/trial');
    test.skip(!res.ok(), 'free play is not offered');
    const value = (await res.json()).value as { token: string; merchantCode: string };
    await page.goto('/m/useragreement');
    await page.evaluate((v) => {
      window.localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: v.token, merchantCode: v.merchantCode, type: 4 }),
      );
    }, value);
    for (const path of ['/m/voucherCenter', '/m/withdraw', '/m/vouReport']) {
      await page.goto(path);
      await expect(
        page.getByText(/Please log in with a real account|tài khoản thật/i),
      ).toBeVisible();
      await expect(page.getByTestId('deposit-form')).toHaveCount(0);
    }
  });
});
