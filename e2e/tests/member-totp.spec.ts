import { fileURLToPath } from 'node:url';
import { TOTP } from 'otpauth';
import { expect, registerViaApi, storeSession, test, watchConsole } from './fixtures.ts';

// A member's authenticator app at 390×844 (docs/decisions/2026-11-25-member-totp.md): set up in
// the security centre, then asked for at sign-in.

const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));

/** The app's code `steps` periods from now (a later step than any code taken before). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a member turns the authenticator app on and signs in with its code', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  await storeSession(page, member);
  await page.goto('/m/securityCenter');
  await expect(page.getByTestId('security-totp')).toHaveAttribute('data-ok', 'false');

  await page.getByTestId('totp-toggle').click();
  const setup = page.getByTestId('totp-setup');
  await setup.getByLabel(/^Mật khẩu đăng nhập/).fill(member.password);
  await page.getByTestId('totp-submit').click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.screenshot({
    path:
      process.env.SCREENSHOTS === '1'
        ? `${DOCS_SHOTS}/security-totp-setup.png`
        : test.info().outputPath('security-totp-setup.png'),
  });
  await setup.getByLabel(/^Mã từ ứng dụng/).fill(codeOf(secret));
  await page.getByTestId('totp-submit').click();
  await expect(page.getByTestId('totp-recovery-codes').locator('li')).toHaveCount(10);
  await page.getByTestId('totp-done').click();
  await expect(page.getByTestId('totp-changed')).toBeVisible();
  await expect(page.getByTestId('security-totp')).toHaveAttribute('data-ok', 'true');

  // Signing in again: the password, then the code the page asks for.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/m/login');
  await page.getByLabel(/^Tên đăng nhập/).fill(member.userName);
  await page.getByLabel(/^Mật khẩu/).fill(member.password);
  await page.getByTestId('login-submit').click();
  const code = page.getByLabel(/^Mã từ ứng dụng xác thực/);
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
  await code.fill(codeOf(secret, 1));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/home/);
  // The refusals the test asked for answer 4xx, which Chromium logs; nothing else may.
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});
