import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/translation.ts';
import { ROUTE_TABLE } from '../route-table.ts';
import { buildBanner, buildSession, buildStatus } from '../../testing/factories.ts';
import { findPage, renderApp } from '../../testing/render-app.tsx';
import { clearSession } from '../../lib/session.ts';

/** An agent session opens every route, so the layout of each can be checked. */
const agent = buildSession({ type: 1 });
const t = (key: string) => i18n.t(key);

const HIDDEN_BOTTOM_MENU = [
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/activityDetail',
];
const HOME_HEADER = [
  '/',
  '/m',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/hot',
  '/m/rng',
  '/m/inhouse',
  '/m/pvp',
  '/m/fish',
  '/m/live',
  '/m/sports',
  '/m/esports',
  '/m/cockfight',
  '/m/lott',
  '/m/elott',
  '/m/help',
  '/m/notice',
];
const AUTH = ['/m/login', '/m/register', '/m/forget'];
/** The identity pages show their forms (the phone recovery first while MOBILENUMPASSREG3 is on). */
const FORMS: Record<string, string> = {
  '/m/login': 'login-form',
  '/m/register': 'register-form',
  '/m/forget': 'forget-phone-form',
  '/m/changePsw': 'change-password-form',
  // The money pages (features/deposit, withdraw, records) render their own page.
  '/m/voucherCenter': 'deposit-page',
  '/m/vouReport': 'deposit-record-page',
  '/m/withdraw': 'withdraw-page',
  '/m/withdrawReport': 'withdraw-record-page',
  '/m/transaction/record': 'transaction-record-page',
  // Player protection (features/protection; docs/decisions/2026-11-24-protect.md).
  '/m/responsibleGaming': 'responsible-gaming-page',
  // The lobby (features/games): home, the category pages, the game list and the game centre.
  '/': 'home-page',
  '/m': 'home-page',
  '/m/': 'home-page',
  '/m/home': 'home-page',
  '/m/index': 'home-page',
  '/m/index.html': 'home-page',
  '/m/hot': 'hot-games',
  '/m/rng': 'game-center',
  '/m/inhouse': 'game-center',
  '/m/pvp': 'game-center',
  '/m/fish': 'game-center',
  '/m/live': 'game-center',
  '/m/sports': 'game-center',
  '/m/esports': 'game-center',
  '/m/cockfight': 'game-center',
  '/m/gameList': 'game-list-page',
  '/m/gameCenter': 'game-center',
  // The lottery pages (features/lottery) render the lobby.
  '/m/lott': 'lottery-lobby',
  '/m/elott': 'lottery-lobby',
  '/m/lottery': 'lottery-lobby',
  // The in-house games (features/originals): without a launch token or game session the game
  // page says how to open it; the verification page works for anyone.
  '/m/originals/:gameCode': 'originals-blocked',
  '/m/fairness': 'fairness-page',
  '/m/gameRecord': 'game-record-page',
  // The member home (features/member-home): who is signed in, the balance and the entry grid.
  '/m/member/home': 'member-home',
  // The agent pages built (features/agents, issue 14).
  '/m/agent': 'agent-home-page',
  '/m/agent/team/overview': 'team-overview',
  '/m/agentRegister': 'register-centre',
  '/m/member/team': 'team-page',
  '/m/agent/team/pnl': 'team-pnl',
  '/m/teamBetting': 'team-betting',
  '/m/member/agent/agentRebeat': 'rebate-settings',
  '/m/member/teamRebate': 'rebate-income',
  // The contracts and the dividend statements (features/agent-contracts).
  '/m/member/agent/getSalaryContract': 'contract-page-salary',
  '/m/member/agent/getDevidendContract': 'contract-page-dividend',
  '/m/member/agent/getHourContract': 'contract-page-hourly',
  '/m/member/agent/agentDivident': 'dividend-statements-page',
  '/m/app': 'app-download-page',
  '/m/other': 'more-page',
  '/m/set': 'settings-page',
  // Customer service: the settings' contacts and the live chat (features/system, features/chat).
  '/m/customer': 'customer-service',
};
const ALL_PATHS = ROUTE_TABLE.map((entry) => entry.path);

describe('layout rules by path (spec §2)', () => {
  it.each(ALL_PATHS)('%s: bottom menu, header kind and page', async (path) => {
    renderApp({ path, session: agent });
    await findPage();
    const entry = ROUTE_TABLE.find((e) => e.path === path)!;

    if (HIDDEN_BOTTOM_MENU.includes(path)) {
      expect(screen.queryByTestId('bottom-menu')).not.toBeInTheDocument();
    } else {
      expect(screen.getByTestId('bottom-menu')).toBeInTheDocument();
    }

    if (HOME_HEADER.includes(path)) {
      expect(screen.getByTestId('home-header')).toBeInTheDocument();
      expect(screen.queryByTestId('title-bar')).not.toBeInTheDocument();
      expect(screen.queryByTestId('back-button')).not.toBeInTheDocument();
    } else if (AUTH.includes(path)) {
      // spec §2: the form navigation is hidden; the auth page has its own header.
      expect(screen.queryByTestId('home-header')).not.toBeInTheDocument();
      expect(screen.queryByTestId('title-bar')).not.toBeInTheDocument();
      expect(screen.getByTestId('auth-page')).toBeInTheDocument();
      expect(screen.getByTestId('page-title')).toHaveTextContent(t(entry.titleKey));
    } else {
      expect(screen.queryByTestId('home-header')).not.toBeInTheDocument();
      expect(screen.getByTestId('title-bar')).toBeInTheDocument();
      expect(screen.getByTestId('page-title')).toHaveTextContent(t(entry.titleKey));
    }

    // Every page shows something designed: a form, the privacy policy or an empty state.
    if (path === '/m/useragreement') {
      expect(screen.getByRole('article')).toBeInTheDocument();
    } else if (FORMS[path]) {
      expect(await screen.findByTestId(FORMS[path])).toBeInTheDocument();
    } else {
      // Pages that load a list (messages, announcements) show their empty state once it answers.
      expect(await screen.findByTestId('empty-state')).toBeInTheDocument();
    }
  });

  it('hides the back arrow on /m/changePsw', async () => {
    renderApp({ path: '/m/changePsw', session: agent });
    await findPage();
    expect(screen.getByTestId('title-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('back-button')).not.toBeInTheDocument();
  });

  it.each(['/m/trail', '/m/activity', '/m/message', '/m/login', '/m/register', '/m/forget'])(
    '%s: back goes to /m/home even after another page',
    async (path) => {
      const app = renderApp({ path: '/m/gameList', session: agent });
      await findPage();
      await act(() => app.router.navigate(path));
      await app.user.click(await screen.findByTestId('back-button'));
      await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    },
  );

  it('elsewhere, back goes to the previous page', async () => {
    const app = renderApp({ path: '/m/activity', session: agent });
    await findPage();
    await act(() => app.router.navigate('/m/gameList'));
    await app.user.click(await screen.findByTestId('back-button'));
    await waitFor(() => expect(app.pathname()).toBe('/m/activity'));
  });

  it('elsewhere, back goes home when there is no previous page', async () => {
    const app = renderApp({ path: '/m/gameList' });
    await findPage();
    await app.user.click(screen.getByTestId('back-button'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('titles the auth page by path', async () => {
    const app = renderApp({ path: '/m/login' });
    await findPage();
    expect(screen.getByTestId('page-title')).toHaveTextContent(t('routes.login'));
    await act(() => app.router.navigate('/m/register'));
    await waitFor(() =>
      expect(screen.getByTestId('page-title')).toHaveTextContent(t('routes.register')),
    );
    await act(() => app.router.navigate('/m/forget'));
    await waitFor(() =>
      expect(screen.getByTestId('page-title')).toHaveTextContent(t('routes.forget')),
    );
  });
});

describe('top banner (spec §2)', () => {
  const banners = { '/wps/content/banners': { value: [buildBanner(), buildBanner()] } };

  it.each(['/m/home', '/', '/m/index.html'])('%s shows the m_home banners', async (path) => {
    const app = renderApp({ path, api: banners });
    expect(await screen.findByTestId('top-banner')).toBeInTheDocument();
    const call = app.api.callsTo('/wps/content/banners')[0]!;
    expect(call.url.searchParams.get('groupName')).toBe('m_home');
  });

  it.each([
    '/m/hot',
    '/m/rng',
    '/m/lott',
    '/m/cockfight',
    '/m/gameList?gameType=FISH',
    '/m/gameCenter?gameType=LIVE',
  ])('%s shows the m_hot banners', async (path) => {
    const app = renderApp({ path, api: banners });
    expect(await screen.findByTestId('top-banner')).toBeInTheDocument();
    const call = app.api.callsTo('/wps/content/banners')[0]!;
    expect(call.url.searchParams.get('groupName')).toBe('m_hot');
  });

  it.each(['/m/activity', '/m/help', '/m/notice', '/m/lottery', '/m/login'])(
    '%s has no top banner',
    async (path) => {
      const app = renderApp({ path, api: banners });
      await findPage();
      expect(screen.queryByTestId('top-banner')).not.toBeInTheDocument();
      // The help center's own banner (spec §2: help-group banners, group m_help) is not the top banner.
      const topBannerCalls = app.api
        .callsTo('/wps/content/banners')
        .filter((c) => c.url.searchParams.get('groupName') !== 'm_help');
      expect(topBannerCalls).toHaveLength(0);
    },
  );
});

describe('home page (spec §2)', () => {
  it('shows the top banner, then the lobby, then the footer', async () => {
    renderApp({ api: { '/wps/content/banners': { value: [buildBanner()] } } });
    const banner = await screen.findByTestId('top-banner');
    const lobby = screen.getByTestId('home-page');
    const footer = screen.getByTestId('site-footer');
    expect(banner.compareDocumentPosition(lobby) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lobby.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(lobby).getByTestId('home-tab-menu')).toBeInTheDocument();
  });

  it('offers visitors login and register in the home header', async () => {
    renderApp();
    const header = within(await screen.findByTestId('home-header'));
    expect(header.getByRole('link', { name: t('actions.login') })).toHaveAttribute(
      'href',
      '/m/login',
    );
    expect(header.getByRole('link', { name: t('actions.register') })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(header.getByRole('link', { name: /Lucky Lotus/ })).toHaveAttribute('href', '/m/home');
  });

  it('shows a member their account name instead of login and register', async () => {
    renderApp({ session: buildSession({ userName: 'lotus88' }) });
    const header = within(await screen.findByTestId('home-header'));
    expect(header.getByText('lotus88')).toBeInTheDocument();
    expect(header.queryByRole('link', { name: t('actions.login') })).not.toBeInTheDocument();
  });
});

describe('redirects', () => {
  it.each(['/m/nope', '/somewhere/else', '/m/member/unknown'])(
    'sends the unknown path %s home, replacing it',
    async (path) => {
      const app = renderApp({ path });
      await waitFor(() => expect(app.pathname()).toBe('/m/home'));
      expect(await screen.findByTestId('home-header')).toBeInTheDocument();
      expect(app.router.state.historyAction).toBe('REPLACE');
    },
  );

  it.each([
    '/m/message',
    '/m/member/home',
    '/m/voucherCenter',
    '/m/withdraw',
    '/m/gameRecord',
    '/m/rewardCenter',
    '/m/responsibleGaming',
    '/m/mall/mallHome',
    '/m/vip',
    '/m/inviteFriends',
  ])('sends a visitor from %s to /m/login', async (path) => {
    const app = renderApp({ path });
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
    expect(await screen.findByTestId('auth-page')).toBeInTheDocument();
  });

  it('sends a visitor from /m/changePsw home (spec §2 "Change password")', async () => {
    const app = renderApp({ path: '/m/changePsw' });
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it.each(['/m/agent', '/m/member/team', '/m/agentRegister'])(
    'sends a visitor from %s to /m/home (spec §4 Agent home)',
    async (path) => {
      const app = renderApp({ path });
      await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    },
  );

  it.each([0, 4, 40])('sends member type %i away from agent routes to /m/home', async (type) => {
    const app = renderApp({ path: '/m/agent/team/overview', session: buildSession({ type }) });
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it.each([1, 2, 41, 42])('lets agent type %i into the agent routes', async (type) => {
    const app = renderApp({ path: '/m/agent', session: buildSession({ type }) });
    await findPage();
    expect(app.pathname()).toBe('/m/agent');
    expect(screen.getByTestId('page-title')).toHaveTextContent(t('routes.agent'));
  });

  it('lets a member into the member routes', async () => {
    const app = renderApp({ path: '/m/member/home', session: buildSession({ type: 0 }) });
    await findPage();
    expect(app.pathname()).toBe('/m/member/home');
  });

  it('sends the page to /m/login when the session goes away', async () => {
    const app = renderApp({ path: '/m/withdraw', session: buildSession() });
    await findPage();
    await act(async () => {
      window.localStorage.removeItem('MC_SESSION_INFO');
      window.dispatchEvent(new StorageEvent('storage', { key: 'MC_SESSION_INFO' }));
    });
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
  });

  it('sends the page home when the member logs out there, before any navigation (spec §4)', async () => {
    const app = renderApp({ path: '/m/withdraw', session: buildSession() });
    await findPage();
    await act(async () => clearSession({ goTo: '/m/home' }));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    // From home, a page that needs the session asks to log in again.
    await act(async () => {
      await app.router.navigate('/m/withdraw');
    });
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
  });

  it('asks to log in on a member page after a logout made on an open page', async () => {
    const app = renderApp({ path: '/m/home', session: buildSession() });
    await findPage();
    await act(async () => clearSession({ goTo: '/m/home' }));
    await act(async () => {
      await app.router.navigate('/m/withdraw');
    });
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
  });
});

describe('bottom menu (spec §2)', () => {
  it('links home, promotion, deposit and member centre', async () => {
    renderApp({ path: '/m/home' });
    const menu = within(await screen.findByTestId('bottom-menu'));
    expect(menu.getByTestId('bottom-menu-home')).toHaveAttribute('href', '/m/home');
    expect(menu.getByTestId('bottom-menu-promotion')).toHaveAttribute('href', '/m/activity');
    expect(menu.getByTestId('bottom-menu-deposit')).toHaveAttribute('href', '/m/voucherCenter');
    expect(menu.getByTestId('bottom-menu-member')).toHaveAttribute('href', '/m/member/home');
    expect(menu.getByTestId('bottom-menu-home')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: t('bottomMenu.label') })).toBeInTheDocument();
  });

  it('marks the current entry', async () => {
    renderApp({ path: '/m/activity' });
    await findPage();
    expect(screen.getByTestId('bottom-menu-promotion')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('bottom-menu-home')).not.toHaveAttribute('aria-current');
  });

  it('opens the service modal, which closes on mask, close button and route change', async () => {
    const app = renderApp({ path: '/m/home' });
    await findPage();
    const open = () => app.user.click(screen.getByTestId('bottom-menu-service'));

    await open();
    const dialog = await screen.findByTestId('service-modal');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName(t('service.title'));
    for (const key of ['customerService', 'messages', 'announcements', 'liveChat', 'helpCenter']) {
      expect(within(dialog).getByText(t(`service.${key}`))).toBeInTheDocument();
    }
    await app.user.click(screen.getByTestId('service-modal-mask'));
    expect(screen.queryByTestId('service-modal')).not.toBeInTheDocument();

    await open();
    await app.user.click(screen.getByTestId('service-modal-close'));
    expect(screen.queryByTestId('service-modal')).not.toBeInTheDocument();

    await open();
    await app.user.click(
      within(screen.getByTestId('service-modal')).getByText(t('service.helpCenter')),
    );
    await waitFor(() => expect(app.pathname()).toBe('/m/help'));
    await waitFor(() => expect(screen.queryByTestId('service-modal')).not.toBeInTheDocument());
  });

  it.each([
    ['a free-play session', { session: buildSession({ type: 4 }) }],
    ['a member with the nochat label', { session: buildSession({ nochat: true }) }],
    [
      'anyone while the chat flag is off',
      { status: buildStatus({ info: { whitelabel: { CBS3: false } } }) },
    ],
  ])('hides Live chat in the service modal for %s (spec §6)', async (_who, options) => {
    const app = renderApp({ path: '/m/home', ...options });
    await findPage();
    await app.user.click(screen.getByTestId('bottom-menu-service'));
    expect(await screen.findByTestId('service-modal')).toBeInTheDocument();
    expect(screen.queryByTestId('service-live-chat')).not.toBeInTheDocument();
  });

  it('leads a member and a visitor from Live chat to the customer-service page', async () => {
    for (const session of [buildSession(), undefined]) {
      window.localStorage.clear();
      const app = renderApp({ path: '/m/home', ...(session ? { session } : {}) });
      await findPage();
      await app.user.click(screen.getByTestId('bottom-menu-service'));
      await app.user.click(screen.getByTestId('service-live-chat'));
      await waitFor(() => expect(app.pathname()).toBe('/m/customer'));
      app.unmount();
    }
  });

  it('opens the customer-service link from the service modal', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const app = renderApp({ path: '/m/home' });
    await findPage();
    await app.user.click(screen.getByTestId('bottom-menu-service'));
    await app.user.click(screen.getByText(t('service.customerService')));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example.test/room',
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('landmarks and document', () => {
  it('has a banner header, a main, a footer and named navigation', async () => {
    renderApp({ path: '/m/home' });
    await findPage();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
  });

  it("shows the merchant's default language until the visitor picks one", async () => {
    renderApp({
      status: buildStatus({ info: { defaultLanguage: 'EN', languages: ['TY', 'EN'] } }),
    });
    await findPage();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByTestId('bottom-menu-home')).toHaveTextContent('Home');
    expect(window.localStorage.getItem('LANGUAGE')).toBeNull();
  });

  it('titles the document after the page', async () => {
    renderApp({ path: '/m/activity' });
    await findPage();
    await waitFor(() => expect(document.title).toBe(`${t('routes.activity')} · Lucky Lotus`));
  });
});
