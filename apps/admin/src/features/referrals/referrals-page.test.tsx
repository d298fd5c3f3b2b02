import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getOperatorMeEndpoint,
  getReferralSettingsEndpoint,
  listReferralsEndpoint,
  runReferralJobEndpoint,
  updateReferralSettingsEndpoint,
  type AdminReferral,
  type OperatorRole,
  type ReferralSettings,
  type ReferralSettingsBody,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';

installSession();

const SETTINGS: ReferralSettings = {
  enabled: true,
  minFirstDeposit: '200000.00',
  rewardAmount: '50000.00',
  wageringMultiple: 1,
  refuseSameAddress: true,
};

const REFERRAL: AdminReferral = {
  friendId: 41,
  friendAccount: 'friend01',
  referrerId: 1,
  referrerAccount: 'demo',
  code: 'RK7M2QXA',
  registeredAt: '2026-11-20T03:00:00.000Z',
  registerIp: '203.0.113.7',
  state: 'deposited',
  holdReason: 'below',
  firstDeposit: '100000.00',
  firstDepositAt: '2026-11-21T05:00:00.000Z',
  reward: null,
  rewardedAt: null,
};

async function open(role: OperatorRole = 'administrator') {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf(role) }],
    [getReferralSettingsEndpoint, { value: SETTINGS }],
    [
      updateReferralSettingsEndpoint,
      (body) => ({ value: { ...(body as ReferralSettingsBody) } as ReferralSettings }),
    ],
    [
      listReferralsEndpoint,
      {
        value: {
          list: [REFERRAL],
          pageNum: 1,
          pageSize: 50,
          total: 1,
          totalPages: 1,
          totalRewarded: '150000.00',
        },
      },
    ],
    [runReferralJobEndpoint, { value: { deposited: 2, rewarded: 1 } }],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/referrals');
  render(<App />);
  return api;
}

describe('the referrals screen', () => {
  it('saves the reward rule', async () => {
    const api = await open();
    const form = await screen.findByTestId('referral-settings', undefined, { timeout: 8000 });
    const user = userEvent.setup();
    const reward = within(form).getByLabelText('Reward to the referrer');
    await user.clear(reward);
    await user.type(reward, '80000');
    await user.click(within(form).getByLabelText('Grant referral rewards'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      enabled: false,
      minFirstDeposit: '200000.00',
      rewardAmount: '80000',
      wageringMultiple: 1,
      refuseSameAddress: true,
    });
  });

  it('refuses an amount that is not one before sending', async () => {
    const api = await open();
    const form = await screen.findByTestId('referral-settings', undefined, { timeout: 8000 });
    const user = userEvent.setup();
    const min = within(form).getByLabelText("Friend's minimum first deposit");
    await user.clear(min);
    await user.type(min, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lists referrals with the reason a deposit was not rewarded, and runs the job', async () => {
    await open();
    expect(await screen.findByText('friend01', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByTestId('referral-state')).toHaveTextContent(
      'Deposited · first deposit below the minimum',
    );
    expect(screen.getByTestId('referral-total')).toHaveTextContent('150,000.00');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('referral-run'));
    expect(await screen.findByTestId('referral-run-result')).toHaveTextContent(
      '2 first deposits seen, 1 rewards granted',
    );
  });

  it('shows the rule read-only to a role that may not change settings', async () => {
    await open('read_only');
    const form = await screen.findByTestId('referral-settings', undefined, { timeout: 8000 });
    expect(within(form).getByLabelText('Reward to the referrer')).toBeDisabled();
    expect(screen.queryByTestId('referral-run')).toBeNull();
  });
});
