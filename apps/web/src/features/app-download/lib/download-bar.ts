import { STORAGE_KEYS, type Resource } from '@app/contracts';

/** The app links the download popup offers (spec §2, §3 "Download link"). */
export type AppLinks = { android?: string; ios?: string; iosProfile?: string; icon?: string };

export function appLinksOf(resources: readonly Resource[]): AppLinks {
  const url = (type: Resource['resourceType']) =>
    resources.find((r) => r.resourceType === type && r.url)?.url;
  return {
    android: url('Android'),
    ios: url('IOS'),
    iosProfile: url('MOBILECONFIG'),
    icon: url('AppDownloadIcon'),
  };
}

/** What the download bar needs to know about this browser and visitor. */
export type DownloadEnv = {
  /** hideDownloadBar=1 in local storage: the visitor closed it (spec §4). */
  closed: boolean;
  /** Running as an installed web app: display-mode standalone, or navigator.standalone on iOS. */
  standalone: boolean;
  /** The WEBCLIP key: the site was opened from the home-screen shortcut the iOS profile adds. */
  webclip: boolean;
  isIOS: boolean;
  /** The browser can install a web app (service workers); old iOS browsers cannot. */
  pwaSupported: boolean;
};

export type HiddenReason = 'closed' | 'standalone' | 'webclip' | 'ios-without-pwa' | 'no-links';

/**
 * Why the download bar stays hidden, or null to show it (spec §4 "Download bar"): closed by the
 * visitor; running as an installed web app; opened from the home-screen shortcut with no iOS link
 * to offer; on iOS without web-app support; or no app link configured at all.
 */
export function downloadBarHiddenReason(env: DownloadEnv, links: AppLinks): HiddenReason | null {
  if (env.closed) return 'closed';
  if (env.standalone) return 'standalone';
  if (env.webclip && !links.ios) return 'webclip';
  if (env.isIOS && !env.pwaSupported) return 'ios-without-pwa';
  if (!links.android && !links.ios && !links.iosProfile) return 'no-links';
  return null;
}

function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function isIOSDevice(nav: Navigator = window.navigator): boolean {
  // iPadOS 13+ reports itself as a Mac with a touch screen.
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  );
}

/** Reads the download bar's environment from this window. */
export function readDownloadEnv(): DownloadEnv {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return {
    closed: readLocal(STORAGE_KEYS.hideDownloadBar) === '1',
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true,
    webclip: Boolean(readLocal(STORAGE_KEYS.webclip)),
    isIOS: isIOSDevice(nav),
    pwaSupported: 'serviceWorker' in nav,
  };
}

/** spec §4: closing the bar stores hideDownloadBar=1, so it stays closed on later visits. */
export function closeDownloadBar(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.hideDownloadBar, '1');
  } catch {
    // no storage: closed for this page only
  }
}

/**
 * The home-screen shortcut of the iOS profile opens the site with ?webclip=1; the WEBCLIP key
 * remembers that (registration reports it as registerMethod WEBCLIP, spec §3).
 */
export function rememberWebclip(search: string): void {
  if (!new URLSearchParams(search).has('webclip')) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.webclip, '1');
  } catch {
    // no storage
  }
}
