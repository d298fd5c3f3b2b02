import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import { buildLoginHistory, buildSecurityOverview } from '../../../testing/fake-member-centre.ts';
import { field, t } from '../../../testing/form-queries.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const sessions = [
  {
    id: 1,
    current: true,
    createdAt: '2026-11-24T08:00:00.000Z',
    lastSeenAt: '2026-11-24T08:41:52.000Z',
    expiresAt: '2026-12-01T08:41:52.000Z',
    ip: '113.161.4.20',
    userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1',
  },
  {
    id: 2,
    current: false,
    createdAt: '2026-11-22T19:00:00.000Z',
    lastSeenAt: '2026-11-23T10:00:00.000Z',
    expiresAt: '2026-11-30T10:00:00.000Z',
    ip: '14.232.8.9',
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
  },
];

const api = () => ({
  '/wps/member/security': { value: buildSecurityOverview() },
  '/wps/member/login-history': { value: buildLoginHistory() },
  '/wps/member/sessions': (_url: URL, init: RequestInit | undefined) =>
    init?.method === 'DELETE' ? { value: { ended: 1 } } : { value: sessions },
  '/wps/member/payment-password': { value: {} },
  '/wps/member/payment-password/reset-code': {
    value: { mobile: '+84912***678', expirationTime: 1795590000000, resendAfter: 1795589760000 },
  },
  '/wps/member/payment-password/reset': { value: {} },
});

describe('security center (/m/securityCenter)', () => {
  it('shows the level, what it is scored from, the sign-ins and the devices', async () => {
    renderApp({ path: '/m/securityCenter', session: buildSession(), api: api() });
    expect(await screen.findByTestId('security-level', {}, { timeout: 10_000 })).toHaveAttribute(
      'data-level',
      'medium',
    );
    expect(screen.getByTestId('security-score')).toHaveAttribute('value', '60');
    expect(screen.getByTestId('security-email')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('security-mobile')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('change-login-password')).toHaveAttribute('href', '/m/changePsw');
    expect(await screen.findAllByTestId('login-history-item')).toHaveLength(2);
    expect(screen.getAllByTestId('login-history-item')[0]).toHaveTextContent('Safari · iPhone');
    expect(await screen.findAllByTestId('device-session')).toHaveLength(2);
  });

  it('changes the payment password after the login password', { timeout: 20_000 }, async () => {
    const app = renderApp({ path: '/m/securityCenter', session: buildSession(), api: api() });
    await app.user.click(await screen.findByTestId('change-payment-password'));
    await app.user.type(field('security.payment.loginPassword'), 'Demo1234');
    await app.user.type(field('security.payment.oldPaymentPassword'), '246810');
    await app.user.type(field('security.payment.paymentPassword'), '135790');
    await app.user.type(field('security.payment.confirmPaymentPassword'), '135799');
    await app.user.click(screen.getByTestId('payment-password-change-submit'));
    expect(screen.getByTestId('payment-password-error')).toHaveTextContent(
      t('errors.withdraw.confirm_mismatch'),
    );
    expect(app.api.callsTo('/wps/member/payment-password')).toHaveLength(0);
    await app.user.clear(field('security.payment.confirmPaymentPassword'));
    await app.user.type(field('security.payment.confirmPaymentPassword'), '135790');
    await app.user.click(screen.getByTestId('payment-password-change-submit'));
    expect(await screen.findByTestId('payment-password-changed')).toBeInTheDocument();
    const sent = app.api.callsTo('/wps/member/payment-password')[0]!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      loginPassword: 'Demo1234',
      oldPaymentPassword: '246810',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });

  it('resets a forgotten payment password with the SMS code', { timeout: 20_000 }, async () => {
    const app = renderApp({ path: '/m/securityCenter', session: buildSession(), api: api() });
    await app.user.click(await screen.findByTestId('change-payment-password'));
    await app.user.click(screen.getByTestId('payment-password-forgot'));
    expect(screen.getByTestId('payment-password-reset')).toHaveTextContent(
      t('security.reset.intro'),
    );
    await app.user.click(screen.getByTestId('payment-reset-send'));
    expect(await screen.findByText(/\+84912\*\*\*678/)).toBeInTheDocument();
    await app.user.type(field('security.reset.code'), '482913');
    await app.user.type(field('security.payment.paymentPassword'), '135790');
    await app.user.type(field('security.payment.confirmPaymentPassword'), '135790');
    await app.user.type(field('security.payment.loginPassword'), 'Demo1234');
    await app.user.click(screen.getByTestId('payment-reset-submit'));
    expect(await screen.findByTestId('payment-password-changed')).toBeInTheDocument();
    const sent = app.api.callsTo('/wps/member/payment-password/reset')[0]!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({
      verificationCode: '482913',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
      loginPassword: 'Demo1234',
    });
  });

  it('says when the mobile number is not verified', { timeout: 20_000 }, async () => {
    const app = renderApp({
      path: '/m/securityCenter',
      session: buildSession(),
      api: {
        ...api(),
        '/wps/member/payment-password/reset-code': { error: 'security.mobile_unverified' },
      },
    });
    await app.user.click(await screen.findByTestId('change-payment-password'));
    await app.user.click(screen.getByTestId('payment-password-forgot'));
    await app.user.click(screen.getByTestId('payment-reset-send'));
    expect(await screen.findByTestId('payment-reset-error')).toHaveTextContent(
      t('errors.security.mobile_unverified'),
    );
    expect(screen.queryByTestId('payment-reset-submit')).toBeNull();
  });

  it(
    'changes a verified mobile number with codes to the new and the old number',
    { timeout: 20_000 },
    async () => {
      const app = renderApp({
        path: '/m/securityCenter',
        session: buildSession(),
        api: {
          ...api(),
          '/wps/member/contact/change': {
            value: {
              kind: 'mobile',
              newAddress: '+84912***111',
              oldAddress: '+84912***678',
              expirationTime: 1795590000000,
            },
          },
          '/wps/member/contact/confirm': { value: {} },
        },
      });
      await app.user.click(await screen.findByTestId('change-mobile'));
      await app.user.click(screen.getByTestId('contact-send'));
      expect(screen.getByTestId('contact-error')).toHaveTextContent(t('messages.required'));
      await app.user.type(field('security.contact.new.mobile'), '0912000111');
      await app.user.type(field('security.payment.loginPassword'), 'Demo1234');
      await app.user.click(screen.getByTestId('contact-send'));
      expect(await screen.findByTestId('contact-sent')).toHaveTextContent('+84912***678');
      // Each code field names the address its code went to.
      await app.user.type(screen.getByLabelText(/\+84912\*\*\*111/), '482913');
      await app.user.type(screen.getByLabelText(/\+84912\*\*\*678/), '105837');
      await app.user.click(screen.getByTestId('contact-confirm'));
      expect(await screen.findByTestId('contact-changed')).toHaveTextContent(
        t('security.contact.done.mobile'),
      );
      const [request] = app.api.callsTo('/wps/member/contact/change');
      expect(JSON.parse(String(request!.init!.body))).toMatchObject({
        kind: 'mobile',
        value: '0912000111',
        loginPassword: 'Demo1234',
      });
      const [confirm] = app.api.callsTo('/wps/member/contact/confirm');
      expect(JSON.parse(String(confirm!.init!.body))).toEqual({
        kind: 'mobile',
        newCode: '482913',
        oldCode: '105837',
      });
    },
  );

  it('binds an e-mail with one code and says when it is wrong', { timeout: 20_000 }, async () => {
    let tries = 0;
    const app = renderApp({
      path: '/m/securityCenter',
      session: buildSession(),
      api: {
        ...api(),
        '/wps/member/contact/change': {
          value: {
            kind: 'email',
            newAddress: 'l***@example.com',
            oldAddress: null,
            expirationTime: 1795590000000,
          },
        },
        '/wps/member/contact/confirm': () =>
          ++tries === 1 ? { error: 'contact.code_invalid' } : { value: {} },
      },
    });
    await app.user.click(await screen.findByTestId('change-email'));
    await app.user.type(field('security.contact.new.email'), 'lan@example.com');
    await app.user.type(field('security.payment.loginPassword'), 'Demo1234');
    await app.user.click(screen.getByTestId('contact-send'));
    const code = await screen.findByLabelText(/l\*\*\*@example\.com/);
    expect(screen.getAllByRole('textbox')).toHaveLength(1); // no code for an old address
    await app.user.type(code, '111111');
    await app.user.click(screen.getByTestId('contact-confirm'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent(
      t('errors.contact.code_invalid'),
    );
    await app.user.click(screen.getByTestId('contact-confirm'));
    expect(await screen.findByTestId('contact-changed')).toHaveTextContent(
      t('security.contact.done.email'),
    );
  });

  it(
    'sets up the authenticator app: password, QR code and first code, recovery codes once',
    { timeout: 20_000 },
    async () => {
      const app = renderApp({
        path: '/m/securityCenter',
        session: buildSession(),
        api: {
          ...api(),
          '/wps/member/totp/setup': {
            value: {
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauthUri:
                'otpauth://totp/Lucky%20Lotus:demo?issuer=Lucky%20Lotus&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            },
          },
          '/wps/member/totp/enable': { value: { recoveryCodes: ['k7m2p-x9q4r', 'a3b5c-d7e9f'] } },
        },
      });
      expect(await screen.findByTestId('security-totp')).toHaveAttribute('data-ok', 'false');
      await app.user.click(screen.getByTestId('totp-toggle'));
      await app.user.type(field('security.payment.loginPassword'), 'Demo1234');
      await app.user.click(screen.getByTestId('totp-submit'));
      expect(await screen.findByTestId('totp-secret')).toHaveTextContent(
        'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      );
      expect(screen.getByTitle(t('security.totp.qr'))).toBeInTheDocument();
      await app.user.type(field('security.totp.code'), '12345');
      await app.user.click(screen.getByTestId('totp-submit'));
      expect(screen.getByTestId('totp-error')).toHaveTextContent(t('security.totp.codeFormat'));
      expect(app.api.callsTo('/wps/member/totp/enable')).toHaveLength(0);
      await app.user.type(field('security.totp.code'), '6');
      await app.user.click(screen.getByTestId('totp-submit'));
      expect(await screen.findByTestId('totp-recovery-codes')).toHaveTextContent('k7m2p-x9q4r');
      await app.user.click(screen.getByTestId('totp-done'));
      expect(await screen.findByTestId('totp-changed')).toHaveTextContent(
        t('security.totp.doneOn'),
      );
      expect(screen.queryByTestId('totp-recovery-codes')).toBeNull();
      const [enable] = app.api.callsTo('/wps/member/totp/enable');
      expect(JSON.parse(String(enable!.init!.body))).toEqual({ code: '123456' });
    },
  );

  it(
    'turns the authenticator app off with the password and a code',
    { timeout: 20_000 },
    async () => {
      const app = renderApp({
        path: '/m/securityCenter',
        session: buildSession(),
        api: {
          ...api(),
          '/wps/member/security': { value: buildSecurityOverview({ totpEnabled: true }) },
          '/wps/member/totp/disable': { value: {} },
        },
      });
      expect(await screen.findByTestId('security-totp')).toHaveAttribute('data-ok', 'true');
      await app.user.click(screen.getByTestId('totp-toggle'));
      await app.user.type(field('security.payment.loginPassword'), 'Demo1234');
      await app.user.type(field('security.totp.codeOrRecovery'), 'k7m2p-x9q4r');
      await app.user.click(screen.getByTestId('totp-off-submit'));
      expect(await screen.findByTestId('totp-changed')).toHaveTextContent(
        t('security.totp.doneOff'),
      );
      const [off] = app.api.callsTo('/wps/member/totp/disable');
      expect(JSON.parse(String(off!.init!.body))).toEqual({
        loginPassword: 'Demo1234',
        code: 'k7m2p-x9q4r',
      });
    },
  );

  it('signs the other devices out after a confirmation', async () => {
    const app = renderApp({ path: '/m/securityCenter', session: buildSession(), api: api() });
    await screen.findAllByTestId('device-session');
    await app.user.click(screen.getByTestId('sign-out-others'));
    await app.user.click(await screen.findByTestId('sign-out-others-confirm'));
    expect(await screen.findByTestId('devices-ended')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        app.api.callsTo('/wps/member/sessions').filter((c) => c.init?.method === 'DELETE'),
      ).toHaveLength(1),
    );
  });

  it('closes while SECPRIV is off (spec §6)', async () => {
    const app = renderApp({
      path: '/m/securityCenter',
      session: buildSession(),
      status: buildStatus({ info: { whitelabel: { SECPRIV: false } } }),
    });
    expect(await screen.findByTestId('flag-closed')).toBeInTheDocument();
    expect(app.api.callsTo('/wps/member/security')).toHaveLength(0);
  });
});
