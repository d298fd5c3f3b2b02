import DOMPurify from 'dompurify';

/**
 * Operator HTML (announcements, promotions, help) made safe again before it is rendered (the server sanitised it when it was
 * stored; this guards rows written around that path). Links open outside the site.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
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
