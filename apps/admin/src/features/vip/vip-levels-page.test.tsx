import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_VIP_LEVELS,
  getOperatorMeEndpoint,
  getVipLevelsEndpoint,
  runVipJobEndpoint,
  updateVipLevelsEndpoint,
  type OperatorRole,
  type VipLevelsBody,
} from '@app/contracts';
import { App } from '../../app/app.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { installSession, setToken } from '../../lib/session.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { meOf } from '../../testing/operators.ts';

installSession();

async function open(role: OperatorRole = 'administrator') {
  setToken('session-token');
  const api = fakeApi([
    [getOperatorMeEndpoint, { value: meOf(role) }],
    [getVipLevelsEndpoint, { value: { levels: DEFAULT_VIP_LEVELS.slice(0, 3) } }],
    [
      updateVipLevelsEndpoint,
      (body) => ({
        value: {
          levels: (body as VipLevelsBody).levels.map((l, level) => ({
            ...DEFAULT_VIP_LEVELS[0]!,
            ...l,
            level,
          })),
        },
      }),
    ],
    [runVipJobEndpoint, { value: { upgraded: 2, downgraded: 1, granted: 4 } }],
  ]);
  await changeLanguage('en');
  window.history.pushState({}, '', '/admin/vip');
  render(<App />);
  return api;
}

describe('the VIP club screen', () => {
  it('edits the levels, adds one copied from the top, and saves the whole table', async () => {
    const api = await open();
    const table = await screen.findByTestId('vip-levels', undefined, { timeout: 8000 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Level 0's thresholds are fixed at nothing.
    expect(screen.getByLabelText('Deposits to reach 0')).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('vip-add'));
    expect(screen.getByLabelText('Name 3')).toHaveValue('VIP3');
    await user.clear(screen.getByLabelText('Deposits to reach 3'));
    await user.type(screen.getByLabelText('Deposits to reach 3'), '9000000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'PUT')!.body as VipLevelsBody;
    expect(sent.levels).toHaveLength(4);
    expect(sent.levels[3]).toMatchObject({ name: 'VIP3', upgradeDeposit: '9000000' });
    expect(sent.levels[0]!.upgradeDeposit).toBe('0.00');
  });

  it('refuses a cell that is not an amount before sending', async () => {
    const api = await open();
    await screen.findByTestId('vip-levels', undefined, { timeout: 8000 });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Weekly bonus 1'));
    await user.type(screen.getByLabelText('Weekly bonus 1'), '1,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('runs the job on demand and says what it did', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('vip-run', undefined, { timeout: 8000 }));
    expect(await screen.findByTestId('vip-run-result')).toHaveTextContent(
      '2 moved up, 1 moved down, 4 bonuses granted',
    );
  });
});
