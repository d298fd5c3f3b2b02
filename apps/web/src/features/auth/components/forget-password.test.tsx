import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/contracts';
import { buildStatus } from '../../../testing/factories.ts';
import type { FakeHandler } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildSessionValue, jsonBody } from '../testing/fake-auth.ts';
import { field, t } from '../../../testing/form-queries.ts';

const RULES = buildStatus({
  info: {
    fieldRules: [
      { name: 'loginUsername', enabled: true, required: true, min: 4, max: 16 },
      { name: 'loginMobileNum', enabled: true, required: true, type: 'mobile', min: 9, max: 11 },
      { name: 'verificationCode', enabled: true, required: true, pattern: '^\\d{6}$' },
      { name: 'password', enabled: true, required: true, min: 6, max: 20 },
    ],
  },
});

function renderForget(api: Record<string, FakeHandler> = {}, status = RULES, path = '/m/forget') {
  return renderApp({
    path,
    status,
    api: {
      '/wps/auth/sms': () => ({
        value: { expirationTime: Date.now() + 300_000, resendAfter: Date.now() + 60_000 },
      }),
      ...api,
    },
  });
}

async function sendCode(app: ReturnType<typeof renderApp>, mobile = '0912345678') {
  await app.user.type(field('auth.fields.mobileNum'), mobile);
  await app.user.click(screen.getByTestId('sms-send'));
  await waitFor(() => expect(field('auth.fields.smsCode')).toBeEnabled());
}

describe('forgot password: the choice (spec §2)', () => {
  it('offers the phone first when MOBILENUMPASSREG3 is on', async () => {
    renderForget();
    expect(await screen.findByTestId('forget-phone-form')).toBeInTheDocument();
    expect(screen.getByTestId('forget-phone')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('forget-email')).toBeInTheDocument();
  });

  it('offers only the e-mail when it is off', async () => {
    renderForget({}, buildStatus({ info: { whitelabel: { MOBILENUMPASSREG3: false } } }));
    expect(await screen.findByTestId('forget-email-form')).toBeInTheDocument();
    expect(screen.queryByTestId('forget-phone')).not.toBeInTheDocument();
  });
});

describe('forgot password by phone (spec §5, §8)', () => {
  it('checks only the mobile, with the configured minimum, before asking for a code', async () => {
    const app = renderForget();
    await screen.findByTestId('forget-phone-form');
    await app.user.type(field('auth.fields.mobileNum'), '09123');
    await app.user.click(screen.getByTestId('sms-send'));
    expect(screen.getByTestId('mobileNum-error')).toHaveTextContent(
      t('messages.in_mobileNum_error', { min: 9 }),
    );
    expect(screen.queryByTestId('newPassword-error')).not.toBeInTheDocument();
    expect(app.api.callsTo('/wps/auth/sms')).toHaveLength(0);

    await app.user.type(field('auth.fields.mobileNum'), '45678');
    await app.user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(app.api.callsTo('/wps/auth/sms')).toHaveLength(1));
    expect(jsonBody(app.api.callsTo('/wps/auth/sms')[0]!.init)).toMatchObject({
      mobileNum: '0912345678',
      purpose: 'reset',
    });
  });

  it('clears the password field on modify.new.old.same', async () => {
    const app = renderForget({
      '/wps/auth/password/phone': () => ({
        error: 'modify.new.old.same',
        value: { field: 'body.newPassword' },
      }),
    });
    await screen.findByTestId('forget-phone-form');
    await sendCode(app);
    await app.user.type(field('auth.fields.smsCode'), '123456');
    await app.user.type(field('auth.fields.newPassword'), 'Same1234');
    await app.user.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect(field('auth.fields.newPassword')).toHaveValue(''));
    expect(screen.getByTestId('newPassword-error')).toHaveTextContent(
      t('errors.modify.new.old.same'),
    );
    expect(field('auth.fields.smsCode')).toHaveValue('123456');
  });

  it('clears the SMS code on any other failure', async () => {
    const app = renderForget({
      '/wps/auth/password/phone': () => ({
        error: 'sms.code_invalid',
        value: { field: 'body.verificationCode' },
      }),
    });
    await screen.findByTestId('forget-phone-form');
    await sendCode(app);
    await app.user.type(field('auth.fields.smsCode'), '123456');
    await app.user.type(field('auth.fields.newPassword'), 'Fresh1234');
    await app.user.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect(field('auth.fields.smsCode')).toHaveValue(''));
    expect(field('auth.fields.newPassword')).toHaveValue('Fresh1234');
    expect(screen.getByTestId('form-error')).toHaveTextContent(t('errors.sms.code_invalid'));
  });

  it('logs in after the new password is set', async () => {
    const app = renderForget({
      '/wps/auth/password/phone': (_url, init) => {
        expect(jsonBody(init)).toEqual({
          newPassword: 'Fresh1234',
          mobileNum: '0912345678',
          countryDialingCode: '+84',
          verificationCode: '123456',
        });
        return { value: buildSessionValue({ userName: 'phoneuser' }) };
      },
    });
    await screen.findByTestId('forget-phone-form');
    await sendCode(app);
    await app.user.type(field('auth.fields.smsCode'), '123456');
    await app.user.type(field('auth.fields.newPassword'), 'Fresh1234');
    await app.user.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({
      userName: 'phoneuser',
    });
  });
});

describe('forgot password by e-mail (spec §4, §5)', () => {
  it('keeps retrieve disabled until both fields are valid and posts them form-encoded, trimmed', async () => {
    const app = renderForget(
      {
        '/wps/auth/password/email': () => ({ value: {} }),
      },
      buildStatus({ ...RULES, info: { ...RULES.info, whitelabel: { MOBILENUMPASSREG3: false } } }),
    );
    await screen.findByTestId('forget-email-form');
    const retrieve = screen.getByTestId('forget-email-submit');
    expect(retrieve).toBeDisabled();
    await app.user.type(field('auth.fields.username'), ' player01 ');
    await app.user.type(field('auth.fields.email'), 'player01@example');
    expect(retrieve).toBeDisabled();
    await app.user.tab();
    expect(screen.getByTestId('email-error')).toHaveTextContent(t('messages.emailIncorrect'));
    await app.user.type(field('auth.fields.email'), '.vn ');
    expect(retrieve).toBeEnabled();
    await app.user.click(retrieve);
    expect(await screen.findByTestId('toast')).toBeInTheDocument();
    await waitFor(() => expect(app.api.callsTo('/wps/auth/password/email')).toHaveLength(1));
    const call = app.api.callsTo('/wps/auth/password/email')[0]!;
    expect((call.init!.headers as Record<string, string>)['content-type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(String(call.init!.body)).toBe(
      'username=player01&email=player01%40example.vn&language=TY',
    );
    expect(await screen.findByText(t('auth.forget.emailSent'))).toBeInTheDocument();
  });

  it('sets a new password from the e-mailed link, then goes to the login page', async () => {
    const app = renderForget(
      { '/wps/auth/password/reset': () => ({ value: {} }) },
      RULES,
      '/m/forget?resetToken=abc123',
    );
    await screen.findByTestId('reset-password-form');
    await app.user.type(field('auth.fields.newPassword'), 'Fresh1234');
    await app.user.click(screen.getByTestId('reset-password-submit'));
    expect(screen.getByTestId('confirmNewPassword-error')).toHaveTextContent(
      t('messages.enterPassword'),
    );
    await app.user.type(field('auth.fields.confirmPassword'), 'Fresh1234');
    await app.user.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/login'), { timeout: 3000 });
    expect(jsonBody(app.api.callsTo('/wps/auth/password/reset')[0]!.init)).toEqual({
      resetToken: 'abc123',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
  });
});
