import { sanitizeHtml } from '../../../lib/sanitize-html.ts';

export { sanitizeHtml };

/** The text of some HTML on one line, cut to `max` characters with an ellipsis (list previews). */
export function previewText(html: string, max = 90): string {
  // A parsed document runs no scripts and loads nothing, so it needs no sanitiser (which stays
  // out of the lists' code); what is not text is dropped. The spaces keep paragraphs apart.
  const doc = new DOMParser().parseFromString(
    html.replace(/<\/(p|li|div|h\d)>|<br\s*\/?>/gi, ' $&'),
    'text/html',
  );
  for (const node of doc.querySelectorAll('script, style, template, noscript, iframe, object')) {
    node.remove();
  }
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** spec §2 "Message list": the start date as YYYY-MM-DD, in the visitor's time zone. */
export function formatStartDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
