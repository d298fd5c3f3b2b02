import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, type EncryptedBody } from '@app/contracts';
import { buildStatus } from '../../../testing/factories.ts';
import type { FakeAnswer } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { REMEMBERED_LOGIN_KEY } from '../lib/remembered-login.ts';
import {
  buildCaptcha,
  buildSessionValue,
  createFakeLoginKey,
  jsonBody,
  type FakeLoginKey,
} from '../testing/fake-auth.ts';
import { field, labelPattern, t } from '../../../testing/form-queries.ts';

let loginKey: FakeLoginKey;

beforeAll(async () => {
  loginKey = await createFakeLoginKey();
});

type Payload = Awaited<ReturnType<FakeLoginKey['open']>>;

/** The login page over a fake server whose /wps/auth/login answers `answer(payload)`. */
function renderLogin(
  answer: (payload: Payload) => FakeAnswer,
  options: { status?: ReturnType<typeof buildStatus>; path?: string } = {},
) {
  const payloads: Payload[] = [];
  const app = renderApp({
    path: options.path ?? '/m/login',
    status: options.status,
    api: {
      '/wps/auth/key': { value: loginKey.key },
      '/wps/auth/captcha': () => ({ value: buildCaptcha() }),
      '/wps/auth/login': async (_url, init) => {
        const payload = await loginKey.open(jsonBody(init) as EncryptedBody);
        payloads.push(payload);
        return answer(payload);
      },
    },
  });
  return { ...app, payloads };
}

async function fillLogin(app: ReturnType<typeof renderApp>, username: string, password: string) {
  const form = await screen.findByTestId('login-form');
  const inForm = within(form);
  const username_ = inForm.getByLabelText(labelPattern('auth.fields.username'));
  const password_ = inForm.getByLabelText(labelPattern('auth.fields.password'));
  await app.user.clear(username_);
  await app.user.type(username_, username);
  await app.user.clear(password_);
  await app.user.type(password_, password);
}

describe('login (spec §2, §4, §5)', () => {
  it('sends an encrypted body with the encryption header and a trimmed username, then goes home', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue({ userName: 'lotus88' }) }));
    await fillLogin(app, '  lotus88 ', 'Secret123');
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    const [call] = app.api.callsTo('/wps/auth/login');
    expect((call!.init!.headers as Record<string, string>)['x-encryption']).toBe(
      'RSA-OAEP-256+A256GCM',
    );
    expect(String(call!.init!.body)).not.toContain('Secret123');
    expect(app.payloads[0]).toMatchObject({
      type: 'username',
      username: 'lotus88',
      password: 'Secret123',
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({
      token: 'token-new',
      merchantCode: 'VN01',
      userName: 'lotus88',
      type: 0,
      firstTimeLogin: false,
    });
    // the key is fetched once per page load
    expect(app.api.callsTo('/wps/auth/key')).toHaveLength(1);
  });

  it('sends a first login to change its password', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue({ firstTimeLogin: true }) }));
    await fillLogin(app, 'player01', 'Secret123');
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/changePsw'));
  });

  it('shows the captcha only after a failure whose value carries captcha: true', async () => {
    let round = 0;
    const app = renderLogin((payload) => {
      round += 1;
      if (round === 1) return { error: 'auth.locked' };
      if (round === 2) return { error: 'auth.invalid_credentials', value: { captcha: true } };
      return payload.captcha === 'AB12'
        ? { value: buildSessionValue() }
        : { error: 'auth.captcha_invalid', value: { captcha: true } };
    });
    await fillLogin(app, 'player01', 'Wrong1234');
    expect(screen.queryByTestId('captcha-image')).not.toBeInTheDocument();
    expect(app.api.callsTo('/wps/auth/captcha')).toHaveLength(0);

    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(t('errors.auth.locked'));
    expect(screen.queryByTestId('captcha-image')).not.toBeInTheDocument();

    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      t('errors.auth.invalid_credentials'),
    );
    const image = await screen.findByTestId('captcha-image');
    expect(app.api.callsTo('/wps/auth/captcha')).toHaveLength(1);

    // required: "enter code", and nothing is sent
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('captcha-error')).toHaveTextContent(
      t('validation.captcha_required'),
    );
    expect(document.activeElement).toBe(field('auth.fields.captcha'));
    expect(app.payloads).toHaveLength(2);

    // a click on the image asks for a new one
    await app.user.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(app.api.callsTo('/wps/auth/captcha')).toHaveLength(2));
    expect(image).not.toBeInTheDocument();

    await app.user.type(field('auth.fields.captcha'), 'AB12');
    const captchaId = screen.getByTestId('captcha-image').dataset.captchaId;
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(app.payloads[2]).toMatchObject({ captcha: 'AB12', captchaId });
  });

  it('asks for the username and password when both are empty, and focuses the first', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue() }));
    await screen.findByTestId('login-form');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('username-error')).toHaveTextContent(
      t('validation.username_password_required'),
    );
    expect(document.activeElement).toBe(field('auth.fields.username'));
    expect(app.api.callsTo('/wps/auth/login')).toHaveLength(0);
  });

  it('checks the fields by the configured login rules', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue() }), {
      status: buildStatus({
        info: {
          fieldRules: [
            { name: 'loginUsername', enabled: true, required: true, min: 4, max: 16 },
            { name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 },
          ],
        },
      }),
    });
    await fillLogin(app, 'ab', '123');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('username-error')).toHaveTextContent(
      t('validation.account_format'),
    );
    expect(screen.getByTestId('password-error')).toHaveTextContent(t('validation.password_format'));
  });

  it('offers the SMS tab only when SMSLOGIN3 is on, and the social buttons only with PHONEAUTH3', async () => {
    const off = renderLogin(() => ({ value: buildSessionValue() }), {
      status: buildStatus({
        info: {
          whitelabel: {
            SMSLOGIN3: false,
            FACEBOOKLOGIN3: true,
            GOOGLELOGIN3: true,
            PHONEAUTH3: false,
          },
        },
      }),
    });
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('login-method-sms')).not.toBeInTheDocument();
    expect(screen.queryByTestId('oauth-google')).not.toBeInTheDocument();
    off.unmount();

    renderLogin(() => ({ value: buildSessionValue() }), {
      status: buildStatus({
        info: {
          whitelabel: {
            SMSLOGIN3: true,
            FACEBOOKLOGIN3: false,
            GOOGLELOGIN3: true,
            PHONEAUTH3: true,
          },
        },
      }),
    });
    expect(await screen.findByTestId('login-method-sms')).toBeInTheDocument();
    expect(screen.getByTestId('oauth-google')).toHaveAttribute(
      'href',
      '/wps/auth/oauth/google/start',
    );
    expect(screen.queryByTestId('oauth-facebook')).not.toBeInTheDocument();
  });

  it('logs in by SMS: mobile with the dialing code, the code sent, a sealed body of type sms', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue() }), {
      status: buildStatus({ info: { whitelabel: { SMSLOGIN3: true } } }),
    });
    app.api.on('/wps/auth/sms', (_url, init) => {
      expect(jsonBody(init)).toEqual({
        mobileNum: '0912345678',
        countryDialingCode: '+84',
        purpose: 'login',
        language: 'TY',
      });
      return { value: { expirationTime: Date.now() + 300_000, resendAfter: Date.now() + 60_000 } };
    });
    await app.user.click(await screen.findByTestId('login-method-sms'));
    const code = field('auth.fields.smsCode');
    expect(code).toBeDisabled();
    // a mobile number is needed before a code is sent
    await app.user.click(screen.getByTestId('sms-send'));
    expect(await screen.findByTestId('mobileNum-error')).toBeInTheDocument();
    expect(app.api.callsTo('/wps/auth/sms')).toHaveLength(0);

    expect(screen.getByTestId('dialing-code')).toHaveValue('+84');
    await app.user.type(field('auth.fields.mobileNum'), '0912345678');
    await app.user.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(code).toBeEnabled());
    expect(screen.getByTestId('sms-send')).toHaveTextContent(/\d+s|\d:\d\d/);
    await app.user.type(code, '123456');
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(app.payloads[0]).toMatchObject({
      type: 'sms',
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      verificationCode: '123456',
    });
  });

  it('during a break, tells its end and signs in only to withdraw, on the withdraw page', async () => {
    const until = '2027-05-25T09:00:00.000Z';
    const app = renderLogin((payload) =>
      payload.toWithdraw
        ? { value: buildSessionValue({ userName: 'player01' }) }
        : { error: 'protection.excluded', value: { kind: 'self_exclusion', until } },
    );
    await fillLogin(app, 'player01', 'Secret123');
    await app.user.click(screen.getByTestId('login-submit'));
    const notice = await screen.findByTestId('login-break');
    expect(notice).toHaveTextContent('25/05/2027');
    expect(app.pathname()).toBe('/m/login');
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();

    await app.user.click(screen.getByTestId('login-to-withdraw'));
    await waitFor(() => expect(app.pathname()).toBe('/m/withdraw'));
    expect(app.payloads.map((p) => p.toWithdraw)).toEqual([undefined, true]);
  });

  it('asks for the authenticator code when the server wants it, and sends it with the login', async () => {
    const app = renderLogin((payload) =>
      payload.totpCode === '492039'
        ? { value: buildSessionValue({ userName: 'player01' }) }
        : payload.totpCode
          ? { error: 'auth.totp_invalid', value: { totp: true, captcha: false } }
          : { error: 'auth.totp_required', value: { totp: true, captcha: false } },
    );
    await fillLogin(app, 'player01', 'Secret123');
    await app.user.click(screen.getByTestId('login-submit'));
    const code = await screen.findByLabelText(labelPattern('auth.login.totp.label'));
    expect(screen.queryByTestId('form-error')).toBeNull();
    await app.user.type(code, '111111');
    await app.user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      t('errors.auth.totp_invalid'),
    );
    await app.user.type(field('auth.login.totp.label'), '492039');
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));
    expect(app.payloads.map((p) => p.totpCode || null)).toEqual([null, '111111', '492039']);
  });

  it('says a break has just started after the responsible-gaming page signed the member out', async () => {
    renderLogin(() => ({ value: buildSessionValue() }), { path: '/m/login?excluded=1' });
    expect(await screen.findByTestId('login-break')).toHaveTextContent(
      t('auth.login.break.started'),
    );
    expect(screen.queryByTestId('login-to-withdraw')).not.toBeInTheDocument();
  });

  it('shows the OAuth failure the provider callback reports', async () => {
    renderLogin(() => ({ value: buildSessionValue() }), { path: '/m/login?oauth=failed' });
    expect(await screen.findByTestId('form-error')).toHaveTextContent(t('errors.oauth.failed'));
  });
});

describe('remember password', () => {
  it('keeps the login sealed (nothing readable in local storage) and fills the form again', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue() }));
    await fillLogin(app, 'player01', 'Pl41nSecret!');
    expect(screen.getByTestId('remember-password')).toBeChecked();
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.pathname()).toBe('/m/home'));

    const stored = window.localStorage.getItem(REMEMBERED_LOGIN_KEY);
    expect(stored).not.toBeNull();
    const everything = Object.keys(window.localStorage)
      .map((key) => `${key}=${window.localStorage.getItem(key)}`)
      .join('\n');
    for (const secret of ['Pl41nSecret!', btoa('Pl41nSecret!'), btoa(btoa('Pl41nSecret!'))]) {
      expect(everything).not.toContain(secret);
    }
    expect(stored).not.toContain('player01');
    app.unmount();

    // the login page fills username and password from it
    renderLogin(() => ({ value: buildSessionValue() }));
    await waitFor(() => expect(field('auth.fields.password')).toHaveValue('Pl41nSecret!'));
    expect(field('auth.fields.username')).toHaveValue('player01');
  });

  it('forgets the login when "remember" is unticked', async () => {
    const app = renderLogin(() => ({ value: buildSessionValue() }));
    await fillLogin(app, 'player01', 'Secret123');
    await app.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(window.localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toBeNull());
    app.unmount();

    const again = renderLogin(() => ({ value: buildSessionValue() }));
    await waitFor(() => expect(field('auth.fields.username')).toHaveValue('player01'));
    await again.user.click(screen.getByTestId('remember-password'));
    expect(window.localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });
});
