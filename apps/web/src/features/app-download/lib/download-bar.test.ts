import { describe, expect, it } from 'vitest';
import {
  appLinksOf,
  closeDownloadBar,
  downloadBarHiddenReason,
  readDownloadEnv,
  rememberWebclip,
  type DownloadEnv,
} from './download-bar.ts';

const browser: DownloadEnv = {
  closed: false,
  standalone: false,
  webclip: false,
  isIOS: false,
  pwaSupported: true,
};
const all = { android: '/a', ios: '/i', iosProfile: '/p' };

describe('download bar hiding rules (spec §4)', () => {
  it('shows in a plain mobile browser with app links', () => {
    expect(downloadBarHiddenReason(browser, all)).toBeNull();
  });

  it('hides once closed, in an installed web app, and with no link at all', () => {
    expect(downloadBarHiddenReason({ ...browser, closed: true }, all)).toBe('closed');
    expect(downloadBarHiddenReason({ ...browser, standalone: true }, all)).toBe('standalone');
    expect(downloadBarHiddenReason(browser, {})).toBe('no-links');
  });

  it('hides after the home-screen shortcut only when there is no iOS link', () => {
    expect(downloadBarHiddenReason({ ...browser, webclip: true }, { android: '/a' })).toBe(
      'webclip',
    );
    expect(downloadBarHiddenReason({ ...browser, webclip: true }, all)).toBeNull();
  });

  it('hides on iOS without web-app support, not on iOS with it', () => {
    const ios = { ...browser, isIOS: true };
    expect(downloadBarHiddenReason({ ...ios, pwaSupported: false }, all)).toBe('ios-without-pwa');
    expect(downloadBarHiddenReason(ios, all)).toBeNull();
  });

  it('reads the stored keys and the display mode from the window', () => {
    const matchMedia = window.matchMedia;
    try {
      expect(readDownloadEnv()).toMatchObject({ closed: false, standalone: false, webclip: false });
      closeDownloadBar();
      expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
      rememberWebclip('?foo=1');
      expect(readDownloadEnv().webclip).toBe(false);
      rememberWebclip('?webclip=1');
      window.matchMedia = ((query: string) => ({
        matches: query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
      expect(readDownloadEnv()).toMatchObject({ closed: true, standalone: true, webclip: true });
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('takes the app links from the resources', () => {
    expect(
      appLinksOf([
        { resourceType: 'Android', url: '/android' },
        { resourceType: 'IOS', url: '' },
        { resourceType: 'MOBILECONFIG', url: '/profile' },
        { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
      ]),
    ).toEqual({ android: '/android', ios: undefined, iosProfile: '/profile', icon: undefined });
  });
});
