import type DOMPurifyType from 'isomorphic-dompurify';
import { CONTENT_HTML_POLICY, keepsContentUrl } from '@app/contracts';

type Purifier = typeof DOMPurifyType;
let purifier: Promise<Purifier> | undefined;

/**
 * DOMPurify over jsdom, loaded on first use: jsdom takes about a second to load, and only the
 * operator's writes need it (the site sanitises again when it renders).
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('isomorphic-dompurify').then((m) => {
    const purify = m.default;
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      if (!keepsContentUrl(node.nodeName, data.attrName, data.attrValue)) data.keepAttr = false;
    });
    return purify;
  });
  return purifier;
}

/**
 * Operator-written HTML (announcements, promotions, help, inbox) reduced to safe markup before it
 * is stored, by the policy the site applies again when it renders (CONTENT_HTML_POLICY in
 * contracts): no scripts, event handlers, javascript: URLs, data: URLs other than raster images,
 * SVG or MathML, forms, frames or inline styles (an XSS corpus in sanitize-html.test.ts).
 */
export async function sanitizeContentHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify
    .sanitize(html, {
      ...CONTENT_HTML_POLICY,
      FORBID_TAGS: [...CONTENT_HTML_POLICY.FORBID_TAGS],
      FORBID_ATTR: [...CONTENT_HTML_POLICY.FORBID_ATTR],
    })
    .trim();
}
