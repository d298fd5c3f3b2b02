import { expect, test, watchConsole } from './fixtures.ts';

// spec §2 "Promotions", §4 date display, and the help center, against the demo data at 390×844.

const LIST_DATE = /^\d{2}\/\d{2}\/\d{4}( - (\d{2}\/\d{2}\/\d{4}|Dài hạn))?$/;
const DETAIL_DATE = /^\d{4}\/\d{2}\/\d{2}( - (\d{4}\/\d{2}\/\d{2}|Dài hạn))?$/;

test('promotions: the category menu filters the cards, and a card opens its detail with the spec §4 dates', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/m/activity');
  const menu = page.getByTestId('promo-menu');
  await expect(menu.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('promo-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(12);
  // The demo's ended promotions are not listed.
  await expect(page.getByText('Lì xì Tết: thưởng nạp 88%')).toHaveCount(0);
  for (const dates of await page.getByTestId('promo-dates').allTextContents()) {
    expect(dates).toMatch(LIST_DATE);
  }

  // The last categories sit off screen: choosing one scrolls the menu to it.
  const last = menu.getByRole('tab').last();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => menu.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(last).toBeInViewport();

  // Rebate: the long-term promotion shows its start then the long-term label.
  const rebate = menu.getByRole('tab', { name: 'Hoàn trả' });
  await rebate.click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-category', 'rebate_promo');
  await expect(cards.first().getByTestId('promo-dates')).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} - Dài hạn$/,
  );

  // Lottery: a dated promotion shows its range; its detail shows the header style.
  await menu.getByRole('tab', { name: 'Xổ số' }).click();
  await expect(cards).toHaveCount(1);
  const listDates = await cards.first().getByTestId('promo-dates').textContent();
  expect(listDates).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}\/\d{2}\/\d{4}$/);
  const title = (await cards.first().locator('.promo-card__title').textContent())!;
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
  const detail = page.getByTestId('promo-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  const headerDates = (await page.getByTestId('promo-detail-dates').textContent())!;
  expect(headerDates).toMatch(DETAIL_DATE);
  // The same days as the card, in the other order.
  const flip = (d: string) => d.split('/').reverse().join('/');
  expect(headerDates).toBe(listDates!.split(' - ').map(flip).join(' - '));
  await expect(detail.locator('.promo-detail__banner')).toBeVisible();
  await expect(page.getByTestId('promo-detail-content')).not.toBeEmpty();
  await expect(page.getByTestId('bottom-menu')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the first home banner and an unknown id: a real promotion, and the empty view', async ({
  page,
}) => {
  await page.goto('/m/home');
  const slide = page.getByTestId('top-banner').getByRole('link').first();
  const href = (await slide.getAttribute('href'))!;
  expect(href).toMatch(/^\/m\/activityDetail\?id=\d+$/);
  await page.goto(href);
  await expect(page.getByTestId('promo-detail')).toBeVisible();
  await expect(page.getByTestId('promo-detail').getByRole('heading')).toHaveText(
    'Thưởng chào mừng 100% lần nạp đầu',
  );

  await page.goto('/m/activityDetail?id=987654');
  await expect(page.getByTestId('empty-state')).toContainText('Không tìm thấy khuyến mãi');
});

test('help center: the m_help banner and an accordion that keeps one item open', async ({
  page,
}) => {
  await page.goto('/m/help');
  const help = page.getByTestId('help-center');
  await expect(help.locator('.help__banner')).toBeVisible();
  await expect(help.getByTestId('help-group').first().getByRole('heading')).toHaveText('Tài khoản');
  expect(await help.getByTestId('help-item').count()).toBeGreaterThanOrEqual(15);
  const first = help.getByRole('button', { name: 'Làm sao để đăng ký tài khoản?' });
  const second = help.getByRole('button', { name: 'Quên mật khẩu thì làm thế nào?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(help.getByTestId('help-content')).toHaveCount(1);
  await expect(help.getByTestId('help-content')).toContainText('Đăng ký');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(help.getByTestId('help-content')).toHaveCount(1);
});
