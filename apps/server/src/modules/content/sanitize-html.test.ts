import { describe, expect, it } from 'vitest';
import { executableIn, XSS_CORPUS as CORPUS } from '../../testing/xss-corpus.ts';
import { sanitizeContentHtml } from './sanitize-html.ts';

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
