import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, type FieldRule, type RegisterBody } from '@app/contracts';
import { buildStatus } from '../../../testing/factories.ts';
import type { FakeHandler } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { buildCaptcha, buildRegisterValue, jsonBody } from '../testing/fake-auth.ts';
import { field, t } from '../../../testing/form-queries.ts';
import { copyOnSwitch } from './register-form.tsx';

/** The demo merchant's registration rules (apps/server demo settings). */
const FIELDS: FieldRule[] = [
  {
    name: 'username',
    enabled: true,
    required: true,
    min: 6,
    max: 16,
    pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
  },
  {
    name: 'password',
    enabled: true,
    required: true,
    min: 6,
    max: 20,
    pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{6,20}$',
  },
  { name: 'confirmPassword', enabled: true, required: true },
  {
    name: 'mobileNum',
    enabled: true,
    required: false,
    type: 'mobile',
    pattern: '^0[35789]\\d{8}$',
  },
  { name: 'email', enabled: true, required: false, type: 'email', max: 100 },
  { name: 'nickname', enabled: true, required: false, min: 2, max: 20 },
  { name: 'affiliateCode', enabled: true, required: false, max: 32 },
  { name: 'payeeName', enabled: false, required: false },
];

function status(
  options: { whitelabel?: Record<string, boolean>; fields?: FieldRule[]; captcha?: boolean } = {},
) {
  return buildStatus({
    info: {
      register: { captchaEnabled: options.captcha ?? false, fields: options.fields ?? FIELDS },
      whitelabel: {
        USERNAMEREG3: true,
        MOBILENUMREG3: true,
        REGMOBVERF3: true,
        ...options.whitelabel,
      },
    },
  });
}

function renderRegister(
  options: Parameters<typeof status>[0] & {
    path?: string;
    api?: Record<string, FakeHandler | { value: unknown }>;
  } = {},
) {
  const bodies: RegisterBody[] = [];
  const app = renderApp({
    path: options.path ?? '/m/register',
    status: status(options),
    api: {
      '/wps/content/banners': { value: [] },
      '/wps/auth/captcha': () => ({ value: buildCaptcha() }),
      '/wps/auth/register': (_url, init) => {
        bodies.push(jsonBody(init) as RegisterBody);
        return { value: buildRegisterValue({ userName: 'lotus88', accountNo: '12345678' }) };
      },
      ...options.api,
    },
  });
  return { ...app, bodies };
}

describe('register method (spec §2)', () => {
  it('defaults to mobileNum when mobile registration is on and username registration off', async () => {
    renderRegister({ whitelabel: { USERNAMEREG3: false } });
    await screen.findByTestId('register-form');
    await waitFor(() => expect(screen.queryByLabelText(/^Tên đăng nhập/)).not.toBeInTheDocument());
    expect(field('auth.fields.mobileNum')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByTestId('register-method-username')).not.toBeInTheDocument();
    expect(field('auth.fields.smsCode')).toBeDisabled();
  });

  it('defaults to username when both are on', async () => {
    renderRegister();
    expect(await screen.findByTestId('register-method-username')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field('auth.fields.username')).toHaveAttribute('aria-required', 'true');
    // the optional mobile number of the username form, no SMS code
    expect(field('auth.fields.mobileNum')).not.toHaveAttribute('aria-required');
    expect(screen.queryByTestId('sms-send')).not.toBeInTheDocument();
  });

  it('copies the mobile number to the other method where it is valid there', () => {
    const rules = {
      username: { name: 'username', enabled: true, required: true, pattern: '^[A-Za-z0-9]{4,16}$' },
      mobileNum: { name: 'mobileNum', enabled: true, required: false, type: 'mobile' as const },
    };
    expect(copyOnSwitch('username', { username: '', mobileNum: '0912345678' }, rules)).toEqual({
      username: '0912345678',
      mobileNum: '0912345678',
    });
    // a username must start with a letter: the number stays where it is
    const strict = { ...rules, username: { ...rules.username, pattern: '^[A-Za-z][A-Za-z0-9]+$' } };
    expect(copyOnSwitch('username', { username: '', mobileNum: '0912345678' }, strict)).toEqual({
      username: '',
      mobileNum: '0912345678',
    });
    // never over what was typed
    expect(
      copyOnSwitch('username', { username: 'lotus88', mobileNum: '0912345678' }, rules),
    ).toEqual({ username: 'lotus88', mobileNum: '0912345678' });
    expect(copyOnSwitch('mobileNum', { username: '0987654321', mobileNum: '' }, rules)).toEqual({
      username: '0987654321',
      mobileNum: '0987654321',
    });
  });

  it('keeps the mobile number across a switch and copies it where the rule allows', async () => {
    const app = renderRegister({
      fields: FIELDS.map((f) =>
        f.name === 'username' ? { ...f, min: 4, pattern: '^[A-Za-z0-9]{4,16}$' } : f,
      ),
    });
    await app.user.click(await screen.findByTestId('register-method-mobileNum'));
    await app.user.type(field('auth.fields.mobileNum'), '0912345678');
    await app.user.click(screen.getByTestId('register-method-username'));
    expect(field('auth.fields.username')).toHaveValue('0912345678');
    expect(field('auth.fields.mobileNum')).toHaveValue('0912345678');
  });
});

describe('register validation (spec §5)', () => {
  it('focuses the first invalid field on submit and shows errors under each field', async () => {
    const app = renderRegister();
    await screen.findByTestId('register-form');
    await app.user.type(field('auth.fields.password'), 'abc');
    await app.user.click(screen.getByTestId('register-submit'));
    expect(document.activeElement).toBe(field('auth.fields.username'));
    expect(screen.getByTestId('username-error')).toHaveTextContent(t('validation.required'));
    expect(screen.getByTestId('password-error')).toHaveTextContent(t('validation.password_format'));
    expect(screen.getByTestId('confirmPassword-error')).toHaveTextContent(
      t('messages.in_incorrect_password'),
    );
    expect(app.bodies).toHaveLength(0);

    await app.user.type(field('auth.fields.username'), 'lotus88');
    await app.user.click(screen.getByTestId('register-submit'));
    expect(document.activeElement).toBe(field('auth.fields.password'));
  });

  it('requires the confirmation and checks it again when the password changes', async () => {
    const app = renderRegister();
    await screen.findByTestId('register-form');
    await app.user.type(field('auth.fields.username'), 'lotus88');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret124');
    await app.user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('confirmPassword-error')).toHaveTextContent(
      t('messages.in_confirmation_correct'),
    );
    expect(document.activeElement).toBe(field('auth.fields.confirmPassword'));
    // changing the password to match clears the confirmation's error
    await app.user.clear(field('auth.fields.password'));
    await app.user.type(field('auth.fields.password'), 'Secret124');
    expect(screen.queryByTestId('confirmPassword-error')).not.toBeInTheDocument();
    // and a different password brings it back
    await app.user.type(field('auth.fields.password'), '5');
    expect(screen.getByTestId('confirmPassword-error')).toHaveTextContent(
      t('messages.in_confirmation_correct'),
    );
    // an empty confirmation has no error while the password changes
    await app.user.clear(field('auth.fields.confirmPassword'));
    await app.user.type(field('auth.fields.password'), '6');
    expect(screen.queryByTestId('confirmPassword-error')).not.toBeInTheDocument();
  });

  it('says error_phone_number_limit for a bad mobile and sends no SMS for it', async () => {
    const app = renderRegister({ whitelabel: { USERNAMEREG3: false } });
    await screen.findByTestId('register-form');
    await waitFor(() => expect(screen.getByTestId('sms-send')).toBeInTheDocument());
    await app.user.type(field('auth.fields.mobileNum'), '12345');
    await app.user.click(screen.getByTestId('sms-send'));
    expect(screen.getByTestId('mobileNum-error')).toHaveTextContent(
      t('messages.error_phone_number_limit'),
    );
    expect(document.activeElement).toBe(field('auth.fields.mobileNum'));
    expect(app.api.callsTo('/wps/auth/sms')).toHaveLength(0);
  });

  it('shows the captcha when configured and requires it, with asterisks on required fields', async () => {
    const app = renderRegister({ captcha: true });
    expect(await screen.findByTestId('captcha-image')).toBeInTheDocument();
    expect(screen.getByText(t('auth.fields.captcha')).parentElement).toHaveTextContent('*');
    expect(screen.getByText(t('auth.fields.nickname')).parentElement).not.toHaveTextContent('*');
    await app.user.type(field('auth.fields.username'), 'lotus88');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret123');
    await app.user.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('captcha-error')).toHaveTextContent(t('validation.captcha_required'));
    expect(document.activeElement).toBe(field('auth.fields.captcha'));
  });

  it('disables the join button while the agree box is unticked (it starts ticked)', async () => {
    const app = renderRegister();
    const agree = await screen.findByTestId('register-agree');
    expect(agree).toBeChecked();
    expect(screen.getByTestId('register-submit')).toBeEnabled();
    await app.user.click(agree);
    expect(screen.getByTestId('register-submit')).toBeDisabled();
  });

  it('opens the terms and the privacy policy', async () => {
    const app = renderRegister();
    await app.user.click(await screen.findByTestId('open-privacy'));
    expect(await screen.findByTestId('privacy-modal')).toHaveTextContent(
      t('privacy.sections.age.title', { age: 18 }),
    );
    await app.user.click(screen.getByTestId('privacy-modal-close'));
    await waitFor(() => expect(screen.queryByTestId('privacy-modal')).not.toBeInTheDocument());
    await app.user.click(screen.getByTestId('open-terms'));
    expect(await screen.findByTestId('terms-modal')).toBeInTheDocument();
  });
});

describe('invitation code (spec §4 Registration affiliate)', () => {
  it('hides the field for a valid code from the link and sends it', async () => {
    const app = renderRegister({
      path: '/m/register?affiliateCode=AGENT01',
      api: { '/wps/auth/affiliate': { value: { valid: true } } },
    });
    expect(await screen.findByTestId('affiliate-applied')).toHaveTextContent('AGENT01');
    expect(screen.queryByLabelText(/^Mã mời/)).not.toBeInTheDocument();
    await app.user.type(field('auth.fields.username'), 'lotus88');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret123');
    await app.user.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('register-success');
    expect(app.bodies[0]).toMatchObject({ affiliateCode: 'AGENT01', method: 'username' });
    expect(app.api.callsTo('/wps/auth/affiliate')[0]!.url.searchParams.get('code')).toBe('AGENT01');
  });

  it('shows the field for an invalid code from ?code=, and registers nothing while it is wrong', async () => {
    const app = renderRegister({
      path: '/m/register?code=NOPE99',
      api: { '/wps/auth/affiliate': { value: { valid: false } } },
    });
    await waitFor(() => expect(field('auth.fields.affiliateCode')).toHaveValue('NOPE99'));
    expect(screen.getByTestId('affiliateCode-error')).toHaveTextContent(
      t('messages.invitation_code_error'),
    );
    await app.user.type(field('auth.fields.username'), 'lotus88');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret123');
    await app.user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(document.activeElement).toBe(field('auth.fields.affiliateCode')));
    expect(screen.getByTestId('affiliateCode-error')).toHaveTextContent(
      t('messages.invitation_code_error'),
    );
    expect(app.bodies).toHaveLength(0);
  });
});

describe('registration success (spec §2)', () => {
  it('logs in, shows the account number and goes home on confirm', async () => {
    const app = renderRegister();
    await screen.findByTestId('register-form');
    await app.user.type(field('auth.fields.username'), ' lotus88 ');
    await app.user.type(field('auth.fields.mobileNum'), '0912345678');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret123');
    await app.user.type(field('auth.fields.nickname'), 'Lotus');
    await app.user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-account-no')).toHaveTextContent('12345678');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({
      token: 'token-new',
      userName: 'lotus88',
      type: 0,
    });
    expect(app.bodies[0]).toMatchObject({
      method: 'username',
      username: 'lotus88',
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      nickname: 'Lotus',
      email: '',
      payeeName: '',
      zalo: '',
      type: 0,
      registerMethod: 'H5',
      verificationCode: '',
    });
    await app.user.click(screen.getByTestId('register-success-ok'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
  });

  it('registers by mobile with the SMS code', async () => {
    const app = renderRegister({
      whitelabel: { USERNAMEREG3: false },
      api: {
        '/wps/auth/sms': {
          value: { expirationTime: Date.now() + 300_000, resendAfter: Date.now() + 60_000 },
        },
      },
    });
    await waitFor(() => expect(screen.getByTestId('sms-send')).toBeInTheDocument());
    await app.user.type(field('auth.fields.mobileNum'), '0912345678');
    await app.user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(field('auth.fields.smsCode')).toBeEnabled());
    expect(jsonBody(app.api.callsTo('/wps/auth/sms')[0]!.init)).toEqual({
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      purpose: 'register',
      // the SMS is written in the site's language (Vietnamese here)
      language: 'TY',
    });
    await app.user.type(field('auth.fields.smsCode'), '654321');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret123');
    await app.user.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('register-success');
    expect(app.bodies[0]).toMatchObject({
      method: 'mobileNum',
      username: '',
      mobileNum: '0912345678',
      verificationCode: '654321',
    });
  });

  it('puts a server error under its field and asks for a new captcha', async () => {
    const app = renderRegister({
      captcha: true,
      api: {
        '/wps/auth/register': () => ({
          error: 'register.username_exists',
          value: { field: 'body.username' },
        }),
      },
    });
    await screen.findByTestId('captcha-image');
    await app.user.type(field('auth.fields.username'), 'lotus88');
    await app.user.type(field('auth.fields.password'), 'Secret123');
    await app.user.type(field('auth.fields.confirmPassword'), 'Secret123');
    await app.user.type(field('auth.fields.captcha'), 'AB12');
    await app.user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('username-error')).toHaveTextContent(
      t('errors.register.username_exists'),
    );
    await waitFor(() => expect(app.api.callsTo('/wps/auth/captcha')).toHaveLength(2));
    expect(field('auth.fields.captcha')).toHaveValue('');
  });
});
