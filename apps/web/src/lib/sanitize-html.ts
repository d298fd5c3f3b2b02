import DOMPurify from 'dompurify';

/** Set once on the first call: the site's only use of DOMPurify is this function. */
let configured = false;

/**
 * Operator HTML (announcements, promotions, help) made safe again before it is rendered (the server sanitised it when it was
 * stored; this guards rows written around that path). The settings are given to DOMPurify once:
 * given on each call, it builds its tag and attribute sets again every time (most of what a short
 * notice costs).
 */
export function sanitizeHtml(html: string): string {
  if (!configured) {
    configured = true;
    DOMPurify.setConfig({
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
    });
  }
  return DOMPurify.sanitize(html);
}
