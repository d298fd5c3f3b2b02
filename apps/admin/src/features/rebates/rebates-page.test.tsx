import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fullRates,
  getMemberEndpoint,
  getMemberRebateRatesEndpoint,
  getOperatorMeEndpoint,
  getRebatePlanEndpoint,
  listRebateDaysEndpoint,
  listRebatePayoutsEndpoint,
  runRebatesEndpoint,
  setMemberRebateRatesEndpoint,
  updateRebatePlanEndpoint,
  type OperatorRole,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';

installSession();

const memberExample = getMemberEndpoint.examples!.response as {
  profile: Record<string, unknown>;
};

const agentRates = {
  memberId: 2,
  account: 'agent01',
  type: 1,
  upline: null,
  rates: fullRates({ RNG: 12, LIVE: 10 }),
  ceiling: fullRates({ RNG: 100, LIVE: 100 }),
  floor: fullRates({ RNG: 8, LIVE: 7 }),
};

async function open(role: OperatorRole = 'administrator') {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf(role) }],
    [
      getRebatePlanEndpoint,
      { value: { enabled: true, wageringMultiple: 1, defaultRates: fullRates({ RNG: 5 }) } },
    ],
    [
      updateRebatePlanEndpoint,
      { value: { enabled: false, wageringMultiple: 2, defaultRates: fullRates({ RNG: 5 }) } },
    ],
    [runRebatesEndpoint, { value: { days: ['2026-11-24'], earners: 54, amount: '812000.00' } }],
    [
      listRebateDaysEndpoint,
      {
        value: {
          list: [
            {
              day: '2026-11-24',
              settledAt: '2026-11-24T17:05:00.000Z',
              earners: 54,
              turnover: '95000000.00',
              amount: '812000.00',
            },
          ],
        },
      },
    ],
    [
      listRebatePayoutsEndpoint,
      {
        value: {
          list: [
            {
              memberId: 2,
              account: 'agent01',
              type: 1,
              own: '0.00',
              team: '18400.00',
              amount: '18400.00',
              grantState: 'claimable',
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 50,
        },
      },
    ],
    [
      getMemberEndpoint,
      (_body, url) =>
        url.pathname.endsWith('/agent01')
          ? { value: { ...memberExample, profile: { ...memberExample.profile, id: 2 } } }
          : { status: 404, code: 'operator.account_not_found', message: 'No such account' },
    ],
    [getMemberRebateRatesEndpoint, { value: agentRates }],
    [
      setMemberRebateRatesEndpoint,
      { code: 'rebate.below_downline', message: 'A rebate rate cannot be below' },
    ],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/rebates');
  render(<App />);
  return api;
}

describe('the rebates screen', () => {
  it('saves the plan, settles now, and opens a day’s payouts', async () => {
    const api = await open();
    const user = userEvent.setup();
    const enabled = await screen.findByLabelText('Settle rebates every day', undefined, {
      timeout: 8000,
    });
    await user.click(enabled);
    await user.clear(screen.getByTestId('plan-rate-LIVE'));
    await user.type(screen.getByTestId('plan-rate-LIVE'), '0.4');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      enabled: false,
      wageringMultiple: 1,
      defaultRates: { RNG: '0.5', LIVE: '0.4' },
    });

    await user.click(screen.getByTestId('rebates-run'));
    expect(await screen.findByTestId('rebates-run-result')).toHaveTextContent(
      '1 days settled, 54 members paid:',
    );

    await user.click(await screen.findByTestId('rebates-day'));
    const payouts = await screen.findByText('Payouts of 2026-11-24');
    const panel = payouts.closest('section')!;
    expect(await within(panel).findByText('agent01')).toBeInTheDocument();
    expect(within(panel).getByText('To claim')).toBeInTheDocument();
  });

  it('shows an account’s rates with their bounds and the server’s refusal', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(
      await screen.findByTestId('rebates-account-search', undefined, { timeout: 8000 }),
      'agent01{Enter}',
    );
    const form = await screen.findByTestId('rebates-account');
    expect(form).toHaveTextContent('agent01 · type 1 · upline none');
    expect(within(form).getByTestId('account-rate-RNG')).toHaveValue('1.2');
    expect(form).toHaveTextContent('0.8–10.0');
    await user.clear(within(form).getByTestId('account-rate-RNG'));
    await user.type(within(form).getByTestId('account-rate-RNG'), '0.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A rebate rate cannot be below a rate already given to one of its downlines',
      ),
    ).toBeInTheDocument();
  });

  it('says when an account does not exist', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(
      await screen.findByTestId('rebates-account-search', undefined, { timeout: 8000 }),
      'nobody{Enter}',
    );
    expect(await screen.findByText('No account nobody')).toBeInTheDocument();
  });

  it('shows the content role the plan only, read-only', async () => {
    await open('content');
    expect(
      await screen.findByLabelText('Settle rebates every day', undefined, { timeout: 8000 }),
    ).toBeDisabled();
    expect(screen.queryByTestId('rebates-run')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rebates-account-search')).not.toBeInTheDocument();
  });
});
