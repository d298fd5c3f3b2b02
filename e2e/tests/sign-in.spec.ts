import { expect, registerViaApi, storeSession, test, watchConsole } from './fixtures.ts';

// Daily sign-in at 390×844 against the real server (docs/decisions/2026-11-24-daily-sign-in.md):
// a new member signs in from the side menu's entry, the day's reward waits in the reward center,
// is claimed into the wallet, and a second sign-in the same day is refused.

test('a member signs in for today and claims the reward; a second sign-in is refused', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  await storeSession(page, member);

  await page.goto('/m/activity/signIn');
  const days = page.getByTestId('sign-in-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('data-state', 'open');
  const reward = (await days.first().locator('.sign-in__reward').textContent())!.trim();
  await page.getByTestId('sign-in-button').click();
  await expect(page.getByTestId('sign-in-done')).toContainText(reward);
  await expect(days.first()).toHaveAttribute('data-state', 'today');
  await expect(page.getByTestId('sign-in-button')).toBeDisabled();

  // The day is taken on the server too: a second sign-in is refused.
  const again = await request.post('/wps/member/signIn', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).code).toBe('signIn.already');

  await page.getByTestId('sign-in-done').getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const card = page.getByTestId('reward').first();
  await expect(card).toContainText(reward);
  await card.getByTestId('reward-claim').click();
  await expect(card).toHaveAttribute('data-state', 'claimed');
  expect(errors).toEqual([]);
});
