import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import { buildMember, buildPersonalInfo } from '../../../testing/fake-member-centre.ts';
import { field, t } from '../../../testing/form-queries.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init!.body)) as unknown;

describe('my account (/m/myAccount/index)', () => {
  it('checks the nickname rules before sending, then saves it', { timeout: 20_000 }, async () => {
    const app = renderApp({
      path: '/m/myAccount/index',
      session: buildSession(),
      api: {
        '/wps/member/info': { value: buildMember() },
        '/wps/member/personal-info': { value: buildPersonalInfo() },
        '/wps/member/nickname': { value: buildPersonalInfo({ nickname: 'Anh Tú' }) },
      },
    });
    await screen.findByTestId('my-account', {}, { timeout: 10_000 });
    const input = field('myAccount.fields.nickname');
    expect(input).toHaveValue('Lucky Seven');
    await app.user.clear(input);
    await app.user.type(input, '0912');
    await app.user.click(screen.getByTestId('nickname-submit'));
    expect(screen.getByTestId('nickname-form')).toHaveTextContent(
      t('errors.profile.nickname_digits_only'),
    );
    expect(app.api.callsTo('/wps/member/nickname')).toHaveLength(0);
    await app.user.clear(input);
    await app.user.type(input, 'Anh Tú');
    await app.user.click(screen.getByTestId('nickname-submit'));
    await waitFor(() => expect(app.api.callsTo('/wps/member/nickname')).toHaveLength(1));
    expect(bodyOf(app.api.callsTo('/wps/member/nickname')[0]!.init)).toEqual({
      nickname: 'Anh Tú',
    });
  });

  it('chooses a static avatar from the image CDN', async () => {
    const app = renderApp({
      path: '/m/myAccount/index',
      session: buildSession(),
      status: buildStatus({ info: { imageCDNs: ['https://img.example.test'] } }),
      api: {
        '/wps/member/personal-info': { value: buildPersonalInfo() },
        '/wps/member/head-icon': { value: { avatar: 'sun', avatarType: 'STATIC' } },
      },
    });
    await screen.findByTestId('avatar-picker');
    const sun = screen.getByTestId('avatar-sun');
    expect(sun.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.test/wps/media/avatar/sun.png',
    );
    expect(screen.getByTestId('avatar-lotus')).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(sun);
    await waitFor(() =>
      expect(
        app.api.callsTo('/wps/member/head-icon').filter((c) => c.init?.method === 'POST'),
      ).toHaveLength(1),
    );
    const post = app.api.callsTo('/wps/member/head-icon').find((c) => c.init?.method === 'POST')!;
    expect(bodyOf(post.init)).toEqual({ avatarType: 'STATIC', avatar: 'sun' });
  });

  it(
    'sends only what changed, and a new e-mail with the login password',
    { timeout: 20_000 },
    async () => {
      const app = renderApp({
        path: '/m/myAccount/index',
        session: buildSession(),
        api: {
          '/wps/member/personal-info': (_url, init) =>
            init?.method === 'PUT'
              ? { error: 'reauth.password_wrong' }
              : { value: buildPersonalInfo({ payeeName: 'NGUYEN VAN AN' }) },
        },
      });
      await screen.findByTestId('personal-info-form');
      // Set once: shown, not editable.
      expect(field('myAccount.fields.payeeName')).toHaveAttribute('readonly');
      await app.user.type(field('myAccount.fields.facebook'), 'an.nguyen');
      await app.user.type(field('myAccount.fields.email'), 'an@example.vn');
      await app.user.type(field('myAccount.fields.loginPassword'), 'Wrong123');
      await app.user.click(screen.getByTestId('personal-info-submit'));
      expect(await screen.findByTestId('personal-info-error')).toHaveTextContent(
        t('errors.reauth.password_wrong'),
      );
      const put = app.api
        .callsTo('/wps/member/personal-info')
        .find((c) => c.init?.method === 'PUT')!;
      expect(bodyOf(put.init)).toEqual({
        facebook: 'an.nguyen',
        email: 'an@example.vn',
        loginPassword: 'Wrong123',
      });
    },
  );

  it('closes while MYACC is off (spec §6)', async () => {
    const app = renderApp({
      path: '/m/myAccount/index',
      session: buildSession(),
      status: buildStatus({ info: { whitelabel: { MYACC: false } } }),
    });
    expect(await screen.findByTestId('flag-closed')).toHaveTextContent(t('messages.noPermission'));
    expect(app.api.callsTo('/wps/member/personal-info')).toHaveLength(0);
  });

  it('tells a trial account to use a real one', async () => {
    const app = renderApp({ path: '/m/myAccount/index', session: buildSession({ type: 4 }) });
    expect(await screen.findByText(t('messages.actualAccount'))).toBeInTheDocument();
    expect(app.api.callsTo('/wps/member/personal-info')).toHaveLength(0);
  });
});
