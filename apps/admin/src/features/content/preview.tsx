import { useTranslation } from 'react-i18next';

const FRAME_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:12px;color:#1c2b2b}
h1{font-size:17px;margin:0 0 8px}img{max-width:100%}a{color:#0f6b6b}`;

function escapeText(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * How the announcement reads on a phone. The HTML is shown in a sandboxed frame (no scripts, no
 * same origin), so even unsanitised input cannot act here; the server sanitises what it stores.
 */
export function Preview({ title, html }: { title: string; html: string }) {
  const { t } = useTranslation();
  const doc = `<!doctype html><meta charset="utf-8"><style>${FRAME_STYLE}</style><h1>${escapeText(title)}</h1>${html}`;
  return (
    <figure className="preview">
      <figcaption>{t('content.preview')}</figcaption>
      <iframe title={t('content.preview')} sandbox="" srcDoc={doc} className="phone-frame" />
    </figure>
  );
}
