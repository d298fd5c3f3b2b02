import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/translation.ts';
import { STORAGE_KEYS } from '@app/contracts';
import { buildSession, buildStatus } from '../../testing/factories.ts';
import { findPage, renderApp, type RenderAppOptions } from '../../testing/render-app.tsx';

const t = (key: string) => i18n.t(key);

async function openMenu(options: RenderAppOptions = {}) {
  const app = renderApp({ path: '/m/home', ...options });
  await findPage();
  await app.user.click(screen.getByTestId('side-menu-open'));
  const menu = await screen.findByTestId('side-menu');
  return { ...app, menu, inMenu: within(menu) };
}

describe('side menu (spec §2)', () => {
  it('is a labelled modal dialog that takes the focus', async () => {
    const { menu } = await openMenu();
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(menu).toHaveAccessibleName(t('sideMenu.welcome'));
    expect(menu.contains(document.activeElement)).toBe(true);
    for (const button of within(menu).getAllByRole('button')) expect(button).toHaveAccessibleName();
  });

  it('closes on the mask', async () => {
    const app = await openMenu();
    await app.user.click(screen.getByTestId('side-menu-mask'));
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  it('closes on the close button and gives the focus back', async () => {
    const app = await openMenu();
    await app.user.click(screen.getByTestId('side-menu-close'));
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByTestId('side-menu-open'));
  });

  it('closes on Escape', async () => {
    const app = await openMenu();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  it('closes on navigation', async () => {
    const app = await openMenu({ session: buildSession() });
    await app.user.click(app.inMenu.getByText(t('sideMenu.bettingRecord')));
    await waitFor(() => expect(app.pathname()).toBe('/m/gameRecord'));
    await waitFor(() => expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument());
    expect(await screen.findByTestId('page-title')).toHaveTextContent(t('routes.gameRecord'));
  });

  it('keeps Tab inside the menu', async () => {
    const app = await openMenu();
    for (let i = 0; i < 30; i++) {
      await app.user.tab();
      expect(app.menu.contains(document.activeElement)).toBe(true);
    }
  });

  it('offers visitors login, register and the affiliate link, and no sign-out', async () => {
    const { inMenu } = await openMenu();
    expect(inMenu.getByRole('link', { name: t('actions.register') })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(inMenu.getByRole('link', { name: t('actions.login') })).toHaveAttribute(
      'href',
      '/m/login',
    );
    expect(inMenu.getByText(t('sideMenu.affiliate'))).toBeInTheDocument();
    expect(inMenu.queryByTestId('signout-button')).not.toBeInTheDocument();
    expect(inMenu.queryByText(t('sideMenu.deposit'))).not.toBeInTheDocument();
  });

  it('lists the entries of spec §2 with their targets', async () => {
    const { inMenu } = await openMenu({ session: buildSession() });
    const targets: Record<string, string> = {
      signIn: '/m/activity/signIn',
      rewardCenter: '/m/rewardCenter',
      pointMall: '/m/mall/mallHome',
      bettingRecord: '/m/gameRecord',
      accountRecord: '/m/transaction/record',
      securityCenter: '/m/securityCenter',
      messages: '/m/message',
      myAccount: '/m/myAccount/index',
    };
    for (const [key, href] of Object.entries(targets)) {
      expect(inMenu.getByRole('link', { name: t(`sideMenu.${key}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('gives members deposit and withdraw with record shortcuts', async () => {
    const { inMenu } = await openMenu({ session: buildSession() });
    expect(inMenu.getByRole('link', { name: t('sideMenu.deposit') })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(inMenu.getByRole('link', { name: t('sideMenu.depositRecord') })).toHaveAttribute(
      'href',
      '/m/vouReport',
    );
    expect(inMenu.getByRole('link', { name: t('sideMenu.withdraw') })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    expect(inMenu.getByRole('link', { name: t('sideMenu.withdrawRecord') })).toHaveAttribute(
      'href',
      '/m/withdrawReport',
    );
    expect(inMenu.queryByRole('link', { name: t('actions.login') })).not.toBeInTheDocument();
  });

  it.each([0, 4, 40])(
    'sends member type %i to the configured affiliate link, and hides it without one',
    async (type) => {
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      const app = await openMenu({
        session: buildSession({ type }),
        status: buildStatus({
          info: {
            resources: [{ resourceType: 'AFFILIATELINK', url: 'https://aff.example.test/' }],
          },
        }),
      });
      await app.user.click(app.inMenu.getByText(t('sideMenu.affiliate')));
      expect(open).toHaveBeenCalledWith(
        'https://aff.example.test/',
        '_blank',
        'noopener,noreferrer',
      );
      cleanup();
      const bare = await openMenu({
        session: buildSession({ type }),
        status: buildStatus({ info: { resources: [] } }),
      });
      expect(bare.inMenu.queryByText(t('sideMenu.affiliate'))).not.toBeInTheDocument();
    },
  );

  it.each([1, 2, 41, 42])(
    'sends agent type %i from the affiliate link to /m/agent',
    async (type) => {
      const app = await openMenu({ session: buildSession({ type }) });
      await app.user.click(app.inMenu.getByText(t('sideMenu.affiliate')));
      await waitFor(() => expect(app.pathname()).toBe('/m/agent'));
    },
  );

  it('sends visitors from the affiliate entry to the login page', async () => {
    const app = await openMenu({
      status: buildStatus({
        info: { resources: [{ resourceType: 'AFFILIATELINK', url: 'https://aff.example.test/' }] },
      }),
    });
    await app.user.click(app.inMenu.getByText(t('sideMenu.affiliate')));
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
  });

  it('leaves out entries whose whitelabel flag is off', async () => {
    const { inMenu } = await openMenu({
      session: buildSession(),
      status: buildStatus({ info: { whitelabel: { REWCEN3: false, PTSYS3: false } } }),
    });
    expect(inMenu.queryByText(t('sideMenu.rewardCenter'))).not.toBeInTheDocument();
    expect(inMenu.queryByText(t('sideMenu.pointMall'))).not.toBeInTheDocument();
    expect(inMenu.getByText(t('sideMenu.bettingRecord'))).toBeInTheDocument();
  });

  it('switches the language: document lang, changeLanguage event, texts', async () => {
    const onChange = vi.fn();
    window.addEventListener('changeLanguage', onChange);
    const app = await openMenu();
    const toggle = app.inMenu.getByTestId('language-switch');
    expect(toggle).toHaveAttribute('role', 'switch');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await app.user.click(toggle);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0]![0] as CustomEvent).detail).toEqual({ language: 'EN' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('EN');
    expect(screen.getByTestId('bottom-menu-home')).toHaveTextContent('Home');

    await app.user.click(toggle);
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('bottom-menu-home')).toHaveTextContent('Trang chủ');
    window.removeEventListener('changeLanguage', onChange);
  });

  it('has no language switch when the site has one language', async () => {
    const { inMenu } = await openMenu({ status: buildStatus({ info: { languages: ['TY'] } }) });
    expect(inMenu.queryByTestId('language-switch')).not.toBeInTheDocument();
  });

  it('toggles the theme and stores it under "theme"', async () => {
    const app = await openMenu();
    const toggle = app.inMenu.getByTestId('theme-toggle');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await app.user.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await app.user.click(toggle);
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('signs out after confirmation: session and session storage cleared, back home', async () => {
    window.sessionStorage.setItem('trialName', 'guest');
    const app = await openMenu({ path: '/m/hot', session: buildSession() });
    await app.user.click(app.inMenu.getByTestId('signout-button'));
    const dialog = screen.getByTestId('signout-dialog');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAccessibleName(t('sideMenu.signOutTitle'));
    await app.user.click(screen.getByTestId('signout-confirm'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument());
    expect(
      await within(screen.getByTestId('home-header')).findByRole('link', {
        name: t('actions.login'),
      }),
    ).toBeInTheDocument();
  });

  it('keeps the session when sign-out is cancelled', async () => {
    const app = await openMenu({ session: buildSession() });
    await app.user.click(app.inMenu.getByTestId('signout-button'));
    await app.user.keyboard('{Escape}');
    expect(screen.queryByTestId('signout-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).not.toBeNull();
  });

  it("shows a member the session's running time", async () => {
    const member = await openMenu({ session: buildSession() });
    expect(member.inMenu.getByTestId('session-clock')).toHaveTextContent(
      t('sideMenu.sessionTime').replace('{{time}}', '0:0'),
    );
  });

  it('shows no session time to a free-play session', async () => {
    const app = await openMenu({ session: buildSession({ type: 4 }) });
    expect(app.inMenu.queryByTestId('session-clock')).not.toBeInTheDocument();
  });

  it('shows no session time to a visitor', async () => {
    const app = await openMenu();
    expect(app.inMenu.queryByTestId('session-clock')).not.toBeInTheDocument();
  });
});
