import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildSession } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { field, t } from '../../../testing/form-queries.ts';
import { buildWallet, buildWithdrawInfo } from '../../../testing/fake-money.ts';

describe('withdraw (spec §2 /m/withdraw)', () => {
  it('asks for a payment password first when none is set', { timeout: 20_000 }, async () => {
    let hasPaymentPassword = false;
    const app = renderApp({
      path: '/m/withdraw',
      session: buildSession(),
      api: {
        '/wps/wallet': { value: buildWallet() },
        '/wps/withdraw/info': () => ({ value: buildWithdrawInfo({ hasPaymentPassword }) }),
        '/wps/withdraw/payment-password': () => {
          hasPaymentPassword = true;
          return { value: {} };
        },
      },
    });
    await screen.findByTestId('payment-password-form');
    expect(screen.queryByTestId('withdraw-form')).not.toBeInTheDocument();

    await app.user.type(field('withdraw.fields.paymentPassword'), '12345');
    await app.user.click(screen.getByTestId('payment-password-submit'));
    expect(screen.getByTestId('paymentPassword-error')).toHaveTextContent(
      t('withdraw.errors.passwordFormat'),
    );
    await app.user.type(field('withdraw.fields.paymentPassword'), '6');
    await app.user.type(field('withdraw.fields.confirmPaymentPassword'), '123450');
    await app.user.click(screen.getByTestId('payment-password-submit'));
    expect(screen.getByTestId('confirmPaymentPassword-error')).toHaveTextContent(
      t('errors.withdraw.confirm_mismatch'),
    );
    expect(app.api.callsTo('/wps/withdraw/payment-password')).toHaveLength(0);

    await app.user.clear(field('withdraw.fields.confirmPaymentPassword'));
    await app.user.type(field('withdraw.fields.confirmPaymentPassword'), '123456');
    await app.user.click(screen.getByTestId('payment-password-submit'));
    // The login password again (the server re-authenticates) before anything is sent.
    expect(screen.getByTestId('loginPassword-error')).toHaveTextContent(
      t('withdraw.errors.loginPasswordRequired'),
    );
    expect(app.api.callsTo('/wps/withdraw/payment-password')).toHaveLength(0);
    await app.user.type(field('withdraw.fields.loginPassword'), 'Demo1234');
    await app.user.click(screen.getByTestId('payment-password-submit'));
    expect(await screen.findByTestId('withdraw-form')).toBeInTheDocument();
    const sent = app.api.callsTo('/wps/withdraw/payment-password')[0]!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
      loginPassword: 'Demo1234',
    });
  });

  it(
    'needs the payment password and an amount within the balance to withdraw',
    { timeout: 20_000 },
    async () => {
      const app = renderApp({
        path: '/m/withdraw',
        session: buildSession(),
        api: {
          '/wps/wallet': { value: buildWallet() },
          '/wps/withdraw/info': { value: buildWithdrawInfo() },
          '/wps/withdraw': { error: 'withdraw.payment_password_wrong' },
        },
      });
      await screen.findByTestId('withdraw-form');
      await app.user.type(field('withdraw.fields.amount'), '500000.01');
      await app.user.click(screen.getByTestId('withdraw-submit'));
      expect(screen.getByTestId('amount-error')).toHaveTextContent(t('wallet.amount.balance'));
      expect(screen.getByTestId('paymentPassword-error')).toHaveTextContent(
        t('withdraw.errors.passwordRequired'),
      );
      expect(app.api.callsTo('/wps/withdraw')).toHaveLength(0);

      await app.user.clear(field('withdraw.fields.amount'));
      await app.user.type(field('withdraw.fields.amount'), '100000');
      await app.user.type(field('withdraw.fields.paymentPassword'), '654321');
      await app.user.click(screen.getByTestId('withdraw-submit'));
      await waitFor(() =>
        expect(screen.getByTestId('paymentPassword-error')).toHaveTextContent(
          t('errors.withdraw.payment_password_wrong'),
        ),
      );
      expect(JSON.parse(String(app.api.callsTo('/wps/withdraw')[0]?.init?.body))).toEqual({
        bankAccountId: 7,
        amount: '100000',
        paymentPassword: '654321',
      });
    },
  );
});
