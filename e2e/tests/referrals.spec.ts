import type { APIRequestContext } from '@playwright/test';
import {
  decodeQrImage,
  OPERATOR_TOKEN,
  expect,
  fundViaBankDeposit,
  lastOutbox,
  loginViaApi,
  storeSession,
  test,
  uniqueUsername,
  watchConsole,
} from './fixtures.ts';

// Invite friends at 390×844 against the real server (docs/decisions/2026-11-25-referrals.md).

const RULE = {
  enabled: true,
  minFirstDeposit: '200000',
  rewardAmount: '50000',
  wageringMultiple: 1,
  refuseSameAddress: true,
};

function setRule(request: APIRequestContext, refuseSameAddress: boolean) {
  return request.put('/wps/admin/referrals/settings', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { ...RULE, refuseSameAddress },
  });
}

test('a friend registers with the demo player’s link, deposits, and shows rewarded on the invite page', async ({
  page,
  browser,
  request,
}) => {
  const errors = watchConsole(page);
  // Every browser of this test comes from one address: the same-address rule would refuse it.
  expect((await setRule(request, false)).ok()).toBe(true);
  try {
    const demo = await loginViaApi(request, 'demo');
    await storeSession(page, demo);
    await page.goto('/m/member/home');
    await page.getByTestId('member-entry-inviteFriends').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    // The browser suite's server has the demo accounts but not the demo's referrals (NODE_ENV=test).
    await expect(page.getByTestId('referral-code')).toHaveText(/^R[A-HJ-NP-Z2-9]{7}$/);
    const code = (await page.getByTestId('referral-code').textContent())!;
    const invited = Number(await page.getByTestId('referral-invited').textContent());
    const rewarded = Number(await page.getByTestId('referral-rewarded').textContent());
    const link = (await page.getByTestId('referral-link').textContent())!;
    expect(link).toMatch(new RegExp(`/m/register\\?affiliateCode=${code}$`));
    // The link's QR code, drawn by the server, reads back as the link.
    expect(await decodeQrImage(page.getByTestId('referral-qr'))).toBe(link);

    // The friend opens the link in a browser of their own and registers.
    const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    const username = uniqueUsername('ban');
    await friendPage.getByLabel(/^Tên đăng nhập/).fill(username);
    await friendPage.getByLabel(/^Mật khẩu\*?$/).fill('Lotus2468x');
    await friendPage.getByLabel(/^Xác nhận mật khẩu/).fill('Lotus2468x');
    // The register form checked the link's code and applied it.
    await expect(friendPage.getByTestId('affiliate-applied')).toContainText(code);
    const image = friendPage.getByTestId('captcha-image');
    const captchaId = await image.getAttribute('data-captcha-id');
    await friendPage.getByLabel(/^Mã xác nhận/).fill(await lastOutbox(request, captchaId!));
    await friendPage.getByTestId('register-submit').click();
    await expect(friendPage.getByTestId('register-success')).toBeVisible();
    const session = await friendPage.evaluate(() =>
      JSON.parse(window.localStorage.getItem('MC_SESSION_INFO') ?? 'null'),
    );
    await friendContext.close();

    // Registered, not yet deposited.
    await page.reload();
    await expect(page.getByTestId('referral-invited')).toHaveText(String(invited + 1));
    const row = page.getByTestId('referral-friends').getByRole('listitem').first();
    await expect(row).toContainText('Đã đăng ký');

    // The friend's first deposit of 300,000 ₫, confirmed by the operator, pays the demo player.
    await fundViaBankDeposit(request, session.token as string, '300000');
    await page.reload();
    await expect(row).toContainText('Đã thưởng');
    await expect(row).toContainText('+50,000.00 ₫');
    await expect(page.getByTestId('referral-rewarded')).toHaveText(String(rewarded + 1));

    // The reward waits in the demo player's reward center.
    await page.getByRole('link', { name: 'Trung tâm thưởng' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByText(/Thưởng giới thiệu bạn bè/).first()).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await setRule(request, true);
  }
});
