import DOMPurify from 'dompurify';

/**
 * Operator HTML (announcements, promotions, help) made safe again before it is rendered (the server sanitised it when it was
 * stored; this guards rows written around that path). Links open outside the site.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
  });
}
