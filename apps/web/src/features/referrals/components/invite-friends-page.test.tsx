import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import { ReferralSummarySchema, type ReferralSummary } from '@app/contracts';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SLOW = { timeout: 8000 };

/** A member's referrals, parsed through the contract so the fake cannot drift. */
function buildSummary(overrides: Partial<ReferralSummary> = {}): ReferralSummary {
  return ReferralSummarySchema.parse({
    code: 'RK7M2QXA',
    rule: {
      enabled: true,
      minFirstDeposit: '200000.00',
      rewardAmount: '50000.00',
      wageringMultiple: 1,
    },
    invited: 2,
    rewarded: 1,
    totalEarned: '50000.00',
    friends: [
      {
        account: 'fr***1',
        registeredAt: '2026-11-20T03:00:00.000Z',
        state: 'rewarded',
        firstDepositAt: '2026-11-21T05:00:00.000Z',
        reward: '50000.00',
      },
      {
        account: 'fr***2',
        registeredAt: '2026-11-24T03:00:00.000Z',
        state: 'registered',
        firstDepositAt: null,
        reward: null,
      },
    ],
    ...overrides,
  });
}

describe('invite friends (/m/inviteFriends)', () => {
  it('shows the code, the link with its QR code, the rule, the totals and each friend’s state', async () => {
    renderApp({
      path: '/m/inviteFriends',
      session: buildSession(),
      api: { '/wps/member/referral': () => ({ value: buildSummary() }) },
    });
    await screen.findByTestId('invite-friends', undefined, SLOW);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('RK7M2QXA');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/m/register?affiliateCode=RK7M2QXA`,
    );
    // The link's QR code, drawn by the server from the link itself.
    const qr = screen.getByRole('img', { name: i18n.t('referral.qr') });
    const drawn = new URL(qr.getAttribute('src')!, window.location.origin);
    expect(drawn.pathname).toBe('/wps/media/qr');
    expect(drawn.searchParams.get('text')).toBe(
      `${window.location.origin}/m/register?affiliateCode=RK7M2QXA`,
    );
    expect(screen.getByTestId('referral-rule')).toHaveTextContent('200,000.00');
    expect(screen.getByTestId('referral-rule')).toHaveTextContent('50,000.00');
    expect(screen.getByTestId('referral-invited')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('50,000.00 ₫');
    const friends = within(screen.getByTestId('referral-friends')).getAllByRole('listitem');
    expect(friends).toHaveLength(2);
    expect(friends[0]).toHaveTextContent(i18n.t('referral.states.rewarded'));
    expect(friends[0]).toHaveTextContent('+50,000.00 ₫');
    expect(friends[1]).toHaveTextContent(i18n.t('referral.states.registered'));
  });

  it('says when rewards are paused and when no friend has joined', async () => {
    renderApp({
      path: '/m/inviteFriends',
      session: buildSession(),
      api: {
        '/wps/member/referral': () => ({
          value: buildSummary({
            rule: { ...buildSummary().rule, enabled: false },
            invited: 0,
            rewarded: 0,
            totalEarned: '0.00',
            friends: [],
          }),
        }),
      },
    });
    await screen.findByTestId('invite-friends', undefined, SLOW);
    expect(screen.getByTestId('referral-rule')).toHaveTextContent(i18n.t('referral.ruleOff'));
    expect(screen.getByTestId('referral-no-friends')).toBeInTheDocument();
  });

  it('sends an agent to the register centre without asking for a code', async () => {
    let asked = 0;
    renderApp({
      path: '/m/inviteFriends',
      session: buildSession({ type: 1 }),
      api: {
        '/wps/member/referral': () => {
          asked += 1;
          return { value: buildSummary() };
        },
      },
    });
    expect(
      await screen.findByText(i18n.t('errors.referral.agent_account'), undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i18n.t('referral.registerCentre') })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
    expect(asked).toBe(0);
  });

  it('closes while the referral promotion (REFERRAL3) is off', async () => {
    renderApp({
      path: '/m/inviteFriends',
      session: buildSession(),
      status: buildStatus({ info: { whitelabel: { REFERRAL3: false } } }),
      api: { '/wps/member/referral': () => ({ value: buildSummary() }) },
    });
    await screen.findByTestId('flag-closed', undefined, SLOW);
    expect(screen.queryByTestId('invite-friends')).toBeNull();
  });
});
