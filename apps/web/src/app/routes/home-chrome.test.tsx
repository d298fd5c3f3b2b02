import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/translation.ts';
import { buildBanner, buildStatus } from '../../testing/factories.ts';
import { findPage, renderApp, type RenderAppOptions } from '../../testing/render-app.tsx';
import type { FakeHandler } from '../../testing/fake-api.ts';
import { announcementList, buildAnnouncement, buildWinner } from '../../testing/home-factories.ts';

const member = { token: 'member-token', merchantCode: 'VN01', userName: 'demo', type: 0 };

const APP_RESOURCES = [
  { resourceType: 'Android', url: '/m/app?platform=android' },
  { resourceType: 'IOS', url: '/m/app?platform=ios' },
  { resourceType: 'MOBILECONFIG', url: '/m/app?platform=ios-profile' },
  { resourceType: 'AppDownloadIcon', url: '/wps/media/app/icon.svg' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/lotus' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/840000' },
] as const;

function fakeMatchMedia(matching: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function renderHome(options: RenderAppOptions & { announcements?: FakeHandler | object } = {}) {
  const { announcements, api, ...rest } = options;
  return renderApp({
    status: buildStatus({ info: { resources: [...APP_RESOURCES] } }),
    ...rest,
    api: {
      '/wps/content/announcements': (announcements as FakeHandler | undefined) ?? {
        value: announcementList([]),
      },
      '/wps/game/winners': { value: { list: [] } },
      ...api,
    },
  });
}

describe('announcement marquee (spec §2)', () => {
  it('scrolls the player and hot titles, asks for B,PL,PU of m_home on platform M, and opens /m/message', async () => {
    const app = renderHome({
      session: member,
      announcements: {
        value: announcementList([
          buildAnnouncement({ title: 'Bảo trì thứ Ba' }),
          buildAnnouncement({ title: 'Xổ số nhanh', groupName: 'hot' }),
          buildAnnouncement({ title: 'Chào mừng', type: 'PU', groupName: 'popup' }),
        ]),
      },
    });
    const marquee = await screen.findByTestId('announcement-marquee');
    const track = await within(marquee).findByTestId('announcement-marquee-track');
    expect(track).toHaveTextContent('Bảo trì thứ Ba');
    expect(track).toHaveTextContent('Xổ số nhanh');
    expect(track).not.toHaveTextContent('Chào mừng');
    // The line stands still while the page loads; its second copy (the loop) is hidden from
    // screen readers, which read the titles once.
    expect(track).not.toHaveClass('is-moving');
    const [copy, loop] = track.querySelectorAll('.marquee__copy');
    expect(loop).toHaveAttribute('aria-hidden', 'true');
    expect(loop).toHaveTextContent(copy!.textContent!);
    expect(copy).not.toHaveAttribute('aria-hidden');
    const call = app.api.callsTo('/wps/content/announcements')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      types: 'B,PL,PU',
      groupName: 'm_home',
      platform: 'M',
      language: 'TY',
    });
    // The popup is its own chunk, fetched when there is a notice.
    await app.user.click(await screen.findByTestId('notice-popup-close'));
    await app.user.click(marquee);
    await waitFor(() => expect(app.pathname()).toBe('/m/message'), { timeout: 5000 });
  });

  it('says there is no announcement when there is none, or when the call fails, without an alert', async () => {
    renderHome({ announcements: { error: 'internal.error' } });
    expect(await screen.findByTestId('announcement-marquee-empty')).toHaveTextContent(
      'Hiện chưa có thông báo mới',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('notice popup (spec §2: once per session)', () => {
  const popup = {
    value: announcementList([
      buildAnnouncement({
        title: 'Chào mừng đến với Lucky Lotus',
        type: 'PU',
        groupName: 'popup',
        content: '<p>Chơi có trách nhiệm<img src=x onerror="alert(1)"></p>',
      }),
    ]),
  };

  it('pops up once, and not again in the same session', async () => {
    const first = renderHome({ announcements: popup });
    const dialog = await screen.findByTestId('notice-popup');
    expect(dialog).toHaveTextContent('Chào mừng đến với Lucky Lotus');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    // Its button takes the focus once the frame that shows it is drawn.
    await waitFor(() => expect(within(dialog).getByTestId('notice-popup-close')).toHaveFocus());
    await first.user.click(within(dialog).getByTestId('notice-popup-close'));
    expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('NOTICE_POPUP_SHOWN')).toBe('1');
    first.unmount();

    renderHome({ announcements: popup });
    await screen.findByTestId('announcement-marquee-empty');
    expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();
  });

  it('does not pop up (nor use up the session) when there is no notice', async () => {
    renderHome();
    await screen.findByTestId('announcement-marquee-empty');
    expect(screen.queryByTestId('notice-popup')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('NOTICE_POPUP_SHOWN')).toBeNull();
  });
});

describe('download bar (spec §2, §4)', () => {
  it('offers the Android, iOS profile and iOS links, and stays closed once closed', async () => {
    const first = renderHome();
    const bar = await screen.findByTestId('download-bar');
    expect(within(bar).getByRole('img', { name: 'Đánh giá 5 sao' })).toBeInTheDocument();
    // no tagline from the merchant: the site's own, in Vietnamese (issue 18)
    expect(bar).toHaveTextContent(i18n.t('home.download.description', { siteName: 'Lucky Lotus' }));
    await first.user.click(within(bar).getByTestId('download-bar-open'));
    const popup = await screen.findByTestId('download-popup');
    expect(within(popup).getByTestId('download-android')).toHaveAttribute(
      'href',
      '/m/app?platform=android',
    );
    expect(within(popup).getByTestId('download-ios-profile')).toBeInTheDocument();
    expect(within(popup).getByTestId('download-ios')).toBeInTheDocument();
    await first.user.click(within(popup).getByTestId('download-add-to-home'));
    expect(within(popup).getByTestId('add-to-home')).toBeInTheDocument();
    await first.user.keyboard('{Escape}');

    await first.user.click(screen.getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hideDownloadBar')).toBe('1');
    first.unmount();

    renderHome();
    await findPage();
    await screen.findByTestId('winner-board');
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
  });

  it('is hidden when the site runs as an installed web app', async () => {
    const matchMedia = window.matchMedia;
    fakeMatchMedia(['(display-mode: standalone)']);
    try {
      renderHome();
      await screen.findByTestId('winner-board');
      expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('is hidden after the home-screen shortcut when no iOS link is configured', async () => {
    window.localStorage.setItem('WEBCLIP', '1');
    renderApp({
      status: buildStatus({
        info: { resources: [{ resourceType: 'Android', url: '/m/app?platform=android' }] },
      }),
      api: { '/wps/game/winners': { value: { list: [] } } },
    });
    await screen.findByTestId('winner-board');
    expect(screen.queryByTestId('download-bar')).not.toBeInTheDocument();
  });
});

describe('winner board (spec §2)', () => {
  const winners = (n: number) => ({
    value: { list: Array.from({ length: n }, (_, i) => buildWinner(i + 1)) },
  });

  it('scrolls as a ticker with more than 6 wins, six visible', async () => {
    renderHome({ api: { '/wps/game/winners': winners(7) } });
    const viewport = await screen.findByTestId('winner-board-viewport');
    expect(viewport).toHaveAttribute('data-mode', 'scroll');
    expect(screen.getAllByTestId('winner-line')).toHaveLength(7);
    // The first six rows repeat after the last for a seamless loop, hidden from screen readers.
    const names = screen.getAllByText('pl***1');
    expect(names).toHaveLength(2);
    expect(names[1]!.closest('li')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('₫7,000.00')).toBeInTheDocument();
  });

  it('stands still with 6 wins, and with reduced motion', async () => {
    const first = renderHome({ api: { '/wps/game/winners': winners(6) } });
    expect(await screen.findByTestId('winner-board-viewport')).toHaveAttribute(
      'data-mode',
      'static',
    );
    first.unmount();
    const matchMedia = window.matchMedia;
    fakeMatchMedia(['(prefers-reduced-motion: reduce)']);
    try {
      renderHome({ api: { '/wps/game/winners': winners(20) } });
      expect(await screen.findByTestId('winner-board-viewport')).toHaveAttribute(
        'data-mode',
        'static',
      );
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('asks for all categories, 20 wins, and sends a visitor who taps a line to /m/login', async () => {
    const app = renderHome({ api: { '/wps/game/winners': winners(3) } });
    await app.user.click((await screen.findAllByTestId('winner-line'))[0]!);
    // The login page's code is the largest chunk; give it time on a busy machine.
    await waitFor(() => expect(app.pathname()).toBe('/m/login'), { timeout: 5000 });
    const call = app.api.callsTo('/wps/game/winners')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      gameCategory: 'ALL',
      language: 'TY',
      limitNum: '20',
    });
  });

  it('shows its empty state with no wins', async () => {
    renderHome();
    expect(await screen.findByTestId('winner-board-empty')).toBeInTheDocument();
  });
});

describe('left floating menu and floating promotion (spec §2, §6)', () => {
  it('shows share, Telegram and WhatsApp when configured; share sends a visitor to /m/login', async () => {
    renderHome();
    const menu = await screen.findByTestId('left-floating-menu');
    expect(within(menu).getByTestId('left-float-share')).toHaveAttribute('href', '/m/login');
    expect(within(menu).getByTestId('left-float-telegram')).toHaveAttribute(
      'href',
      'https://t.me/lotus',
    );
    expect(within(menu).getByTestId('left-float-whatsapp')).toHaveAttribute('target', '_blank');
  });

  it('leaves out what is not configured, and share for agents', async () => {
    renderApp({
      session: { ...member, userName: 'agent01', type: 1 },
      status: buildStatus({
        info: { resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/lotus' }] },
      }),
      api: { '/wps/game/winners': { value: { list: [] } } },
    });
    const menu = await screen.findByTestId('left-floating-menu');
    expect(within(menu).queryByTestId('left-float-share')).not.toBeInTheDocument();
    expect(within(menu).queryByTestId('left-float-whatsapp')).not.toBeInTheDocument();
    expect(within(menu).getByTestId('left-float-telegram')).toBeInTheDocument();
  });

  it('floats the first m_promotion banner, linking to its promotion, until closed', async () => {
    const app = renderHome({
      api: {
        '/wps/content/banners': (url) => ({
          value:
            url.searchParams.get('groupName') === 'm_promotion'
              ? [
                  buildBanner({
                    groupName: 'm_promotion',
                    title: 'Ưu đãi',
                    link: '/m/activityDetail?id=7',
                  }),
                ]
              : [],
        }),
      },
    });
    const promo = await screen.findByTestId('floating-promo');
    expect(within(promo).getByRole('link', { name: 'Ưu đãi' })).toHaveAttribute(
      'href',
      '/m/activityDetail?id=7',
    );
    await app.user.click(within(promo).getByTestId('floating-promo-close'));
    expect(screen.queryByTestId('floating-promo')).not.toBeInTheDocument();
  });
});
