import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  adminCancelContractEndpoint,
  adminContractStatementsEndpoint,
  adminListContractsEndpoint,
  adminOfferContractEndpoint,
  adminRunContractsEndpoint,
  getOperatorMeEndpoint,
  type Contract,
  type OfferContractBody,
  type OperatorRole,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';

installSession();

const contract: Contract = {
  id: 5,
  kind: 'dividend',
  state: 'active',
  memberId: 12,
  account: 'agent01b',
  upline: 'agent01',
  offeredBy: 'agent:agent01',
  tiers: [{ activeMembers: 3, threshold: '1000000.00', reward: '20.00' }],
  createdAt: '2026-11-20T08:00:00.000Z',
  acceptedAt: '2026-11-20T09:00:00.000Z',
  effectiveFrom: '2026-11-15T17:00:00.000Z',
  endedAt: null,
};

async function open(role: OperatorRole = 'administrator') {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf(role) }],
    [
      adminListContractsEndpoint,
      { value: { list: [contract], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 } },
    ],
    [
      adminContractStatementsEndpoint,
      {
        value: {
          list: [
            {
              id: 1,
              contractId: 5,
              kind: 'dividend',
              account: 'agent01b',
              period: '2026-11-H1',
              from: '2026-10-31T17:00:00.000Z',
              to: '2026-11-15T17:00:00.000Z',
              activeMembers: 4,
              validTurnover: '9000000.00',
              netLoss: '-300000.00',
              carryIn: '0.00',
              carryOut: '-300000.00',
              tier: null,
              amount: '0.00',
              state: 'nothing',
              createdAt: '2026-11-15T17:01:00.000Z',
            },
          ],
        },
      },
    ],
    [
      adminOfferContractEndpoint,
      (body) => ({ value: { ...contract, id: 9, ...(body as object), state: 'pending' } }),
    ],
    [adminCancelContractEndpoint, { value: { ...contract, state: 'cancelled' } }],
    [adminRunContractsEndpoint, { value: { statements: 3, granted: 2, amount: '400000.00' } }],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/agent-contracts');
  render(<App />);
  return api;
}

describe('the agent contracts screen', () => {
  it('lists contracts with their tiers, opens the statements with the carry-over, cancels one', async () => {
    const api = await open();
    const user = userEvent.setup();
    const state = await screen.findByTestId('contract-state-5', undefined, { timeout: 8000 });
    expect(state).toHaveTextContent('In force');
    expect(screen.getByText('3 · 1000000.00 → 20.00 %')).toBeInTheDocument();
    await user.click(screen.getByTestId('contract-open-5'));
    const statements = await screen.findByTestId('contract-statements');
    expect(await within(statements).findByText('2026-11-H1')).toBeInTheDocument();
    expect(within(statements).getAllByText('-300000.00')).toHaveLength(2);
    await user.click(screen.getByTestId('contract-cancel-5'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/5/cancel'))).toBe(true),
    );
  });

  it('sends an offer with the filled tiers only, and runs the job', async () => {
    const api = await open();
    const user = userEvent.setup();
    const form = await screen.findByTestId('contract-offer-form', undefined, { timeout: 8000 });
    await user.type(within(form).getByLabelText("Agent's member id"), '12');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'hourly');
    const [active] = within(form).getAllByLabelText('Active members');
    const [threshold] = within(form).getAllByLabelText('Hourly valid turnover ≥');
    const [reward] = within(form).getAllByLabelText('Salary per hour');
    await user.type(active!, '2');
    await user.type(threshold!, '500000');
    await user.type(reward!, '2000');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'POST' && c.path === '/wps/admin/agent-contracts'),
      ).toBe(true),
    );
    const sent = api.calls.find(
      (c) => c.path === '/wps/admin/agent-contracts' && c.method === 'POST',
    )!.body as OfferContractBody;
    expect(sent).toEqual({
      memberId: 12,
      kind: 'hourly',
      tiers: [{ activeMembers: 2, threshold: '500000', reward: '2000' }],
    });
    await user.click(screen.getByTestId('contracts-run'));
    expect(await screen.findByTestId('contracts-run-result')).toHaveTextContent(
      '3 statements, 2 grants, 400000.00 paid',
    );
  });

  it('shows a read-only list to a role without members.write', async () => {
    await open('read_only');
    await screen.findByTestId('contract-state-5', undefined, { timeout: 8000 });
    expect(screen.queryByTestId('contract-cancel-5')).toBeNull();
    expect(screen.queryByTestId('contract-offer-form')).toBeNull();
    expect(screen.queryByTestId('contracts-run')).toBeNull();
  });
});
