import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { Resource } from '@app/contracts';
import { AppLink } from '../../../components/app-link.tsx';
import { PhoneIcon, StarIcon } from '../../../components/ui/icons.tsx';
import { DownloadIcon } from '../../../components/ui/page-icons.tsx';
import { QrImage } from '../../../components/ui/qr-image.tsx';
import { useSiteInfo } from '../../../lib/queries/status.ts';
import { appLinksOf } from '../lib/download-bar.ts';
import { useInstallPrompt } from '../lib/install-prompt.ts';
import { DownloadPopup } from './download-popup.tsx';
import { InstallGuide } from './install-guide.tsx';
import './app-download-page.css';
import '../locales/page/strings.ts';

/** The resource types that are app downloads, in the order the page lists them (spec §3). */
const DOWNLOAD_TYPES = ['Android', 'IOS', 'MOBILECONFIG'] as const;
type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** A scannable link: a phone's camera needs the whole address, not a path on this site. */
export function absoluteUrl(url: string, origin = window.location.origin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/**
 * spec §2 "App download" (/m/app): install buttons (iOS profile, iOS, Android), a QR code per
 * download link, the iOS install guide (three steps; the last one's confirm opens the
 * add-to-home-screen popup) and the six-step tutorial.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const install = useInstallPrompt();
  const [homeScreen, setHomeScreen] = useState(false);
  const resources = info?.resources ?? [];
  const links = appLinksOf(resources);
  const downloads = DOWNLOAD_TYPES.flatMap((type) => {
    const found = resources.find((r): r is Resource => r.resourceType === type && r.url !== '');
    return found ? [{ type, url: found.url }] : [];
  });

  return (
    <div className="app-page" data-testid="app-download-page">
      <header className="app-page__hero">
        {links.icon ? (
          <img className="app-page__icon" src={links.icon} alt="" width={72} height={72} />
        ) : (
          <span className="app-page__icon app-page__icon--plain" aria-hidden="true">
            <DownloadIcon size={36} />
          </span>
        )}
        <div>
          <h1 className="app-page__name">{info?.siteName ?? t('app.name')}</h1>
          <p className="app-page__tagline">
            {info?.mobileTemplate.app_desc || t('appPage.tagline')}
          </p>
          <p className="app-page__stars" role="img" aria-label={t('appPage.rating')}>
            {[1, 2, 3, 4, 5].map((n) => (
              <StarIcon key={n} size={14} />
            ))}
          </p>
        </div>
      </header>

      <section className="app-page__section" aria-labelledby="app-install">
        <h2 id="app-install" className="app-page__heading">
          {t('appPage.install.heading')}
        </h2>
        <div className="app-page__buttons">
          <AppLink
            href={links.iosProfile}
            className="btn btn--gold btn--block"
            testId="install-ios-profile"
          >
            <PhoneIcon size={18} />
            {t('appPage.install.iosProfile')}
          </AppLink>
          <AppLink href={links.ios} className="btn btn--outline btn--block" testId="install-ios">
            <PhoneIcon size={18} />
            {t('appPage.install.ios')}
          </AppLink>
          {install ? (
            <button
              type="button"
              className="btn btn--outline btn--block"
              data-testid="install-android"
              onClick={() => void install()}
            >
              <PhoneIcon size={18} />
              {t('appPage.install.android')}
            </button>
          ) : (
            <AppLink
              href={links.android}
              className="btn btn--outline btn--block"
              testId="install-android"
            >
              <PhoneIcon size={18} />
              {t('appPage.install.android')}
            </AppLink>
          )}
          <button
            type="button"
            className="btn btn--ghost btn--block"
            data-testid="install-home-screen"
            onClick={() => setHomeScreen(true)}
          >
            {t('appPage.install.homeScreen')}
          </button>
        </div>
      </section>

      <section className="app-page__section" aria-labelledby="app-links">
        <h2 id="app-links" className="app-page__heading">
          {t('appPage.links.heading')}
        </h2>
        {downloads.length === 0 ? (
          <p className="app-page__muted">{t('appPage.none')}</p>
        ) : (
          <>
            <p className="app-page__muted">{t('appPage.links.hint')}</p>
            <ul className="app-page__codes">
              {downloads.map(({ type, url }) => (
                <DownloadCode key={type} type={type} url={url} />
              ))}
            </ul>
          </>
        )}
      </section>

      <InstallGuide onConfirm={() => setHomeScreen(true)} />

      <section className="app-page__section" aria-labelledby="app-tutorial">
        <h2 id="app-tutorial" className="app-page__heading">
          {t('appPage.tutorial.heading')}
        </h2>
        <ol className="app-page__tutorial" data-testid="app-tutorial">
          {(['s1', 's2', 's3', 's4', 's5', 's6'] as const).map((step) => (
            <li key={step}>{t(`appPage.tutorial.steps.${step}`)}</li>
          ))}
        </ol>
      </section>

      {homeScreen ? (
        <DownloadPopup links={links} startOnHomeScreen onClose={() => setHomeScreen(false)} />
      ) : null}
    </div>
  );
}

function DownloadCode({ type, url }: { type: DownloadType; url: string }) {
  const { t } = useTranslation();
  const label = t(`appPage.links.${type}`);
  const href = absoluteUrl(url);
  return (
    <li className="app-page__code" data-testid={`app-code-${type}`}>
      <QrImage
        text={href}
        size={132}
        alt={t('appPage.links.qr', { label })}
        className="app-page__qr"
      />
      <AppLink href={url} className="app-page__code-link">
        {label}
      </AppLink>
    </li>
  );
}
