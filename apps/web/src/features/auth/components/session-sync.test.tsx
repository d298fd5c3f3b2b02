import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildMemberInfo } from '../testing/fake-auth.ts';
import { t } from '../../../testing/form-queries.ts';

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? 'null');

const traded = (token: string, userName = 'gmailuser') => ({
  value: {
    token,
    userName,
    nickname: null,
    customerType: 0,
    firstTimeLogin: false,
    merchantCode: 'VN01',
  },
});

describe('a token in the address (spec §3)', () => {
  it('is taken out of the address, traded for a fresh session, and the page waits for it', async () => {
    const app = renderApp({
      path: '/m/member/home?token=linked-token&tab=1',
      api: {
        '/wps/auth/session/exchange': traded('fresh-token'),
        '/wps/member/info': { value: buildMemberInfo({ account: 'gmailuser', type: 0 }) },
      },
    });
    await waitFor(() => expect(app.router.state.location.search).toBe('?tab=1'));
    // a page that needs the session is shown, not sent to the login page
    expect(app.pathname()).toBe('/m/member/home');
    expect(app.router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(stored()).toEqual({
        token: 'fresh-token',
        merchantCode: 'VN01',
        userName: 'gmailuser',
        type: 0,
        firstTimeLogin: false,
        // spec §6: whether the member may chat comes from the member info's labels.
        nochat: false,
      }),
    );
    const call = app.api.callsTo('/wps/auth/session/exchange')[0]!;
    expect(JSON.parse(String(call.init!.body))).toEqual({ token: 'linked-token' });
  });

  it('leaves a visitor who is signed in as they are: a link never swaps the account', async () => {
    const app = renderApp({
      path: '/m/home?token=someone-elses-token',
      session: buildSession({ token: 'member-token' }),
      api: {
        '/wps/auth/session/exchange': traded('attacker-session'),
        '/wps/member/info': { value: buildMemberInfo({ account: 'demo', type: 0 }) },
      },
    });
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(stored().token).toBe('member-token');
    expect(app.api.callsTo('/wps/auth/session/exchange')).toHaveLength(0);
  });

  it('after a provider sign-in, trades the session its callback left in a cookie', async () => {
    const app = renderApp({
      path: '/m/home?signin=oauth',
      api: {
        '/wps/auth/session/exchange': traded('oauth-session', 'gg_0123456789'),
        '/wps/member/info': { value: buildMemberInfo({ account: 'gg_0123456789', type: 0 }) },
      },
    });
    await waitFor(() => expect(stored()?.token).toBe('oauth-session'));
    expect(app.router.state.location.search).toBe('');
    const call = app.api.callsTo('/wps/auth/session/exchange')[0]!;
    expect(JSON.parse(String(call.init!.body))).toEqual({});
  });

  it('sends a failed provider sign-in back to the login page', async () => {
    const app = renderApp({
      path: '/m/home?signin=oauth',
      api: {
        '/wps/auth/session/exchange': { error: 'auth.session_expired' },
      },
    });
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
    expect(app.router.state.location.search).toBe('?oauth=failed');
    expect(stored()).toBeNull();
  });
});

describe('the launch token of an in-house game page', () => {
  it('is left to the game page, and the session stays as it was', async () => {
    const app = renderApp({
      path: '/m/originals/unknown-game?launch=launch-token',
      session: buildSession({ token: 'member-token' }),
      api: { '/wps/member/info': { value: buildMemberInfo({ account: 'demo', type: 0 }) } },
    });
    expect(
      await screen.findByTestId('originals-blocked', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?launch=launch-token');
    expect(stored().token).toBe('member-token');
  });
});

describe('a session known by its token only', () => {
  it('gets the account name, type and chat permission from the member info', async () => {
    renderApp({
      session: { token: 'bare-token', merchantCode: 'VN01' },
      api: {
        '/wps/member/info': {
          value: buildMemberInfo({
            account: 'agent7',
            type: 1,
            memberLabel: [{ labelName: 'nochat' }],
          }),
        },
      },
    });
    await waitFor(() =>
      expect(stored()).toEqual({
        token: 'bare-token',
        merchantCode: 'VN01',
        userName: 'agent7',
        type: 1,
        nochat: true,
      }),
    );
  });

  it('leaves a trial as token and merchant code (spec §3)', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.trialName, 'trial_x');
    const app = renderApp({
      session: { token: 'trial-token', merchantCode: 'VN01' },
      api: { '/wps/member/info': { value: buildMemberInfo({ account: 'trial_x', type: 4 }) } },
    });
    await screen.findByTestId('home-header-account');
    await waitFor(() => expect(app.api.callsTo('/wps/member/info').length).toBeGreaterThan(0));
    expect(stored()).toEqual({ token: 'trial-token', merchantCode: 'VN01' });
  });
});

describe('an expired session (spec §8)', () => {
  it('signs out once and says so when any call answers auth.session_expired', async () => {
    const app = renderApp({
      path: '/m/home',
      session: buildSession({ userName: 'player01' }),
      api: { '/wps/member/info': { error: 'auth.session_expired' } },
    });
    await waitFor(() => expect(stored()).toBeNull());
    const toasts = await screen.findAllByText(t('errors.auth.session_expired'));
    expect(toasts).toHaveLength(1);
    const header = within(screen.getByTestId('home-header'));
    expect(header.getByRole('link', { name: t('actions.login') })).toBeInTheDocument();
    expect(app.pathname()).toBe('/m/home');
  });

  it('keeps a session whose token still works (a 401 of a token replaced meanwhile)', async () => {
    let calls = 0;
    const app = renderApp({
      path: '/m/home',
      session: buildSession({ userName: 'player01' }),
      api: {
        '/wps/member/info': () => {
          calls += 1;
          return calls === 1 ? { error: 'auth.session_expired' } : { value: buildMemberInfo() };
        },
      },
    });
    await waitFor(() => expect(app.api.callsTo('/wps/member/info').length).toBeGreaterThan(1));
    expect(stored()).not.toBeNull();
    expect(screen.queryByText(t('errors.auth.session_expired'))).not.toBeInTheDocument();
  });

  it('sends a member page to the login page', async () => {
    const app = renderApp({
      path: '/m/member/home',
      session: buildSession(),
      api: { '/wps/member/info': { error: 'auth.required' } },
    });
    // nothing on this page asks for member info yet: ask, as a later page would
    await screen.findByRole('main');
    const { callEndpoint } = await import('@app/client/api-client');
    const { getMemberInfoEndpoint } = await import('@app/contracts');
    await callEndpoint(getMemberInfoEndpoint).catch(() => undefined);
    await waitFor(() => expect(app.pathname()).toBe('/m/login'));
    expect(await screen.findByText(t('errors.auth.session_expired'))).toBeInTheDocument();
  });
});
