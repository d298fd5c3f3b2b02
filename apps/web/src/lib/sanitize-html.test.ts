import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

// The site applies the server's policy again when it renders operator HTML (a row written
// around the server's path). The server's test runs the whole XSS corpus; this one checks that
// the site's copy is the same policy: the forbidden tags and attributes, and the data: URL rule.
describe('sanitizeHtml (the site side of the content HTML policy)', () => {
  it('drops scripts, handlers, forms, frames and inline styles', () => {
    const out = sanitizeHtml(
      '<p style="color:red" onclick="x()">a</p><script>alert(1)</script>' +
        '<form><input></form><iframe src="https://evil.example"></iframe><template><b>t</b></template>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('keeps raster data: images and refuses every other data: URL', () => {
    const png = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">';
    expect(sanitizeHtml(png)).toBe(png);
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(sanitizeHtml('<a href=" data:text/html,x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the markup an announcement needs', () => {
    const html =
      '<p><strong>Khuyến mãi</strong>: <a href="https://luckylotus.vn/m/promo" title="xem">xem</a></p>' +
      '<ul><li><em>lần đầu</em></li></ul><img src="https://cdn.luckylotus.vn/banner.png" alt="banner">';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
