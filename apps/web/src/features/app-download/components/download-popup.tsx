import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { CloseIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isIOSDevice, type AppLinks } from '../lib/download-bar.ts';
import { useInstallPrompt } from '../lib/install-prompt.ts';
import { AppLink } from '../../../components/app-link.tsx';
import './download-popup.css';

/** spec §2: the Android, iOS profile and iOS links, in this order, when configured. */
const APP_ENTRIES = [
  { key: 'android', label: 'home.download.android', testId: 'download-android' },
  { key: 'iosProfile', label: 'home.download.iosProfile', testId: 'download-ios-profile' },
  { key: 'ios', label: 'home.download.ios', testId: 'download-ios' },
] as const;

/**
 * spec §2 "Download bar" popup and the home header's download and add-to-home-screen popups: the
 * Android, iOS profile and iOS links, then how to add the site to the home screen (the browser's
 * own install prompt where it offers one).
 */
export function DownloadPopup({
  links,
  onClose,
  startOnHomeScreen = false,
}: {
  links: AppLinks;
  onClose: () => void;
  /** Open on the add-to-home-screen steps (the app page's install guide ends there). */
  startOnHomeScreen?: boolean;
}) {
  const { t } = useTranslation();
  const [homeScreen, setHomeScreen] = useState(startOnHomeScreen);
  const install = useInstallPrompt();
  const ios = isIOSDevice();

  return (
    <Modal
      variant="sheet"
      onClose={onClose}
      label={t('home.download.popupTitle')}
      testId="download-popup"
    >
      <div className="download-popup">
        <div className="download-popup__head">
          <h2 className="download-popup__title">
            {homeScreen ? t('home.addToHome.title') : t('home.download.popupTitle')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('home.download.closePopup')}
            onClick={onClose}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        {homeScreen ? (
          <div className="download-popup__steps" data-testid="add-to-home">
            {install ? (
              <button
                type="button"
                className="btn btn--gold btn--block"
                onClick={() => void install()}
              >
                {t('home.addToHome.install')}
              </button>
            ) : null}
            <ol>
              {(ios ? ['ios1', 'ios2', 'ios3'] : ['android1', 'android2', 'android3']).map(
                (step) => (
                  <li key={step}>{t(`home.addToHome.${step}`)}</li>
                ),
              )}
            </ol>
          </div>
        ) : (
          <ul className="download-popup__links">
            {APP_ENTRIES.filter((entry) => links[entry.key]).map((entry) => (
              <li key={entry.key}>
                <AppLink
                  href={links[entry.key]}
                  className="download-popup__link"
                  testId={entry.testId}
                  onClick={onClose}
                >
                  <PhoneIcon size={20} />
                  {t(entry.label)}
                </AppLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="download-popup__link download-popup__link--plain"
                data-testid="download-add-to-home"
                onClick={() => setHomeScreen(true)}
              >
                <PhoneIcon size={20} />
                {t('home.addToHome.title')}
              </button>
            </li>
          </ul>
        )}
      </div>
    </Modal>
  );
}
