/**
 * The one policy for operator-written HTML (announcements, promotions, help items, inbox
 * messages): the server applies it when the HTML is stored, the site again when it renders it
 * (a row written around the server's path is still made safe). Both run DOMPurify with these
 * settings and the data: URL rule below; an XSS corpus checks the server's side
 * (apps/server/src/modules/content/sanitize-html.test.ts), the site's own test the same corpus in
 * a browser-like document.
 */
export const CONTENT_HTML_POLICY = {
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
} as const satisfies {
  USE_PROFILES: { html: boolean };
  FORBID_TAGS: readonly string[];
  FORBID_ATTR: readonly string[];
};

/** The only data: URLs kept: raster images shown by an <img> (an SVG may carry script). */
const SAFE_DATA_IMAGE = /^data:image\/(png|gif|jpeg|webp|avif)[;,]/;

/**
 * Whether an attribute keeps its value under the data: URL rule: DOMPurify keeps any data: URL in
 * an image's src; only raster images are kept, and no data: URL anywhere else. A URL's scheme
 * ignores whitespace and control characters, as browsers read it.
 */
export function keepsContentUrl(nodeName: string, attrName: string, value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (!url.startsWith('data:')) return true;
  return nodeName === 'IMG' && attrName === 'src' && SAFE_DATA_IMAGE.test(url);
}
