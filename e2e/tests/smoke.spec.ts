import { expect, test } from '@playwright/test';

test('the site opens at /m/home', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('#root')).not.toBeEmpty();
});
