import {
  expect,
  fundViaBankDeposit,
  memberCall,
  registerViaApi,
  solvedCaptcha,
  test,
  uniqueUsername,
} from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// The back office's Referrals screen (docs/decisions/2026-11-25-referrals.md): the rule, and a
// referral whose first deposit was below the minimum, with the reason it was not rewarded.
test('an operator sets the referral rule and reads why a referral was not rewarded', async ({
  page,
  request,
}) => {
  const referrer = await registerViaApi(request);
  const { code } = await memberCall<{ code: string }>(
    request,
    referrer.token,
    'GET',
    '/wps/member/referral',
  );
  const friend = uniqueUsername('fr');
  const registered = await request.put('/wps/auth/register', {
    data: {
      method: 'username',
      username: friend,
      password: 'Lotus2468x',
      confirmPassword: 'Lotus2468x',
      email: '',
      mobileNum: '',
      countryDialingCode: '',
      affiliateCode: code,
      ...(await solvedCaptcha(request)),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const friendToken = (await registered.json()).value.token as string;

  const admin = await freshOperator(request, 'administrator', 'refr');
  await signInConsole(page, admin.username, admin.password, admin.secret);
  await page.goto('/admin/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Giới thiệu bạn bè' })).toBeVisible();
  const form = page.getByTestId('referral-settings');
  await form.getByLabel('Trao thưởng giới thiệu').check();
  // The rule the site's referral test uses too (the suites run side by side): every browser
  // test comes from one address, so the same-address rule is off.
  await form.getByLabel('Mức nạp đầu tối thiểu của bạn được mời').fill('200000');
  await form.getByLabel('Thưởng cho người giới thiệu').fill('50000');
  await form.getByLabel('Hệ số cược').fill('1');
  await form.getByLabel(/^Từ chối bạn được mời/).uncheck();
  await page.getByRole('button', { name: /^(Lưu|Save)$/ }).click();
  await expect(form.getByLabel('Thưởng cho người giới thiệu')).toHaveValue('50000.00');

  await fundViaBankDeposit(request, friendToken, '150000');
  await page.getByTestId('referral-run').click();
  await expect(page.getByTestId('referral-run-result')).toBeVisible();
  await page.getByLabel('Tài khoản người giới thiệu hoặc bạn được mời').fill(friend);
  const row = page.getByRole('row').filter({ hasText: friend });
  await expect(row).toContainText(referrer.userName);
  await expect(row).toContainText('Đã nạp · nạp đầu dưới mức tối thiểu');
  await expect(row).toContainText('150,000.00');
});
