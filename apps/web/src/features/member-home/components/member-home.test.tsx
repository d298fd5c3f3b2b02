import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import { buildWallet } from '../../../testing/fake-money.ts';
import { buildMember } from '../../../testing/fake-member-centre.ts';
import { t } from '../../../testing/form-queries.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const api = (member = buildMember()) => ({
  '/wps/member/info': { value: member },
  '/wps/member/head-icon': { value: { avatar: 'moon', avatarType: 'STATIC' } },
  '/wps/wallet': { value: buildWallet() },
  '/wps/member/unread': { value: { announcements: 0, inbox: 3, chat: 0, total: 3 } },
});

describe('member home (/m/member/home)', () => {
  it('shows the avatar, nickname, account, club label, balance, shortcuts and entries', async () => {
    renderApp({ path: '/m/member/home', session: buildSession(), api: api() });
    await screen.findByTestId('member-home', {}, { timeout: 10_000 });
    expect(await screen.findByTestId('member-home-name')).toHaveTextContent('Lucky Seven');
    expect(screen.getByText(t('memberHome.account', { account: 'player01' }))).toBeInTheDocument();
    expect(screen.getByTestId('club-label')).toHaveTextContent('VIP 2');
    expect(screen.getByTestId('balance-widget')).toBeInTheDocument();
    const home = screen.getByTestId('member-home');
    await within(home).findByTestId('avatar');
    // spec §3: a STATIC avatar is its name against the image CDN with .png.
    expect(
      await within(home).findByText(
        (_, el) => el?.getAttribute('data-src') === '/wps/media/avatar/moon.png',
      ),
    ).toBeInTheDocument();
    for (const [key, href] of [
      ['deposit', '/m/voucherCenter'],
      ['withdraw', '/m/withdraw'],
      ['records', '/m/transaction/record'],
    ]) {
      expect(screen.getByTestId(`shortcut-${key}`)).toHaveAttribute('href', href);
    }
    for (const [key, href] of [
      ['rewardCenter', '/m/rewardCenter'],
      ['pointMall', '/m/mall/mallHome'],
      ['bettingRecord', '/m/gameRecord'],
      ['accountRecord', '/m/transaction/record'],
      ['securityCenter', '/m/securityCenter'],
      ['myAccount', '/m/myAccount/index'],
      ['messages', '/m/webEmail'],
      ['inviteFriends', '/m/inviteFriends'],
    ]) {
      expect(screen.getByTestId(`member-entry-${key}`)).toHaveAttribute('href', href);
    }
    expect(await screen.findByTestId('member-entry-badge')).toHaveTextContent('3');
  });

  it('leaves out the entries whose whitelabel flag is off', async () => {
    renderApp({
      path: '/m/member/home',
      session: buildSession(),
      status: buildStatus({
        info: { whitelabel: { SECPRIV: false, PTSYS3: false, MYACC: false } },
      }),
      api: api(),
    });
    await screen.findByTestId('member-entries');
    expect(screen.queryByTestId('member-entry-securityCenter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-entry-pointMall')).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-entry-myAccount')).not.toBeInTheDocument();
    expect(screen.getByTestId('member-entry-rewardCenter')).toBeInTheDocument();
    // The VIP club has no flag of its own.
    expect(screen.getByTestId('member-entry-vipClub')).toHaveAttribute('href', '/m/vip');
  });

  it('tells a trial account to log in with a real one, except for the betting record', async () => {
    const app = renderApp({
      path: '/m/member/home',
      session: buildSession({ type: 4, userName: 'trial_x' }),
      api: api(buildMember({ type: 4, account: 'trial_x', nickname: null })),
    });
    await screen.findByTestId('member-entries');
    expect(screen.getByTestId('member-entry-bettingRecord')).toHaveAttribute(
      'href',
      '/m/gameRecord',
    );
    await app.user.click(screen.getByTestId('member-entry-securityCenter'));
    expect(screen.getByTestId('trial-refusal')).toHaveTextContent(t('messages.actualAccount'));
    expect(app.pathname()).toBe('/m/member/home');
    expect(screen.queryByTestId('club-label')).not.toBeInTheDocument();
  });

  it('shows the avatar in the home header and the side menu too (spec §3)', async () => {
    const app = renderApp({ path: '/m/home', session: buildSession(), api: api() });
    const header = await screen.findByTestId('home-header');
    const src = (el: HTMLElement) => within(el).getByTestId('avatar').getAttribute('data-src');
    await waitFor(() => expect(src(header)).toBe('/wps/media/avatar/moon.png'));
    await app.user.click(screen.getByTestId('side-menu-open'));
    const menu = await screen.findByRole('dialog');
    expect(src(menu)).toBe('/wps/media/avatar/moon.png');
  });

  it('is where the bottom menu’s member centre leads', async () => {
    const app = renderApp({ path: '/m/home', session: buildSession(), api: api() });
    await app.user.click(await screen.findByTestId('bottom-menu-member'));
    expect(await screen.findByTestId('member-home')).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/member/home');
  });
});
