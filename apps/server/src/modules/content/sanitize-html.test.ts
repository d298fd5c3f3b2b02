import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { executableIn, XSS_CORPUS as CORPUS } from '../../testing/xss-corpus.ts';
import { sanitizeContentHtml } from './sanitize-html.ts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';

// Operator HTML (announcements, and the content screens after them) is sanitised on the server
// before it is stored. The corpus (testing/xss-corpus.ts) holds the classic vectors: nothing
// executable may come out of any of them. fuzz/stored-xss.test.ts sends the same corpus through
// every stored field that a player or an operator is shown.

describe('operator HTML sanitiser: an XSS corpus', () => {
  it('holds enough vectors to mean something', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CORPUS)('leaves nothing executable of %j', async (vector) => {
    const clean = await sanitizeContentHtml(vector);
    expect(executableIn(clean), clean).toEqual([]);
    // Sanitising again changes nothing: what is stored is stable.
    expect(await sanitizeContentHtml(clean)).toBe(clean);
  });

  it('finds what it looks for (the check itself)', () => {
    expect(executableIn('<img src=x onerror=alert(1)>')).toEqual(['img onerror']);
    expect(executableIn('<a href="jav&#x09;ascript:alert(1)">x</a>')).toHaveLength(1);
    expect(executableIn('<svg><a xlink:href="javascript:1">x</a></svg>')).toContain('<svg>');
    expect(executableIn('<img src="data:text/html,x">')).toHaveLength(1);
  });

  it('keeps the markup an announcement needs', async () => {
    const html =
      '<p><strong>Khuyến mãi</strong> tháng 11: <a href="https://luckylotus.vn/m/promo" title="xem">xem chi tiết</a></p>' +
      '<ul><li>Nạp <em>lần đầu</em></li></ul><img src="https://cdn.luckylotus.vn/banner.png" alt="banner">';
    expect(await sanitizeContentHtml(html)).toBe(html);
    const inline = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">';
    expect(await sanitizeContentHtml(inline)).toBe(inline);
  });
});

// The stored HTML fields, written through their routes and read back through the public calls:
// promotion content (spec §3 "Promotion") and help item content (spec §3 "Help item").
describe('operator HTML sanitiser: the corpus through the stored fields', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // One field holds the whole corpus, each vector after a harmless paragraph. Vectors with a NUL
  // character never reach a field: every text is refused with one at the door (request.invalid).
  const body = CORPUS.filter((v) => !v.includes('\u0000'))
    .map((v) => `<p>ok</p>${v}`)
    .join('');

  it('refuses a field with a NUL character before it is stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/admin/content/promotions',
      headers: OPERATOR_AUTH,
      payload: {
        title: 'x',
        content: '<p>a</p>\u0000<script>1</script>',
        category: 'other_promo',
        noExpiry: 1,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('request.invalid');
  });

  it('promotion content: nothing executable is stored or served', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/content/promotions',
      headers: OPERATOR_AUTH,
      payload: { title: 'XSS', content: body, category: 'other_promo', noExpiry: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().value.id as number;
    const served = await app.inject({ method: 'GET', url: `/wps/content/promotions/${id}` });
    const content = served.json().value.content as string;
    expect(executableIn(content)).toEqual([]);
    expect(content).toContain('<p>ok</p>');
    const patched = await app.inject({
      method: 'PATCH',
      url: `/wps/admin/content/promotions/${id}`,
      headers: OPERATOR_AUTH,
      payload: { content: body },
    });
    expect(executableIn(patched.json().value.content as string)).toEqual([]);
  });

  it('help item content: nothing executable is stored or served', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/wps/admin/content/help/items',
      headers: OPERATOR_AUTH,
      payload: { groupName: 'account', title: 'XSS', content: body, sort: -1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const help = await app.inject({ method: 'GET', url: '/wps/content/help?language=TY' });
    const item = (help.json().value.groups as { items: { id: number; content: string }[] }[])
      .flatMap((g) => g.items)
      .find((i) => i.id === created.json().value.id);
    expect(executableIn(item!.content)).toEqual([]);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/wps/admin/content/help/items/${item!.id}`,
      headers: OPERATOR_AUTH,
      payload: { content: body },
    });
    expect(executableIn(patched.json().value.content as string)).toEqual([]);
  });
});
