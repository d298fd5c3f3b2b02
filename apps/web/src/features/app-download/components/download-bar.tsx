import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { useLocation } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { CloseIcon, FilledStarIcon } from '../../../components/ui/icons.tsx';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import {
  appLinksOf,
  closeDownloadBar,
  downloadBarHiddenReason,
  readDownloadEnv,
  rememberWebclip,
} from '../lib/download-bar.ts';
import './download-bar.css';

// The popup of app links (and its add-to-home-screen guide) loads when the visitor first opens it.
const DownloadPopup = lazyPart(() =>
  import('./download-popup.tsx').then((m) => ({ default: m.DownloadPopup })),
);

/**
 * spec §2 "Download bar": the app icon, the merchant's description, five stars, a Download
 * button opening the popup of app links (Android, iOS profile, iOS) and a close control. spec §4:
 * closing stores hideDownloadBar=1; the bar is hidden in an installed web app, after the
 * home-screen shortcut when there is no iOS link, and on iOS browsers without web-app support.
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  const [popup, setPopup] = useState(false);

  useEffect(() => {
    rememberWebclip(location.search);
  }, [location.search]);

  if (!info || closed) return null;
  const links = appLinksOf(info.resources);
  if (downloadBarHiddenReason(readDownloadEnv(), links) !== null) return null;

  const template = info.mobileTemplate;
  const style = {
    '--download-bg': template.app_background || undefined,
    '--download-fg': template.app_desc_font_color || undefined,
  } as CSSProperties;

  return (
    <>
      <aside
        className="download-bar"
        data-testid="download-bar"
        style={style}
        aria-label={t('home.download.label')}
      >
        <button
          type="button"
          className="download-bar__close"
          data-testid="download-bar-close"
          aria-label={t('home.download.close')}
          onClick={() => {
            closeDownloadBar();
            setClosed(true);
          }}
        >
          <CloseIcon size={14} />
        </button>
        {links.icon ? (
          <img className="download-bar__icon" src={links.icon} alt="" width={40} height={40} />
        ) : null}
        <div className="download-bar__text">
          <p className="download-bar__desc">
            {template.app_desc || t('home.download.description', { siteName: info.siteName })}
          </p>
          <p className="download-bar__stars" role="img" aria-label={t('home.download.rating')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <FilledStarIcon key={i} />
            ))}
          </p>
        </div>
        <button
          type="button"
          className="btn btn--gold btn--small download-bar__button"
          data-testid="download-bar-open"
          onClick={() => setPopup(true)}
        >
          {t('home.download.button')}
        </button>
      </aside>
      {popup ? (
        <Suspense fallback={null}>
          <DownloadPopup links={links} onClose={() => setPopup(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
