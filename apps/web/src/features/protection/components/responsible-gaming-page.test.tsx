import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ProtectionSchema, type Protection } from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SLOW = { timeout: 8000 };
const none = { amount: null, pending: null, used: '0.00' };

/** A protection answer, parsed through the contract so the fake cannot drift. */
function buildProtection(overrides: Partial<Protection> = {}): Protection {
  return ProtectionSchema.parse({
    depositLimits: { day: none, week: none, month: none },
    lossLimits: { day: none, week: none, month: none },
    realityCheckMinutes: null,
    exclusion: null,
    ...overrides,
  });
}

describe('responsible gaming (/m/responsibleGaming)', () => {
  it('shows the limits and says when a raise waits for its cooling-off', async () => {
    const raised = buildProtection({
      depositLimits: {
        day: {
          amount: '100000.00',
          pending: { amount: '500000.00', effectiveAt: '2026-11-25T09:00:00.000Z' },
          used: '20000.00',
        },
        week: none,
        month: none,
      },
    });
    const app = renderApp({
      path: '/m/responsibleGaming',
      session: buildSession(),
      api: {
        '/wps/member/protection': {
          value: buildProtection({
            depositLimits: {
              day: { amount: '100000.00', pending: null, used: '20000.00' },
              week: none,
              month: none,
            },
          }),
        },
        '/wps/member/protection/limits': { value: raised },
      },
    });
    await screen.findByTestId('responsible-gaming', undefined, SLOW);
    const day = within(screen.getByTestId('rg-deposit')).getByTestId('rg-limit-day');
    expect(day).toHaveTextContent('100,000.00 ₫');
    expect(day).toHaveTextContent('20,000.00');

    const card = screen.getByTestId('rg-deposit');
    await app.user.type(within(card).getByRole('textbox'), '500000');
    await app.user.click(screen.getByTestId('rg-deposit-save'));
    await waitFor(() => expect(app.api.callsTo('/wps/member/protection/limits')).toHaveLength(1));
    const body = JSON.parse(
      String(app.api.callsTo('/wps/member/protection/limits')[0]!.init!.body),
    );
    expect(body).toEqual({ kind: 'deposit', period: 'day', amount: '500000' });
    expect(await within(card).findByText(/sau 24 giờ/)).toBeInTheDocument();
    expect(within(card).getByTestId('rg-limit-day')).toHaveTextContent('500,000.00 ₫');
  });

  it('asks twice before a break, and shows a break that runs instead of the form', async () => {
    const app = renderApp({
      path: '/m/responsibleGaming',
      session: buildSession(),
      api: { '/wps/member/protection': { value: buildProtection() } },
    });
    await screen.findByTestId('responsible-gaming', undefined, SLOW);
    const form = screen.getByTestId('rg-break');
    await app.user.type(within(form).getByLabelText(/Mật khẩu đăng nhập/), 'Demo1234');
    await app.user.click(screen.getByTestId('rg-break-submit'));
    expect(screen.getByTestId('rg-break-warning')).toBeInTheDocument();
    expect(app.api.callsTo('/wps/member/protection/exclusion')).toHaveLength(0);
  });

  it('a running self-exclusion is said plainly, with no way to end it', async () => {
    renderApp({
      path: '/m/responsibleGaming',
      session: buildSession(),
      api: {
        '/wps/member/protection': {
          value: buildProtection({
            exclusion: {
              kind: 'self_exclusion',
              startedAt: '2026-11-24T09:00:00.000Z',
              until: null,
            },
          }),
        },
      },
    });
    expect(await screen.findByTestId('rg-exclusion', undefined, SLOW)).toHaveTextContent(
      'vô thời hạn',
    );
    expect(screen.queryByTestId('rg-break')).not.toBeInTheDocument();
  });
});
