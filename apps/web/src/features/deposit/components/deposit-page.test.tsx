import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { field, t } from '../../../testing/form-queries.ts';
import { buildChannels, buildWallet } from '../../../testing/fake-money.ts';

function renderDeposit(session = buildSession()) {
  return renderApp({
    path: '/m/voucherCenter',
    session,
    api: {
      '/wps/wallet': { value: buildWallet() },
      '/wps/deposit/channels': { value: buildChannels() },
      '/wps/deposit/bank': (_url, init) => ({
        value: {
          id: 1,
          orderNo: 'D20261121ABCDEF01',
          channelCode: 'BANK_VCB',
          channelName: 'Chuyển khoản Vietcombank',
          kind: 'bank_transfer',
          amount: `${JSON.parse(String(init?.body)).amount}.00`,
          status: 'pending',
          reference: 'abc',
          createdAt: '2026-11-21T03:00:00.000Z',
          decidedAt: null,
          reason: null,
          transferId: null,
        },
      }),
    },
  });
}

describe('deposit (spec §2 /m/voucherCenter)', () => {
  it(
    'checks the amount against the channel limits before calling',
    { timeout: 20_000 },
    async () => {
      const app = renderDeposit();
      await screen.findByTestId('deposit-form');
      expect(screen.getByTestId('deposit-bank')).toHaveTextContent('0071000123456');
      const amount = field('deposit.fields.amount');
      await app.user.type(field('deposit.fields.reference'), 'NAP123');

      await app.user.type(amount, '49999');
      await app.user.click(screen.getByTestId('deposit-submit'));
      expect(screen.getByTestId('amount-error')).toHaveTextContent(
        t('wallet.amount.min', { min: '50,000.00' }),
      );
      await app.user.clear(amount);
      await app.user.type(amount, '300000000.01');
      await app.user.click(screen.getByTestId('deposit-submit'));
      expect(screen.getByTestId('amount-error')).toHaveTextContent(
        t('wallet.amount.max', { max: '300,000,000.00' }),
      );
      await app.user.clear(amount);
      await app.user.type(amount, '1e5');
      await app.user.click(screen.getByTestId('deposit-submit'));
      expect(screen.getByTestId('amount-error')).toHaveTextContent(t('wallet.amount.format'));
      expect(app.api.callsTo('/wps/deposit/bank')).toHaveLength(0);

      // the online channel has its own limits: 10,000 is fine there, not for the bank transfer
      await app.user.click(screen.getByTestId('channel-SANDBOX'));
      expect(screen.queryByTestId('deposit-bank')).not.toBeInTheDocument();
      await app.user.click(screen.getByTestId('channel-BANK_VCB'));

      await app.user.click(screen.getByRole('button', { name: '100,000' }));
      await app.user.click(screen.getByTestId('deposit-submit'));
      expect(await screen.findByTestId('deposit-success')).toHaveTextContent(
        t('deposit.success.title'),
      );
      const body = JSON.parse(String(app.api.callsTo('/wps/deposit/bank')[0]?.init?.body));
      expect(body).toEqual({ channelCode: 'BANK_VCB', amount: '100000', reference: 'NAP123' });
    },
  );

  it('shows the spec §6 message to trial accounts instead of the form', async () => {
    renderDeposit(buildSession({ type: 4, userName: undefined }));
    expect(await screen.findByText(t('messages.actualAccount'))).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('actions.register') })).toHaveAttribute(
      'href',
      '/m/register',
    );
  });
});
