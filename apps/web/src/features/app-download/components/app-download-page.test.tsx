import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildStatus } from '../../../testing/factories.ts';
import { absoluteUrl } from './app-download-page.tsx';

// The page's code loads on first visit; give it time on a busy machine.
const SLOW = { timeout: 8000 };

const status = buildStatus({
  info: {
    resources: [
      { resourceType: 'Android', url: 'https://dl.example.test/lucky.apk' },
      { resourceType: 'IOS', url: '/m/app?platform=ios' },
      { resourceType: 'MOBILECONFIG', url: 'https://dl.example.test/lucky.mobileconfig' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/lucky' },
    ],
  },
});

describe('app download page (spec §2 "App download")', () => {
  it('shows a QR code per download link, with the whole address', async () => {
    renderApp({ path: '/m/app', status });
    await screen.findByTestId('app-download-page', undefined, SLOW);
    const codes = ['Android', 'IOS', 'MOBILECONFIG'].map((type) =>
      within(screen.getByTestId(`app-code-${type}`)).getByRole('img'),
    );
    const links = [
      'https://dl.example.test/lucky.apk',
      `${window.location.origin}/m/app?platform=ios`,
      'https://dl.example.test/lucky.mobileconfig',
    ];
    // The server draws each code of the whole address.
    expect(
      codes.map((img) => new URL(img.getAttribute('src')!, 'http://x').searchParams.get('text')),
    ).toEqual(links);
    expect(codes.map((img) => new URL(img.getAttribute('src')!, 'http://x').pathname)).toEqual(
      links.map(() => '/wps/media/qr'),
    );
    // Telegram is a contact, not a download.
    expect(screen.queryByTestId('app-code-TELEGRAM')).not.toBeInTheDocument();
    expect(screen.getByTestId('install-ios-profile')).toHaveAttribute(
      'href',
      'https://dl.example.test/lucky.mobileconfig',
    );
    expect(within(screen.getByTestId('app-tutorial')).getAllByRole('listitem')).toHaveLength(6);
  });

  it("walks the iOS guide's three steps; the last confirm opens the add-to-home popup", async () => {
    const app = renderApp({ path: '/m/app', status });
    await screen.findByTestId('app-download-page', undefined, SLOW);
    expect(screen.getByTestId('install-guide-step')).toHaveTextContent('1/3');
    await app.user.click(screen.getByTestId('install-guide-next'));
    await app.user.click(screen.getByTestId('install-guide-next'));
    expect(screen.getByTestId('install-guide-step')).toHaveTextContent('3/3');
    expect(screen.queryByTestId('add-to-home')).not.toBeInTheDocument();
    await app.user.click(screen.getByTestId('install-guide-confirm'));
    expect(await screen.findByTestId('add-to-home')).toBeInTheDocument();
  });

  it('says the links are coming when none is configured', async () => {
    renderApp({ path: '/m/app' });
    await screen.findByTestId('app-download-page', undefined, SLOW);
    expect(screen.getByText(/Liên kết tải sẽ hiện/)).toBeInTheDocument();
    expect(screen.queryByTestId('install-ios')).not.toBeInTheDocument();
  });

  it('resolves a path on this site against its origin', () => {
    expect(absoluteUrl('/m/app?x=1', 'https://lotus.example')).toBe(
      'https://lotus.example/m/app?x=1',
    );
    expect(absoluteUrl('https://a.example/b', 'https://lotus.example')).toBe('https://a.example/b');
  });
});
