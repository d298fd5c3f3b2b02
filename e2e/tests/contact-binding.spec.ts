import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  expect,
  registerByMobileViaApi,
  lastOutbox,
  smsCodeFor,
  storeSession,
  test,
  uniqueMobile,
  watchConsole,
} from './fixtures.ts';

// Binding and changing the mobile number and e-mail with codes in the security centre at 390×844
// (docs/decisions/2026-11-25-contact-binding.md).

const DOCS_SHOTS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: process.env.SCREENSHOTS === '1' ? `${DOCS_SHOTS}/${name}` : test.info().outputPath(name),
  });

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

test('a member changes the verified mobile with codes to both numbers, then binds an e-mail', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  // Registered by mobile with its SMS code: the number is verified.
  const { member, mobileNum } = await registerByMobileViaApi(request);

  await storeSession(page, member);
  await page.goto('/m/securityCenter');
  await expect(page.getByTestId('security-mobile')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('security-email')).toHaveAttribute('data-ok', 'false');

  // The mobile: a wrong login password is refused, then the codes go to the new and the old number.
  const newMobile = uniqueMobile();
  await page.getByTestId('change-mobile').click();
  const mobileCard = page.getByTestId('contact-change-mobile');
  await mobileCard.getByLabel(/^Số điện thoại mới/).fill(newMobile);
  await mobileCard.getByLabel(/^Mật khẩu đăng nhập/).fill('Wrong2468x');
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-error')).toBeVisible();
  await mobileCard.getByLabel(/^Mật khẩu đăng nhập/).fill('Lotus2468x');
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  await shot(page, 'security-contact-codes.png');
  const codes = mobileCard.getByRole('textbox');
  await expect(codes).toHaveCount(2);
  await codes.nth(0).fill(await smsCodeFor(request, newMobile));
  await codes.nth(1).fill(await smsCodeFor(request, mobileNum));
  await page.getByTestId('contact-confirm').click();
  await expect(page.getByTestId('contact-changed')).toContainText('Số điện thoại');

  // The e-mail: a first binding, one code.
  const email = `${member.userName.toLowerCase()}@example.com`;
  await page.getByTestId('change-email').click();
  const emailCard = page.getByTestId('contact-change-email');
  await emailCard.getByLabel(/^E-mail mới/).fill(email);
  await emailCard.getByLabel(/^Mật khẩu đăng nhập/).fill('Lotus2468x');
  await page.getByTestId('contact-send').click();
  await expect(emailCard.getByRole('textbox')).toHaveCount(1);
  await emailCard.getByRole('textbox').fill(codeIn(await lastOutbox(request, email)));
  await page.getByTestId('contact-confirm').click();
  await expect(page.getByTestId('contact-changed')).toContainText('E-mail');
  await expect(page.getByTestId('security-email')).toHaveAttribute('data-ok', 'true');

  // My account shows the new number (masked) and both addresses verified.
  const info = await request.get('/wps/member/personal-info', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const personal = (await info.json()).value as {
    mobileNum: string;
    mobileVerified: boolean;
    emailVerified: boolean;
  };
  expect(personal.mobileNum.endsWith(newMobile.slice(-3))).toBe(true);
  expect(personal).toMatchObject({ mobileVerified: true, emailVerified: true });
  // The refusals the test asked for answer 4xx, which Chromium logs; nothing else may.
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});
