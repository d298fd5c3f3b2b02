import type { Page } from '@playwright/test';
import {
  expect,
  loginViaApi,
  memberCall,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

// The member centre at 390×844 against the real server: the bottom menu's Member centre lands on
// the member home, and My account and the security center are reached from its grid
// (docs/decisions/2026-11-24-member-centre.md).

/** A 64×64 PNG with a tEXt chunk ("Comment: SECRET-GPS"), as a phone might send one. */
const PNG_WITH_TEXT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAEnRFWHRDb21tZW50AFNFQ1JFVC1HUFMnc9sWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD6um01HVErYh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHqxDQTwrqU9/AAAAAElFTkSuQmCC',
  'base64',
);

async function openFromHome(page: Page, entry: string) {
  await page.goto('/m/home');
  await page.getByTestId('bottom-menu-member').click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByTestId('member-home')).toBeVisible();
  await page.getByTestId(`member-entry-${entry}`).click();
}

test('the member home shows who is signed in and leads to My account, where the nickname and avatar change', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  await storeSession(page, member);

  await openFromHome(page, 'myAccount');
  await expect(page).toHaveURL(/\/m\/myAccount\/index$/);
  await expect(page.getByTestId('my-account')).toBeVisible();

  const nickname = page.getByTestId('nickname-form').getByRole('textbox');
  await nickname.fill('Anh Tú E2E');
  await page.getByTestId('nickname-submit').click();
  await expect(page.getByTestId('nickname-form').getByRole('status')).toBeVisible();

  // A static avatar, then an uploaded one (checked, resized and stripped by the server).
  await page.getByTestId('avatar-moon').click();
  await expect(page.getByTestId('avatar-moon')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('avatar-upload').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_WITH_TEXT,
  });
  const picker = page.getByTestId('avatar-picker').getByTestId('avatar');
  await expect(picker).toHaveAttribute('data-src', /^\/wps\/media\/u\/[0-9a-f]{64}\.png$/);
  const src = (await picker.getAttribute('data-src'))!;
  const image = await request.get(src);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).includes('SECRET')).toBe(false);

  // A renamed text file is refused by its content.
  await page.getByTestId('avatar-upload').setInputFiles({
    name: 'virus.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByTestId('avatar-error')).toBeVisible();

  // Personal info: the real name is set once.
  await page.getByLabel(/Họ tên thật/).fill('Nguyễn Văn E');
  await page.getByLabel(/^Zalo/).fill('0901234567');
  await page.getByTestId('personal-info-submit').click();
  await expect(page.getByTestId('personal-info-saved')).toBeVisible();
  await expect(page.getByLabel(/Họ tên thật/)).toHaveAttribute('readonly', '');

  // Back on the member home: the new nickname and the uploaded avatar.
  await page.getByTestId('bottom-menu-member').click();
  await expect(page.getByTestId('member-home-name')).toHaveText('Anh Tú E2E');
  await expect(page.getByTestId('member-home').getByTestId('avatar')).toHaveAttribute(
    'data-src',
    src,
  );
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('the security center scores what is set, changes the payment password and signs the other devices out', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await memberCall(request, member.token, 'POST', '/wps/withdraw/payment-password', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
    loginPassword: member.password,
  });
  const other = await loginViaApi(request, member.userName, member.password);
  await storeSession(page, member);

  await openFromHome(page, 'securityCenter');
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  // A fresh password and a payment password: 40 of 100, medium.
  await expect(page.getByTestId('security-level')).toHaveAttribute('data-level', 'medium');
  await expect(page.getByTestId('security-score')).toHaveAttribute('value', '40');
  await expect(page.getByTestId('login-history-item')).toHaveCount(2);

  await page.getByTestId('change-payment-password').click();
  const form = page.getByTestId('payment-password-change');
  await form.getByLabel(/Mật khẩu đăng nhập/).fill(member.password);
  await form.getByLabel(/Mật khẩu rút tiền hiện tại/).fill('246810');
  await form.getByLabel(/Mật khẩu rút tiền mới/).fill('135790');
  await form.getByLabel(/Nhập lại mật khẩu rút tiền mới/).fill('135790');
  await page.getByTestId('payment-password-change-submit').click();
  await expect(page.getByTestId('payment-password-changed')).toBeVisible();
  await page.screenshot({ path: 'test-results/security-center.png' });

  await expect(page.getByTestId('device-session')).toHaveCount(2);
  await page.getByTestId('sign-out-others').click();
  await page.getByTestId('sign-out-others-confirm').click();
  await expect(page.getByTestId('devices-ended')).toBeVisible();
  const stale = await request.get('/wps/member/info', {
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(stale.status()).toBe(401);
  await expect(page.getByTestId('device-session')).toHaveCount(1);
});

test('a page closes with the spec §6 message while its flag is off', async ({ page, request }) => {
  const member = await registerViaApi(request);
  await storeSession(page, member);
  // This browser sees MYACC off; the server's own refusal is covered by the server tests.
  const status = await (await request.get('/wps/system/status')).json();
  status.value.info.whitelabel.MYACC = false;
  await page.route('**/wps/system/status*', (route) => route.fulfill({ json: status }));
  // The framed pages' HTML carries the status too (boot data): the same change there.
  await page.route(/\/m\/(member\/home|myAccount\/index)$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"MYACC":true', '"MYACC":false');
    expect(html).toContain('"MYACC":false');
    await route.fulfill({ response, body: html });
  });
  // The refusal stays on screen 1.5 s before the page leaves for home, which a busy machine can
  // miss between two looks: the page notes the refusal's text when it is drawn.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const refusal = document.querySelector('[data-testid="flag-closed"]');
      if (refusal) document.documentElement.dataset.refused = refusal.textContent ?? '';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-entries')).toBeVisible();
  await expect(page.getByTestId('member-entry-myAccount')).toHaveCount(0);
  await page.goto('/m/myAccount/index');
  await expect(page.locator('html')).toHaveAttribute(
    'data-refused',
    /không có quyền hoặc tính năng tạm thời không khả dụng/,
  );
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the demo player: member home and My account as the README shows them', async ({
  page,
  request,
}) => {
  const demo = await loginViaApi(request, 'demo');
  await storeSession(page, demo);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-home').getByTestId('avatar')).toHaveAttribute(
    'data-src',
    '/wps/media/avatar/lotus.png',
  );
  await expect(
    page.getByTestId('member-home').getByTestId('avatar').locator('img'),
  ).toHaveJSProperty('complete', true);
  await page.screenshot({ path: 'test-results/member-home.png' });
  await page.goto('/m/myAccount/index');
  await expect(page.getByTestId('avatar-lotus')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: 'test-results/my-account.png' });
});

test('every page of the member home’s grid opens from it, each with its own code and styles', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await storeSession(page, await loginViaApi(request, 'demo'));
  const pages: [entry: string, url: RegExp, testId: string][] = [
    ['vipClub', /\/m\/vip$/, 'vip-page'],
    ['rewardCenter', /\/m\/rewardCenter$/, 'reward-center'],
    ['pointMall', /\/m\/mall\/mallHome$/, 'mall'],
    ['accountRecord', /\/m\/transaction\/record$/, 'transaction-record-page'],
    ['securityCenter', /\/m\/securityCenter$/, 'security-center'],
    ['myAccount', /\/m\/myAccount\/index$/, 'my-account'],
    ['inviteFriends', /\/m\/inviteFriends$/, 'invite-friends'],
  ];
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-home')).toBeVisible();
  for (const [entry, url, testId] of pages) {
    // Within the app: each page module is fetched on the way, its stylesheet with it.
    await page.getByTestId(`member-entry-${entry}`).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByTestId(testId)).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('member-home')).toBeVisible();
  }
  // The club's stylesheet arrived with its page (vip.css lays the page out as a grid), and the
  // club leads on to its benefits table.
  await page.getByTestId('member-entry-vipClub').click();
  await expect(page.getByTestId('vip-page')).toHaveCSS('display', 'grid');
  await page.locator('a[href="/m/member/benefits"]').first().click();
  await expect(page.getByTestId('benefits-page')).toBeVisible();
  expect(errors).toEqual([]);
});
