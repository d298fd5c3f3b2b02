import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/contracts';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import type { FakeHandler } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { readRememberedLogin, rememberLogin } from '../lib/remembered-login.ts';
import { jsonBody } from '../testing/fake-auth.ts';
import { field, t } from '../../../testing/form-queries.ts';

const STATUS = buildStatus({
  info: {
    fieldRules: [
      { name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 },
      {
        name: 'password',
        enabled: true,
        required: true,
        min: 6,
        max: 20,
        pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$',
      },
    ],
  },
});

function renderChange(handler: FakeHandler = () => ({ value: { token: 'rotated-token' } })) {
  return renderApp({
    path: '/m/changePsw',
    session: buildSession({ userName: 'player01', token: 'old-token' }),
    status: STATUS,
    api: { '/wps/member/password': handler },
  });
}

describe('change password (spec §2, §4, §5)', () => {
  it('asks for the old password when none is remembered and validates each field', async () => {
    const app = renderChange();
    await screen.findByTestId('change-password-form');
    await waitFor(() => expect(field('auth.fields.oldPassword')).toBeInTheDocument());
    expect(document.querySelector('input[name="username"]')).toHaveValue('player01');
    expect(document.querySelector('input[name="username"]')).toHaveAttribute('readonly');
    await app.user.click(screen.getByTestId('change-password-submit'));
    expect(screen.getByTestId('oldPassword-error')).toHaveTextContent(t('validation.required'));
    expect(screen.getByTestId('newPassword-error')).toHaveTextContent(t('validation.required'));
    expect(screen.getByTestId('confirmNewPassword-error')).toHaveTextContent(
      t('messages.enterPassword'),
    );
    expect(document.activeElement).toBe(field('auth.fields.oldPassword'));
    await app.user.type(field('auth.fields.oldPassword'), 'Old12345');
    await app.user.type(field('auth.fields.newPassword'), 'onlyletters');
    await app.user.type(field('auth.fields.confirmPassword'), 'different1');
    await app.user.click(screen.getByTestId('change-password-submit'));
    expect(screen.getByTestId('newPassword-error')).toHaveTextContent(
      t('validation.password_format'),
    );
    expect(screen.getByTestId('confirmNewPassword-error')).toHaveTextContent(
      t('messages.confirmMismatch'),
    );
    expect(app.api.callsTo('/wps/member/password')).toHaveLength(0);
  });

  it('shows a dialog and stops when the new password equals the old one', async () => {
    const app = renderChange();
    await waitFor(() => expect(field('auth.fields.oldPassword')).toBeInTheDocument());
    await app.user.type(field('auth.fields.oldPassword'), 'Same1234');
    await app.user.type(field('auth.fields.newPassword'), 'Same1234');
    await app.user.type(field('auth.fields.confirmPassword'), 'Same1234');
    await app.user.click(screen.getByTestId('change-password-submit'));
    const dialog = await screen.findByTestId('same-password-dialog');
    expect(dialog).toHaveTextContent(t('errors.modify.new.old.same'));
    await app.user.click(screen.getByTestId('same-password-dialog-ok'));
    expect(screen.queryByTestId('same-password-dialog')).not.toBeInTheDocument();
    expect(app.api.callsTo('/wps/member/password')).toHaveLength(0);
  });

  it('saves: "Change saved", the new token stored, then home after 1 s (replace)', async () => {
    const app = renderChange();
    await waitFor(() => expect(field('auth.fields.oldPassword')).toBeInTheDocument());
    await app.user.type(field('auth.fields.oldPassword'), 'Old12345');
    await app.user.type(field('auth.fields.newPassword'), 'New12345');
    await app.user.type(field('auth.fields.confirmPassword'), 'New12345');
    await app.user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText(t('messages.changeSaved'))).toBeInTheDocument();
    expect(jsonBody(app.api.callsTo('/wps/member/password')[0]!.init)).toEqual({
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session)!)).toMatchObject({
      token: 'rotated-token',
      userName: 'player01',
      firstTimeLogin: false,
    });
    expect(app.pathname()).toBe('/m/changePsw');
    await waitFor(() => expect(app.pathname()).toBe('/m/home'), { timeout: 2500 });
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('uses the remembered password as the old one, and updates it after the change', async () => {
    await rememberLogin({ type: 'username', username: 'player01', password: 'Kept1234' });
    const app = renderChange();
    await screen.findByTestId('change-password-form');
    await waitFor(() => expect(screen.getByTestId('change-password-submit')).toBeEnabled());
    expect(screen.queryByLabelText(/^Mật khẩu hiện tại/)).not.toBeInTheDocument();
    await app.user.type(field('auth.fields.newPassword'), 'New12345');
    await app.user.type(field('auth.fields.confirmPassword'), 'New12345');
    await app.user.click(screen.getByTestId('change-password-submit'));
    await screen.findByText(t('messages.changeSaved'));
    expect(jsonBody(app.api.callsTo('/wps/member/password')[0]!.init)).toMatchObject({
      oldPassword: 'Kept1234',
    });
    expect(await readRememberedLogin()).toMatchObject({
      username: 'player01',
      password: 'New12345',
    });
  });

  it('hides the loading only and says why on a failure', async () => {
    const app = renderChange(() => ({
      error: 'password.old_incorrect',
      value: { field: 'body.oldPassword' },
    }));
    await waitFor(() => expect(field('auth.fields.oldPassword')).toBeInTheDocument());
    await app.user.type(field('auth.fields.oldPassword'), 'Wrong1234');
    await app.user.type(field('auth.fields.newPassword'), 'New12345');
    await app.user.type(field('auth.fields.confirmPassword'), 'New12345');
    await app.user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('oldPassword-error')).toHaveTextContent(
      t('errors.password.old_incorrect'),
    );
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(app.pathname()).toBe('/m/changePsw');
  });
});
