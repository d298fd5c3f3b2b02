import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { OPERATOR_TOKEN } from '../fixtures.ts';

/** The demo operators' fixed TOTP secrets (README, demo data only). */
export const DEMO_TOTP: Record<string, string> = {
  administrator: 'MRSW23ZNMFSG22LONFZXI4TBORXXELLU',
  finance: 'MRSW23ZNMZUW4YLOMNSS25DPORYC243F',
  content: 'MRSW23ZNMNXW45DFNZ2C25DPORYC243F',
  support: 'MRSW23ZNON2XA4DPOJ2C25DPORYC243F',
  lottery: 'MRSW23ZNNRXXI5DFOJ4S25DPORYC243F',
  read_only: 'MRSW23ZNOJSWCZC7N5XGY6JNORXXI4BN',
};
export const DEMO_OPERATOR_PASSWORD = 'LotusDemo-2026!';

/** The current code of a TOTP secret, as an authenticator app would show it. */
export function totpCode(secret: string): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

export function secretOf(otpauthUri: string): string {
  return new URL(otpauthUri).searchParams.get('secret')!;
}

/**
 * Signs in through the console's two steps. Enrolment (a new operator) shows the QR code first and
 * then the recovery codes, which the operator acknowledges.
 */
export async function signInConsole(
  page: Page,
  username: string,
  password: string,
  secret: string,
) {
  await page.goto('/admin/sign-in');
  await page.getByLabel(/Tên đăng nhập|Username/).fill(username);
  await page.getByLabel(/Mật khẩu|Password/).fill(password);
  await page.getByRole('button', { name: /Tiếp tục|Continue/ }).click();
  const code = page.getByLabel(/Mã xác thực|Authentication code/);
  await expect(code).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
  const recovery = page.getByRole('button', { name: /Tôi đã lưu|I saved them/ });
  const shell = page.getByTestId('who');
  await expect(recovery.or(shell)).toBeVisible();
  if (await recovery.isVisible()) await recovery.click();
  await expect(shell).toContainText(username);
}

/**
 * A fresh operator of a role made with the service token (the CLI's way), enrolled through the
 * API, so that a test signs in as someone no other test uses (a TOTP code works once).
 */
export async function freshOperator(request: APIRequestContext, role: string, prefix = 'op') {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/wps/admin/operators', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { username, role },
  });
  expect(created.status(), await created.text()).toBe(201);
  const value = (await created.json()).value as { password: string; otpauthUri: string };
  return { username, password: value.password, secret: secretOf(value.otpauthUri) };
}
