import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, TrialValueSchema } from '@app/contracts';
import { renderApp } from '../../../testing/render-app.tsx';

const trial = TrialValueSchema.parse({
  token: 'trial-token',
  trialName: 'trial_0a1b2c3d4e',
  merchantCode: 'VN01',
  customerType: 4,
});

describe('free play (spec §2 /m/trail, §3, §4)', () => {
  it('stores the token, merchant code and type 4, the trial name in session storage, and goes home', async () => {
    const app = renderApp({ path: '/m/trail', api: { '/wps/auth/trial': { value: trial } } });
    await app.user.click(await screen.findByTestId('trial-start'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({
      token: 'trial-token',
      merchantCode: 'VN01',
      type: 4,
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.trialName)).toBe('trial_0a1b2c3d4e');
    expect(await screen.findByTestId('home-header-account')).toHaveTextContent('trial_0a1b2c3d4e');
  });

  it('starts at once from the login page’s Free play button', async () => {
    const app = renderApp({ path: '/m/login', api: { '/wps/auth/trial': { value: trial } } });
    await app.user.click(await screen.findByTestId('free-play'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(app.api.callsTo('/wps/auth/trial')).toHaveLength(1);
  });

  it('creates nothing when the address is merely opened', async () => {
    const app = renderApp({ path: '/m/trail', api: { '/wps/auth/trial': { value: trial } } });
    expect(await screen.findByTestId('trial-start')).toBeInTheDocument();
    expect(app.api.callsTo('/wps/auth/trial')).toHaveLength(0);
  });
});
