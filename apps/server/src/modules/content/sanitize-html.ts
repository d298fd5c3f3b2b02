import type DOMPurifyType from 'isomorphic-dompurify';

type Purifier = typeof DOMPurifyType;
let purifier: Promise<Purifier> | undefined;

/** The only data: URLs kept: raster images shown by an <img> (an SVG may carry script). */
const SAFE_DATA_IMAGE = /^data:image\/(png|gif|jpeg|webp|avif)[;,]/;

/**
 * DOMPurify over jsdom, loaded on first use: jsdom takes about a second to load, and only the
 * operator's writes need it (the site sanitises again when it renders).
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('isomorphic-dompurify').then((m) => {
    const purify = m.default;
    // DOMPurify keeps any data: URL in an image's src; keep only raster images, anywhere.
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      // A URL's scheme ignores whitespace and control characters, as browsers read it.
      // eslint-disable-next-line no-control-regex
      const url = data.attrValue.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      if (!url.startsWith('data:')) return;
      const imageSource = node.nodeName === 'IMG' && data.attrName === 'src';
      if (!imageSource || !SAFE_DATA_IMAGE.test(url)) data.keepAttr = false;
    });
    return purify;
  });
  return purifier;
}

/**
 * Operator-written HTML (announcements) reduced to safe markup before it is stored: no scripts,
 * event handlers, javascript: URLs, data: URLs other than raster images, SVG or MathML, forms,
 * frames or inline styles (an XSS corpus in sanitize-html.test.ts). The site runs DOMPurify
 * again when it renders, so a row written around this function is still made safe.
 */
export async function sanitizeContentHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify
    .sanitize(html, {
      USE_PROFILES: { html: true },
      // An operator's content has no use for <template>: after other markup DOMPurify keeps an
      // (empty, inert) one, which the corpus check counts as a way in.
      FORBID_TAGS: [
        'style',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'iframe',
        'object',
        'template',
      ],
      FORBID_ATTR: ['style'],
    })
    .trim();
}
