import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/translation.ts';
import { STORAGE_KEYS } from '@app/contracts';
import { buildSession } from '../../testing/factories.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { buildMemberInfo } from '../../features/auth/testing/fake-auth.ts';

const t = (key: string) => i18n.t(key);

describe('home header and side menu with the member info (spec §2)', () => {
  it('shows the nickname from GET /wps/member/info, else the account', async () => {
    const app = renderApp({
      session: buildSession({ userName: 'player01', token: 'tok-1' }),
      api: { '/wps/member/info': { value: buildMemberInfo({ nickname: 'Lucky Seven' }) } },
    });
    const header = within(await screen.findByTestId('home-header'));
    expect(await header.findByText('Lucky Seven')).toBeInTheDocument();
    const call = app.api.callsTo('/wps/member/info')[0]!;
    expect((call.init!.headers as Record<string, string>).authorization).toBe('Bearer tok-1');

    await app.user.click(screen.getByTestId('side-menu-open'));
    expect(within(await screen.findByTestId('side-menu')).getByRole('heading')).toHaveTextContent(
      'Lucky Seven',
    );
  });

  it('falls back to the account when there is no nickname', async () => {
    renderApp({
      session: buildSession({ userName: 'player01' }),
      api: {
        '/wps/member/info': { value: buildMemberInfo({ nickname: null, account: 'acct77' }) },
      },
    });
    expect(
      await within(await screen.findByTestId('home-header')).findByText('acct77'),
    ).toBeInTheDocument();
  });

  it('shows a free-play session as the trial', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.trialName, 'trial_abc123');
    renderApp({ session: { token: 'trial-token', merchantCode: 'VN01' } });
    const account = await screen.findByTestId('home-header-account');
    expect(account).toHaveTextContent('trial_abc123');
    expect(account).toHaveTextContent(t('auth.trialBadge'));
  });

  it('signs out with DELETE /wps/auth/session before clearing the session', async () => {
    const app = renderApp({
      path: '/m/member/home',
      session: buildSession({ token: 'tok-9' }),
      api: { '/wps/auth/session': { value: {} } },
    });
    await screen.findByRole('main');
    await app.router.navigate('/m/home');
    await app.user.click(await screen.findByTestId('side-menu-open'));
    await app.user.click(screen.getByTestId('signout-button'));
    await app.user.click(screen.getByTestId('signout-confirm'));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull());
    const call = app.api.callsTo('/wps/auth/session')[0]!;
    expect(call.init!.method).toBe('DELETE');
    expect((call.init!.headers as Record<string, string>).authorization).toBe('Bearer tok-9');
    expect(app.pathname()).toBe('/m/home');
  });
});
