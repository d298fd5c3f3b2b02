import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildSession } from '../../testing/factories.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { formatMoney } from '@app/client/format';
import { buildChannels, buildWallet } from '../../testing/fake-money.ts';

describe('formatMoney (spec §9: #,##0.00 from the decimal string)', () => {
  it('groups with commas and keeps exactly 2 decimals, without floats', () => {
    expect(formatMoney('1234567.50')).toBe('1,234,567.50');
    expect(formatMoney('0.00')).toBe('0.00');
    expect(formatMoney('-20.00')).toBe('-20.00');
    expect(formatMoney('100.00', { signed: true })).toBe('+100.00');
    // beyond a double's exact range
    expect(formatMoney('999999999999999.99')).toBe('999,999,999,999,999.99');
  });
});

describe('balance widget (spec §2)', () => {
  it('shows the total with the symbol, masks on toggle (remembered) and while refreshing', async () => {
    let balance = '1234567.50';
    const app = renderApp({
      path: '/m/voucherCenter',
      session: buildSession(),
      api: {
        '/wps/wallet': () => ({ value: buildWallet({ sumBalance: balance }) }),
        '/wps/deposit/channels': { value: buildChannels() },
      },
    });
    const widget = await screen.findByTestId('balance-widget');
    const amount = within(widget).getByTestId('balance-amount');
    await waitFor(() => expect(amount).toHaveTextContent('₫1,234,567.50'));

    await app.user.click(within(widget).getByTestId('balance-toggle'));
    expect(amount).toHaveTextContent('****');
    expect(amount).not.toHaveTextContent('1,234,567.50');
    expect(window.localStorage.getItem('hideBalance')).toBe('1');
    await app.user.click(within(widget).getByTestId('balance-toggle'));
    expect(amount).toHaveTextContent('₫1,234,567.50');

    let release: () => void = () => {};
    app.api.on(
      '/wps/wallet',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ value: buildWallet({ sumBalance: '2000.00' }) });
        }),
    );
    balance = '2000.00';
    await app.user.click(within(widget).getByTestId('balance-refresh'));
    await waitFor(() => expect(amount).toHaveTextContent('****'));
    release();
    await waitFor(() => expect(amount).toHaveTextContent('₫2,000.00'));
  });

  it('shows the balance in the home header of a signed-in member', async () => {
    renderApp({
      path: '/m/home',
      session: buildSession(),
      api: { '/wps/wallet': { value: buildWallet({ sumBalance: '50000.00' }) } },
    });
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('₫50,000.00');
  });
});
