import type DOMPurifyType from 'isomorphic-dompurify';

type Purifier = typeof DOMPurifyType;
let purifier: Promise<Purifier> | undefined;

/**
 * DOMPurify over jsdom, loaded on first use: jsdom takes about a second to load, and only the
 * operator's writes need it (the site sanitises again when it renders).
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('isomorphic-dompurify').then((m) => m.default);
  return purifier;
}

/**
 * Operator-written HTML (announcements) reduced to safe markup before it is stored: no scripts,
 * event handlers, javascript: URLs, forms, frames or inline styles. The site runs DOMPurify again
 * when it renders, so a row written around this function is still made safe.
 */
export async function sanitizeContentHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify
    .sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
      FORBID_ATTR: ['style'],
    })
    .trim();
}
