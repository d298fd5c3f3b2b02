import { expect, registerViaApi, storeSession, test, watchConsole } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

// A promotion application end to end: the member applies on the site (phone) with a comment and
// two images, an operator approves it in the console, the bonus waits in the reward center and,
// claimed, arrives in the balance.

const baseURL = () => test.info().project.use.baseURL;
const phone = () => ({
  baseURL: baseURL(),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
});

// Two 8×8 PNGs (red and blue): real images, checked by their content on the server.
const RED =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4o6GBFTEMLQkAe3tLAfuiUfAAAAAASUVORK5CYII=';
const BLUE =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQCLiDFTEMLQkACbdVAfTkR+4AAAAASUVORK5CYII=';

test('apply with a comment and two images, the operator approves, the bonus arrives in the balance', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const list = await request.get('/wps/content/promotions?language=TY');
  const promotion = (
    (await list.json()).value.list as { id: number; title: string; acceptsApplications: boolean }[]
  ).find((p) => p.acceptsApplications && p.title.startsWith('Tải ứng dụng'))!;
  expect(promotion).toBeTruthy();

  const member = await registerViaApi(request);
  const site = await browser.newContext(phone());
  const phonePage = await site.newPage();
  const siteErrors = watchConsole(phonePage);
  await storeSession(phonePage, member);
  await phonePage.goto(`/m/activityDetail?id=${promotion.id}`);
  const apply = phonePage.getByTestId('promo-apply');
  await apply.getByTestId('apply-comment').fill('Đã cài ứng dụng trên Android và đăng nhập.');
  await apply.getByTestId('apply-images').setInputFiles([
    { name: 'cai-dat.png', mimeType: 'image/png', buffer: Buffer.from(RED, 'base64') },
    { name: 'dang-nhap.png', mimeType: 'image/png', buffer: Buffer.from(BLUE, 'base64') },
  ]);
  await expect(apply.getByTestId('apply-thumb')).toHaveCount(2);
  await apply.getByTestId('apply-submit').click();
  await expect(apply.getByTestId('promo-application')).toHaveAttribute('data-state', 'pending');

  // The operator (support) works the queue in the console.
  const support = await freshOperator(request, 'support', 'apl');
  await signInConsole(page, support.username, support.password, support.secret);
  const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
  await menu.getByRole('link', { name: /Đơn khuyến mãi|Promotion applications/ }).click();
  const card = page.getByTestId('application').filter({ hasText: member.userName });
  await expect(card).toContainText('Đã cài ứng dụng trên Android');
  // Both images load through the operator API (members' evidence is not public).
  await expect(card.locator('.evidence img')).toHaveCount(2);
  await card.getByRole('button', { name: /^(Duyệt|Approve)$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('approve-bonus')).toHaveValue('58000.00');
  await dialog.getByTestId('approve-bonus').fill('58000');
  await dialog.getByTestId('approve-multiple').fill('3');
  await dialog.getByRole('button', { name: /^(Duyệt|Approve)$/ }).click();
  await expect(page.getByTestId('application').filter({ hasText: member.userName })).toHaveCount(0);

  // The member sees the decision, claims the reward, and the balance has it.
  await phonePage.reload();
  await expect(apply.getByTestId('promo-application')).toHaveAttribute('data-state', 'approved');
  await apply.getByRole('link', { name: 'Mở Trung tâm phần thưởng' }).click();
  const reward = phonePage.getByTestId('reward').first();
  await expect(reward.getByTestId('reward-amount')).toHaveText('58,000.00 ₫');
  await expect(reward).toContainText('174,000.00');
  await reward.getByTestId('reward-claim').click();
  await expect(reward).toHaveAttribute('data-state', 'claimed');
  await phonePage.goto('/m/home');
  await expect(phonePage.getByTestId('header-balance')).toHaveText('₫58,000.00');
  expect(siteErrors).toEqual([]);
  await site.close();
});
