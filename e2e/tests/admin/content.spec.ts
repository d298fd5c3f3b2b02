import { crc32, deflateSync } from 'node:zlib';
import { expect, test, OPERATOR_TOKEN } from '../fixtures.ts';
import { freshOperator, signInConsole } from './admin-fixtures.ts';

const baseURL = () => test.info().project.use.baseURL;
const phone = () => ({
  baseURL: baseURL(),
  viewport: { width: 390, height: 844 },
  isMobile: true,
  locale: 'vi-VN',
});
const service = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** A real PNG (RGB, a diagonal gradient) of a banner's shape, built here rather than kept as a file. */
function bannerPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      raw.set([(x + y) & 255, 90, 200 - (y & 127)], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a content operator uploads a banner the home carousel shows; the customer-service list changed in the console is the service menu’s', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const id = Date.now().toString(36);
  const title = `Banner e2e ${id}`;
  const link = `https://zalo.me/e2e-${id}`;
  // The demo's channels, put back at the end: the gate tests expect them.
  const stored = await request.get('/wps/admin/settings/site', { headers: service });
  const channels = (await stored.json()).value.customerService;

  try {
    // A fresh content operator (a TOTP code works once) uploads an image and creates the banner.
    const content = await freshOperator(request, 'content', 'cnt');
    await signInConsole(page, content.username, content.password, content.secret);
    const menu = page.getByRole('navigation', { name: /Menu quản trị|Back office menu/ });
    await menu.getByRole('link', { name: /^(Banner|Banners)$/ }).click();
    await page.getByRole('button', { name: /Banner mới|New banner/ }).click();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: /^(Tạo|Create)$/ }) });
    await form.getByLabel(/Nhóm|Group/).selectOption('m_home');
    await form.getByLabel(/^(Ảnh|Image)$/).setInputFiles({
      name: 'tet-banner.png',
      mimeType: 'image/png',
      buffer: bannerPng(540, 210),
    });
    const preview = page.getByTestId('banner-image-preview');
    await expect(preview).toHaveAttribute('src', /^\/wps\/media\/u\/[0-9a-f]{64}\.png$/);
    const imageUrl = (await preview.getAttribute('src'))!;
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth;
    await expect.poll(() => preview.evaluate(loaded)).toBe(540);
    await expect(page.getByText(/540 × 210/)).toBeVisible();
    await form.getByLabel(/^(Tiêu đề|Title)/).fill(title);
    await form.getByLabel(/^(Liên kết|Link)/).fill('/m/activity');
    await form.getByLabel(/^(Thứ tự|Order)$/).fill('-1000');
    await form.getByRole('button', { name: /^(Tạo|Create)$/ }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Đang hiển thị|Live/);
    await expect.poll(() => row.locator('img').evaluate(loaded)).toBe(540);
    // The demo's generated (SVG) banner images show in the list too.
    await page
      .locator('.table-toolbar')
      .getByLabel(/Nhóm|Group/)
      .selectOption('m_help');
    const demoThumb = page.getByRole('row').nth(1).locator('img');
    await expect.poll(() => demoThumb.evaluate(loaded)).toBeGreaterThan(0);

    // Site settings are not a content operator's to change: shown, without their controls.
    await menu.getByRole('link', { name: /Cài đặt|Settings/ }).click();
    await page.getByRole('button', { name: /^(Trang|Site)$/ }).click();
    await expect(page.getByLabel(/Liên kết của kênh 1|Link of channel 1/)).toBeDisabled();
    await expect(page.getByRole('button', { name: /^(Lưu|Save)$/ })).toHaveCount(0);

    // The member site, at a phone's size, shows the uploaded image first in the home carousel.
    const site = await browser.newContext(phone());
    const sitePage = await site.newPage();
    await sitePage.addInitScript(() => window.sessionStorage.setItem('NOTICE_POPUP_SHOWN', '1'));
    await sitePage.goto('/m/home');
    const slide = sitePage.getByTestId('top-banner').getByRole('img', { name: title });
    await expect(slide).toBeVisible();
    await expect(slide).toHaveAttribute('src', imageUrl);
    await expect.poll(() => slide.evaluate(loaded)).toBe(540);
    await site.close();

    // An administrator changes the customer-service list in the console.
    const admin = await freshOperator(request, 'administrator', 'adm');
    const adminContext = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 1366, height: 860 },
    });
    const adminPage = await adminContext.newPage();
    await signInConsole(adminPage, admin.username, admin.password, admin.secret);
    await adminPage.getByRole('link', { name: /Cài đặt|Settings/ }).click();
    await adminPage.getByRole('button', { name: /^(Trang|Site)$/ }).click();
    await adminPage.getByLabel(/Liên kết của kênh 1|Link of channel 1/).fill(link);
    await adminPage.getByLabel(/Tên của kênh 1|Name of channel 1/).fill('Zalo hỗ trợ');
    await adminPage.getByLabel(/Loại của kênh 1|Kind of channel 1/).fill('ZALO');
    const panel = adminPage.locator('section.panel').filter({
      has: adminPage.getByRole('heading', { name: /Chăm sóc khách hàng|Customer service/ }),
    });
    await panel.getByRole('button', { name: /^(Lưu|Save)$/ }).click();
    await expect(adminPage.getByText(/Đã lưu cài đặt|Settings saved/)).toBeVisible();
    await adminContext.close();

    // The site's service menu opens the new channel.
    const member = await browser.newContext(phone());
    await member.route(/^https:\/\/zalo\.me\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Zalo</title>' }),
    );
    const memberPage = await member.newPage();
    await memberPage.addInitScript(() => window.sessionStorage.setItem('NOTICE_POPUP_SHOWN', '1'));
    await memberPage.goto('/m/home');
    await memberPage.getByTestId('bottom-menu-service').click();
    const modal = memberPage.getByTestId('service-modal');
    await expect(modal).toBeVisible();
    const [opened] = await Promise.all([
      memberPage.waitForEvent('popup'),
      modal.getByRole('button', { name: /Chăm sóc khách hàng|Customer service/ }).click(),
    ]);
    await expect(opened).toHaveURL(link);
    await member.close();
  } finally {
    const back = await request.patch('/wps/admin/settings/site', {
      headers: service,
      data: { customerService: channels },
    });
    expect(back.status()).toBe(200);
  }
});
