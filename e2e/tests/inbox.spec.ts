import type { APIRequestContext, Locator } from '@playwright/test';
import {
  expect,
  loginViaApi,
  OPERATOR_TOKEN,
  registerViaApi,
  storeSession,
  test,
  watchConsole,
} from './fixtures.ts';

// spec §2 /m/webEmail and /m/messageDetail, §3 unread counts, §7 feedback, at 390×844, against the
// real server: an operator's message arrives, the badges count it, and opening it lowers them.

const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

async function sendTo(request: APIRequestContext, account: string, title: string) {
  const res = await request.post('/wps/admin/inbox/messages', {
    headers: operator,
    data: {
      title,
      content: '<p>Lệnh rút <b>2.000.000 ₫</b> của bạn đã được duyệt.</p>',
      target: 'member',
      account,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).value as { id: number };
}

const count = async (locator: Locator) => Number(await locator.getAttribute('data-count'));

test('a message sent by the operator arrives in /m/webEmail, and the badges drop once it is opened', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const member = await registerViaApi(request);
  const title = `Tin e2e ${Date.now().toString(36)}`;
  await sendTo(request, member.userName, title);
  await storeSession(page, member);

  await page.goto('/m/home');
  const dot = page.getByTestId('header-unread');
  await expect(dot).toBeVisible();
  const totalBefore = await count(dot);
  await page.getByTestId('side-menu-open').click();
  const sideBadge = page.getByTestId('side-menu-unread');
  await expect(sideBadge).toBeVisible();
  const messagesBefore = await count(sideBadge);
  await page.getByTestId('side-menu-close').click();

  await page.goto('/m/webEmail');
  const inboxBadge = page.getByTestId('unread-inbox');
  await expect(inboxBadge).toBeVisible();
  const inboxBefore = await count(inboxBadge);
  const item = page.getByTestId('inbox-item').filter({ hasText: title });
  // Newest first: the operator's message heads the list, marked unread.
  await expect(page.getByTestId('inbox-item').first()).toContainText(title);
  await expect(item.getByTestId('inbox-unread')).toBeVisible();
  await expect(item).toContainText('Lệnh rút 2.000.000 ₫ của bạn đã được duyệt.');

  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/messageDetail\?id=\d+$/);
  const detail = page.getByTestId('inbox-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByTestId('inbox-content').locator('b')).toHaveText('2.000.000 ₫');

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(item.getByTestId('inbox-unread')).toHaveCount(0);
  await expect.poll(() => count(inboxBadge)).toBe(inboxBefore - 1);

  await page.goto('/m/home');
  await expect.poll(() => count(dot)).toBe(totalBefore - 1);
  await page.getByTestId('side-menu-open').click();
  await expect.poll(() => count(sideBadge)).toBe(messagesBefore - 1);
  expect(errors).toEqual([]);
});

test('a message is deleted after a confirmation, and the member’s feedback is answered into the inbox', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  const title = `Xóa e2e ${Date.now().toString(36)}`;
  const { id } = await sendTo(request, member.userName, title);
  await storeSession(page, member);

  await page.goto(`/m/messageDetail?id=${id}`);
  await page.getByTestId('inbox-delete').click();
  await page.getByTestId('inbox-delete-confirm').click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByTestId('inbox-list')).toBeVisible();
  await expect(page.getByTestId('inbox-item').filter({ hasText: title })).toHaveCount(0);

  // Feedback from the inbox page: too short first, then sent.
  await page.getByTestId('feedback-open').click();
  await page.getByTestId('feedback-category').selectOption('deposit');
  const text = page.getByTestId('feedback-content');
  await text.fill('ngắn');
  await expect(page.getByTestId('feedback-send')).toBeDisabled();
  const feedbackText = `Lệnh nạp e2e ${Date.now().toString(36)} chưa vào ví`;
  await text.fill(feedbackText);
  await page.getByTestId('feedback-send').click();
  await expect(text).toHaveValue('');
  await page.getByTestId('feedback-form').getByRole('button', { name: 'Đóng' }).click();

  const list = await request.get('/wps/admin/feedback?status=open&pageSize=100', {
    headers: operator,
  });
  const sent = ((await list.json()).value.list as { id: number; content: string }[]).find(
    (f) => f.content === feedbackText,
  );
  expect(sent).toBeDefined();
  const answered = await request.post(`/wps/admin/feedback/${sent!.id}/answer`, {
    headers: operator,
    data: { content: '<p>Lệnh nạp của bạn đã vào ví lúc 10:20.</p>' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('inbox-item').first()).toContainText('Trả lời góp ý của bạn');
});

test('the demo member’s inbox has read and unread messages and a VIP message of their level', async ({
  page,
  request,
}) => {
  const demo = await loginViaApi(request, 'demo');
  await storeSession(page, demo);
  await page.goto('/m/webEmail');
  const items = page.getByTestId('inbox-item');
  await expect(items.filter({ hasText: 'Ưu đãi riêng cho hội viên VIP2' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Quà sinh nhật VIP3' })).toHaveCount(0);
  await expect(items.filter({ hasText: 'Chào mừng bạn đến với Lucky Lotus' })).toHaveCount(1);
  expect(await items.count()).toBeGreaterThanOrEqual(6);
});
