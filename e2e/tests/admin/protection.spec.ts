import { expect, memberCall, registerViaApi, test } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// A member's responsible-gaming limits and break, read-only for the operator
// (docs/decisions/2026-11-24-protect.md).
test('a member’s limits and self-exclusion show read-only on the member screen', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await memberCall(request, member.token, 'POST', '/wps/member/protection/limits', {
    kind: 'deposit',
    period: 'week',
    amount: '3000000',
  });
  await memberCall(request, member.token, 'POST', '/wps/member/protection/exclusion', {
    kind: 'self_exclusion',
    duration: 'indefinite',
    password: member.password,
  });

  const support = await freshOperator(request, 'support', 'rg');
  await signInConsole(page, support.username, support.password, support.secret);
  await page.goto(`/admin/members/${member.userName}`);
  const panel = page.getByTestId('member-protection');
  await expect(panel).toContainText('3,000,000.00');
  await expect(page.getByTestId('member-exclusion')).toContainText(/Tự loại trừ|Self-exclusion/);
  // Read-only: nothing in the panel changes it.
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expect(panel.locator('input, select')).toHaveCount(0);
});

// A member's reward-center grants, read-only on the member screen.
test('a member’s grants show on the member screen with their source and state', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await memberCall(request, member.token, 'POST', '/wps/member/signIn');

  const support = await freshOperator(request, 'support', 'rw');
  await signInConsole(page, support.username, support.password, support.secret);
  await page.goto(`/admin/members/${member.userName}`);
  const row = page.getByRole('row').filter({ hasText: 'sign_in' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Chờ nhận|To claim/);
});
