import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import {
  SignInResultSchema,
  SignInStateSchema,
  type SignInDayState,
  type SignInState,
} from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SLOW = { timeout: 8000 };
const REWARDS = [
  '5000.00',
  '10000.00',
  '15000.00',
  '20000.00',
  '30000.00',
  '50000.00',
  '100000.00',
];

/** A sign-in state, parsed through the contract so the fake cannot drift. */
function buildState(states: SignInDayState[], overrides: Partial<SignInState> = {}): SignInState {
  return SignInStateSchema.parse({
    today: '2026-11-24',
    signedToday: states.includes('today'),
    streak: states.filter((s) => s === 'signed' || s === 'today').length,
    days: states.map((state, i) => ({ day: i + 1, reward: REWARDS[i], state })),
    wageringMultiple: 1,
    ...overrides,
  });
}

describe('daily sign-in (/m/activity/signIn)', () => {
  it('shows the streak and the cycle, signs in for today, then says it is done', async () => {
    const before = buildState([
      'signed',
      'signed',
      'open',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const after = buildState([
      'signed',
      'signed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    let signed = false;
    const app = renderApp({
      path: '/m/activity/signIn',
      session: buildSession(),
      api: {
        '/wps/member/signIn': (_url, init) => {
          if (init?.method === 'POST') {
            signed = true;
            return {
              value: SignInResultSchema.parse({ state: after, reward: '15000.00', day: 3 }),
            };
          }
          return { value: signed ? after : before };
        },
      },
    });
    await screen.findByTestId('sign-in', undefined, SLOW);
    expect(screen.getByTestId('sign-in-streak')).toHaveTextContent(
      i18n.t('rewards.signIn.streak', { count: 2 }),
    );
    const days = screen.getAllByTestId('sign-in-day');
    expect(days.map((d) => d.dataset.state)).toEqual(before.days.map((d) => d.state));
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(days[6]).toHaveTextContent('100,000.00 ₫');

    await app.user.click(screen.getByTestId('sign-in-button'));
    expect(await screen.findByTestId('sign-in-done')).toHaveTextContent('15,000.00 ₫');
    await waitFor(() => expect(screen.getByTestId('sign-in-button')).toBeDisabled());
    expect(screen.getByTestId('sign-in-button')).toHaveTextContent(
      i18n.t('rewards.signIn.signedToday'),
    );
    expect(
      app.api.callsTo('/wps/member/signIn').filter((c) => c.init?.method === 'POST'),
    ).toHaveLength(1);
  });

  it("shows the server's refusal in the site's words", async () => {
    const app = renderApp({
      path: '/m/activity/signIn',
      session: buildSession(),
      api: {
        '/wps/member/signIn': (_url, init) =>
          init?.method === 'POST'
            ? { error: 'protection.excluded' }
            : {
                value: buildState([
                  'open',
                  'upcoming',
                  'upcoming',
                  'upcoming',
                  'upcoming',
                  'upcoming',
                  'upcoming',
                ]),
              },
      },
    });
    await screen.findByTestId('sign-in', undefined, SLOW);
    await app.user.click(screen.getByTestId('sign-in-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n.t('errors.protection.excluded'),
    );
  });
});
