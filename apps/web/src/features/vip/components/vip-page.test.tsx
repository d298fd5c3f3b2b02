import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import { DEFAULT_VIP_LEVELS, VipStatusSchema, type VipStatus } from '@app/contracts';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { percentOf } from './vip-page.tsx';

const SLOW = { timeout: 8000 };

/** A member's status, parsed through the contract so the fake cannot drift. */
function buildStatus(overrides: Partial<VipStatus> = {}): VipStatus {
  return VipStatusSchema.parse({
    level: 1,
    name: 'VIP1',
    month: '2026-11',
    next: {
      level: 2,
      name: 'VIP2',
      deposit: { current: '1500000.00', target: '5000000.00' },
      turnover: { current: '7200000.00', target: '30000000.00' },
    },
    keep: {
      deposit: { current: '1500000.00', target: '500000.00' },
      turnover: { current: '7200000.00', target: '2500000.00' },
    },
    levels: DEFAULT_VIP_LEVELS,
    ...overrides,
  });
}

describe('the VIP club (/m/vip)', () => {
  it('shows the level, the progress toward the next and toward keeping it, and what it pays', async () => {
    renderApp({
      path: '/m/vip',
      session: buildSession(),
      api: { '/wps/member/vip': () => ({ value: buildStatus() }) },
    });
    await screen.findByTestId('vip-page', undefined, SLOW);
    expect(screen.getByTestId('vip-level')).toHaveTextContent('VIP1');
    const deposit = screen.getByTestId('vip-next-deposit');
    expect(deposit).toHaveTextContent('1,500,000.00 / 5,000,000.00 ₫');
    expect(within(deposit).getByRole('progressbar')).toHaveAttribute('value', '30');
    expect(screen.getByTestId('vip-keep-turnover')).toHaveTextContent(
      '7,200,000.00 / 2,500,000.00 ₫',
    );
    expect(
      within(screen.getByTestId('vip-keep-turnover')).getByRole('progressbar'),
    ).toHaveAttribute('value', '100');
    expect(screen.getByText(i18n.t('vip.weeklyBonus'))).toBeInTheDocument();
    expect(screen.getByText('10,000.00 ₫')).toBeInTheDocument();
  });

  it('says so at the top level, and shows no keep block at level 0', async () => {
    renderApp({
      path: '/m/vip',
      session: buildSession(),
      api: {
        '/wps/member/vip': () => ({
          value: buildStatus({ level: 0, name: 'VIP0', keep: null, next: null }),
        }),
      },
    });
    await screen.findByTestId('vip-page', undefined, SLOW);
    expect(screen.getByTestId('vip-top')).toHaveTextContent(i18n.t('vip.top'));
    expect(screen.queryByTestId('vip-keep-deposit')).toBeNull();
  });

  it('compares every level, the member’s marked (/m/member/benefits)', async () => {
    renderApp({
      path: '/m/member/benefits',
      session: buildSession(),
      api: { '/wps/member/vip': () => ({ value: buildStatus({ level: 2, name: 'VIP2' }) }) },
    });
    const page = await screen.findByTestId('benefits-page', undefined, SLOW);
    const headers = within(page).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent).slice(1)).toEqual(
      DEFAULT_VIP_LEVELS.map((l) => l.name),
    );
    expect(headers[3]).toHaveAttribute('aria-current', 'true');
    const birthday = within(page).getByRole('row', {
      name: new RegExp(i18n.t('vip.row.birthdayBonus')),
    });
    expect(birthday).toHaveTextContent('150,000.00');
  });

  it('counts a target of zero as reached', () => {
    expect(percentOf({ current: '0.00', target: '0.00' })).toBe(100);
    expect(percentOf({ current: '1.00', target: '3.00' })).toBe(33);
    expect(percentOf({ current: '9.00', target: '3.00' })).toBe(100);
  });
});
