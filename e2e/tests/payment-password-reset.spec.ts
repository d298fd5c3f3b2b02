import {
  expect,
  registerByMobileViaApi,
  memberCall,
  smsCodeFor,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

// A forgotten payment password reset by an SMS code at 390×844
// (docs/decisions/2026-11-25-payment-password-reset.md).

test('a member who forgot the payment password sets a new one with the code sent to the verified mobile', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  // Registered by mobile with its SMS code: the number is verified.
  const { member, mobileNum } = await registerByMobileViaApi(request);
  await memberCall(request, member.token, 'POST', '/wps/withdraw/payment-password', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
    loginPassword: 'Lotus2468x',
  });

  await storeSession(page, member);
  await page.goto('/m/securityCenter');
  await page.getByTestId('change-payment-password').click();
  await page.getByTestId('payment-password-forgot').click();
  await page.getByTestId('payment-reset-send').click();
  const form = page.getByTestId('payment-password-reset');
  await expect(form).toContainText(/\+849\d*\*\*\*\d{3}/);
  await form.getByLabel(/^Mã SMS/).fill(await smsCodeFor(request, mobileNum));
  await form.getByLabel(/^Mật khẩu rút tiền mới/).fill('135790');
  await form.getByLabel(/^Nhập lại mật khẩu rút tiền mới/).fill('135790');
  await form.getByLabel(/^Mật khẩu đăng nhập/).fill('Lotus2468x');
  await page.getByTestId('payment-reset-submit').click();
  await expect(page.getByTestId('payment-password-changed')).toBeVisible();

  // The new payment password is the one in force: changing it with it as the old one works.
  const changed = await request.put('/wps/member/payment-password', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      oldPaymentPassword: '135790',
      paymentPassword: '975310',
      confirmPaymentPassword: '975310',
      loginPassword: 'Lotus2468x',
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect(errors).toEqual([]);
});
