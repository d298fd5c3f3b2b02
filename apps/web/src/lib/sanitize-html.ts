import DOMPurify from 'dompurify';
import { CONTENT_HTML_POLICY, keepsContentUrl } from '@app/contracts';

/** Set once on the first call: the site's only use of DOMPurify is this function. */
let configured = false;

/**
 * Operator HTML (announcements, promotions, help) made safe again before it is rendered, by the
 * policy the server applied when it was stored (CONTENT_HTML_POLICY in contracts): this guards
 * rows written around that path. The settings are given to DOMPurify once: given on each call, it
 * builds its tag and attribute sets again every time (most of what a short notice costs).
 */
export function sanitizeHtml(html: string): string {
  if (!configured) {
    configured = true;
    DOMPurify.setConfig({
      ...CONTENT_HTML_POLICY,
      FORBID_TAGS: [...CONTENT_HTML_POLICY.FORBID_TAGS],
      FORBID_ATTR: [...CONTENT_HTML_POLICY.FORBID_ATTR],
    });
    DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
      if (!keepsContentUrl(node.nodeName, data.attrName, data.attrValue)) data.keepAttr = false;
    });
  }
  return DOMPurify.sanitize(html);
}
